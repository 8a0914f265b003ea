import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { SEEDED_USERS, signedInSuite } from '../../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../../test/helpers/fixtures.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { teachingQuestion } from '../../../exam/index.ts';
import { teachingCourse } from '../../../teaching/index.ts';
import { teachingReport, teachingTestPower } from '../../tables.ts';
import { sampleAssessment } from './assessment-fixtures.ts';

const BASE = '/api/teaching/teachingTestPower';

const s = signedInSuite(SEEDED_USERS);

const rowsNamed = (name: string) =>
  s.t.db
    .select()
    .from(teachingTestPower)
    .where(and(eq(teachingTestPower.name, name), eq(teachingTestPower.delFlag, 0)));

async function add(overrides = {}) {
  const res = await s.admin.post(`${BASE}/add`, sampleAssessment(overrides));
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as { id: string }).id;
}

/** A report row of a child, as the taking API leaves it. */
async function fakeReport(testPowerId: string, tenantId = DEFAULT_TENANT_ID) {
  await s.t.db.insert(teachingReport).values({
    id: uuidv7(),
    tenantId,
    testPowerId,
    childKey: `p:13600000000:${uuidv7()}`,
    childName: '小测',
    childAge: 8,
    attemptHash: uuidv7().replace(/-/g, '').padEnd(64, '0'),
  });
}

describe('validation beyond the schema', () => {
  const q = sampleAssessment().questions;
  const cases: [string, object, string][] = [
    ['age range', { ageMin: 10, ageMax: 8 }, '适用年龄的最小值不能大于最大值'],
    [
      'duplicate dimension',
      {
        dimensions: [
          { key: 'logic', name: '逻辑' },
          { key: 'logic', name: '又一个' },
          { key: 'loop', name: '循环' },
        ],
      },
      '维度标识“logic”重复',
    ],
    [
      'weight of an unknown dimension',
      { questions: [{ ...q[0], weights: { logic: 1, space: 2 } }] },
      '第 1 题的权重指向不存在的维度“space”',
    ],
    [
      'no weight above 0',
      { questions: [{ ...q[0], weights: { logic: 0 } }] },
      '第 1 题须至少为一个维度设置大于 0 的权重',
    ],
    [
      'single answer outside the options',
      { questions: [{ ...q[0], answer: 'D' }] },
      '第 1 题：单选题的答案须为一个选项字母',
    ],
    [
      'unsorted multiple answer',
      { questions: [q[0], { ...q[1], answer: 'CA' }] },
      '第 2 题：多选题的答案须为按字母顺序排列、不重复的选项字母',
    ],
    [
      'judge answer',
      { questions: [{ ...q[2], answer: '1' }] },
      '第 1 题：判断题的答案须为 T（正确）或 F（错误）',
    ],
    [
      'order answer not a permutation',
      { questions: [{ ...q[3], answer: 'CAA' }] },
      '第 1 题：排序题的答案须为全部选项字母的一种排列，每个字母出现一次',
    ],
    ['duplicate question id', { questions: [q[0], { ...q[2], id: 'q1' }] }, '第 2 题的编号与前面的题目重复'],
    [
      'duplicate band start',
      {
        bands: [
          { minPercent: 0, title: 'A', text: 'a', courseIds: [] },
          { minPercent: 0, title: 'B', text: 'b', courseIds: [] },
        ],
      },
      '等级的起始百分比 0% 重复',
    ],
    [
      'no band from 0',
      { bands: [{ minPercent: 10, title: 'A', text: 'a', courseIds: [] }] },
      '须有一个从 0% 起的等级，让每个得分都有评语',
    ],
    [
      'unknown course',
      { bands: [{ minPercent: 0, title: 'A', text: 'a', courseIds: ['no-such-course'] }] },
      '推荐的课程不存在或本机构无权使用',
    ],
  ];
  it.each(cases)('refuses %s with a Chinese 400 and writes nothing', async (_label, overrides, message) => {
    const name = `校验${_label}`.slice(0, 60);
    const res = await s.admin.post(`${BASE}/add`, sampleAssessment({ name, ...overrides }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rowsNamed(name)).toHaveLength(0);
  });

  it('accepts the tenant’s own courses but not another organisation’s', async () => {
    const own = { id: uuidv7() };
    await s.t.db
      .insert(teachingCourse)
      .values({ id: own.id, tenantId: DEFAULT_TENANT_ID, courseName: '本机构课程' });
    const foreign = uuidv7();
    await s.t.db
      .insert(teachingCourse)
      .values({ id: foreign, tenantId: OTHER_TENANT_ID, courseName: '外机构课程' });
    const band = (courseIds: string[]) => ({ bands: [{ minPercent: 0, title: 'A', text: 'a', courseIds }] });
    expect(
      (await s.admin.post(`${BASE}/add`, sampleAssessment({ name: '带课程', ...band([own.id]) }))).status,
    ).toBe(200);
    const other = await s.admin.post(`${BASE}/add`, sampleAssessment({ name: '外课程', ...band([foreign]) }));
    expect(other.status).toBe(400);
    expect(await rowsNamed('外课程')).toHaveLength(0);
  });
});

describe('managing assessments', () => {
  it('lists with counts and reads the full definition', async () => {
    const id = await add({ name: '列表测评' });
    await fakeReport(id);
    const list = await s.admin.get(`${BASE}/list?name=${encodeURIComponent('列表测评')}`);
    const [rec] = (list.body.result as { records: Record<string, unknown>[] }).records;
    expect(rec).toMatchObject({ id, questionCount: 4, totalScore: 60, reportCount: 1, status: '1' });
    const one = await s.admin.get(`${BASE}/queryById?id=${id}`);
    expect((one.body.result as { questions: { answer: string }[] }).questions[3].answer).toBe('CAB');
  });

  it('refuses to change questions or dimensions once children took it, but allows texts and bands', async () => {
    const id = await add({ name: '已用测评' });
    await fakeReport(id);
    const body = sampleAssessment({ name: '已用测评' });
    const changed = await s.admin.put(`${BASE}/edit`, {
      ...body,
      id,
      questions: [...body.questions.slice(0, 3), { ...body.questions[3], score: 30 }],
    });
    expect(changed.status).toBe(400);
    expect(changed.body.message).toBe('已有孩子参加的测评不能修改题目和维度，请复制后修改');
    const texts = await s.admin.put(`${BASE}/edit`, {
      ...body,
      id,
      name: '已用测评（新名）',
      status: '0',
      bands: body.bands.map((b) => ({ ...b, text: `${b.text}加油！` })),
    });
    expect(texts.status, texts.body.message).toBe(200);
    const [row] = await s.t.db.select().from(teachingTestPower).where(eq(teachingTestPower.id, id));
    expect(row).toMatchObject({ name: '已用测评（新名）', status: '0' });
    expect(row.questions[3].score).toBe(20);
  });

  it('refuses to delete an assessment with reports; copies make a draft', async () => {
    const id = await add({ name: '有报告' });
    await fakeReport(id);
    const del = await s.admin.del(`${BASE}/delete?id=${id}`);
    expect(del.status).toBe(400);
    expect(del.body.message).toContain('请将状态改回草稿');
    const copy = await s.admin.post(`${BASE}/copy?id=${id}`, {});
    expect(copy.status).toBe(200);
    const copyId = (copy.body.result as { id: string }).id;
    const [row] = await s.t.db.select().from(teachingTestPower).where(eq(teachingTestPower.id, copyId));
    expect(row).toMatchObject({ name: '有报告（副本）', status: '0' });
    expect(row.questions).toHaveLength(4);
    expect((await s.admin.del(`${BASE}/delete?id=${copyId}`)).status).toBe(200);
    expect((await s.admin.get(`${BASE}/queryById?id=${copyId}`)).status).toBe(404);
  });

  it('offers the bank’s single, multiple and true/false questions in assessment form', async () => {
    const id = uuidv7();
    await s.t.db.insert(teachingQuestion).values({
      id,
      tenantId: DEFAULT_TENANT_ID,
      questionType: 2,
      questionContent: '<p>下面哪些是<b>循环</b>积木？</p>',
      options: [
        { key: 'A', content: '<p>重复执行</p>' },
        { key: 'B', content: '说你好' },
        { key: 'C', content: '重复 10 次' },
      ],
      answer: 'A,C',
      score: 2,
    });
    const res = await s.admin.get(`${BASE}/bankQuestions?type=multiple&pageSize=50`);
    expect(res.status).toBe(200);
    const item = (res.body.result as { records: Record<string, unknown>[] }).records.find(
      (r) => r.bankQuestionId === id,
    );
    expect(item).toMatchObject({
      type: 'multiple',
      stem: '下面哪些是循环积木？',
      options: ['重复执行', '说你好', '重复 10 次'],
      answer: 'AC',
      weights: {},
    });
    const outsiders = await s.outsider.get(`${BASE}/bankQuestions?pageSize=200`);
    const ids = (outsiders.body.result as { records: { bankQuestionId: string }[] }).records.map(
      (r) => r.bankQuestionId,
    );
    expect(ids).not.toContain(id);
  });
});

describe('access', () => {
  it('another organisation sees, changes and deletes none of these', async () => {
    const id = await add({ name: '本机构测评' });
    const list = await s.outsider.get(`${BASE}/list?pageSize=100`);
    expect((list.body.result as { records: { id: string }[] }).records.map((r) => r.id)).not.toContain(id);
    expect((await s.outsider.get(`${BASE}/queryById?id=${id}`)).status).toBe(404);
    expect((await s.outsider.put(`${BASE}/edit`, { ...sampleAssessment(), id })).status).toBe(404);
    expect((await s.outsider.del(`${BASE}/delete?id=${id}`)).status).toBe(404);
    expect((await s.outsider.post(`${BASE}/copy?id=${id}`, {})).status).toBe(404);
    expect((await rowsNamed('本机构测评'))[0].tenantId).toBe(DEFAULT_TENANT_ID);
  });

  it('a teacher without the permissions gets 403', async () => {
    expect((await s.teacher.get(`${BASE}/list`)).status).toBe(403);
    expect((await s.teacher.post(`${BASE}/add`, sampleAssessment())).status).toBe(403);
    expect((await s.teacher.get(`${BASE}/bankQuestions`)).status).toBe(403);
  });
});
