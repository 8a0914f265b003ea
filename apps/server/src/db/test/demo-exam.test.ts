import fs from 'node:fs';
import path from 'node:path';
import { gradeOf, questionAddBody } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { drawLayout } from '../../domains/exam/papers/student-paper.ts';
import { checkQuestion } from '../../domains/exam/questions/question-rules.ts';
import { LocalStorage } from '../../platform/storage/local-storage.ts';
import { DEFAULT_TENANT_ID } from '../../platform/tenancy/tenancy.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO_EXAM_IDS, DEMO_PAPER_IDS } from '../seed/demo-exam/demo-papers.ts';
import { seedBase } from '../seed/seed.ts';
import { seededDemoDatabase } from './seeded-demo.ts';

const now = new Date('2026-11-20T08:00:00Z');
const demo = seededDemoDatabase('ck-demo-exam-', now);
const { rows } = demo;
const count = async (table: string) =>
  Number((await rows<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n);

const TABLES = [
  'teaching_paper_classification',
  'teaching_question',
  'judge_problem',
  'teaching_paper',
  'teaching_paper_section',
  'teaching_paper_question',
  'teaching_exam',
  'teaching_user_paper',
  'teaching_user_answer',
];

describe('demo question bank and exams', () => {
  it('files about sixty questions of all seven types under the two levels', async () => {
    const byType = await rows<{ question_type: number; n: number }>(
      'select question_type, count(*)::int as n from teaching_question group by question_type order by 1',
    );
    expect(byType.map((r) => r.question_type)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const total = byType.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(55);
    expect(total).toBeLessThanOrEqual(75);

    const tree = await rows<{ name: string; parent: string | null }>(
      `select c.classification_name as name, p.classification_name as parent
       from teaching_paper_classification c left join teaching_paper_classification p on p.id = c.parent_id
       order by c.sort_no, c.classification_name`,
    );
    expect(tree.filter((c) => !c.parent).map((c) => c.name)).toEqual(['Scratch 一级', 'C++ 一级']);
    expect(tree.filter((c) => c.parent === 'Scratch 一级')).toHaveLength(2);
    expect(tree.filter((c) => c.parent === 'C++ 一级')).toHaveLength(2);
    // Every question sits in a chapter, not loose at a level.
    expect(
      await count(
        `teaching_question q join teaching_paper_classification c on c.id = q.classification_id
         where c.parent_id is not null`,
      ),
    ).toBe(total);
  });

  it('writes every question the way the bank contract accepts it', async () => {
    const all = await rows<{
      question_type: number;
      question_content: string;
      options: { key: string; content: string }[];
      answer: string | null;
      analysis: string | null;
      score: number;
      difficulty: number;
      tags: string[];
      problem_id: string | null;
      practice_editor: string | null;
      rubric: string | null;
    }>('select * from teaching_question');
    for (const q of all) {
      const parsed = questionAddBody.safeParse({
        questionType: q.question_type,
        questionContent: q.question_content,
        options: q.options,
        answer: q.answer,
        analysis: q.analysis,
        score: q.score,
        difficulty: q.difficulty,
        tags: q.tags,
        problemId: q.problem_id,
        practiceEditor: q.practice_editor,
        rubric: q.rubric,
      });
      expect(parsed.success, q.question_content).toBe(true);
      // The bank's own rules accept it and would store it unchanged (already sanitised, answer normalised).
      const checked = checkQuestion({
        questionType: q.question_type,
        questionContent: q.question_content,
        options: q.options,
        answer: q.answer,
        analysis: q.analysis,
        problemId: q.problem_id,
        practiceEditor: q.practice_editor,
      });
      expect(checked.ok, q.question_content).toBe(true);
      if (checked.ok)
        expect(checked.value).toMatchObject({
          questionContent: q.question_content,
          options: q.options,
          answer: q.answer,
          analysis: q.analysis,
        });
      expect(q.analysis).toBeTruthy();
      if (q.question_type === 1) expect(q.options.map((o) => o.key)).toContain(q.answer);
      if (q.question_type === 2)
        for (const key of q.answer!.split(',')) expect(q.options.map((o) => o.key)).toContain(key);
      if (q.question_type === 3) expect(['0', '1']).toContain(q.answer);
      if (q.question_type === 4) {
        const accepted = JSON.parse(q.answer!) as string[][];
        expect(accepted.length).toBe(q.question_content.split('____').length - 1);
      }
      if (q.question_type === 7) expect(q.rubric).toContain('分');
    }
    // Some blank accepts more than one spelling.
    expect(
      all.some(
        (q) => q.question_type === 4 && (JSON.parse(q.answer!) as string[][]).some((b) => b.length > 1),
      ),
    ).toBe(true);
  });

  it('links the programming questions to judge problems with test data on disk', async () => {
    const linked = await rows<{
      id: string;
      cases: { input: string; output: string }[];
      data_version: number;
    }>(
      `select p.id, p.cases, p.data_version from teaching_question q
       join judge_problem p on p.id = q.problem_id where q.question_type = 6`,
    );
    expect(linked.length).toBeGreaterThanOrEqual(2);
    expect(await count('teaching_question where question_type = 6')).toBe(linked.length);
    for (const p of linked) {
      expect(p.cases.length).toBeGreaterThan(0);
      for (const c of p.cases) {
        const dir = path.join(demo.dataDir, 'judge-data', p.id, String(p.data_version));
        expect(fs.readFileSync(path.join(dir, c.output), 'utf8').trim()).not.toBe('');
        expect(fs.existsSync(path.join(dir, c.input))).toBe(true);
      }
    }
    const sum = linked.find((p) => p.cases.length && p.id.endsWith('4001'));
    const dir = path.join(demo.dataDir, 'judge-data', sum!.id, '1');
    expect(fs.readFileSync(path.join(dir, '2.in'), 'utf8')).toBe('10 -3\n');
    expect(fs.readFileSync(path.join(dir, '2.out'), 'utf8')).toBe('7\n');
  });

  it('builds both papers to 100 points, and the random paper draws for any seed', async () => {
    const papers = await rows<{ id: string; paper_name: string; total_score: number }>(
      'select id, paper_name, total_score from teaching_paper order by paper_name',
    );
    expect(papers.map((p) => [p.paper_name, p.total_score])).toEqual([
      ['C++ 一级随机卷', 100],
      ['Scratch 一级模拟卷（固定）', 100],
    ]);
    const fixed = await drawLayout(demo.db, DEFAULT_TENANT_ID, DEMO_PAPER_IDS.scratch, 1);
    expect(fixed.sections.map((s) => [s.title, s.questions.length])).toEqual([
      ['一、单选题', 10],
      ['二、判断题', 10],
      ['三、实操题', 2],
    ]);
    const drawn = new Set<string>();
    for (const seed of [1, 7, 42, 2026, 99_999]) {
      const layout = await drawLayout(demo.db, DEFAULT_TENANT_ID, DEMO_PAPER_IDS.cpp, seed);
      expect(layout.sections.map((s) => s.questions.length)).toEqual([10, 10, 2]);
      const ids = layout.sections.flatMap((s) => s.questions.map((q) => q.questionId));
      expect(new Set(ids).size).toBe(ids.length);
      expect(layout.sections.flatMap((s) => s.questions).reduce((sum, q) => sum + q.score, 0)).toBe(100);
      drawn.add(ids.join());
    }
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('schedules an open C++ exam and a closed Scratch quiz with 张小红’s scored attempt', async () => {
    const exams = await rows<{
      id: string;
      exam_name: string;
      start_time: Date;
      end_time: Date;
      depart_ids: string;
    }>('select id, exam_name, start_time, end_time, depart_ids from teaching_exam order by start_time desc');
    const [klass] = await rows<{ id: string }>(`select id from sys_depart where org_code = 'A01A01'`);
    expect(exams.map((e) => e.exam_name)).toEqual(['C++ 一级月考', 'Scratch 一级单元测验']);
    for (const e of exams) expect(e.depart_ids).toBe(klass!.id);
    const t = now.getTime();
    expect(new Date(exams[0]!.start_time).getTime()).toBeLessThan(t);
    expect(new Date(exams[0]!.end_time).getTime()).toBeGreaterThan(t);
    expect(new Date(exams[1]!.end_time).getTime()).toBeLessThan(t);

    const [attempt] = await rows<{
      id: string;
      exam_id: string;
      username: string;
      user_paper_status: number;
      got_score: number;
      total_score: number;
      grade: string;
    }>('select * from teaching_user_paper');
    expect(attempt).toMatchObject({
      exam_id: DEMO_EXAM_IDS.scratchQuiz,
      username: 'student2',
      user_paper_status: 2,
      total_score: 100,
    });
    expect(attempt!.grade).toBe(gradeOf(attempt!.got_score, attempt!.total_score));
    const answers = await rows<{ score: number }>(
      `select score from teaching_user_answer where user_paper_id = '${attempt!.id}'`,
    );
    expect(answers).toHaveLength(22);
    expect(answers.reduce((sum, a) => sum + a.score, 0)).toBe(attempt!.got_score);
  });

  it('adds nothing when the demo is seeded again', async () => {
    const before = await Promise.all(TABLES.map(count));
    const again = await seedBase(demo.db, { requireAdminPassword: true });
    await seedDemo(demo.db, again.roleIds, undefined, {
      storage: new LocalStorage(demo.dataDir),
      dataDir: demo.dataDir,
      now,
    });
    expect(await Promise.all(TABLES.map(count))).toEqual(before);
  });
});
