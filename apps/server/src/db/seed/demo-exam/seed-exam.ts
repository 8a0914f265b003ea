import fs from 'node:fs';
import path from 'node:path';
import { gradeOf } from '@ck/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { drawLayout } from '../../../domains/exam/papers/student-paper.ts';
import { judgeDataRoot } from '../../../domains/judge/judge-runtime.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import type { Db } from '../../client.ts';
import {
  judgeProblem,
  sysUser,
  teachingExam,
  teachingPaper,
  teachingPaperClassification,
  teachingPaperQuestion,
  teachingPaperSection,
  teachingQuestion,
  teachingUserAnswer,
  teachingUserPaper,
  teachingWork,
} from '../../schema/index.ts';
import {
  DEMO_CLASSIFICATIONS,
  DEMO_EXAM_IDS,
  DEMO_PAPERS,
  type DemoPaper,
  demoExamId,
  sectionScore,
} from './demo-papers.ts';
import { DEMO_PROBLEMS, type DemoProblem } from './demo-problems.ts';
import { PRACTICE_PROBLEMS } from './practice-problems.ts';
import type { DemoQuestion } from './question-builders.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T = DEFAULT_TENANT_ID;
const TEACHER = 'teacher';

export interface DemoExamSchool {
  /** The demo class the exams are for (三年级1班, A01A01). */
  classId: string;
  /** DATA_DIR: the judge's test data of the demo problems goes under it. */
  dataDir?: string;
}

/** The demo bank in seeding order, each with its fixed id. */
async function demoQuestions(): Promise<(DemoQuestion & { id: string })[]> {
  const { SCRATCH_QUESTIONS } = await import('./scratch-questions.ts');
  const { CPP_QUESTIONS } = await import('./cpp-questions.ts');
  return [...SCRATCH_QUESTIONS, ...CPP_QUESTIONS].map((q, i) => ({ ...q, id: demoExamId(1, i + 1) }));
}

/** Test data files `1.in` / `1.out` … of a problem, written once under the judge's data root. */
function writeTestData(root: string, p: DemoProblem) {
  const dir = path.join(root, p.id, '1');
  if (fs.existsSync(dir)) return;
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  p.inputs.forEach((input, i) => {
    fs.writeFileSync(path.join(dir, `${i + 1}.in`), `${input}\n`, { mode: 0o644 });
    fs.writeFileSync(path.join(dir, `${i + 1}.out`), `${p.solve(input)}\n`, { mode: 0o644 });
  });
}

function problemRow(p: DemoProblem, now: Date): typeof judgeProblem.$inferInsert {
  return {
    id: p.id,
    tenantId: T,
    title: p.title,
    content: p.content,
    samples: p.inputs.slice(0, 2).map((input) => ({ input, output: p.solve(input) })),
    difficulty: p.difficulty,
    tags: p.tags,
    visible: 1,
    cases: p.inputs.map((_, i) => ({ name: String(i + 1), input: `${i + 1}.in`, output: `${i + 1}.out` })),
    dataVersion: 1,
    referenceLanguage: 'cpp17',
    referenceCode: p.referenceCode,
    createBy: 'admin',
    createTime: new Date(now.getTime() - 30 * DAY),
  };
}

/**
 * The practice area's classic problems (arrays and strings) with their test data. Checked one by one
 * rather than with the demo bank, so a platform seeded before they existed gains them at its next start;
 * a problem an admin deleted stays deleted (its row still exists).
 */
export async function seedPracticeProblems(db: Db, dataDir: string | undefined, now = new Date()) {
  if (dataDir) for (const p of PRACTICE_PROBLEMS) writeTestData(judgeDataRoot(dataDir), p);
  await db
    .insert(judgeProblem)
    .values(
      PRACTICE_PROBLEMS.map((p, i) => ({
        ...problemRow(p, now),
        // Listed (newest first) after the demo's three entry problems, in the order of the list.
        createTime: new Date(now.getTime() - 30 * DAY - (i + 1) * 60_000),
      })),
    )
    .onConflictDoNothing();
}

/** Rows of a paper: its sections and the fixed questions, picked in bank order. */
function paperRows(paper: DemoPaper, bank: (DemoQuestion & { id: string })[], now: Date) {
  const levelOf = (q: DemoQuestion) => (q.chapter.startsWith('scratch') ? 'scratch' : 'cpp');
  const sections: (typeof teachingPaperSection.$inferInsert)[] = [];
  const questions: (typeof teachingPaperQuestion.$inferInsert)[] = [];
  paper.sections.forEach((s, index) => {
    const id = demoExamId(3, DEMO_PAPERS.indexOf(paper) * 16 + index + 1);
    const section = {
      id,
      tenantId: T,
      paperId: paper.id,
      sortNo: index,
      title: s.title,
      instruction: s.instruction,
    };
    if ('rule' in s) {
      const { level, ...rule } = s.rule;
      sections.push({
        ...section,
        rule: { ...rule, classificationId: DEMO_CLASSIFICATIONS[level].id, difficulty: null },
      });
      return;
    }
    sections.push(section);
    const picked = bank
      .filter((q) => levelOf(q) === s.pick.level && q.questionType === s.pick.questionType)
      .slice(0, s.pick.count);
    if (picked.length < s.pick.count) throw new Error(`示例试卷“${paper.paperName}”的 ${s.title} 题目不足`);
    questions.push(
      ...picked.map((q, i) => ({
        id: uuidv7(),
        tenantId: T,
        paperId: paper.id,
        sectionId: id,
        questionId: q.id,
        score: s.pick.score,
        sortNo: i,
      })),
    );
  });
  const paperRow: typeof teachingPaper.$inferInsert = {
    id: paper.id,
    tenantId: T,
    classificationId: DEMO_CLASSIFICATIONS[paper.level].id,
    paperName: paper.paperName,
    intro: paper.intro,
    totalScore: paper.sections.reduce((sum, s) => sum + sectionScore(s), 0),
    passScore: paper.passScore,
    duration: paper.duration,
    shuffleOptions: paper.shuffleOptions,
    status: 1,
    createBy: TEACHER,
    createTime: new Date(now.getTime() - 20 * DAY),
  };
  return { paperRow, sections, questions };
}

/**
 * The demo's question bank and exams: the classifications “Scratch 一级” and “C++ 一级” with their
 * chapters, about sixty questions of all seven types, three judge problems behind the programming
 * questions, a fixed Scratch paper and a random C++ paper, an open C++ exam for the demo class and a
 * closed Scratch quiz with 张小红's scored attempt. Returns false when the demo bank exists already.
 */
export async function seedDemoExams(db: Db, school: DemoExamSchool, now = new Date()): Promise<boolean> {
  await seedPracticeProblems(db, school.dataDir, now);
  const [found] = await db
    .select({ id: teachingPaperClassification.id })
    .from(teachingPaperClassification)
    .where(eq(teachingPaperClassification.id, DEMO_CLASSIFICATIONS.scratch.id));
  if (found) return false;

  const bank = await demoQuestions();
  const problems = Object.values(DEMO_PROBLEMS);
  if (school.dataDir) for (const p of problems) writeTestData(judgeDataRoot(school.dataDir), p);

  const people = await db
    .select({ id: sysUser.id, username: sysUser.username, realname: sysUser.realname })
    .from(sysUser)
    .where(
      and(eq(sysUser.tenantId, T), inArray(sysUser.username, [TEACHER, 'student2']), eq(sysUser.delFlag, 0)),
    );
  const teacher = people.find((p) => p.username === TEACHER);
  const student = people.find((p) => p.username === 'student2');

  await db.transaction(async (tx) => {
    await tx.insert(teachingPaperClassification).values(
      Object.values(DEMO_CLASSIFICATIONS).map((c) => ({
        id: c.id,
        tenantId: T,
        classificationName: c.name,
        parentId: c.parent ? DEMO_CLASSIFICATIONS[c.parent].id : null,
        sortNo: c.sortNo,
        createBy: 'admin',
      })),
    );
    await tx
      .insert(judgeProblem)
      .values(problems.map((p) => problemRow(p, now)))
      .onConflictDoNothing();
    await tx.insert(teachingQuestion).values(
      bank.map((q, i) => ({
        id: q.id,
        tenantId: T,
        classificationId: DEMO_CLASSIFICATIONS[q.chapter].id,
        questionType: q.questionType,
        questionContent: q.questionContent,
        options: q.options,
        answer: q.answer,
        analysis: q.analysis,
        score: q.score,
        difficulty: q.difficulty,
        tags: q.tags,
        source: '码趣示范题库',
        problemId: q.problem ? DEMO_PROBLEMS[q.problem].id : null,
        practiceEditor: q.practiceEditor ?? null,
        rubric: q.rubric ?? null,
        createBy: TEACHER,
        createTime: new Date(now.getTime() - 25 * DAY + i * 60_000),
      })),
    );
    for (const paper of DEMO_PAPERS) {
      const rows = paperRows(paper, bank, now);
      await tx.insert(teachingPaper).values(rows.paperRow);
      await tx.insert(teachingPaperSection).values(rows.sections);
      if (rows.questions.length) await tx.insert(teachingPaperQuestion).values(rows.questions);
    }

    const exam = {
      tenantId: T,
      duration: 60,
      departIds: school.classId,
      attempts: 1,
      showScore: 1,
      status: 1,
      sysOrgCode: 'A01A01',
      createBy: TEACHER,
    };
    await tx.insert(teachingExam).values([
      {
        ...exam,
        id: DEMO_EXAM_IDS.cppMonthly,
        examName: 'C++ 一级月考',
        paperId: DEMO_PAPERS[1]!.id,
        startTime: new Date(now.getTime() - DAY),
        endTime: new Date(now.getTime() + 14 * DAY),
        createTime: new Date(now.getTime() - 2 * DAY),
      },
      {
        ...exam,
        id: DEMO_EXAM_IDS.scratchQuiz,
        examName: 'Scratch 一级单元测验',
        paperId: DEMO_PAPERS[0]!.id,
        startTime: new Date(now.getTime() - 10 * DAY),
        endTime: new Date(now.getTime() - 9 * DAY),
        showAnswer: 1,
        createTime: new Date(now.getTime() - 12 * DAY),
      },
    ]);
    if (student && teacher)
      await seedScoredAttempt(tx, { student, teacherId: teacher.id, school, bank, now });
  });
  return true;
}

/** 张小红 took the Scratch quiz: one slip in each objective section, both practical tasks graded. */
async function seedScoredAttempt(
  tx: Db,
  ctx: {
    student: { id: string; username: string; realname: string | null };
    teacherId: string;
    school: DemoExamSchool;
    bank: (DemoQuestion & { id: string })[];
    now: Date;
  },
) {
  const { student, teacherId, school, bank, now } = ctx;
  const seed = 20_261_120;
  const layout = await drawLayout(tx, T, DEMO_PAPERS[0]!.id, seed);
  const byId = new Map(bank.map((q) => [q.id, q]));
  // Her Scratch work of the walking, talking cat is what she handed in for the practical tasks.
  const [work] = await tx
    .select({ id: teachingWork.id })
    .from(teachingWork)
    .where(
      and(eq(teachingWork.userId, student.id), eq(teachingWork.workType, 2), eq(teachingWork.delFlag, 0)),
    )
    .orderBy(asc(teachingWork.id))
    .limit(1);
  const reviews = [
    {
      score: 22,
      comment: '小猫能来回走动并反弹，走路动画自然；旋转方式没有设为左右翻转，小猫掉头时倒过来了。',
    },
    { score: 20, comment: '对话内容很有趣！但只有一个角色在说话，缺少第二个角色的回应。' },
  ];

  const started = new Date(now.getTime() - 10 * DAY + 2 * HOUR);
  const submitted = new Date(started.getTime() + 41 * 60_000);
  const reviewed = new Date(submitted.getTime() + 20 * HOUR);
  const userPaperId = demoExamId(6, 1);
  const answers: (typeof teachingUserAnswer.$inferInsert)[] = [];
  let practicalNo = 0;
  for (const [s, section] of layout.sections.entries())
    for (const [i, item] of section.questions.entries()) {
      const q = byId.get(item.questionId)!;
      const slip = (s === 0 && i === 4) || (s === 1 && i === 5);
      let answer: string | null = q.answer;
      let score = item.score;
      let comment: string | null = null;
      if (q.questionType === 1 && slip) answer = q.answer === 'A' ? 'B' : 'A';
      if (q.questionType === 3 && slip) answer = q.answer === '1' ? '0' : '1';
      if (slip) score = 0;
      const graded = q.questionType === 7;
      if (graded) {
        const review = reviews[practicalNo++]!;
        answer = work?.id ?? null;
        score = review.score;
        comment = review.comment;
      }
      answers.push({
        id: uuidv7(),
        tenantId: T,
        userPaperId,
        questionId: q.id,
        answer,
        score,
        comment,
        reviewUserId: graded ? teacherId : null,
        reviewTime: graded ? reviewed : null,
        updateTime: submitted,
      });
    }
  const gotScore = answers.reduce((sum, a) => sum + (a.score ?? 0), 0);
  const totalScore = layout.sections.reduce(
    (sum, s) => sum + s.questions.reduce((t, q) => t + q.score, 0),
    0,
  );
  await tx.insert(teachingUserPaper).values({
    id: userPaperId,
    tenantId: T,
    examId: DEMO_EXAM_IDS.scratchQuiz,
    paperId: DEMO_PAPERS[0]!.id,
    userId: student.id,
    username: student.username,
    realname: student.realname,
    deptId: school.classId,
    attemptNo: 1,
    seed,
    layout,
    userPaperStatus: 2,
    deadline: new Date(started.getTime() + 60 * 60_000),
    submitTime: submitted,
    duration: Math.round((submitted.getTime() - started.getTime()) / 1000),
    lastSaveTime: submitted,
    gotScore,
    totalScore,
    grade: gradeOf(gotScore, totalScore),
    reviewTime: reviewed,
    reviewUserId: teacherId,
    createBy: student.username,
    createTime: started,
  });
  await tx.insert(teachingUserAnswer).values(answers);
}
