import { envelopeOf, sendWorkResultSchema, setStatusResultSchema, workTagsSchema } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../../notice/index.ts';
import { teachingWorkCorrect } from '../work/work-tables.ts';
import { addWork, type SocialActors, socialApp, userIdOf, WORK, workRow } from './social-fixtures.ts';

const suite = appSuite(socialApp);

const setStatus = (client: SocialActors[keyof SocialActors], id: string, workStatus: number) =>
  client.put(`${WORK}/setStatus`, { id, workStatus });

describe('tags', () => {
  it('lets the class’s teacher tag a work, at most five, readable by anyone for public works', async () => {
    const work = await addWork(suite.t, { userId: suite.s1, workStatus: 3 });
    for (const tagName of ['创意奖', '  动画  ', '创意奖', '故事', '音乐', '游戏']) {
      const res = await suite.a.teacher.post(`${WORK}/setWorkTag`, { workId: work, tagName });
      expect(res.status, res.body.message).toBe(200);
    }
    const sixth = await suite.a.teacher.post(`${WORK}/setWorkTag`, { workId: work, tagName: '第六个' });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe('每个作品最多 5 个标签');
    const tags = await suite.a.visitor.get(`${WORK}/getWorkTags?workId=${work}`);
    expectAnswer(tags, envelopeOf(workTagsSchema));
    expect(tags.body.result).toEqual(['创意奖', '动画', '故事', '音乐', '游戏']);
    const del = await suite.a.admin.del(
      `${WORK}/delWorkTag?workId=${work}&tagName=${encodeURIComponent('故事')}`,
    );
    expect(del.status).toBe(200);
    expect((await suite.a.visitor.get(`${WORK}/getWorkTags?workId=${work}`)).body.result).toHaveLength(4);
    const missing = await suite.a.admin.del(
      `${WORK}/delWorkTag?workId=${work}&tagName=${encodeURIComponent('故事')}`,
    );
    expect(missing.status).toBe(404);
  });

  it('refuses tags from students and teachers of other classes, and bad tag names', async () => {
    const work = await addWork(suite.t, { userId: suite.s1, workStatus: 3 });
    expect(
      (await suite.a.student1.post(`${WORK}/setWorkTag`, { workId: work, tagName: '自夸' })).status,
    ).toBe(403);
    const other = await suite.a.teacher2.post(`${WORK}/setWorkTag`, { workId: work, tagName: '好' });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('只能给自己班级学生的作品加标签');
    expect((await suite.a.outsider.post(`${WORK}/setWorkTag`, { workId: work, tagName: '好' })).status).toBe(
      404,
    );
    expect((await suite.a.student1.del(`${WORK}/delWorkTag?workId=${work}&tagName=x`)).status).toBe(403);
    for (const tagName of ['', '一'.repeat(21), '<b>']) {
      const res = await suite.a.teacher.post(`${WORK}/setWorkTag`, { workId: work, tagName });
      expect(res.status).toBe(400);
    }
    const hidden = await addWork(suite.t, { userId: suite.s1, workStatus: 0 });
    expect((await suite.a.visitor.get(`${WORK}/getWorkTags?workId=${hidden}`)).status).toBe(404);
  });
});

describe('setStatus', () => {
  it('puts a submitted work on the home page, features it, and takes it back to submitted', async () => {
    const work = await addWork(suite.t, { userId: suite.s1, workStatus: 1, workScene: 'course' });
    const home = await setStatus(suite.a.teacher, work, 3);
    expectAnswer(home, envelopeOf(setStatusResultSchema));
    expect(home.body.result).toEqual({ id: work, workStatus: 3 });
    expect((await setStatus(suite.a.teacher, work, 4)).body.result).toEqual({ id: work, workStatus: 4 });
    expect((await suite.a.visitor.get(`${WORK}/greatWork`)).body.result).toMatchObject({ total: 1 });
    expect((await setStatus(suite.a.teacher, work, 2)).body.result).toEqual({ id: work, workStatus: 1 });
    expect((await workRow(suite.t, work)).workStatus).toBe(1);
  });

  it('takes a graded work back to graded and a free creation back to saved', async () => {
    const graded = await addWork(suite.t, { userId: suite.s2, workStatus: 2, workScene: 'course' });
    await suite.t.db
      .insert(teachingWorkCorrect)
      .values({ id: uuidv7(), tenantId: DEFAULT_TENANT_ID, workId: graded, score: 90 });
    await setStatus(suite.a.admin, graded, 4);
    expect((await setStatus(suite.a.admin, graded, 0)).body.result).toEqual({ id: graded, workStatus: 2 });
    const free = await addWork(suite.t, { userId: suite.s2, workStatus: 0 });
    expect((await setStatus(suite.a.teacher, free, 3)).body.result).toEqual({ id: free, workStatus: 3 });
    expect((await setStatus(suite.a.teacher, free, 2)).body.result).toEqual({ id: free, workStatus: 0 });
  });

  it('refuses homework not yet submitted, works without a file, and works not public to take down', async () => {
    const draft = await addWork(suite.t, { userId: suite.s1, workStatus: 0, workScene: 'course' });
    const res = await setStatus(suite.a.teacher, draft, 3);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('作业还没有提交，不能上首页或精选');
    const empty = await addWork(suite.t, {
      userId: suite.s1,
      workStatus: 1,
      workScene: 'course',
      workFile: null,
    });
    expect((await setStatus(suite.a.teacher, empty, 3)).status).toBe(400);
    expect((await setStatus(suite.a.teacher, draft, 2)).status).toBe(400);
    expect((await setStatus(suite.a.teacher, draft, 9)).status).toBe(400);
    expect((await workRow(suite.t, draft)).workStatus).toBe(0);
  });

  it('refuses students, teachers of other classes and other tenants', async () => {
    const work = await addWork(suite.t, { userId: suite.s1, workStatus: 1, workScene: 'course' });
    expect((await setStatus(suite.a.student1, work, 4)).status).toBe(403);
    expect((await setStatus(suite.a.teacher2, work, 4)).status).toBe(403);
    expect((await setStatus(suite.a.outsider, work, 4)).status).toBe(404);
    const theirs = await addWork(suite.t, { userId: suite.s3, workStatus: 1, workScene: 'course' });
    expect((await setStatus(suite.a.teacher, theirs, 3)).status).toBe(403);
    expect((await setStatus(suite.a.teacher2, theirs, 3)).status).toBe(200);
    expect((await workRow(suite.t, work)).workStatus).toBe(1);
  });
});

describe('sendWork', () => {
  const messagesTo = (userId: string) =>
    suite.t.db.select().from(sysAnnouncementSend).where(eq(sysAnnouncementSend.userId, userId));

  it('sends each user of the tenant a personal message with the work’s link', async () => {
    const work = await addWork(suite.t, { userId: suite.s1, workName: '<b>小猫</b>', workStatus: 0 });
    const res = await suite.a.student1.post(`${WORK}/sendWork`, {
      sendWorkId: work,
      userIdList: [suite.s2, suite.s3, suite.s2],
    });
    expectAnswer(res, envelopeOf(sendWorkResultSchema));
    expect(res.body.result).toEqual({ sent: 2 });
    const [link] = await messagesTo(suite.s2);
    const [message] = await suite.t.db
      .select()
      .from(sysAnnouncement)
      .where(eq(sysAnnouncement.id, link.anntId));
    expect(message).toMatchObject({
      msgType: 'USER',
      userIds: suite.s2,
      sendStatus: '1',
      openPage: `/work-detail?id=${work}`,
      titile: '李小明 分享了作品《<b>小猫</b>》给你',
    });
    expect(message.msgContent).toContain('&#60;b&#62;');
    const feed = await suite.a.student2.get('/api/sys/annountCement/listByUser');
    expect(JSON.stringify(feed.body)).toContain('分享了作品');
    const third = await suite.a.student3.get('/api/sys/annountCement/listByUser');
    expect(JSON.stringify(third.body)).toContain('分享了作品');
  });

  it('refuses users of another tenant, too many users, and others’ private works', async () => {
    const work = await addWork(suite.t, { userId: suite.s1, workStatus: 0 });
    const outsiderId = await userIdOf(suite.t, 'other_admin');
    const before = (await suite.t.db.select().from(sysAnnouncement)).length;
    const foreign = await suite.a.student1.post(`${WORK}/sendWork`, {
      sendWorkId: work,
      userIdList: [suite.s2, outsiderId],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe('所选用户不存在或不属于本机构');
    const many = Array.from({ length: 51 }, (_, i) => `u${i}`);
    expect(
      (await suite.a.student1.post(`${WORK}/sendWork`, { sendWorkId: work, userIdList: many })).status,
    ).toBe(400);
    const notMine = await suite.a.student2.post(`${WORK}/sendWork`, {
      sendWorkId: work,
      userIdList: [suite.s3],
    });
    expect(notMine.status).toBe(403);
    expect(
      (await suite.a.visitor.post(`${WORK}/sendWork`, { sendWorkId: work, userIdList: [suite.s3] })).status,
    ).toBe(401);
    const publicWork = await addWork(suite.t, { userId: suite.s1, workStatus: 3 });
    const shared = await suite.a.student2.post(`${WORK}/sendWork`, {
      sendWorkId: publicWork,
      userIdList: suite.s3,
    });
    expect(shared.body.result).toEqual({ sent: 1 });
    expect((await suite.t.db.select().from(sysAnnouncement)).length).toBe(before + 1);
  });

  it('lets a teacher send only to students of the classes they manage; an admin to anybody', async () => {
    const teacherId = await userIdOf(suite.t, 'teacher');
    const work = await addWork(suite.t, { userId: teacherId, workName: '示范作品', workStatus: 0 });
    const before = (await suite.t.db.select().from(sysAnnouncement)).length;
    // student3 is in teacher2's class, not in teacher's.
    const outside = await suite.a.teacher.post(`${WORK}/sendWork`, {
      sendWorkId: work,
      userIdList: [suite.s1, suite.s3],
    });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('只能发送给自己所教班级的学生');
    expect((await suite.t.db.select().from(sysAnnouncement)).length).toBe(before);
    const mine = await suite.a.teacher.post(`${WORK}/sendWork`, {
      sendWorkId: work,
      userIdList: [suite.s1, suite.s2],
    });
    expect(mine.body.result).toEqual({ sent: 2 });
    expect((await messagesTo(suite.s1)).length).toBeGreaterThan(0);
    const theirs = await addWork(suite.t, { userId: suite.s3, workStatus: 3 });
    const byAdmin = await suite.a.admin.post(`${WORK}/sendWork`, {
      sendWorkId: theirs,
      userIdList: [suite.s1, suite.s3],
    });
    expect(byAdmin.body.result).toEqual({ sent: 2 });
    // A student's private work stays theirs: a teacher may not pass it around.
    const privateWork = await addWork(suite.t, { userId: suite.s1, workStatus: 0 });
    const passOn = await suite.a.teacher.post(`${WORK}/sendWork`, {
      sendWorkId: privateWork,
      userIdList: [suite.s2],
    });
    expect(passOn.status).toBe(403);
  });
});
