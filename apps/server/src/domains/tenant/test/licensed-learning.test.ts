import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { type Client, clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { COURSE, UNIT } from '../../../../test/helpers/course-paths.ts';
import { multipart } from '../../../../test/helpers/multipart.ts';
import { zipBuffer } from '../../../db/seed/zip-buffer.ts';
import { sysDepart, sysUser, sysUserDepart } from '../../identity/index.ts';
import {
  teachingCert,
  teachingCourseDept,
  teachingCourseUnit,
  teachingUnitProgress,
} from '../../teaching/index.ts';
import { BASE, newTenant, roleId, studentForm } from './tenant-fixtures.ts';

const LINK = '/api/teaching/teachingCourseDept';
const WORK = '/api/teaching/teachingWork';
const TPL = '/api/teaching/teachingCertTemplate';
const CERT = '/api/teaching/teachingCert';
const PASSWORD = 'Pupil2026ok';

const s = signedInSuite({ platform: 'admin' });

const records = (res: { body: { result: unknown } }) =>
  ((res.body.result as { records?: Json[] }).records ?? []) as Json[];

/** A class under the tenant's first school. */
async function classOf(tenantId: string, name: string) {
  const [school] = await s.t.db.select().from(sysDepart).where(eq(sysDepart.tenantId, tenantId));
  const id = uuidv7();
  await s.t.db.insert(sysDepart).values({
    id,
    tenantId,
    parentId: school.id,
    departName: name,
    orgCode: `${school.orgCode}B${String(Math.floor(Math.random() * 90) + 10)}`,
    orgCategory: '3',
  });
  return id;
}

/** A user of the tenant added by its administrator, placed in (students) or managing (teachers) a class. */
async function member(admin: Client, tenantId: string, kind: 'student' | 'teacher', classId: string) {
  const username = `lic_${kind}_${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(0, 30);
  const form =
    kind === 'student'
      ? studentForm(username, await roleId(s.t, tenantId, 'student'))
      : { ...studentForm(username, await roleId(s.t, tenantId, 'teacher')), userIdentity: 2 };
  const added = await admin.post('/api/sys/user/add', form);
  expect(added.status, added.body.message).toBe(200);
  const userId = (added.body.result as Json).id as string;
  if (kind === 'student') await s.t.db.insert(sysUserDepart).values({ userId, departId: classId });
  else await s.t.db.update(sysUser).set({ departIds: classId }).where(eq(sysUser.id, userId));
  const token = await s.t.login(username, PASSWORD);
  return { ...clientOf(s.t, token), token, userId };
}

const sb3 = (): Promise<Buffer> =>
  zipBuffer([{ name: 'project.json', data: JSON.stringify({ targets: [], meta: { semver: '3.0.0' } }) }]);

/** The platform's course with two units, licensed to a fresh tenant; a second tenant gets nothing. */
async function world() {
  const made = await s.platform.post(`${COURSE}/add`, { courseName: `授权学习${Date.now()}` });
  expect(made.status, made.body.message).toBe(200);
  const courseId = (made.body.result as Json).id as string;
  const unitIds: string[] = [];
  for (const unitName of ['第一课 小猫走路', '第二课 小猫说话']) {
    const res = await s.platform.post(`${UNIT}/add`, { courseId, unitName, courseWorkType: 2 });
    expect(res.status, res.body.message).toBe(200);
    unitIds.push((res.body.result as Json).id as string);
  }
  const b = await newTenant(s.t, s.platform);
  const c = await newTenant(s.t, s.platform);
  const tenantId = b.tenant.id as string;
  const saved = await s.platform.post(`${BASE}/saveLicenses`, {
    id: tenantId,
    courseIds: [courseId],
    paperIds: [],
  });
  expect(saved.status, saved.body.message).toBe(200);
  const classId = await classOf(tenantId, '授权学习班');
  return { courseId, unitIds, tenantId, b, c, classId };
}

describe('a course licensed to a tenant, used inside it', () => {
  it('is read-only for its teachers, who authorise it to their own classes only', async () => {
    const w = await world();
    const otherClass = await classOf(w.tenantId, '别人的班');
    const teacher = await member(w.b.admin, w.tenantId, 'teacher', w.classId);

    const listed = records(await teacher.get(`${COURSE}/list?pageSize=100`));
    expect(listed.find((r) => r.id === w.courseId)).toMatchObject({ licensed: true });
    const edit = await teacher.put(`${COURSE}/edit`, { id: w.courseId, courseName: '老师改名' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('平台授权的课程只能使用，不能修改');
    expect((await teacher.del(`${UNIT}/delete?id=${w.unitIds[0]}`)).status).not.toBe(200);
    expect((await w.b.admin.del(`${UNIT}/delete?id=${w.unitIds[0]}`)).status).not.toBe(200);
    const [unit] = await s.t.db
      .select()
      .from(teachingCourseUnit)
      .where(eq(teachingCourseUnit.id, w.unitIds[0]));
    expect(unit).toMatchObject({ delFlag: 0, unitName: '第一课 小猫走路' });

    const mine = await teacher.post(`${LINK}/add`, { deptId: w.classId, courseId: w.courseId });
    expect(mine.status, mine.body.message).toBe(200);
    const other = await teacher.post(`${LINK}/add`, { deptId: otherClass, courseId: w.courseId });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('只能为自己管理的班级授权课程');

    // Another tenant's class is no class at all for this tenant's administrator.
    const foreign = await classOf(w.c.tenant.id as string, '外机构班');
    const cross = await w.b.admin.post(`${LINK}/add`, { deptId: foreign, courseId: w.courseId });
    expect(cross.status).toBe(400);

    const [link] = await s.t.db
      .select()
      .from(teachingCourseDept)
      .where(eq(teachingCourseDept.deptId, w.classId));
    expect(link.tenantId).toBe(w.tenantId);
  });

  it('is learned by its students: view log, video position, homework, certificate, all rows of the tenant', async () => {
    const w = await world();
    const tpl = await w.b.admin.post(`${TPL}/add`, {
      name: '结业证书',
      background: 'teaching/cert/bg.png',
      width: 1123,
      height: 794,
      fields: [],
      courseId: w.courseId,
    });
    expect(tpl.status, tpl.body.message).toBe(200);
    const link = await w.b.admin.post(`${LINK}/add`, { deptId: w.classId, courseId: w.courseId });
    expect(link.status, link.body.message).toBe(200);
    const student = await member(w.b.admin, w.tenantId, 'student', w.classId);

    const mineUnits = await student.get(`${UNIT}/mineUnit?courseId=${w.courseId}`);
    expect(mineUnits.status, mineUnits.body.message).toBe(200);
    expect(JSON.stringify(mineUnits.body.result)).toContain('第二课 小猫说话');

    const video = await student.post(`${UNIT}/videoProgress`, { unitId: w.unitIds[0], position: 42 });
    expect(video.status, video.body.message).toBe(200);

    const form = multipart({}, { name: 'cat.sb3', data: await sb3() });
    const up = await s.t.app.inject({
      method: 'POST',
      url: `${WORK}/upload?workType=2&kind=file`,
      headers: { ...form.headers, 'x-access-token': student.token },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const workFile = (up.json() as { result: { path: string } }).result.path;
    const work = await student.post(`${WORK}/submit`, {
      workName: '小猫作业',
      workType: 2,
      workFile,
      workStatus: 1,
      unitId: w.unitIds[0],
    });
    expect(work.status, work.body.message).toBe(200);

    for (const unitId of w.unitIds) {
      const viewed = await student.post(`${UNIT}/unitViewLog`, { unitId });
      expect(viewed.status, viewed.body.message).toBe(200);
    }
    const progress = await s.t.db
      .select()
      .from(teachingUnitProgress)
      .where(eq(teachingUnitProgress.userId, student.userId));
    expect(progress).toHaveLength(2);
    expect(progress.every((p) => p.tenantId === w.tenantId)).toBe(true);
    expect(progress.find((p) => p.unitId === w.unitIds[0])).toMatchObject({ homeworkState: 1 });

    // Completing the course issues the tenant's certificate (the list catches up if the event lags).
    let certs: (typeof teachingCert.$inferSelect)[] = [];
    for (let i = 0; i < 50 && !certs.length; i++) {
      await student.get(`${CERT}/mine`);
      certs = await s.t.db.select().from(teachingCert).where(eq(teachingCert.userId, student.userId));
      if (!certs.length) await new Promise((r) => setTimeout(r, 40));
    }
    expect(certs).toHaveLength(1);
    expect(certs[0]).toMatchObject({ tenantId: w.tenantId, courseId: w.courseId });

    // Withdrawn: the course and its class link disappear for the tenant, its own rows stay.
    await s.platform.post(`${BASE}/saveLicenses`, { id: w.tenantId, courseIds: [], paperIds: [] });
    expect((await student.get(`${COURSE}/courseDetail?id=${w.courseId}`)).status).toBe(404);
    expect(
      ((await student.get(`${COURSE}/mineCourse`)).body.result as Json[]).map((c) => c.id),
    ).not.toContain(w.courseId);
    expect(records(await w.b.admin.get(`${LINK}/list?deptId=${w.classId}`))).toEqual([]);
    expect((await student.post(`${UNIT}/unitViewLog`, { unitId: w.unitIds[0] })).status).toBe(404);
    const kept = await s.t.db
      .select()
      .from(teachingCourseDept)
      .where(and(eq(teachingCourseDept.deptId, w.classId), eq(teachingCourseDept.delFlag, 0)));
    expect(kept).toHaveLength(1);
    expect(
      await s.t.db.select().from(teachingUnitProgress).where(eq(teachingUnitProgress.userId, student.userId)),
    ).toHaveLength(2);
  });

  it('stays invisible to a tenant it is not licensed to', async () => {
    const w = await world();
    const admin = w.c.admin;
    expect(records(await admin.get(`${COURSE}/list?pageSize=100`)).map((r) => r.id)).not.toContain(
      w.courseId,
    );
    expect((await admin.get(`${COURSE}/queryById?id=${w.courseId}`)).status).toBe(404);
    expect((await admin.get(`${UNIT}/list?courseId=${w.courseId}`)).status).toBe(404);
    expect((await admin.get(`${UNIT}/queryById?id=${w.unitIds[0]}`)).status).toBe(404);
    const classId = await classOf(w.c.tenant.id as string, '未授权班');
    const link = await admin.post(`${LINK}/add`, { deptId: classId, courseId: w.courseId });
    expect(link.status).not.toBe(200);
    const tpl = await admin.post(`${TPL}/add`, {
      name: '偷来的证书',
      background: 'teaching/cert/bg.png',
      width: 1123,
      height: 794,
      fields: [],
      courseId: w.courseId,
    });
    expect(tpl.status).toBe(400);
    expect(tpl.body.message).toBe('关联的课程不存在');
  });
});
