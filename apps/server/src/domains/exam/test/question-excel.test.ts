import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Client, Json, Page } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { schoolApp, uniqueName } from '../../../../test/helpers/school-world.ts';
import { downloadXlsx, uploadXlsx, xlsxOf, xlsxRows } from '../../../../test/helpers/xlsx-upload.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { judgeProblem } from '../../judge/index.ts';
import {
  addClassification,
  addQuestion,
  bodies,
  expectRefused,
  Q,
  questionRowCount,
} from './question-fixtures.ts';

const suite = appSuite(schoolApp);

let teacherToken: string;
const problemId = uuidv7();

beforeAll(async () => {
  teacherToken = await suite.t.login('teacher');
  await suite.t.db
    .insert(judgeProblem)
    .values({ id: problemId, tenantId: DEFAULT_TENANT_ID, title: '两数之和' });
});

const HEADER = [
  '题型',
  '分类',
  '题干',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '选项E',
  '选项F',
  '选项G',
  '选项H',
  '答案',
  '解析',
  '分值',
  '难度',
  '知识点',
  '来源',
  '判题题目ID',
  '编辑器',
  '评分标准',
];

const download = (url: string) => downloadXlsx(suite.t, url, teacherToken);

const importFile = (file: Buffer) => uploadXlsx(suite.t, `${Q}/importExcel`, teacherToken, file, '题库.xlsx');

const listByTag = async (c: Client, tag: string) => {
  const res = await c.get(`${Q}/list?pageSize=200&tag=${encodeURIComponent(tag)}`);
  return (res.body.result as Page).records;
};

/** What must survive export and import: everything but ids, owner and times. */
const content = (q: Json) => ({
  questionType: q.questionType,
  classificationId: q.classificationId,
  questionContent: q.questionContent,
  options: q.options,
  answer: q.answer,
  analysis: q.analysis,
  score: q.score,
  difficulty: q.difficulty,
  tags: q.tags,
  source: q.source,
  problemId: q.problemId,
  practiceEditor: q.practiceEditor,
  rubric: q.rubric,
});

describe('question bank: Excel', () => {
  it('the template holds the header and a single choice, a true / false and a fill-in example that import as is', async () => {
    const rows = await xlsxRows(await download(`${Q}/importTemplate`));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['单选题', '判断题', '填空题']);
    const before = await questionRowCount(suite.t);
    const res = await importFile(await download(`${Q}/importTemplate`));
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ total: 3, success: 3, failed: 0 });
    expect(await questionRowCount(suite.t)).toBe(before + 3);
  });

  it('export then import gives the same questions again (every type, repeated classification names by path)', async () => {
    const levelOne = await addClassification(suite.w.admin, uniqueName('Scratch一级'));
    const levelTwo = await addClassification(suite.w.admin, uniqueName('Scratch二级'));
    const chapterName = uniqueName('第一章');
    const chapterOne = await addClassification(suite.w.admin, chapterName, levelOne);
    const chapterTwo = await addClassification(suite.w.admin, chapterName, levelTwo);
    const tag = uniqueName('往返');
    const made = [
      bodies.single({ classificationId: chapterOne, analysis: '<p>看 <b>运动</b> 类</p>', difficulty: 2 }),
      bodies.multiple({ classificationId: chapterTwo, score: 3.5, source: '真题' }),
      bodies.trueFalse({ answer: '0', classificationId: levelOne }),
      bodies.blanks({
        answer: [
          ['2', '二'],
          ['6', 'six'],
        ],
        questionContent: '<p>$1+1$ = ____，2 × 3 = ____</p>',
      }),
      bodies.blanks({ answer: [['a;b'], ['c|d']] }),
      bodies.shortAnswer({ rubric: '答到重复即可' }),
      bodies.programming(problemId, { difficulty: 5 }),
      bodies.practical({ practiceEditor: 'python' }),
    ];
    for (const body of made) await addQuestion(suite.w.teacher, { ...body, tags: [tag, '第二个'] });
    const originals = await listByTag(suite.w.teacher, tag);
    expect(originals).toHaveLength(made.length);

    const file = await download(`${Q}/exportXls?tag=${encodeURIComponent(tag)}`);
    const rows = await xlsxRows(file);
    expect(rows[0]).toEqual(HEADER);
    // A name used twice is written as its path; answers in the sheet's notation.
    const cells = rows.slice(1).map((r) => ({ type: r[0], classification: r[1], answer: r[11] }));
    expect(cells).toContainEqual({
      type: '单选题',
      classification: await pathOf(levelOne, chapterName),
      answer: 'A',
    });
    expect(cells).toContainEqual(
      expect.objectContaining({ type: '多选题', classification: await pathOf(levelTwo, chapterName) }),
    );
    expect(cells).toContainEqual(expect.objectContaining({ type: '判断题', answer: '错误' }));
    expect(cells).toContainEqual(expect.objectContaining({ type: '填空题', answer: '2|二 ; 6|six' }));

    const res = await importFile(file);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result).toMatchObject({ total: made.length, success: made.length });
    const all = await listByTag(suite.w.teacher, tag);
    expect(all).toHaveLength(made.length * 2);
    const copies = all.filter((q) => !originals.some((o) => o.id === q.id));
    const sortKey = (q: Json) => JSON.stringify(content(q));
    expect(copies.map(content).sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual(
      originals.map(content).sort((a, b) => sortKey(a).localeCompare(sortKey(b))),
    );
    expect(copies.every((q) => q.deptId === suite.w.schoolA && q.createBy === 'teacher')).toBe(true);
  });

  it('a single bad row among good ones: nothing written, its row number reported', async () => {
    const before = await questionRowCount(suite.t);
    const file = await xlsxOf(HEADER, [
      ['判断题', '', '第一题', '', '', '', '', '', '', '', '', '1'],
      ['多选题', '', '第二题', '甲', '乙', '丙', '', '', '', '', '', 'A,D'],
      ['判断题', '', '第三题', '', '', '', '', '', '', '', '', '0'],
    ]);
    const res = await importFile(file);
    expectRefused(res, 400, /第 3 行：答案 D 不在选项中/);
    expect(res.body.result).toMatchObject({ total: 3, success: 0, failed: 1, errors: [{ row: 3 }] });
    expect(await questionRowCount(suite.t)).toBe(before);
  });

  it('several bad rows write nothing and are all named', async () => {
    const before = await questionRowCount(suite.t);
    const file = await xlsxOf(HEADER, [
      ['单选题', '', '第一题', '甲', '乙', '', '', '', '', '', '', 'A', '', 2, 1],
      ['判断', '', '第二题', '', '', '', '', '', '', '', '', '对', '', 2, '较难'],
      ['单选题', '', '第三题', '甲', '乙', '', '', '', '', '', '', 'C', '', 2, 1],
      ['填空题', '', '第四题', '', '', '', '', '', '', '', '', '2 ; ', '', 2, 1],
      ['编程题', '', '第五题', '', '', '', '', '', '', '', '', '', '', 2, 1, '', '', uuidv7()],
      ['单选题', '没有这个分类', '第六题', '甲', '乙', '', '', '', '', '', '', 'A', '', 2, 1],
      ['问答题', '', '第七题', '', '', '', '', '', '', '', '', '', '', 2, 1],
    ]);
    const res = await importFile(file);
    expectRefused(res, 400);
    expect(res.body.message).toContain('第 4 行：答案 C 不在选项中');
    const errors = (res.body.result as { errors: { row: number; message: string }[] }).errors;
    expect(errors.map((e) => e.row)).toEqual([4, 5, 6, 7, 8]);
    expect(errors[1].message).toBe('第 2 空没有可接受的答案');
    expect(errors[2].message).toBe('判题题目不存在');
    expect(errors[3].message).toBe('分类“没有这个分类”不存在');
    expect(errors[4].message).toMatch(/题型只能是/);
    expect(await questionRowCount(suite.t)).toBe(before);
  });

  it('refuses a repeated classification name without its path, and more than 2000 rows', async () => {
    const name = uniqueName('重名');
    await addClassification(suite.w.admin, name, await addClassification(suite.w.admin, uniqueName('一级')));
    await addClassification(suite.w.admin, name, await addClassification(suite.w.admin, uniqueName('二级')));
    const before = await questionRowCount(suite.t);
    const ambiguous = await importFile(
      await xlsxOf(HEADER, [['判断题', name, '题', '', '', '', '', '', '', '', '', '1']]),
    );
    expectRefused(ambiguous, 400, /有重名，请写出完整路径/);
    const many = Array.from({ length: 2001 }, (_, i) => [
      '判断题',
      '',
      `第 ${i} 题`,
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      '1',
    ]);
    expectRefused(await importFile(await xlsxOf(HEADER, many)), 400, /一次最多导入 2000 道题/);
    expect(await questionRowCount(suite.t)).toBe(before);
  });

  it('students may neither import nor export', async () => {
    const studentToken = await suite.t.login('student1');
    const file = await xlsxOf(HEADER, [['判断题', '', '题', '', '', '', '', '', '', '', '', '1']]);
    const res = await uploadXlsx(suite.t, `${Q}/importExcel`, studentToken, file);
    expect(res.status).toBe(403);
  });
});

async function pathOf(parentId: string, name: string) {
  const res = await suite.w.admin.get(`/api/teaching/teachingPaperClassification/queryById?id=${parentId}`);
  return `${(res.body.result as Json).classificationName}/${name}`;
}
