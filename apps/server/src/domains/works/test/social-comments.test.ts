import { envelopeOf, pageResultOf, workCommentSchema } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { setConfig } from '../../../../test/helpers/portal.ts';
import { teachingWorkComment, teachingWorkCommentReport } from '../social/social-tables.ts';
import { addWork, socialApp, WORK, workRow } from './social-fixtures.ts';

const suite = appSuite(socialApp);

let publicWork: string;
let privateWork: string;
let otherClassWork: string;

beforeAll(async () => {
  const { s1, s3 } = suite;
  publicWork = await addWork(suite.t, { userId: s1, workName: '小猫跳舞', workStatus: 4 });
  privateWork = await addWork(suite.t, { userId: s1, workName: '草稿', workStatus: 0 });
  otherClassWork = await addWork(suite.t, { userId: s3, workName: '迷宫', workStatus: 3 });
});

type Comment = { id: string; comment: string; realname: string };
const commentsOf = async (workId: string) => {
  const res = await suite.a.visitor.get(`${WORK}/getWorkComments?workId=${workId}&pageNo=1`);
  expectAnswer(res, envelopeOf(pageResultOf(workCommentSchema)));
  return res.body.result as { records: Comment[]; total: number };
};

describe('comments', () => {
  it('stores comments as plain text: stripped of control characters, trimmed, shown newest first', async () => {
    const html = '<img src=x onerror=alert(1)>好看！';
    const first = await suite.a.student2.post(`${WORK}/saveComment`, {
      workId: publicWork,
      comment: `  ${html}\u0007\u202e `,
    });
    expect(first.status, first.body.message).toBe(200);
    await suite.a.student3.post(`${WORK}/saveComment`, {
      workId: publicWork,
      comment: '小猫好可爱\n继续加油',
    });
    const { records, total } = await commentsOf(publicWork);
    expect(total).toBe(2);
    expect(records.map((r) => r.comment)).toEqual(['小猫好可爱\n继续加油', html]);
    expect(records[1].realname).toBe('张小红');
    const [stored] = await suite.t.db
      .select()
      .from(teachingWorkComment)
      .where(eq(teachingWorkComment.id, (first.body.result as { id: string }).id));
    expect(stored.comment).toBe(html);
    expect((await workRow(suite.t, publicWork)).commentNum).toBe(2);
  });

  it('refuses empty and too long comments', async () => {
    for (const comment of ['', '   ', '\u0001\u0002', 'a'.repeat(501)]) {
      const res = await suite.a.student2.post(`${WORK}/saveComment`, { workId: publicWork, comment });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/评论/);
    }
    const max = await suite.a.student2.post(`${WORK}/saveComment`, {
      workId: publicWork,
      comment: '好'.repeat(500),
    });
    expect(max.status).toBe(200);
  });

  it('refuses new comments while the system config closes them, and keeps the old ones readable', async () => {
    await setConfig(suite.t, 'allowComment', 'false');
    const before = (await commentsOf(publicWork)).total;
    const res = await suite.a.student2.post(`${WORK}/saveComment`, { workId: publicWork, comment: '关了吗' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('评论功能已关闭');
    expect((await commentsOf(publicWork)).total).toBe(before);
    await setConfig(suite.t, 'allowComment', 'true');
    expect(
      (await suite.a.student2.post(`${WORK}/saveComment`, { workId: publicWork, comment: '开了' })).status,
    ).toBe(200);
  });

  it('keeps private works closed to other users’ comments and reads', async () => {
    const res = await suite.a.student2.post(`${WORK}/saveComment`, { workId: privateWork, comment: '你好' });
    expect(res.status).toBe(404);
    expect((await suite.a.visitor.get(`${WORK}/getWorkComments?workId=${privateWork}`)).status).toBe(404);
    expect(
      (await suite.a.visitor.post(`${WORK}/saveComment`, { workId: publicWork, comment: '你好' })).status,
    ).toBe(401);
    expect(
      (await suite.a.outsider.post(`${WORK}/saveComment`, { workId: publicWork, comment: '你好' })).status,
    ).toBe(404);
    const own = await suite.a.student1.post(`${WORK}/saveComment`, {
      workId: privateWork,
      comment: '给自己的备注',
    });
    expect(own.status).toBe(200);
  });

  it('limits a user to 10 comments a minute with a Chinese 429', async () => {
    let limited = null as null | { status: number; body: { message: string } };
    for (let i = 0; i < 12 && !limited; i++) {
      const res = await suite.a.student3.post(`${WORK}/saveComment`, {
        workId: otherClassWork,
        comment: `第${i}条`,
      });
      if (res.status !== 200) limited = res;
    }
    expect(limited?.status).toBe(429);
    expect(limited?.body.message).toMatch(/评论太频繁/);
  });

  it('records one report per user and comment', async () => {
    const [comment] = (await commentsOf(publicWork)).records;
    const first = await suite.a.student1.post(`${WORK}/reportComment`, {
      commentId: comment.id,
      reason: '不友善',
    });
    expect(first.status).toBe(200);
    const again = await suite.a.student1.post(`${WORK}/reportComment`, { commentId: comment.id });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('你已经举报过这条评论');
    await suite.a.teacher.post(`${WORK}/reportComment`, { commentId: comment.id });
    const [stored] = await suite.t.db
      .select()
      .from(teachingWorkComment)
      .where(eq(teachingWorkComment.id, comment.id));
    expect(stored.reportNum).toBe(2);
    const reports = await suite.t.db
      .select()
      .from(teachingWorkCommentReport)
      .where(eq(teachingWorkCommentReport.commentId, comment.id));
    expect(reports).toHaveLength(2);
  });

  it('lets the class’s teacher or an admin hide a comment, which is kept but not listed', async () => {
    const before = await commentsOf(publicWork);
    const target = before.records[0];
    for (const client of [suite.a.student1, suite.a.student2, suite.a.teacher2]) {
      const res = await client.put(`${WORK}/hideComment`, { commentId: target.id, hidden: true });
      expect(res.status).toBe(403);
    }
    expect(
      (await suite.a.outsider.put(`${WORK}/hideComment`, { commentId: target.id, hidden: true })).status,
    ).toBe(404);
    const hide = await suite.a.teacher.put(`${WORK}/hideComment`, { commentId: target.id, hidden: true });
    expect(hide.status, hide.body.message).toBe(200);
    const after = await commentsOf(publicWork);
    expect(after.total).toBe(before.total - 1);
    expect(after.records.map((r) => r.id)).not.toContain(target.id);
    const [kept] = await suite.t.db
      .select()
      .from(teachingWorkComment)
      .where(eq(teachingWorkComment.id, target.id));
    expect(kept).toMatchObject({ status: 1, comment: target.comment });
    expect((await workRow(suite.t, publicWork)).commentNum).toBe(after.total);
    const report = await suite.a.student2.post(`${WORK}/reportComment`, { commentId: target.id });
    expect(report.status).toBe(404);
    const show = await suite.a.admin.put(`${WORK}/hideComment`, { commentId: target.id, hidden: false });
    expect(show.status).toBe(200);
    expect((await commentsOf(publicWork)).total).toBe(before.total);
    const other = (await commentsOf(otherClassWork)).records[0];
    expect(
      (await suite.a.teacher.put(`${WORK}/hideComment`, { commentId: other.id, hidden: true })).status,
    ).toBe(403);
    expect(
      (await suite.a.teacher2.put(`${WORK}/hideComment`, { commentId: other.id, hidden: true })).status,
    ).toBe(200);
  });
});
