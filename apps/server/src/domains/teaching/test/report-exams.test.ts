import { type ClassReport, envelopeOf, type StudentReport, studentReportSchema } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingExam, teachingUserPaper } from '../../exam/index.ts';
import {
  type Actors,
  actors,
  addClass,
  classIdOf,
  idOf,
  OTHER_TENANT_ID,
  putInClass,
  setManaged,
} from './class-test-fixtures.ts';

// Exam attendance in the teaching reports, over March 2026 (China time): exams set to class A or to
// student1 by name, attempts handed in, scored, waiting for review, or with the score kept hidden.

let a: Actors;
let classA: string;
let s1: string;
let s2: string;

const china = (text: string) => new Date(`${text}+08:00`);

async function addExam(
  name: string,
  start: Date,
  audience: { departIds?: string[]; userIds?: string[] },
  extra: Partial<typeof teachingExam.$inferInsert> = {},
) {
  const id = uuidv7();
  await suite.t.db.insert(teachingExam).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    examName: name,
    paperId: 'paper-1',
    startTime: start,
    endTime: new Date(start.getTime() + 2 * 3_600_000),
    duration: 60,
    departIds: (audience.departIds ?? []).join(','),
    userIds: (audience.userIds ?? []).join(','),
    ...extra,
  });
  return id;
}

async function addAttempt(
  examId: string,
  userId: string,
  attempt: { no?: number; status: number; got?: number; total?: number; tenantId?: string },
) {
  await suite.t.db.insert(teachingUserPaper).values({
    id: uuidv7(),
    tenantId: attempt.tenantId ?? DEFAULT_TENANT_ID,
    examId,
    paperId: 'paper-1',
    userId,
    username: 'x',
    attemptNo: attempt.no ?? 1,
    seed: 1,
    layout: { sections: [] },
    userPaperStatus: attempt.status,
    deadline: new Date(),
    submitTime: attempt.status > 0 ? new Date() : null,
    gotScore: attempt.got ?? null,
    totalScore: attempt.total ?? 50,
  });
}

const suite = testAppSuite();

beforeAll(async () => {
  classA = await classIdOf(suite.t, 'A01A01');
  const classC = await addClass(suite.t, '四年级1班', 'A01A03');
  await setManaged(suite.t, 'teacher', [classA]);
  a = await actors(suite.t);
  s1 = await idOf(suite.t, 'student1');
  s2 = await idOf(suite.t, 'student2');
  const first = await addExam('三月测验一', china('2026-03-05T09:00:00'), { departIds: [classA] });
  await addAttempt(first, s1, { no: 1, status: 2, got: 30 });
  await addAttempt(first, s1, { no: 2, status: 2, got: 45 });
  await addAttempt(first, s2, { status: 1 });
  const hidden = await addExam(
    '三月测验二',
    china('2026-03-20T09:00:00'),
    { userIds: [s1] },
    { showScore: 0 },
  );
  await addAttempt(hidden, s1, { status: 2, got: 35 });
  // The last half hour of the period still counts; midnight after it does not.
  await addExam('三月测验三', china('2026-03-31T23:30:00'), { departIds: [classA] });
  await addExam('四月测验', china('2026-04-01T00:00:00'), { departIds: [classA] });
  await addExam('草稿', china('2026-03-10T09:00:00'), { departIds: [classA] }, { status: 0 });
  await addExam('已删除', china('2026-03-11T09:00:00'), { departIds: [classA] }, { delFlag: 1 });
  await addExam('别班考试', china('2026-03-12T09:00:00'), { departIds: [classC] });
  await addExam(
    '外机构',
    china('2026-03-13T09:00:00'),
    { departIds: [classA], userIds: [s1] },
    { tenantId: OTHER_TENANT_ID },
  );
  // Set to nobody in class A by name or class, but student2 took it after moving classes.
  const moved = await addExam('转班前的考试', china('2026-03-15T09:00:00'), { departIds: [classC] });
  await addAttempt(moved, s2, { status: 2, got: 20, total: 40 });
  // Recent: only the default period of the student report holds it.
  await addExam('本周测验', new Date(Date.now() - 2 * 86_400_000), { userIds: [s1] });
  await putInClass(suite.t, s1, classA);
});

const march = 'from=2026-03-01&to=2026-03-31';

describe('class report', () => {
  it('counts per student the exams set, handed in and their average result', async () => {
    const res = await a.teacher.get(`/api/teaching/report/class?classId=${classA}&${march}`);
    expect(res.status, res.body.message).toBe(200);
    const r = res.body.result as ClassReport;
    const one = r.students.find((s) => s.userId === s1);
    // Best of two attempts 45/50 (90) and the hidden-from-students 35/50 (70): teachers see both.
    expect(one).toMatchObject({ examsAssigned: 3, examsTaken: 2, examAvgScore: 80, examGrade: 'B' });
    const two = r.students.find((s) => s.userId === s2);
    // 三月测验一 waits for review; 转班前的考试 scored 20/40.
    expect(two).toMatchObject({ examsAssigned: 3, examsTaken: 2, examAvgScore: 50, examGrade: 'D' });
  });

  it('gives the class its exam count, attendance rate and average', async () => {
    const r = (await a.teacher.get(`/api/teaching/report/class?classId=${classA}&${march}`)).body
      .result as ClassReport;
    expect(r).toMatchObject({
      examCount: 4,
      examsAssigned: 6,
      examsTaken: 4,
      examAttendanceRate: 66.7,
      examAvgScore: 70,
      examGrade: 'C',
    });
  });

  it('has no exam figures for a period without exams', async () => {
    const r = (
      await a.teacher.get(`/api/teaching/report/class?classId=${classA}&from=2026-02-01&to=2026-02-28`)
    ).body.result as ClassReport;
    expect(r).toMatchObject({ examCount: 0, examsAssigned: 0, examAttendanceRate: null, examAvgScore: null });
    expect(r.students[0]).toMatchObject({
      examsAssigned: 0,
      examsTaken: 0,
      examAvgScore: null,
      examGrade: null,
    });
  });
});

describe('student report', () => {
  const url = (query: string) => `/api/teaching/report/student?${query}`;

  it('lists a student’s exams of the period with every score for their teacher', async () => {
    const res = await a.teacher.get(url(`userId=${s1}&${march}`));
    expectAnswer(res, envelopeOf(studentReportSchema));
    const { exams } = res.body.result as StudentReport;
    expect(exams).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      examsAssigned: 3,
      examsTaken: 2,
      examAttendanceRate: 66.7,
      examAvgScore: 80,
      examGrade: 'B',
    });
    expect(exams.list.map((x) => [x.examName, x.taken, x.score, x.percent, x.grade])).toEqual([
      ['三月测验一', true, 45, 90, 'A'],
      ['三月测验二', true, 35, 70, 'C'],
      ['三月测验三', false, null, null, null],
    ]);
    expect(exams.list[0]).toMatchObject({ totalScore: 50, startTime: '2026-03-05 09:00:00' });
  });

  it('shows a student only the scores their exams have released', async () => {
    const { exams } = (await a.student.get(url(march))).body.result as StudentReport;
    expect(exams).toMatchObject({ examsAssigned: 3, examsTaken: 2, examAvgScore: 90, examGrade: 'A' });
    expect(exams.list[1]).toMatchObject({
      examName: '三月测验二',
      taken: true,
      score: null,
      totalScore: null,
      percent: null,
      grade: null,
    });
    expect(JSON.stringify(exams)).not.toMatch(/:35[,}]|:70[,}]/);
  });

  it('covers the last 30 days by default and refuses a bad period in Chinese', async () => {
    const { exams } = (await a.student.get(url(''))).body.result as StudentReport;
    expect(exams.list.map((x) => x.examName)).toEqual(['本周测验']);
    expect(exams).toMatchObject({ examsAssigned: 1, examsTaken: 0, examAttendanceRate: 0 });
    const reversed = await a.student.get(url('from=2026-03-31&to=2026-03-01'));
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('开始日期不能晚于结束日期');
    const badDay = await a.teacher.get(url(`userId=${s1}&to=2026-02-30`));
    expect(badDay.status).toBe(400);
    expect(badDay.body.message).toBe('结束日期格式应为 YYYY-MM-DD');
  });
});
