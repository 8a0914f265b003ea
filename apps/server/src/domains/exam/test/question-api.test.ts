import { envelopeOf, pageResultOf, questionSchema } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, expectAnswer, type Json, type Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { schoolApp, uniqueName } from '../../../../test/helpers/school-world.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import {
  addClassification,
  addQuestion,
  bodies,
  deletePaper,
  expectRefused,
  paperHolding,
  Q,
  questionRowCount,
  storedQuestion,
} from './question-fixtures.ts';

const suite = appSuite(schoolApp);

const problemId = uuidv7();
const foreignProblem = uuidv7();

beforeAll(async () => {
  await suite.t.db.insert(judgeProblem).values([
    { id: problemId, tenantId: DEFAULT_TENANT_ID, title: '两数之和' },
    { id: foreignProblem, tenantId: OTHER_TENANT_ID, title: '别人的题' },
  ]);
});

const detail = async (c: Client, id: string) => (await c.get(`${Q}/queryById?id=${id}`)).body.result as Json;
const list = async (c: Client, params: Record<string, string | number> = {}) => {
  const res = await c.get(
    `${Q}/list?${new URLSearchParams({ pageSize: '200', ...params } as Record<string, string>)}`,
  );
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Page;
};
const ids = (page: Page) => page.records.map((r) => r.id);

describe('question bank: per-type validation', () => {
  const refusals: [string, () => Json, RegExp][] = [
    [
      'single: one option',
      () => bodies.single({ options: [{ key: 'A', content: '甲' }] }),
      /至少需要 2 个选项/,
    ],
    [
      'single: duplicate keys',
      () =>
        bodies.single({
          options: [
            { key: 'A', content: '甲' },
            { key: 'A', content: '乙' },
          ],
        }),
      /重复/,
    ],
    [
      'single: empty option',
      () =>
        bodies.single({
          options: [
            { key: 'A', content: '甲' },
            { key: 'B', content: '<p></p>' },
          ],
        }),
      /请填写选项 B 的内容/,
    ],
    ['single: answer not among the options', () => bodies.single({ answer: 'F' }), /答案 F 不在选项中/],
    ['single: two answers', () => bodies.single({ answer: 'A,B' }), /单选题只能有一个答案/],
    [
      'single: nine options',
      () => bodies.single({ options: 'ABCDEFGHA'.split('').map((key) => ({ key, content: key })) }),
      /选项最多 8 个/,
    ],
    ['multiple: no answer', () => bodies.multiple({ answer: null }), /请填写多选题的答案/],
    ['multiple: foreign key', () => bodies.multiple({ answer: 'A,G' }), /答案 G 不在选项中/],
    ['true/false: not 1 or 0', () => bodies.trueFalse({ answer: '可能' }), /判断题的答案只能是/],
    [
      'blanks: a blank without answers',
      () => bodies.blanks({ answer: [['2'], []] }),
      /第 2 空没有可接受的答案/,
    ],
    ['blanks: not a list', () => bodies.blanks({ answer: '2' }), /填空题答案格式不正确/],
    ['programming: no problem', () => bodies.programming(''), /编程题必须关联判题题目/],
    ['programming: unknown problem', () => bodies.programming(uuidv7()), /判题题目不存在/],
    ['programming: problem of another tenant', () => bodies.programming(foreignProblem), /判题题目不存在/],
    ['practical: no editor', () => bodies.practical({ practiceEditor: null }), /实操题必须选择编辑器/],
    ['practical: unknown editor', () => bodies.practical({ practiceEditor: 'java' }), /编辑器只能是/],
    ['zero score', () => bodies.single({ score: 0 }), /分值必须是正数/],
    ['unknown classification', () => bodies.single({ classificationId: uuidv7() }), /题目分类不存在/],
    ['empty stem', () => bodies.single({ questionContent: '<p> </p>' }), /请填写题干/],
    ['unknown type', () => bodies.single({ questionType: 9 }), /题型只能是/],
  ];

  it.each(refusals)('refuses %s with a Chinese message and writes nothing', async (_name, body, message) => {
    const before = await questionRowCount(suite.t);
    expectRefused(await suite.w.teacher.post(`${Q}/add`, body()), 400, message);
    expect(await questionRowCount(suite.t)).toBe(before);
  });

  it('stores every type in its normal form; rich text is sanitised, LaTeX and code kept', async () => {
    const single = await addQuestion(
      suite.w.teacher,
      bodies.single({
        questionContent: '<p>求 $a<b$ 的值<script>alert(1)</script></p><pre><code>if a<b: pass</code></pre>',
        options: [
          { key: 'b', content: '乙<img src=x onerror="alert(1)">' },
          { key: 'A', content: '甲' },
        ],
        answer: 'b',
        analysis: '<a href="javascript:alert(1)">看</a>',
      }),
    );
    expect(single).toMatchObject({
      questionContent: '<p>求 $a&lt;b$ 的值</p><pre><code>if a&lt;b: pass</code></pre>',
      options: [
        { key: 'A', content: '甲' },
        { key: 'B', content: '乙<img src="x" />' },
      ],
      answer: 'B',
      analysis: '<a>看</a>',
      questionType_dictText: '单选题',
      difficulty_dictText: '容易',
      deptId: suite.w.schoolA,
      createBy: 'teacher',
      paperCount: 0,
    });
    expect((await addQuestion(suite.w.teacher, bodies.multiple())).answer).toBe('A,C');
    expect(
      await addQuestion(suite.w.teacher, bodies.trueFalse({ options: [{ key: 'A', content: 'x' }] })),
    ).toMatchObject({
      answer: '1',
      options: [],
    });
    expect((await addQuestion(suite.w.teacher, bodies.blanks())).answer).toBe('[["2","二"],["6"]]');
    expect(await addQuestion(suite.w.teacher, bodies.programming(problemId))).toMatchObject({
      problemId,
      problemId_dictText: '两数之和',
    });
    expect(await addQuestion(suite.w.teacher, bodies.practical())).toMatchObject({
      practiceEditor: 'scratch',
    });
    const shortAnswer = await addQuestion(suite.w.admin, bodies.shortAnswer({ answer: null }));
    // An admin's question belongs to the shared bank.
    expect(shortAnswer).toMatchObject({ answer: null, deptId: null });
    expectAnswer(await suite.w.teacher.get(`${Q}/queryById?id=${single.id}`), envelopeOf(questionSchema));
  });
});

describe('question bank: edit', () => {
  it('changes only the fields sent', async () => {
    const q = await addQuestion(
      suite.w.teacher,
      bodies.single({ tags: ['运动'], source: '课本', difficulty: 3 }),
    );
    const res = await suite.w.teacher.put(`${Q}/edit`, { id: q.id, score: 5 });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({
      score: 5,
      tags: ['运动'],
      source: '课本',
      difficulty: 3,
      answer: 'A',
      questionContent: q.questionContent,
      options: q.options,
    });
    expect((await storedQuestion(suite.t, q.id as string)).updateBy).toBe('teacher');
  });

  it('a type change checks the whole question again; a refused edit changes nothing', async () => {
    const q = await addQuestion(suite.w.teacher, bodies.single());
    const before = await storedQuestion(suite.t, q.id as string);
    expectRefused(
      await suite.w.teacher.put(`${Q}/edit`, { id: q.id, questionType: 4 }),
      400,
      /填空题答案格式不正确/,
    );
    expectRefused(
      await suite.w.teacher.put(`${Q}/edit`, { id: q.id, questionType: 6 }),
      400,
      /编程题必须关联判题题目/,
    );
    expectRefused(await suite.w.teacher.put(`${Q}/edit`, { id: q.id, answer: 'Z' }), 400, /不在选项中/);
    expectRefused(
      await suite.w.teacher.put(`${Q}/edit`, { id: q.id, options: [] }),
      400,
      /至少需要 2 个选项/,
    );
    expect(await storedQuestion(suite.t, q.id as string)).toEqual(before);
    const multiple = await suite.w.teacher.put(`${Q}/edit`, { id: q.id, questionType: 2, answer: 'D,B' });
    expect(multiple.body.result).toMatchObject({ questionType: 2, answer: 'B,D' });
    const tf = await suite.w.teacher.put(`${Q}/edit`, { id: q.id, questionType: 3, answer: '错' });
    expect(tf.body.result).toMatchObject({ questionType: 3, answer: '0', options: [] });
    expectRefused(await suite.w.teacher.put(`${Q}/edit`, { id: uuidv7(), score: 1 }), 404);
  });
});

describe('question bank: list filters', () => {
  it('filters by classification subtree, type, difficulty, tag, keyword, status and excluded ids; newest first', async () => {
    const root = await addClassification(suite.w.admin, uniqueName('Scratch一级'));
    const chapter = await addClassification(suite.w.admin, uniqueName('第一章'), root);
    const tag = uniqueName('标签');
    const inRoot = await addQuestion(
      suite.w.teacher,
      bodies.single({ classificationId: root, tags: [tag], difficulty: 2 }),
    );
    const inChapter = await addQuestion(
      suite.w.teacher,
      bodies.trueFalse({ classificationId: chapter, tags: [tag, '其他'], questionContent: '打折 100% 对吗' }),
    );
    const loose = await addQuestion(
      suite.w.teacher,
      bodies.blanks({ tags: [tag], questionContent: '1000 的一半是 ____', status: 0 }),
    );
    const byRoot = await list(suite.w.teacher, { classificationId: root });
    expect(ids(byRoot)).toEqual([inChapter.id, inRoot.id]);
    expect(byRoot.records[1]).toMatchObject({ classificationId_dictText: inRoot.classificationId_dictText });
    expect(ids(await list(suite.w.teacher, { classificationId: chapter }))).toEqual([inChapter.id]);
    expect(ids(await list(suite.w.teacher, { tag }))).toEqual([loose.id, inChapter.id, inRoot.id]);
    expect(ids(await list(suite.w.teacher, { tag: '其他' }))).toContain(inChapter.id);
    expect(ids(await list(suite.w.teacher, { tag, questionType: 3 }))).toEqual([inChapter.id]);
    expect(ids(await list(suite.w.teacher, { tag, difficulty: 2 }))).toEqual([inRoot.id]);
    expect(ids(await list(suite.w.teacher, { tag, status: 0 }))).toEqual([loose.id]);
    // `%` and `_` in a keyword match themselves.
    expect(ids(await list(suite.w.teacher, { tag, keyword: '100%' }))).toEqual([inChapter.id]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: '10_0' }))).toEqual([]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: '打折' }))).toEqual([inChapter.id]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: '半' }))).toEqual([loose.id]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: '折对' }))).toEqual([]);
    expect(ids(await list(suite.w.teacher, { tag, excludeIds: `${inRoot.id},${loose.id}` }))).toEqual([
      inChapter.id,
    ]);
    const page = await list(suite.w.teacher, { tag, pageSize: 2, pageNo: 2 });
    expect(page).toMatchObject({ total: 3, current: 2, pages: 2 });
    expect(ids(page)).toEqual([inRoot.id]);
    expectAnswer(
      await suite.w.teacher.get(`${Q}/list?tag=${encodeURIComponent(tag)}`),
      envelopeOf(pageResultOf(questionSchema)),
    );
  });
});

describe('question bank: keyword search', () => {
  it('finds Chinese words of one or two characters and ASCII words in any case, and follows edits', async () => {
    const tag = uniqueName('搜索');
    const loop = await addQuestion(
      suite.w.teacher,
      bodies.single({ tags: [tag], questionContent: '<p>用 Print 函数输出“重复执行”循环的次数</p>' }),
    );
    const other = await addQuestion(
      suite.w.teacher,
      bodies.single({ tags: [tag], questionContent: '<p>舞台的坐标</p>' }),
    );
    expect(ids(await list(suite.w.teacher, { tag, keyword: '循环' }))).toEqual([loop.id]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: '环' }))).toEqual([loop.id]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: 'print' }))).toEqual([loop.id]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: 'PRINT 函数' }))).toEqual([loop.id]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: '循环输出' }))).toEqual([]);
    await suite.w.teacher.put(`${Q}/edit`, { id: other.id, questionContent: '<p>循环中的舞台坐标</p>' });
    expect(ids(await list(suite.w.teacher, { tag, keyword: '循环' }))).toEqual([other.id, loop.id]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: '的坐' }))).toEqual([]);
    expect(ids(await list(suite.w.teacher, { tag, keyword: '台坐' }))).toEqual([other.id]);
  });
});

describe('question bank: copy and move', () => {
  it("a teacher copies a shared-bank question into their school's bank", async () => {
    const shared = await addQuestion(suite.w.admin, bodies.multiple({ tags: ['共享'], analysis: '解析' }));
    const res = await suite.w.teacher.post(`${Q}/copy`, { id: shared.id });
    expect(res.status, res.body.message).toBe(200);
    const copy = res.body.result as Json;
    expect(copy.id).not.toBe(shared.id);
    expect(copy).toMatchObject({
      questionContent: shared.questionContent,
      options: shared.options,
      answer: shared.answer,
      analysis: '解析',
      tags: ['共享'],
      deptId: suite.w.schoolA,
      createBy: 'teacher',
    });
    expect((await storedQuestion(suite.t, copy.id as string)).originId).toBe(shared.id);
    // The copy is the teacher's to change.
    expect((await suite.w.teacher.put(`${Q}/edit`, { id: copy.id, score: 3 })).status).toBe(200);
    expectRefused(await suite.w.teacher.post(`${Q}/copy`, { id: uuidv7() }), 404);
  });

  it('moves questions the caller may change to an existing classification', async () => {
    const target = await addClassification(suite.w.admin, uniqueName('移动目标'));
    const a = await addQuestion(suite.w.teacher, bodies.single());
    const b = await addQuestion(suite.w.teacher, bodies.trueFalse());
    const res = await suite.w.teacher.put(`${Q}/batchMove`, { ids: [a.id, b.id], classificationId: target });
    expect(res.status, res.body.message).toBe(200);
    expect(ids(await list(suite.w.teacher, { classificationId: target })).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expectRefused(
      await suite.w.teacher.put(`${Q}/batchMove`, { ids: [a.id], classificationId: uuidv7() }),
      400,
      /目标分类不存在/,
    );
    const shared = await addQuestion(suite.w.admin, bodies.single());
    expectRefused(
      await suite.w.teacher.put(`${Q}/batchMove`, { ids: [a.id, shared.id], classificationId: null }),
      403,
      /共享题库的题目只有管理员可以修改/,
    );
    expect((await detail(suite.w.teacher, a.id as string)).classificationId).toBe(target);
    expect(
      (await suite.w.teacher.put(`${Q}/batchMove`, { ids: [a.id], classificationId: null })).status,
    ).toBe(200);
    expect((await detail(suite.w.teacher, a.id as string)).classificationId).toBeNull();
  });
});

describe('question bank: delete', () => {
  it('is refused, naming the paper, while a live paper holds the question', async () => {
    const held = await addQuestion(suite.w.teacher, bodies.single());
    const free = await addQuestion(suite.w.teacher, bodies.trueFalse());
    const paperName = uniqueName('期中测试');
    const paperId = await paperHolding(suite.t, paperName, [held.id as string]);
    expect((await detail(suite.w.teacher, held.id as string)).paperCount).toBe(1);
    const one = await suite.w.teacher.del(`${Q}/delete?id=${held.id}`);
    expectRefused(one, 400);
    expect(one.body.message).toContain(paperName);
    const batch = await suite.w.teacher.del(`${Q}/deleteBatch?ids=${free.id},${held.id}`);
    expectRefused(batch, 400);
    expect(batch.body.message).toContain(paperName);
    expect((await storedQuestion(suite.t, free.id as string)).delFlag).toBe(0);
    expect((await storedQuestion(suite.t, held.id as string)).delFlag).toBe(0);
    // Once the paper is deleted, the question is free to go.
    await deletePaper(suite.t, paperId);
    expect((await detail(suite.w.teacher, held.id as string)).paperCount).toBe(0);
    const res = await suite.w.teacher.del(`${Q}/deleteBatch?ids=${free.id},${held.id}`);
    expect(res.status, res.body.message).toBe(200);
    expect((await storedQuestion(suite.t, held.id as string)).delFlag).toBe(1);
    expect((await storedQuestion(suite.t, free.id as string)).delFlag).toBe(1);
    expectRefused(await suite.w.teacher.get(`${Q}/queryById?id=${held.id}`), 404);
  });
});

describe('question bank: who sees and changes what', () => {
  it("a teacher of school B neither reads nor changes school A's question", async () => {
    const mine = await addQuestion(suite.w.teacher, bodies.single());
    const before = await storedQuestion(suite.t, mine.id as string);
    expectRefused(await suite.w.teacherB.get(`${Q}/queryById?id=${mine.id}`), 404);
    expectRefused(await suite.w.teacherB.put(`${Q}/edit`, { id: mine.id, score: 9 }), 404);
    expectRefused(await suite.w.teacherB.del(`${Q}/delete?id=${mine.id}`), 404);
    expectRefused(await suite.w.teacherB.post(`${Q}/copy`, { id: mine.id }), 404);
    expect(ids(await list(suite.w.teacherB))).not.toContain(mine.id);
    expect(await storedQuestion(suite.t, mine.id as string)).toEqual(before);
    const theirs = await addQuestion(suite.w.teacherB, bodies.single());
    expect(theirs.deptId).toBe(suite.w.schoolB);
    expect(ids(await list(suite.w.teacher))).not.toContain(theirs.id);
    // Admins see both schools' questions.
    expect(ids(await list(suite.w.admin))).toEqual(expect.arrayContaining([mine.id, theirs.id]));
  });

  it('the shared bank is read by every teacher and changed only by admins', async () => {
    const shared = await addQuestion(suite.w.admin, bodies.single());
    expect(ids(await list(suite.w.teacher))).toContain(shared.id);
    expect(ids(await list(suite.w.teacherB))).toContain(shared.id);
    expectRefused(
      await suite.w.teacher.put(`${Q}/edit`, { id: shared.id, score: 9 }),
      403,
      /共享题库的题目只有管理员可以修改/,
    );
    expectRefused(await suite.w.teacher.del(`${Q}/delete?id=${shared.id}`), 403, /共享题库/);
    expect((await suite.w.admin.put(`${Q}/edit`, { id: shared.id, score: 9 })).body.result).toMatchObject({
      score: 9,
    });
  });

  it('another tenant sees nothing of this one', async () => {
    const mine = await addQuestion(suite.w.admin, bodies.single());
    expectRefused(await suite.w.outsider.get(`${Q}/queryById?id=${mine.id}`), 404);
    expectRefused(await suite.w.outsider.put(`${Q}/edit`, { id: mine.id, score: 9 }), 404);
    expect(ids(await list(suite.w.outsider))).not.toContain(mine.id);
    expect((await list(suite.w.outsider)).total).toBe(0);
    // Nor may it use this tenant's judge problem.
    expectRefused(
      await suite.w.outsider.post(`${Q}/add`, bodies.programming(problemId)),
      400,
      /判题题目不存在/,
    );
  });

  it('students have no question permission at all', async () => {
    const q = await addQuestion(suite.w.admin, bodies.single());
    const before = await questionRowCount(suite.t);
    expectRefused(await suite.w.student.get(`${Q}/list`), 403);
    expectRefused(await suite.w.student.get(`${Q}/queryById?id=${q.id}`), 403);
    expectRefused(await suite.w.student.post(`${Q}/add`, bodies.single()), 403);
    expectRefused(await suite.w.student.put(`${Q}/edit`, { id: q.id, score: 1 }), 403);
    expectRefused(await suite.w.student.del(`${Q}/delete?id=${q.id}`), 403);
    expectRefused(await suite.w.student.post(`${Q}/copy`, { id: q.id }), 403);
    expectRefused(await suite.w.student.put(`${Q}/batchMove`, { ids: [q.id], classificationId: null }), 403);
    expectRefused(await suite.w.student.get(`${Q}/exportXls`), 403);
    expectRefused(await suite.w.student.get(`${Q}/importTemplate`), 403);
    expect(await questionRowCount(suite.t)).toBe(before);
  });
});
