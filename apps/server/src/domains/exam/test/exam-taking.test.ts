import { envelopeOf, examStartResult, myExamSchema, pageResultOf, userPaperRecordSchema } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Client, clientOf, expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { signedInStudent } from '../../../../test/helpers/students.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem, judgeSubmission, judgeTask } from '../../judge/index.ts';
import { teachingWork } from '../../works/index.ts';
import {
  teachingExam,
  teachingExamEvent,
  teachingUserAnswer,
  teachingUserPaper,
} from '../exams/exam-tables.ts';
import {
  addExam,
  at,
  EXAM,
  expectNoSecrets,
  expectRefused,
  insertPaper,
  setDeadline,
  USER_PAPER,
  userIdOf,
} from './exam-fixtures.ts';

const suite = appSuite(schoolApp);

let student2: Client;
let studentB: Client;

beforeAll(async () => {
  studentB = (await signedInStudent(suite.t, 'student_b', '钱同学', suite.w.classB)).c;
  student2 = clientOf(suite.t, await suite.t.login('student2'));
});

/** An objective paper: single (B), multiple (A,C), true/false (1), blanks ([print], [for]) — 2 + 4 + 2 + 4. */
async function objectivePaper() {
  return insertPaper(suite.t, [
    { questionType: 1, answer: 'B', score: 2 },
    { questionType: 2, answer: 'A,C', score: 4 },
    { questionType: 3, answer: '1', score: 2 },
    { questionType: 4, answer: JSON.stringify([['print'], ['for', 'FOR']]), score: 4 },
  ]);
}

async function start(c: Client, examId: string, body: Json = {}) {
  return c.post(`${EXAM}/start`, { examId, ...body });
}

async function started(c: Client, examId: string, body: Json = {}) {
  const res = await start(c, examId, body);
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as z.infer<typeof examStartResult>;
}

const save = (c: Client, userPaperId: string, questionId: string, answer: string, language?: string) =>
  c.post(`${EXAM}/saveAnswer`, { userPaperId, questionId, answer, ...(language ? { language } : {}) });

describe('starting an exam', () => {
  it('only the audience may start, inside the window, within the attempts, with the password', async () => {
    const { paperId } = await objectivePaper();
    const examId = await addExam(suite.w.teacher, {
      paperId,
      departIds: suite.w.classA,
      password: 'open123',
    });
    expectRefused(await start(studentB, examId), 403);
    expectRefused(await start(suite.w.student, examId));
    expect((await start(suite.w.student, examId, { password: 'wrong' })).body.message).toBe('考试密码错误');

    const future = await addExam(suite.w.teacher, {
      paperId,
      departIds: suite.w.classA,
      startTime: at(30),
      endTime: at(90),
    });
    expect((await start(suite.w.student, future)).body.message).toBe('考试尚未开始');
    const past = await addExam(suite.w.teacher, {
      paperId,
      departIds: suite.w.classA,
      startTime: at(-90),
      endTime: at(-30),
    });
    expect((await start(suite.w.student, past)).body.message).toBe('考试已结束');
    const draft = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA, status: 0 });
    expectRefused(await start(suite.w.student, draft), 404);

    // Named by user id: the student of another class may take it.
    const named = await addExam(suite.w.teacherB, {
      paperId,
      userIds: await userIdOf(suite.t, 'student1'),
      departIds: suite.w.classB,
    });
    expect((await start(suite.w.student, named)).status).toBe(200);
  });

  it('a second start resumes the same attempt with its saved answers; then the attempts run out', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA, attempts: 1 });
    const first = await started(suite.w.student, examId);
    expect(first.sections[0].questions.map((q) => q.id).sort()).toEqual([...questionIds].sort());
    expect((await save(suite.w.student, first.userPaperId, questionIds[0], 'B')).status).toBe(200);
    const again = await started(suite.w.student, examId);
    expect(again.userPaperId).toBe(first.userPaperId);
    expect(again.sections).toEqual(first.sections);
    expect(again.answers).toEqual({ [questionIds[0]]: 'B' });
    expect((await suite.w.student.post(`${EXAM}/submit`, { userPaperId: first.userPaperId })).status).toBe(
      200,
    );
    expect((await start(suite.w.student, examId)).body.message).toBe('考试次数已用完');
    const mine = await suite.w.student.get(`${EXAM}/mine`);
    expectAnswer(mine, envelopeOf(z.array(myExamSchema)));
    const row = (mine.body.result as Json[]).find((r) => r.id === examId) as Json;
    expect(row).toMatchObject({
      state: 'submitted',
      attemptsUsed: 1,
      userPaperStatus: 2,
      gotScore: 2,
      grade: 'D',
    });
  });

  it('two starts at once make one attempt', async () => {
    const { paperId } = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA, attempts: 3 });
    const [a, b] = await Promise.all([started(student2, examId), started(student2, examId)]);
    expect(a.userPaperId).toBe(b.userPaperId);
    const rows = await suite.t.db
      .select()
      .from(teachingUserPaper)
      .where(eq(teachingUserPaper.examId, examId));
    expect(rows).toHaveLength(1);
  });

  it('students of two classes starting and saving at the same moment each get their own attempt and answers', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const examId = await addExam(suite.w.admin, {
      paperId,
      departIds: `${suite.w.classA},${suite.w.classB}`,
    });
    const students = [student2, studentB, suite.w.student];
    const attempts = await Promise.all(students.map((c) => started(c, examId)));
    expect(new Set(attempts.map((a) => a.userPaperId)).size).toBe(3);
    const answers = ['A', 'B', 'C'];
    const saves = await Promise.all(
      students.map((c, i) => save(c, attempts[i].userPaperId, questionIds[0], answers[i])),
    );
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await suite.t.db
      .select({
        id: teachingUserPaper.id,
        username: teachingUserPaper.username,
        realname: teachingUserPaper.realname,
        deptId: teachingUserPaper.deptId,
        answer: teachingUserAnswer.answer,
      })
      .from(teachingUserPaper)
      .innerJoin(teachingUserAnswer, eq(teachingUserAnswer.userPaperId, teachingUserPaper.id))
      .where(eq(teachingUserPaper.examId, examId));
    const byUser = new Map(rows.map((r) => [r.username, r]));
    const ids = attempts.map((a) => a.userPaperId);
    expect(byUser.get('student2')).toMatchObject({ id: ids[0], deptId: suite.w.classA, answer: 'A' });
    expect(byUser.get('student_b')).toMatchObject({
      id: ids[1],
      realname: '钱同学',
      deptId: suite.w.classB,
      answer: 'B',
    });
    expect(byUser.get('student1')).toMatchObject({ id: ids[2], deptId: suite.w.classA, answer: 'C' });
  });
});

describe('answering', () => {
  it('saves of the same moment: every question kept, a later answer wins, a refused one stops no other', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA });
    const [mine, theirs] = await Promise.all([started(student2, examId), started(suite.w.student, examId)]);
    const saves = await Promise.all([
      save(student2, mine.userPaperId, questionIds[0], 'A'),
      save(student2, mine.userPaperId, questionIds[2], '1'),
      save(student2, mine.userPaperId, questionIds[0], 'C'),
      save(suite.w.student, mine.userPaperId, questionIds[0], 'D'),
      save(suite.w.student, theirs.userPaperId, questionIds[0], 'B'),
    ]);
    expect(saves.map((r) => r.status)).toEqual([200, 200, 200, 403, 200]);
    const again = await started(student2, examId);
    expect(again.answers).toEqual({ [questionIds[0]]: 'C', [questionIds[2]]: '1' });
    expect((await started(suite.w.student, examId)).answers).toEqual({ [questionIds[0]]: 'B' });
  });

  it('a refused save says why, the attempt’s own reasons first, and writes nothing', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const other = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA, attempts: 2 });
    const a = await started(student2, examId);
    const answers = () =>
      suite.t.db.select().from(teachingUserAnswer).where(eq(teachingUserAnswer.userPaperId, a.userPaperId));
    // Someone else's attempt: 403, even with an answer that would be refused for itself.
    expectRefused(await save(suite.w.student, a.userPaperId, questionIds[0], 'B'), 403);
    expectRefused(await save(suite.w.student, a.userPaperId, questionIds[0], 'Z'), 403);
    expectRefused(await save(student2, uuidv7(), questionIds[0], 'B'), 404);
    const foreign = await save(student2, a.userPaperId, other.questionIds[0], 'B');
    expectRefused(foreign);
    expect(foreign.body.message).toBe('题目不在本试卷中');
    const missing = await save(student2, a.userPaperId, uuidv7(), 'B');
    expectRefused(missing);
    expect(missing.body.message).toBe('题目不在本试卷中');
    expectRefused(await save(student2, a.userPaperId, questionIds[0], 'Z'));
    expect(await answers()).toHaveLength(0);
    expect((await save(student2, a.userPaperId, questionIds[0], 'B')).status).toBe(200);
    expect((await answers()).map((r) => r.answer)).toEqual(['B']);
  });

  it('a save after the deadline and its grace is refused and changes nothing', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA, attempts: 2 });
    const a = await started(student2, examId);
    expect((await save(student2, a.userPaperId, questionIds[0], 'A')).status).toBe(200);
    // 20 seconds late is still inside the grace.
    await setDeadline(suite.t, a.userPaperId, -20 / 60);
    expect((await save(student2, a.userPaperId, questionIds[0], 'B')).status).toBe(200);
    await setDeadline(suite.t, a.userPaperId, -1);
    const late = await save(student2, a.userPaperId, questionIds[0], 'C');
    expectRefused(late);
    expect(late.body.message).toBe('考试已结束，答案未保存');
    const [stored] = await suite.t.db
      .select()
      .from(teachingUserAnswer)
      .where(eq(teachingUserAnswer.userPaperId, a.userPaperId));
    expect(stored.answer).toBe('B');
    // Reading it handed it in (time-out, dated at the deadline) and scored what was saved.
    const [row] = await suite.t.db
      .select()
      .from(teachingUserPaper)
      .where(eq(teachingUserPaper.id, a.userPaperId));
    expect(row.userPaperStatus).toBe(2);
    expect(row.gotScore).toBe(2);
    const events = await suite.t.db
      .select()
      .from(teachingExamEvent)
      .where(eq(teachingExamEvent.userPaperId, a.userPaperId));
    expect(events.map((e) => e.eventType)).toEqual(['auto_submit']);
  });

  it('checks answers by type and refuses questions of another paper', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const other = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA });
    const a = await started(suite.w.student, examId);
    expectRefused(await save(suite.w.student, a.userPaperId, questionIds[0], 'Z'));
    expectRefused(await save(suite.w.student, a.userPaperId, questionIds[1], 'A,E'));
    expectRefused(await save(suite.w.student, a.userPaperId, questionIds[2], '对'));
    expectRefused(await save(suite.w.student, a.userPaperId, questionIds[3], JSON.stringify(['x'])));
    expectRefused(await save(suite.w.student, a.userPaperId, other.questionIds[0], 'B'));
    const answers = await suite.t.db
      .select()
      .from(teachingUserAnswer)
      .where(eq(teachingUserAnswer.userPaperId, a.userPaperId));
    expect(answers).toHaveLength(0);
  });

  it('another student cannot save, submit, jump out of or read my attempt', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA });
    const a = await started(suite.w.student, examId);
    expectRefused(await save(student2, a.userPaperId, questionIds[0], 'B'), 403);
    expectRefused(await student2.post(`${EXAM}/submit`, { userPaperId: a.userPaperId }), 403);
    expectRefused(await student2.post(`${EXAM}/jumpOut`, { userPaperId: a.userPaperId }), 403);
    expectRefused(await student2.get(`${USER_PAPER}/detail?id=${a.userPaperId}`), 404);
    expectRefused(await suite.w.outsider.post(`${EXAM}/submit`, { userPaperId: a.userPaperId }), 404);
    const [row] = await suite.t.db
      .select()
      .from(teachingUserPaper)
      .where(eq(teachingUserPaper.id, a.userPaperId));
    expect(row.userPaperStatus).toBe(0);
    const list = await student2.get(`${USER_PAPER}/list`);
    expect((list.body.result as { records: Json[] }).records.some((r) => r.id === a.userPaperId)).toBe(false);
  });

  it('jump-outs are counted on the server and hand the paper in at the limit', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA, maxJumpOut: 2 });
    const a = await started(student2, examId);
    await save(student2, a.userPaperId, questionIds[2], '1');
    const one = await student2.post(`${EXAM}/jumpOut`, { userPaperId: a.userPaperId });
    expect(one.body.result).toEqual({ jumpOutTimes: 1, submitted: false });
    const two = await student2.post(`${EXAM}/jumpOut`, { userPaperId: a.userPaperId });
    expect(two.body.result).toEqual({ jumpOutTimes: 2, submitted: true });
    const [row] = await suite.t.db
      .select()
      .from(teachingUserPaper)
      .where(eq(teachingUserPaper.id, a.userPaperId));
    expect(row).toMatchObject({ userPaperStatus: 2, gotScore: 2, jumpOutTimes: 2 });
    expectRefused(await save(student2, a.userPaperId, questionIds[0], 'B'));
    const events = await suite.t.db
      .select({ type: teachingExamEvent.eventType })
      .from(teachingExamEvent)
      .where(eq(teachingExamEvent.userPaperId, a.userPaperId));
    expect(events.map((e) => e.type).sort()).toEqual(['auto_submit', 'jump_out', 'jump_out']);
  });
});

describe('scoring and results', () => {
  it('scores objective answers with partial credit and blank rules; a second submit answers the same', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA });
    const a = await started(suite.w.student, examId);
    await save(suite.w.student, a.userPaperId, questionIds[0], 'B'); // 2
    await save(suite.w.student, a.userPaperId, questionIds[1], 'C'); // half of 4
    await save(suite.w.student, a.userPaperId, questionIds[2], '0'); // 0
    await save(suite.w.student, a.userPaperId, questionIds[3], JSON.stringify([' PRINT ', 'while'])); // 2
    const first = await suite.w.student.post(`${EXAM}/submit`, { userPaperId: a.userPaperId });
    expect(first.body.result).toEqual({ userPaperStatus: 2, gotScore: 6, totalScore: 12, grade: 'D' });
    expectNoSecrets(first.body);
    const second = await suite.w.student.post(`${EXAM}/submit`, { userPaperId: a.userPaperId });
    expect(second.body.result).toEqual(first.body.result);

    const stats = await suite.w.teacher.get(`${EXAM}/itemStats?examId=${examId}`);
    expect(stats.status, stats.body.message).toBe(200);
    const items = stats.body.result as Json[];
    expect(items.map((i) => [i.questionId, i.count, i.average, i.discrimination])).toEqual([
      [questionIds[0], 1, 2, null],
      [questionIds[1], 1, 2, null],
      [questionIds[2], 1, 0, null],
      [questionIds[3], 1, 2, null],
    ]);
    expect(items.every((i) => typeof i.medianSeconds === 'number')).toBe(true);
    expectRefused(await suite.w.student.get(`${EXAM}/itemStats?examId=${examId}`), 403);
    expectRefused(await suite.w.teacherB.get(`${EXAM}/itemStats?examId=${examId}`), 404);
  });

  it('hides the score when the exam does not show it', async () => {
    const { paperId, questionIds } = await objectivePaper();
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA, showScore: 0 });
    const a = await started(suite.w.student, examId);
    await save(suite.w.student, a.userPaperId, questionIds[0], 'B');
    const res = await suite.w.student.post(`${EXAM}/submit`, { userPaperId: a.userPaperId });
    expect(res.body.result).toEqual({ userPaperStatus: 2 });
    const detail = await suite.w.student.get(`${USER_PAPER}/detail?id=${a.userPaperId}`);
    expect((detail.body.result as Json).gotScore).toBeNull();
    const records = await suite.w.student.get(`${USER_PAPER}/listpaper`);
    const rec = (records.body.result as { records: Json[] }).records.find((r) => r.id === a.userPaperId);
    expect(rec).toMatchObject({ gotScore: null, grade: null, userPaperStatus: 2 });
  });

  it('never sends answers, analysis or rubrics to a student before release', async () => {
    const { paperId, questionIds } = await insertPaper(suite.t, [
      { questionType: 1, answer: 'A', score: 5 },
      { questionType: 4, answer: JSON.stringify([['x']]), score: 5 },
      { questionType: 5, answer: '参考答案', rubric: '评分标准', score: 5 },
      { questionType: 7, practiceEditor: 'scratch', rubric: '实操标准', score: 5 },
    ]);
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA, showAnswer: 1 });
    const mine = await suite.w.student.get(`${EXAM}/mine`);
    expectNoSecrets(mine.body);
    const startRes = await start(suite.w.student, examId);
    expectAnswer(startRes, envelopeOf(examStartResult));
    expectNoSecrets(startRes.body);
    const a = startRes.body.result as z.infer<typeof examStartResult>;
    const saved = await save(suite.w.student, a.userPaperId, questionIds[2], '我的简答');
    expectNoSecrets(saved.body);
    const submitted = await suite.w.student.post(`${EXAM}/submit`, { userPaperId: a.userPaperId });
    expectNoSecrets(submitted.body);
    // The window is still open: no key, even though the exam shows answers afterwards.
    const before = await suite.w.student.get(`${USER_PAPER}/detail?id=${a.userPaperId}`);
    expect(before.status).toBe(200);
    expectNoSecrets(before.body);
    expect((before.body.result as Json).showAnswer).toBe(false);
    // The teacher sees everything.
    const teacherView = await suite.w.teacher.get(`${USER_PAPER}/detail?id=${a.userPaperId}`);
    const keys = JSON.stringify(teacherView.body.result);
    expect(keys).toContain('参考答案');
    // After the window closes the student gets the key and analysis.
    await suite.t.db
      .update(teachingExam)
      .set({ endTime: new Date(Date.now() - 60_000) })
      .where(eq(teachingExam.id, examId));
    const after = await suite.w.student.get(`${USER_PAPER}/detail?id=${a.userPaperId}`);
    expect((after.body.result as Json).showAnswer).toBe(true);
    expect(JSON.stringify(after.body.result)).toContain('参考答案');
    expect(JSON.stringify(after.body.result)).not.toContain('评分标准');
  });

  it('review: short answers and practical works wait for a teacher, then the attempt is scored', async () => {
    const { paperId, questionIds } = await insertPaper(suite.t, [
      { questionType: 1, answer: 'A', score: 10 },
      { questionType: 5, answer: '参考', rubric: '要点', score: 10 },
      { questionType: 7, practiceEditor: 'scratch', score: 10 },
      { questionType: 5, answer: '参考', score: 10 },
    ]);
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA });
    const scored: unknown[] = [];
    const stop = suite.t.ctx.events.subscribe('exam.attemptScored', (e) => {
      if (e.examId === examId) scored.push(e);
    });
    const a = await started(suite.w.student, examId);
    const workId = uuidv7();
    await suite.t.db.insert(teachingWork).values({
      id: workId,
      tenantId: DEFAULT_TENANT_ID,
      userId: await userIdOf(suite.t, 'student1'),
      workName: '考试作品',
      workType: 2,
      workScene: 'exam',
    });
    await save(suite.w.student, a.userPaperId, questionIds[0], 'A');
    await save(suite.w.student, a.userPaperId, questionIds[1], '我的想法');
    expectRefused(await save(suite.w.student, a.userPaperId, questionIds[2], uuidv7()));
    expect((await save(suite.w.student, a.userPaperId, questionIds[2], workId)).status).toBe(200);
    const sub = await suite.w.student.post(`${EXAM}/submit`, { userPaperId: a.userPaperId });
    expect(sub.body.result).toMatchObject({ userPaperStatus: 1, gotScore: null, grade: null });

    const queue = await suite.w.teacher.get(`${EXAM}/reviewQueue?examId=${examId}`);
    expect(queue.status, queue.body.message).toBe(200);
    const items = queue.body.result as Json[];
    expect(items.map((i) => i.questionId).sort()).toEqual([questionIds[1], questionIds[2]].sort());
    expect(items.find((i) => i.questionId === questionIds[2])).toMatchObject({ workId, maxScore: 10 });
    expect(items.find((i) => i.questionId === questionIds[1])).toMatchObject({
      rubric: '要点',
      answer: '我的想法',
    });
    expectRefused(await suite.w.teacherB.get(`${EXAM}/reviewQueue?examId=${examId}`), 404);
    expectRefused(await suite.w.student.get(`${EXAM}/reviewQueue?examId=${examId}`), 403);

    const review = (questionId: string, score: number) =>
      suite.w.teacher.post(`${EXAM}/review`, {
        userPaperId: a.userPaperId,
        questionId,
        score,
        comment: '不错',
      });
    expectRefused(await review(questionIds[1], 11));
    expectRefused(await review(questionIds[1], -1));
    expectRefused(await review(questionIds[0], 5));
    const half = await review(questionIds[1], 8);
    expect(half.body.result).toMatchObject({ userPaperStatus: 1 });
    const done = await review(questionIds[2], 9.5);
    expect(done.body.result).toMatchObject({ userPaperStatus: 2, gotScore: 27.5, grade: 'D' });
    // Handing in and each review tell listeners (contest paper boards) to refresh.
    await expect.poll(() => scored.length).toBe(3);
    stop();
    expect(scored[2]).toMatchObject({
      examId,
      tenantId: DEFAULT_TENANT_ID,
      userId: await userIdOf(suite.t, 'student1'),
    });
    const [row] = await suite.t.db
      .select()
      .from(teachingUserPaper)
      .where(eq(teachingUserPaper.id, a.userPaperId));
    expect(row.reviewTime).not.toBeNull();
    expect(row.reviewUserId).toBe(await userIdOf(suite.t, 'teacher'));
    expect((await suite.w.teacher.get(`${EXAM}/reviewQueue?examId=${examId}`)).body.result).toEqual([]);
    const all = await suite.w.teacher.get(`${EXAM}/reviewQueue?examId=${examId}&state=all`);
    expect((all.body.result as Json[]).length).toBe(3);
    const detail = await suite.w.student.get(`${USER_PAPER}/detail?id=${a.userPaperId}`);
    expect((detail.body.result as Json).gotScore).toBe(27.5);
  });

  it('a programming answer goes to the judge and scores once judged', async () => {
    const problemId = uuidv7();
    await suite.t.db.insert(judgeProblem).values({
      id: problemId,
      tenantId: DEFAULT_TENANT_ID,
      title: '隐藏的考试题',
      visible: 0,
      languages: ['python3'],
      samples: [
        { input: '1 2', output: '3' },
        { input: '', output: '' },
      ],
    });
    const { paperId, questionIds } = await insertPaper(suite.t, [
      { questionType: 1, answer: 'A', score: 10 },
      { questionType: 6, problemId, score: 20 },
    ]);
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA });
    const a = await started(student2, examId);
    // The problem's filled samples come with the question, to try the code on before handing in.
    const questions = (a.sections as { questions: Json[] }[]).flatMap((s) => s.questions);
    expect(questions.find((q) => q.id === questionIds[1])?.samples).toEqual([{ input: '1 2', output: '3' }]);
    expect(questions.find((q) => q.id === questionIds[0])?.samples).toBeUndefined();
    await save(student2, a.userPaperId, questionIds[0], 'A');
    expectRefused(await save(student2, a.userPaperId, questionIds[1], 'print(1)'));
    const cpp = await save(student2, a.userPaperId, questionIds[1], 'int main(){}', 'cpp');
    expect(cpp.body.message).toBe('本题不允许使用该语言');
    expect((await save(student2, a.userPaperId, questionIds[1], 'print(1)', 'python3')).status).toBe(200);
    // Another device resumes the code with its language.
    const resumed = await started(student2, examId);
    expect(resumed.languages).toEqual({ [questionIds[1]]: 'python3' });
    const sub = await student2.post(`${EXAM}/submit`, { userPaperId: a.userPaperId });
    expect(sub.body.result).toMatchObject({ userPaperStatus: 1 });
    const [answer] = await suite.t.db
      .select()
      .from(teachingUserAnswer)
      .where(
        and(
          eq(teachingUserAnswer.userPaperId, a.userPaperId),
          eq(teachingUserAnswer.questionId, questionIds[1]),
        ),
      );
    expect(answer.submissionId).toBeTruthy();
    const [submission] = await suite.t.db
      .select()
      .from(judgeSubmission)
      .where(eq(judgeSubmission.id, answer.submissionId as string));
    expect(submission).toMatchObject({ problemId, code: 'print(1)', language: 'python3' });
    // The judge's result, written as the judge would (its queue is taken out of the way first).
    await suite.t.db
      .update(judgeTask)
      .set({ status: 'done' })
      .where(eq(judgeTask.submissionId, submission.id));
    await suite.t.db
      .update(judgeSubmission)
      .set({ status: 'done', verdict: 'WA', score: 60, judgedAt: new Date() })
      .where(eq(judgeSubmission.id, submission.id));
    const records = await student2.get(`${USER_PAPER}/listpaper`);
    const rec = (records.body.result as { records: Json[] }).records.find((r) => r.id === a.userPaperId);
    expect(rec).toMatchObject({ userPaperStatus: 2, gotScore: 22, totalScore: 30, grade: 'C' });
  });
});

describe('judged submissions', () => {
  it('the judge announcing a result scores the waiting attempt without anyone reading it', async () => {
    const problemId = uuidv7();
    await suite.t.db
      .insert(judgeProblem)
      .values({ id: problemId, tenantId: DEFAULT_TENANT_ID, title: '考试题二' });
    const { paperId, questionIds } = await insertPaper(suite.t, [{ questionType: 6, problemId, score: 10 }]);
    const examId = await addExam(suite.w.teacher, { paperId, departIds: suite.w.classA });
    const a = await started(suite.w.student, examId);
    await save(suite.w.student, a.userPaperId, questionIds[0], 'print(2)', 'python3');
    await suite.w.student.post(`${EXAM}/submit`, { userPaperId: a.userPaperId });
    const [answer] = await suite.t.db
      .select()
      .from(teachingUserAnswer)
      .where(eq(teachingUserAnswer.userPaperId, a.userPaperId));
    const submissionId = answer.submissionId as string;
    await suite.t.db
      .update(judgeTask)
      .set({ status: 'done' })
      .where(eq(judgeTask.submissionId, submissionId));
    await suite.t.db
      .update(judgeSubmission)
      .set({ status: 'done', verdict: 'AC', score: 100, judgedAt: new Date() })
      .where(eq(judgeSubmission.id, submissionId));
    await suite.t.ctx.events.publish('judge.submissionJudged', {
      submissionId,
      problemId,
      userId: await userIdOf(suite.t, 'student1'),
      tenantId: DEFAULT_TENANT_ID,
      verdict: 'AC',
      score: 100,
    });
    let row: typeof teachingUserPaper.$inferSelect | undefined;
    for (let i = 0; i < 50; i++) {
      [row] = await suite.t.db
        .select()
        .from(teachingUserPaper)
        .where(eq(teachingUserPaper.id, a.userPaperId));
      if (row?.userPaperStatus === 2) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(row).toMatchObject({ userPaperStatus: 2, gotScore: 10, grade: 'A' });
  });
});

describe('records', () => {
  it('listpaper answers my real attempts, newest first, in the record shape', async () => {
    const res = await suite.w.student.get(`${USER_PAPER}/listpaper?pageNo=1&pageSize=50`);
    expectAnswer(res, envelopeOf(pageResultOf(userPaperRecordSchema)));
    const page = res.body.result as { records: Json[]; total: number };
    expect(page.total).toBeGreaterThan(3);
    const times = page.records.map((r) => r.createTime as string);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.records[0].paperId_dictText).toMatch(/^试卷/);
    expect(typeof page.records[0].userPaperStatus).toBe('number');
    expectNoSecrets(res.body);
    const mine = new Set(page.records.map((r) => r.id));
    const other = await student2.get(`${USER_PAPER}/listpaper?pageNo=1&pageSize=50`);
    expect((other.body.result as { records: Json[] }).records.some((r) => mine.has(r.id as string))).toBe(
      false,
    );
  });

  it('managers list the attempts of their exams; a student only their own', async () => {
    const teacherList = await suite.w.teacher.get(`${USER_PAPER}/list?pageSize=200`);
    const rows = (teacherList.body.result as { records: Json[] }).records;
    expect(rows.some((r) => r.username === 'student1')).toBe(true);
    expect(rows.some((r) => r.username === 'student2')).toBe(true);
    const studentList = await suite.w.student.get(`${USER_PAPER}/list?pageSize=200`);
    const own = (studentList.body.result as { records: Json[] }).records;
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.username === 'student1')).toBe(true);
    expect(((await suite.w.outsider.get(`${USER_PAPER}/list`)).body.result as { total: number }).total).toBe(
      0,
    );
  });
});
