import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import type { Client, Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../../exam/index.ts';
import { teachingCourse } from '../tables.ts';
import { COURSE } from './course-fixtures.ts';

const suite = appSuite(schoolApp);

const LINK = '/api/teaching/teachingCourseDept';
const PAPER = '/api/teaching/teachingPaper';

const ids = async (c: Client, url: string) =>
  (((await c.get(url)).body.result as { records: Json[] }).records ?? []).map((r) => r.id as string);

async function course(name: string, over: Json = {}) {
  const res = await suite.w.admin.post(`${COURSE}/add`, { courseName: name, ...over });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

/** A paper of the tenant's bank, or of a school when `deptId` is given. */
async function paper(paperName: string, deptId: string | null = null) {
  const id = uuidv7();
  await suite.t.db.insert(teachingPaper).values({ id, tenantId: DEFAULT_TENANT_ID, deptId, paperName });
  return id;
}

describe('courses given to schools (资源分配)', () => {
  it("reach only the chosen school's teachers and are taken back again", async () => {
    const kept = await course('B 校原有课程', { departIds: suite.w.schoolB });
    const given = await course('分配课程');
    const courses = `${COURSE}/list?pageSize=200`;
    expect(await ids(suite.w.teacher, courses)).not.toContain(given);

    const saved = await suite.w.admin.post(`${LINK}/saveSchoolCourses`, {
      deptId: suite.w.schoolA,
      courseIds: [given, kept],
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect((saved.body.result as Json).courseIds).toHaveLength(2);
    expect((saved.body.result as Json).courseIds).toEqual(expect.arrayContaining([kept, given]));
    expect(await ids(suite.w.teacher, courses)).toEqual(expect.arrayContaining([given, kept]));
    expect(await ids(suite.w.teacherB, courses)).not.toContain(given);
    expect(await ids(suite.w.teacherB, courses)).toContain(kept);
    // The teacher may now open it to their class.
    const link = await suite.w.teacher.post(`${LINK}/add`, { deptId: suite.w.classA, courseId: given });
    expect(link.status, link.body.message).toBe(200);

    const read = await suite.w.admin.get(`${LINK}/schoolCourses?deptId=${suite.w.schoolA}`);
    expect((read.body.result as Json).courseIds).toEqual(expect.arrayContaining([given, kept]));

    const back = await suite.w.admin.post(`${LINK}/saveSchoolCourses`, {
      deptId: suite.w.schoolA,
      courseIds: [],
    });
    expect(back.body.result).toEqual({ deptId: suite.w.schoolA, courseIds: [] });
    expect(await ids(suite.w.teacher, courses)).not.toContain(given);
    const [row] = await suite.t.db.select().from(teachingCourse).where(eq(teachingCourse.id, kept));
    expect(row.departIds).toBe(suite.w.schoolB);
  });

  it('is the administrator’s, for schools of the tenant and its own courses only', async () => {
    const c = await course('不能乱分');
    const refused = await suite.w.teacher.post(`${LINK}/saveSchoolCourses`, {
      deptId: suite.w.schoolA,
      courseIds: [c],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('只有管理员可以给学校分配课程和试卷');
    expect((await suite.w.teacher.get(`${LINK}/schoolCourses?deptId=${suite.w.schoolA}`)).status).toBe(403);

    const toClass = await suite.w.admin.post(`${LINK}/saveSchoolCourses`, {
      deptId: suite.w.classA,
      courseIds: [c],
    });
    expect(toClass.status).toBe(400);
    expect(toClass.body.message).toBe('所选学校不存在');
    const unknown = await suite.w.admin.post(`${LINK}/saveSchoolCourses`, {
      deptId: suite.w.schoolA,
      courseIds: [c, '01a00000-0000-7000-8000-00000000dead'],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('所选课程不存在或不属于本机构');
    const [row] = await suite.t.db.select().from(teachingCourse).where(eq(teachingCourse.id, c));
    expect(row.departIds).toBeNull();
  });
});

describe('bank papers given to schools (资源分配)', () => {
  it('are seen by the chosen schools only, and by every school once given to none', async () => {
    const p = await paper('分配试卷');
    const list = `${PAPER}/list?pageSize=200`;
    expect(await ids(suite.w.teacher, list)).toContain(p);
    expect(await ids(suite.w.teacherB, list)).toContain(p);

    const saved = await suite.w.admin.post(`${PAPER}/saveSchoolPapers`, {
      deptId: suite.w.schoolA,
      paperIds: [p],
    });
    expect(saved.status, saved.body.message).toBe(200);
    expect(saved.body.result).toEqual({ deptId: suite.w.schoolA, paperIds: [p] });
    expect(await ids(suite.w.teacher, list)).toContain(p);
    expect(await ids(suite.w.teacherB, list)).not.toContain(p);
    expect((await suite.w.teacherB.get(`${PAPER}/queryById?id=${p}`)).status).toBe(404);
    const exam = await suite.w.teacherB.post('/api/teaching/teachingExam/add', {
      examName: '期中测验',
      paperId: p,
      startTime: formatDateTime(new Date(Date.now() - 600_000)),
      endTime: formatDateTime(new Date(Date.now() + 3_600_000)),
      duration: 30,
      departIds: suite.w.classB,
    });
    expect(exam.status).toBe(400);
    expect(exam.body.message).toBe('试卷不存在');
    expect(await ids(suite.w.admin, list)).toContain(p);

    // Given to the other school too, then taken back from both: every school's again.
    await suite.w.admin.post(`${PAPER}/saveSchoolPapers`, { deptId: suite.w.schoolB, paperIds: [p] });
    expect(await ids(suite.w.teacherB, list)).toContain(p);
    await suite.w.admin.post(`${PAPER}/saveSchoolPapers`, { deptId: suite.w.schoolA, paperIds: [] });
    expect(await ids(suite.w.teacher, list)).not.toContain(p);
    await suite.w.admin.post(`${PAPER}/saveSchoolPapers`, { deptId: suite.w.schoolB, paperIds: [] });
    const [row] = await suite.t.db.select().from(teachingPaper).where(eq(teachingPaper.id, p));
    expect(row.departIds).toBeNull();
    expect(await ids(suite.w.teacher, list)).toContain(p);
  });

  it('refuses teachers, non-schools and papers outside the bank, writing nothing', async () => {
    const p = await paper('不能乱分的试卷');
    const schoolPaper = await paper('本校试卷', suite.w.schoolA);
    const teacher = await suite.w.teacher.post(`${PAPER}/saveSchoolPapers`, {
      deptId: suite.w.schoolA,
      paperIds: [p],
    });
    expect(teacher.status).toBe(403);
    const toClass = await suite.w.admin.post(`${PAPER}/saveSchoolPapers`, {
      deptId: suite.w.classB,
      paperIds: [p],
    });
    expect(toClass.status).toBe(400);
    expect(toClass.body.message).toBe('所选学校不存在');
    const notBank = await suite.w.admin.post(`${PAPER}/saveSchoolPapers`, {
      deptId: suite.w.schoolB,
      paperIds: [p, schoolPaper],
    });
    expect(notBank.status).toBe(400);
    expect(notBank.body.message).toBe('所选试卷不存在或不在机构题库中');
    const [row] = await suite.t.db.select().from(teachingPaper).where(eq(teachingPaper.id, p));
    expect(row.departIds).toBeNull();
  });
});
