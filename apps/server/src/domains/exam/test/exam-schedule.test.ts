import { envelopeOf, examMonitorRowSchema, examSchema, pageResultOf } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { downloadXlsx, firstSheet } from '../../../../test/helpers/xlsx-upload.ts';
import { sysLog } from '../../../platform/audit/tables.ts';
import { teachingExam, teachingExamEvent, teachingUserPaper } from '../exams/exam-tables.ts';
import { addExam, at, EXAM, expectNoSecrets, expectRefused, insertPaper, userIdOf } from './exam-fixtures.ts';

const suite = appSuite(schoolApp);

let paperId: string;
let questionIds: string[];

beforeAll(async () => {
  ({ paperId, questionIds } = await insertPaper(suite.t, [
    { questionType: 1, answer: 'B', score: 5 },
    { questionType: 3, answer: '1', score: 5 },
  ]));
});

const base = () => ({
  examName: '期中测验',
  paperId,
  startTime: at(-10),
  endTime: at(60),
  duration: 30,
  departIds: suite.w.classA,
});

describe('scheduling', () => {
  it('refuses a bad schedule with a Chinese message and writes nothing', async () => {
    const before = (await suite.t.db.select().from(teachingExam)).length;
    const add = (body: Json) => suite.w.teacher.post(`${EXAM}/add`, { ...base(), ...body });
    expect((await add({ endTime: at(-10) })).body.message).toBe('结束时间必须晚于开始时间');
    const draft = await insertPaper(suite.t, [{ questionType: 3, answer: '1' }], { status: 0 });
    expect((await add({ paperId: draft.paperId })).body.message).toBe('试卷尚未发布，不能安排考试');
    expect((await add({ paperId: 'nope' })).body.message).toBe('试卷不存在');
    const foreign = await insertPaper(suite.t, [{ questionType: 3, answer: '1' }], {
      deptId: suite.w.schoolB,
    });
    expect((await add({ paperId: foreign.paperId })).body.message).toBe('试卷不存在');
    expectRefused(await add({ departIds: suite.w.classB }), 403);
    expect((await add({ departIds: '' })).body.message).toBe('请选择参加考试的班级或考生');
    expect((await add({ userIds: await userIdOf(suite.t, 'teacher') })).body.message).toBe(
      '所选考生不存在或不是学生',
    );
    expectRefused(await add({ duration: 0 }));
    expectRefused(await add({ startTime: '明天' }));
    expectRefused(await suite.w.student.post(`${EXAM}/add`, base()), 403);
    expect((await suite.t.db.select().from(teachingExam)).length).toBe(before);
    // A school's own paper is the teacher's to use; admins schedule for any class.
    const own = await insertPaper(suite.t, [{ questionType: 3, answer: '1' }], { deptId: suite.w.schoolA });
    expect((await add({ paperId: own.paperId })).status).toBe(200);
    expect((await suite.w.admin.post(`${EXAM}/add`, { ...base(), departIds: suite.w.classB })).status).toBe(
      200,
    );
  });

  it('stores the password hashed and never answers it', async () => {
    const id = await addExam(suite.w.teacher, { ...base(), password: 'secret88' });
    const [row] = await suite.t.db.select().from(teachingExam).where(eq(teachingExam.id, id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const detail = await suite.w.teacher.get(`${EXAM}/queryById?id=${id}`);
    expectAnswer(detail, envelopeOf(examSchema));
    expect((detail.body.result as Json).hasPassword).toBe(1);
    expect(JSON.stringify(detail.body)).not.toContain('secret88');
    expectNoSecrets(detail.body);
    // Absent keeps it, empty clears it.
    expect((await suite.w.teacher.put(`${EXAM}/edit`, { id, examName: '改名' })).status).toBe(200);
    expect((await suite.w.teacher.get(`${EXAM}/queryById?id=${id}`)).body.result).toMatchObject({
      hasPassword: 1,
      examName: '改名',
    });
    expect((await suite.w.teacher.put(`${EXAM}/edit`, { id, password: '' })).status).toBe(200);
    expect((await suite.w.teacher.get(`${EXAM}/queryById?id=${id}`)).body.result).toMatchObject({
      hasPassword: 0,
    });
  });

  it('lists what each manager may see, with counts', async () => {
    const id = await addExam(suite.w.teacher, { ...base(), examName: '列表测验' });
    await suite.w.student.post(`${EXAM}/start`, { examId: id });
    const res = await suite.w.teacher.get(`${EXAM}/list?examName=列表测验`);
    expectAnswer(res, envelopeOf(pageResultOf(examSchema)));
    const [row] = (res.body.result as { records: Json[] }).records;
    expect(row).toMatchObject({ id, started: 1, submitted: 0, audience: 2, departNames: '三年级1班' });
    expect(row.paperId_dictText).toMatch(/^试卷/);
    const other = await suite.w.teacherB.get(`${EXAM}/list?examName=列表测验`);
    expect((other.body.result as { total: number }).total).toBe(0);
    expectRefused(await suite.w.teacherB.get(`${EXAM}/queryById?id=${id}`), 404);
    expect(
      ((await suite.w.admin.get(`${EXAM}/list?examName=列表测验`)).body.result as { total: number }).total,
    ).toBe(1);
    expect(
      ((await suite.w.outsider.get(`${EXAM}/list?examName=列表测验`)).body.result as { total: number }).total,
    ).toBe(0);
  });

  it('keeps the paper and the exam once an attempt exists', async () => {
    const id = await addExam(suite.w.teacher, base());
    const other = await insertPaper(suite.t, [{ questionType: 3, answer: '0' }]);
    expect((await suite.w.teacher.put(`${EXAM}/edit`, { id, paperId: other.paperId })).status).toBe(200);
    expect((await suite.w.teacher.put(`${EXAM}/edit`, { id, paperId })).status).toBe(200);
    expect((await suite.w.teacher.put(`${EXAM}/edit`, { id, endTime: at(-20) })).body.message).toBe(
      '结束时间必须晚于开始时间',
    );
    expectRefused(await suite.w.teacherB.put(`${EXAM}/edit`, { id, examName: 'x' }), 404);
    await suite.w.student.post(`${EXAM}/start`, { examId: id });
    const change = await suite.w.teacher.put(`${EXAM}/edit`, { id, paperId: other.paperId });
    expect(change.body.message).toBe('已有考生开始答题，不能更换试卷');
    expectRefused(await suite.w.teacher.del(`${EXAM}/delete?id=${id}`));
    const [row] = await suite.t.db.select().from(teachingExam).where(eq(teachingExam.id, id));
    expect(row).toMatchObject({ paperId, delFlag: 0 });
    const spare = await addExam(suite.w.teacher, base());
    expect((await suite.w.teacher.del(`${EXAM}/delete?id=${spare}`)).status).toBe(200);
    expectRefused(await suite.w.teacher.get(`${EXAM}/queryById?id=${spare}`), 404);
  });
});

describe('monitoring', () => {
  it('shows every student of the audience, extends and hands in with an audit trail', async () => {
    const id = await addExam(suite.w.teacher, base());
    const start = await suite.w.student.post(`${EXAM}/start`, { examId: id });
    const userPaperId = (start.body.result as Json).userPaperId as string;
    await suite.w.student.post(`${EXAM}/saveAnswer`, {
      userPaperId,
      questionId: questionIds[0],
      answer: 'B',
    });

    const monitor = await suite.w.teacher.get(`${EXAM}/monitor?examId=${id}`);
    expectAnswer(monitor, envelopeOf(z.array(examMonitorRowSchema)));
    const rows = monitor.body.result as Json[];
    expect(rows.map((r) => r.username)).toEqual(['student1', 'student2']);
    expect(rows[0]).toMatchObject({
      state: 'answering',
      answered: 1,
      questionCount: 2,
      online: true,
      userPaperId,
    });
    expect(rows[1]).toMatchObject({ state: 'not_started', userPaperId: null });
    expectRefused(await suite.w.teacherB.get(`${EXAM}/monitor?examId=${id}`), 404);
    expectRefused(await suite.w.student.get(`${EXAM}/monitor?examId=${id}`), 403);

    const [before] = await suite.t.db
      .select()
      .from(teachingUserPaper)
      .where(eq(teachingUserPaper.id, userPaperId));
    expectRefused(await suite.w.teacher.post(`${EXAM}/extend`, { userPaperId, minutes: 0 }));
    const extend = await suite.w.teacher.post(`${EXAM}/extend`, {
      userPaperId,
      minutes: 10,
      reason: '电脑故障',
    });
    expect(extend.status, extend.body.message).toBe(200);
    const [after] = await suite.t.db
      .select()
      .from(teachingUserPaper)
      .where(eq(teachingUserPaper.id, userPaperId));
    expect(after.deadline.getTime() - before.deadline.getTime()).toBe(10 * 60_000);
    expect(after.extraMinutes).toBe(10);

    const force = await suite.w.teacher.post(`${EXAM}/forceSubmit`, { userPaperId, reason: '作弊' });
    expect(force.status, force.body.message).toBe(200);
    expect(force.body.result).toMatchObject({ userPaperStatus: 2, gotScore: 5 });
    expectRefused(await suite.w.teacher.post(`${EXAM}/forceSubmit`, { userPaperId }));
    expectRefused(await suite.w.teacher.post(`${EXAM}/extend`, { userPaperId, minutes: 5 }));

    const events = await suite.t.db
      .select()
      .from(teachingExamEvent)
      .where(eq(teachingExamEvent.userPaperId, userPaperId));
    expect(events.map((e) => [e.eventType, e.operator])).toEqual([
      ['extend', 'teacher'],
      ['force_submit', 'teacher'],
    ]);
    expect(events[0].detail).toContain('电脑故障');
    const logs = await suite.t.db.select().from(sysLog).where(eq(sysLog.username, 'teacher'));
    expect(logs.some((l) => l.content.includes('延长 10 分钟'))).toBe(true);
    expect(logs.some((l) => l.content.includes('强制收取'))).toBe(true);

    const detail = await suite.w.teacher.get(`/api/teaching/teachingUserPaper/detail?id=${userPaperId}`);
    expect((detail.body.result as { events: Json[] }).events.map((e) => e.eventType)).toEqual([
      'extend',
      'force_submit',
    ]);
  });

  it('exports the results as a sheet', async () => {
    const id = await addExam(suite.w.teacher, { ...base(), examName: '导出测验' });
    const start = await suite.w.student.post(`${EXAM}/start`, { examId: id });
    const userPaperId = (start.body.result as Json).userPaperId as string;
    await suite.w.student.post(`${EXAM}/saveAnswer`, {
      userPaperId,
      questionId: questionIds[1],
      answer: '1',
    });
    await suite.w.student.post(`${EXAM}/submit`, { userPaperId });
    const file = await downloadXlsx(
      suite.t,
      `${EXAM}/exportResults?examId=${id}`,
      await suite.t.login('teacher'),
    );
    const sheet = await firstSheet(file);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      '账号',
      '姓名',
      '班级',
      '得分',
      '总分',
      '等级',
      '用时',
      '切屏次数',
      '交卷时间',
    ]);
    const values = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(values.slice(0, 6)).toEqual(['student1', '李小明', '三年级1班', 5, 10, 'D']);
    expect(values[6]).toMatch(/^\d+分\d{2}秒$/);
    const refused = await suite.t.app.inject({
      method: 'GET',
      url: `${EXAM}/exportResults?examId=${id}`,
      headers: { 'x-access-token': await suite.t.login('teacher_b') },
    });
    expect(refused.statusCode).toBe(404);
  });
});
