import { additionalWorkSchema, envelopeOf, myAdditionalWorkSchema, pageResultOf } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { schoolApp, uniqueName } from '../../../../test/helpers/school-world.ts';
import { signedInStudent } from '../../../../test/helpers/students.ts';
import { downloadXlsxRows, rowByTitle, uploadXlsx, xlsxOf } from '../../../../test/helpers/xlsx-upload.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { judgeProblem } from '../../judge/index.ts';
import { teachingAdditionalWork } from '../homework/homework-tables.ts';
import { openHomeworkForStudent } from '../homework/mine-additional.ts';
import { teachingWork, teachingWorkCorrect } from '../work/work-tables.ts';
import { ADDITIONAL, expectRefused, MINE_ADDITIONAL } from './hw-fixtures.ts';

const suite = appSuite(schoolApp);

let studentB: Client;

beforeAll(async () => {
  studentB = (await signedInStudent(suite.t, 'student_b', '钱同学', suite.w.classB)).c;
});

async function addHomework(c: Client, body: Json = {}): Promise<string> {
  const res = await c.post(`${ADDITIONAL}/add`, {
    workName: uniqueName('额外作业'),
    codeType: 2,
    workDept: suite.w.classA,
    ...body,
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as Json).id as string;
}

async function userId(username: string) {
  const [u] = await suite.t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
  return u.id;
}

/** A work of `username` for the homework, straight into the table (the work routes are another area's). */
async function workFor(additionalId: string, username: string, workStatus: number, score?: number) {
  const id = uuidv7();
  await suite.t.db.insert(teachingWork).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    userId: await userId(username),
    workName: '我的作品',
    workType: 2,
    workScene: 'additional',
    workStatus,
    departId: suite.w.classA,
    additionalId,
  });
  if (score !== undefined)
    await suite.t.db
      .insert(teachingWorkCorrect)
      .values({ id: uuidv7(), tenantId: DEFAULT_TENANT_ID, workId: id, score, comment: '画得很好' });
  return id;
}

const detail = async (c: Client, id: string) =>
  (await c.get(`${ADDITIONAL}/queryById?id=${id}`)).body.result as Json;

describe('extra homework: who may do what', () => {
  it('a teacher sets homework only for classes they manage', async () => {
    const id = await addHomework(suite.w.teacher);
    const row = await detail(suite.w.teacher, id);
    expect(row).toMatchObject({
      workDept: suite.w.classA,
      workDeptNames: '三年级1班',
      status: 0,
      status_dictText: '草稿',
    });
    expectRefused(
      await suite.w.teacher.post(`${ADDITIONAL}/add`, { workName: 'x', workDept: suite.w.classA2 }),
      403,
    );
    expectRefused(
      await suite.w.teacher.post(`${ADDITIONAL}/add`, {
        workName: 'x',
        workDept: `${suite.w.classA},${suite.w.classB}`,
      }),
      403,
    );
    expectRefused(
      await suite.w.admin.post(`${ADDITIONAL}/add`, { workName: 'x', workDept: 'no-such-class' }),
      400,
    );
    expectRefused(await suite.w.teacher.post(`${ADDITIONAL}/add`, { workName: 'x', workDept: '' }), 400);
    // Admins set it for any class of the tenant.
    await addHomework(suite.w.admin, { workDept: [suite.w.classA2, suite.w.classB] });
  });

  it("a teacher neither sees nor edits another teacher's homework; admins see all", async () => {
    const theirs = await addHomework(suite.w.teacherB, { workDept: suite.w.classB });
    expectRefused(await suite.w.teacher.get(`${ADDITIONAL}/queryById?id=${theirs}`), 404);
    expectRefused(await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id: theirs, workName: '改' }), 404);
    expectRefused(await suite.w.teacher.put(`${ADDITIONAL}/publish`, { id: theirs, status: 1 }), 404);
    expectRefused(await suite.w.teacher.del(`${ADDITIONAL}/delete?id=${theirs}`), 404);
    const list = (await suite.w.teacher.get(`${ADDITIONAL}/list?pageSize=100`)).body.result as {
      records: Json[];
    };
    expect(list.records.some((r) => r.id === theirs)).toBe(false);
    expect(await detail(suite.w.admin, theirs)).toMatchObject({ id: theirs });

    // Set by the admin for the teacher's class and another: visible to the teacher, not theirs to edit.
    const shared = await addHomework(suite.w.admin, { workDept: `${suite.w.classA},${suite.w.classB}` });
    expect(await detail(suite.w.teacher, shared)).toMatchObject({ id: shared });
    expectRefused(await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id: shared, workName: '改' }), 403);
    // Set by the admin only for the teacher's class: the teacher may edit it.
    const mine = await addHomework(suite.w.admin, { workDept: suite.w.classA });
    expect((await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id: mine, workName: '老师改过' })).status).toBe(
      200,
    );
    // ... but not move it to a class they do not manage.
    expectRefused(
      await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id: mine, workDept: suite.w.classB }),
      403,
    );
    expect(await detail(suite.w.admin, mine)).toMatchObject({
      workName: '老师改过',
      workDept: suite.w.classA,
    });
  });

  it('students cannot use the back office routes', async () => {
    expectRefused(await suite.w.student.get(`${ADDITIONAL}/list`), 403);
    expectRefused(
      await suite.w.student.post(`${ADDITIONAL}/add`, { workName: 'x', workDept: suite.w.classA }),
      403,
    );
  });
});

describe('extra homework: fields', () => {
  it('validates names, types, files and the judge problem; sanitises the description', async () => {
    const bad: Json[] = [
      { workName: '' },
      { workName: 'x'.repeat(101) },
      { codeType: 3 },
      { workCover: 'javascript:alert(1)' },
      { workUrl: '../../etc/passwd' },
      { workDocumentUrl: '<img src=x>' },
      { problemId: 'no-such-problem' },
      { status: 2 },
      { startTime: '明天' },
    ];
    for (const b of bad)
      expectRefused(
        await suite.w.teacher.post(`${ADDITIONAL}/add`, { workName: 'ok', workDept: suite.w.classA, ...b }),
        400,
      );
    const id = await addHomework(suite.w.teacher, {
      workDesc: '<p>画一只猫</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      workUrl: 'unit/20261122/ab_starter.sb3',
      workDocumentUrl: 'https://example.com/doc.pdf',
    });
    const row = await detail(suite.w.teacher, id);
    expect(row.workDesc).toContain('<p>画一只猫</p>');
    expect(row.workDesc).not.toMatch(/script|onerror/);
    expect(row.workUrl_url).toMatch(
      /^\/api\/sys\/common\/static\/unit\/20261122\/ab_starter\.sb3\?expires=\d+&sign=/,
    );
    expect(row.workDocumentUrl_url).toBe('https://example.com/doc.pdf');
  });

  it('accepts a judge problem of the tenant, not one of another tenant', async () => {
    const mine = uuidv7();
    const foreign = uuidv7();
    await suite.t.db.insert(judgeProblem).values([
      { id: mine, tenantId: DEFAULT_TENANT_ID, title: '两数之和' },
      { id: foreign, tenantId: OTHER_TENANT_ID, title: '别人的题' },
    ]);
    const id = await addHomework(suite.w.teacher, { codeType: 5, problemId: mine });
    expect(await detail(suite.w.teacher, id)).toMatchObject({ problemId: mine, codeType_dictText: 'C++' });
    expectRefused(await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id, problemId: foreign }), 400);
    expect((await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id, problemId: null })).status).toBe(200);
    expect((await detail(suite.w.teacher, id)).problemId).toBeNull();
  });

  it('the end of the window comes after its start, on add and on edit', async () => {
    expectRefused(
      await suite.w.teacher.post(`${ADDITIONAL}/add`, {
        workName: 'x',
        workDept: suite.w.classA,
        startTime: '2026-12-01 08:00:00',
        endTime: '2026-11-30 08:00:00',
      }),
      400,
    );
    const id = await addHomework(suite.w.teacher, {
      startTime: '2026-12-01 08:00:00',
      endTime: '2026-12-08 20:00:00',
    });
    expect(await detail(suite.w.teacher, id)).toMatchObject({
      startTime: '2026-12-01 08:00:00',
      endTime: '2026-12-08 20:00:00',
    });
    expectRefused(
      await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id, endTime: '2026-12-01 07:00:00' }),
      400,
    );
    expect((await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id, endTime: null })).status).toBe(200);
    expect((await detail(suite.w.teacher, id)).endTime).toBeNull();
  });
});

describe('extra homework: status, delete and counts', () => {
  it('draft -> published -> closed -> published; never closed straight from draft', async () => {
    const id = await addHomework(suite.w.teacher);
    expectRefused(await suite.w.teacher.put(`${ADDITIONAL}/publish`, { id, status: 2 }), 400);
    expectRefused(await suite.w.teacher.put(`${ADDITIONAL}/publish`, { id, status: 0 }), 400);
    for (const status of [1, 2, 1]) {
      const res = await suite.w.teacher.put(`${ADDITIONAL}/publish`, { id, status });
      expect(res.status, res.body.message).toBe(200);
      expect((await detail(suite.w.teacher, id)).status).toBe(status);
    }
    // Back to draft while nobody handed anything in ...
    expect((await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id, status: 0 })).status).toBe(200);
    await suite.w.teacher.put(`${ADDITIONAL}/publish`, { id, status: 1 });
    // ... but not after.
    await workFor(id, 'student1', 1);
    expectRefused(await suite.w.teacher.put(`${ADDITIONAL}/edit`, { id, status: 0 }), 400);
    expect((await detail(suite.w.teacher, id)).status).toBe(1);
  });

  it('refuses to delete homework with handed-in works; deletes it otherwise', async () => {
    const kept = await addHomework(suite.w.teacher, { status: 1 });
    await workFor(kept, 'student1', 1);
    const res = await suite.w.teacher.del(`${ADDITIONAL}/delete?id=${kept}`);
    expectRefused(res, 400);
    expect(res.body.message).toContain('不能删除');
    expect(await detail(suite.w.teacher, kept)).toMatchObject({ id: kept });

    const gone = await addHomework(suite.w.teacher);
    await workFor(gone, 'student2', 0); // saved, never handed in
    expect((await suite.w.teacher.del(`${ADDITIONAL}/delete?id=${gone}`)).status).toBe(200);
    expectRefused(await suite.w.teacher.get(`${ADDITIONAL}/queryById?id=${gone}`), 404);
    const [row] = await suite.t.db
      .select()
      .from(teachingAdditionalWork)
      .where(eq(teachingAdditionalWork.id, gone));
    expect(row.delFlag).toBe(1);
  });

  it('list rows count handed-in and graded works against the students of the classes', async () => {
    const id = await addHomework(suite.w.teacher, { status: 1 });
    await workFor(id, 'student1', 2, 90);
    await workFor(id, 'student2', 1);
    await workFor(id, 'student2', 0); // a second, saved work of the same student
    const res = await suite.w.teacher.get(`${ADDITIONAL}/list?workName=&pageSize=100`);
    expectAnswer(res, envelopeOf(pageResultOf(additionalWorkSchema)));
    const row = (res.body.result as { records: Json[] }).records.find((r) => r.id === id);
    expect(row).toMatchObject({ submitted: 2, graded: 1, total: 2 });
    const other = await addHomework(suite.w.admin, { workDept: `${suite.w.classA},${suite.w.classB}` });
    expect(await detail(suite.w.admin, other)).toMatchObject({ submitted: 0, graded: 0, total: 3 });
  });
});

describe('mineAdditionalWork', () => {
  it("shows only published homework of the student's classes, newest first, with their own work", async () => {
    const draft = await addHomework(suite.w.teacher, { workName: uniqueName('草稿') });
    const closed = await addHomework(suite.w.teacher, { status: 1 });
    await suite.w.teacher.put(`${ADDITIONAL}/publish`, { id: closed, status: 2 });
    const forB = await addHomework(suite.w.teacherB, { workDept: suite.w.classB, status: 1 });
    const older = await addHomework(suite.w.teacher, {
      status: 1,
      startTime: '2020-01-01 00:00:00',
      endTime: '2020-02-01 00:00:00',
    });
    const newer = await addHomework(suite.w.teacher, {
      status: 1,
      workUrl: 'unit/20261122/ab_starter.sb3',
      problemId: null,
    });
    const workId = await workFor(older, 'student1', 2, 88);
    await workFor(newer, 'student2', 1); // another student's work is not mine

    const res = await suite.w.student.get(`${MINE_ADDITIONAL}?pageSize=100`);
    expectAnswer(res, envelopeOf(pageResultOf(myAdditionalWorkSchema)));
    const records = (res.body.result as { records: Json[] }).records;
    const ids = records.map((r) => r.id);
    expect(ids).not.toContain(draft);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(forB);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const n = records.find((r) => r.id === newer) as Json;
    expect(n).toMatchObject({
      window: 'open',
      departId: suite.w.classA,
      departName: '三年级1班',
      myWork: null,
    });
    expect(n.workUrl_url).toMatch(/^\/api\/sys\/common\/static\/unit\//);
    const o = records.find((r) => r.id === older) as Json;
    expect(o).toMatchObject({
      window: 'ended',
      myWork: { id: workId, workStatus: 2, workStatus_dictText: '已批改', score: 88, comment: '画得很好' },
    });

    const todo = (await suite.w.student.get(`${MINE_ADDITIONAL}?state=todo&pageSize=100`)).body.result as {
      records: Json[];
    };
    expect(todo.records.map((r) => r.id)).toContain(newer);
    expect(todo.records.map((r) => r.id)).not.toContain(older);

    const b = (await studentB.get(`${MINE_ADDITIONAL}?pageSize=100`)).body.result as { records: Json[] };
    expect(b.records.map((r) => r.id)).toEqual([
      forB,
      ...b.records.map((r) => r.id).filter((x) => x !== forB),
    ]);
    expect(b.records.map((r) => r.id)).not.toContain(newer);
  });

  it('needs a login', async () => {
    const res = await suite.t.app.inject({ method: 'GET', url: MINE_ADDITIONAL });
    expect(res.statusCode).toBe(401);
  });
});

describe('openHomeworkForStudent (used by submit)', () => {
  const authOf = async (username: string) => {
    const token = await suite.t.login(username);
    const auth = await suite.t.ctx.sessions.resolve(token);
    if (!auth) throw new Error('no session');
    return auth;
  };
  const refusal = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: { status: number; message: string }) => ({ status: err.status, message: err.message }),
    );

  it('lets a student hand in only published, open homework of their class', async () => {
    const student1 = await authOf('student1');
    const open = await addHomework(suite.w.teacher, { status: 1 });
    expect(await openHomeworkForStudent(suite.t.db, student1, open)).toMatchObject({
      classId: suite.w.classA,
    });
    const draft = await addHomework(suite.w.teacher);
    expect(await refusal(openHomeworkForStudent(suite.t.db, student1, draft))).toMatchObject({ status: 404 });
    const forB = await addHomework(suite.w.teacherB, { workDept: suite.w.classB, status: 1 });
    expect(await refusal(openHomeworkForStudent(suite.t.db, student1, forB))).toMatchObject({ status: 403 });
    const ended = await addHomework(suite.w.teacher, { status: 1, endTime: '2020-01-01 00:00:00' });
    expect(await refusal(openHomeworkForStudent(suite.t.db, student1, ended))).toMatchObject({ status: 400 });
    const later = await addHomework(suite.w.teacher, { status: 1, startTime: '2099-01-01 00:00:00' });
    expect(await refusal(openHomeworkForStudent(suite.t.db, student1, later))).toMatchObject({ status: 400 });
    await suite.w.teacher.put(`${ADDITIONAL}/publish`, { id: open, status: 2 });
    const closed = await refusal(openHomeworkForStudent(suite.t.db, student1, open));
    expect(closed?.message).toContain('已关闭');
  });
});

describe('extra homework sheets', () => {
  const HEADER = ['作业名称', '作业类型', '班级', '状态', '开始时间', '截止时间', '作业说明'];

  it('exports the rows the caller sees with labels and class names', async () => {
    const name = uniqueName('导出作业');
    await addHomework(suite.w.teacher, { workName: name, codeType: 4, status: 1 });
    const url = `${ADDITIONAL}/exportXls?workName=${encodeURIComponent(name)}`;
    const rows = await downloadXlsxRows(suite.t, url, suite.w.teacher.token);
    expect(rows).toHaveLength(2);
    expect(rowByTitle(rows, 1)).toMatchObject({
      作业名称: name,
      作业类型: 'Python',
      班级: '三年级1班',
      状态: '已发布',
    });
  });

  it('imports all rows or none, naming the bad rows', async () => {
    const [a, b] = [uniqueName('导入作业甲'), uniqueName('导入作业乙')];
    const bad = await xlsxOf(HEADER, [
      [a, 'Scratch', '三年级1班', '草稿', '', '', ''],
      [b, 'Scratch', '不存在的班', '草稿', '', '', ''],
      [b, 'Java', '三年级1班', '草稿', '2026-12-02 00:00:00', '2026-12-01 00:00:00', ''],
    ]);
    const refused = await uploadXlsx(suite.t, `${ADDITIONAL}/importExcel`, suite.w.admin.token, bad);
    expect(refused.status).toBe(400);
    expect(refused.body.result.errors.map((e: Json) => e.row)).toEqual([3, 4]);
    expect(
      (await suite.w.admin.get(`${ADDITIONAL}/list?workName=${encodeURIComponent(a)}`)).body.result,
    ).toMatchObject({ total: 0 });

    const good = await xlsxOf(HEADER, [
      [a, 'Scratch', '三年级1班', '已发布', '2026-12-01 08:00:00', '2026-12-09 08:00:00', '说明'],
      [b, 5, suite.w.classA, 0, '', '', ''],
    ]);
    const res = await uploadXlsx(suite.t, `${ADDITIONAL}/importExcel`, suite.w.admin.token, good);
    expect(res.status, res.body.message).toBe(200);
    const rows = (
      await suite.w.admin.get(`${ADDITIONAL}/list?workName=${encodeURIComponent('导入作业')}&pageSize=100`)
    ).body.result as { records: Json[] };
    expect(rows.records.find((r) => r.workName === a)).toMatchObject({
      status: 1,
      codeType: 2,
      startTime: '2026-12-01 08:00:00',
    });
    expect(rows.records.find((r) => r.workName === b)).toMatchObject({ status: 0, codeType: 5 });
  });

  it('import is guarded by its own permission', async () => {
    const file = await xlsxOf(HEADER, [['x', 'Scratch', '三年级1班', '草稿', '', '', '']]);
    expect(
      (await uploadXlsx(suite.t, `${ADDITIONAL}/importExcel`, await suite.t.login('student1'), file)).status,
    ).toBe(403);
  });
});
