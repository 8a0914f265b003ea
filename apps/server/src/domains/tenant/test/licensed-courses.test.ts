import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { COURSE, UNIT } from '../../../../test/helpers/course-paths.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../../exam/index.ts';
import { sysDepart, sysUserDepart } from '../../identity/index.ts';
import { BASE, newTenant, roleId, studentForm } from './tenant-fixtures.ts';

const LINK = '/api/teaching/teachingCourseDept';
const PAPER = '/api/teaching/teachingPaper';

const s = signedInSuite({ platform: 'admin' });

const idsOf = (res: { body: { result: unknown } }) =>
  ((res.body.result as { records: Json[] }).records ?? []).map((r) => r.id);

describe('courses licensed to a tenant', () => {
  it('are read, authorised to classes and learned by the tenant, never changed by it', async () => {
    const made = await s.platform.post(`${COURSE}/add`, { courseName: `授权课程${Date.now()}` });
    expect(made.status, made.body.message).toBe(200);
    const courseId = (made.body.result as Json).id as string;
    const unit = await s.platform.post(`${UNIT}/add`, { courseId, unitName: '第一课 认识舞台' });
    expect(unit.status, unit.body.message).toBe(200);
    const unitId = (unit.body.result as Json).id as string;
    const { tenant, admin } = await newTenant(s.t, s.platform);
    const tenantId = tenant.id as string;

    // Before the licence the platform's course does not exist for the tenant.
    expect(idsOf(await admin.get(`${COURSE}/list?pageSize=100`))).not.toContain(courseId);
    expect((await admin.get(`${COURSE}/queryById?id=${courseId}`)).status).toBe(404);
    expect((await admin.get(`${COURSE}/courseDetail?id=${courseId}`)).status).toBe(404);

    const saved = await s.platform.post(`${BASE}/saveLicenses`, {
      id: tenantId,
      courseIds: [courseId],
      paperIds: [],
    });
    expect(saved.status, saved.body.message).toBe(200);

    const listed = (await admin.get(`${COURSE}/list?pageSize=100`)).body.result as { records: Json[] };
    expect(listed.records.find((c) => c.id === courseId)).toMatchObject({ licensed: true, unitCount: 1 });
    expect((await s.platform.get(`${COURSE}/queryById?id=${courseId}`)).body.result).toMatchObject({
      licensed: false,
    });
    expect((await admin.get(`${COURSE}/queryById?id=${courseId}`)).status).toBe(200);
    expect(idsOf(await admin.get(`${UNIT}/list?courseId=${courseId}`))).toEqual([unitId]);

    const edit = await admin.put(`${COURSE}/edit`, { id: courseId, courseName: '改个名字' });
    expect(edit.status).toBe(403);
    expect(edit.body.message).toBe('平台授权的课程只能使用，不能修改');
    expect((await admin.del(`${COURSE}/delete?id=${courseId}`)).status).toBe(403);
    expect((await admin.put(`${UNIT}/edit`, { id: unitId, unitName: '改' })).status).not.toBe(200);

    // The tenant opens it to one of its classes; a student of that class learns it.
    const [school] = await s.t.db.select().from(sysDepart).where(eq(sysDepart.tenantId, tenantId));
    const classId = uuidv7();
    await s.t.db.insert(sysDepart).values({
      id: classId,
      tenantId,
      parentId: school.id,
      departName: '授权课班',
      orgCode: `${school.orgCode}A09`,
      orgCategory: '3',
    });
    const link = await admin.post(`${LINK}/add`, { deptId: classId, courseId });
    expect(link.status, link.body.message).toBe(200);

    const username = `lic_pupil_${Date.now()}`.slice(0, 30);
    const added = await admin.post(
      '/api/sys/user/add',
      studentForm(username, await roleId(s.t, tenantId, 'student')),
    );
    expect(added.status, added.body.message).toBe(200);
    await s.t.db
      .insert(sysUserDepart)
      .values({ userId: (added.body.result as Json).id as string, departId: classId });
    const student = clientOf(s.t, await s.t.login(username, 'Pupil2026ok'));
    const mine = (await student.get(`${COURSE}/mineCourse`)).body.result as Json[];
    expect(mine.map((c) => c.id)).toContain(courseId);
    const detail = await student.get(`${COURSE}/courseDetail?id=${courseId}`);
    expect(detail.status, detail.body.message).toBe(200);
    expect((detail.body.result as Json).access).toBe('learner');

    // Withdrawing the licence hides it again.
    await s.platform.post(`${BASE}/saveLicenses`, { id: tenantId, courseIds: [], paperIds: [] });
    expect((await student.get(`${COURSE}/courseDetail?id=${courseId}`)).status).toBe(404);
    expect(idsOf(await admin.get(`${COURSE}/list?pageSize=100`))).not.toContain(courseId);
  });
});

describe('papers licensed to a tenant', () => {
  it('appear in its shared library, unshared as they are, and are pulled as copies', async () => {
    const paperId = uuidv7();
    const paperName = `授权试卷${Date.now()}`;
    await s.t.db.insert(teachingPaper).values({ id: paperId, tenantId: DEFAULT_TENANT_ID, paperName });
    const { tenant, admin } = await newTenant(s.t, s.platform);
    const library = async () => idsOf(await admin.get(`${PAPER}/sharedList?pageSize=100`));

    expect(await library()).not.toContain(paperId);
    expect((await admin.post(`${PAPER}/pull`, { paperIds: [paperId] })).status).toBe(404);

    await s.platform.post(`${BASE}/saveLicenses`, { id: tenant.id, courseIds: [], paperIds: [paperId] });
    expect(await library()).toContain(paperId);
    const pulled = await admin.post(`${PAPER}/pull`, { paperIds: [paperId] });
    expect(pulled.status, pulled.body.message).toBe(200);
    const copies = await s.t.db
      .select()
      .from(teachingPaper)
      .where(eq(teachingPaper.tenantId, tenant.id as string));
    expect(copies.map((c) => c.paperName)).toEqual([paperName]);
  });
});
