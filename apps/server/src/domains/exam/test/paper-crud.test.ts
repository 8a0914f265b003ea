import { envelopeOf, pageResultOf, paperDetailSchema, paperSchema } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { clientOf, expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { DEMO_PASSWORD, OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { ensureUser } from '../../../db/seed/seed.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysRole } from '../../identity/index.ts';
import { teachingExam } from '../exams/exam-tables.ts';
import { teachingPaperSection } from '../papers/paper-tables.ts';
import {
  addPaper,
  expectRefused,
  fixedSection,
  insertClassification,
  insertQuestion,
  insertQuestions,
  PAPER,
  randomSection,
  rowCounts,
  storedPaper,
} from './paper-fixtures.ts';

const suite = appSuite(schoolApp);

const sectionsOf = async (paperId: string) =>
  suite.t.db.select().from(teachingPaperSection).where(eq(teachingPaperSection.paperId, paperId));

/** Expects the add to be refused with `text` and nothing written. */
async function expectAddRefused(body: Json, text: string, client = suite.w.teacher) {
  const before = await rowCounts(suite.t);
  expectRefused(await client.post(`${PAPER}/add`, { paperName: '不该保存的试卷', ...body }), 400, text);
  expect(await rowCounts(suite.t)).toEqual(before);
}

describe('papers: validation refuses and writes nothing', () => {
  it('a section needs fixed questions or a rule, not both', async () => {
    const [q] = await insertQuestions(suite.t, 1);
    const cls = await insertClassification(suite.t, '校验分类');
    await insertQuestions(suite.t, 2, { classificationId: cls, questionType: 3 });
    await expectAddRefused({ sections: [{ title: '空大题' }] }, '第 1 大题需要选择题目或设置抽题规则');
    await expectAddRefused(
      { sections: [fixedSection('一', [q!]), { title: '空大题', questions: [] }] },
      '第 2 大题需要选择题目或设置抽题规则',
    );
    await expectAddRefused(
      {
        sections: [
          {
            title: '两样都有',
            questions: [{ questionId: q, score: 2 }],
            rule: { questionType: 3, count: 1, score: 2, classificationId: cls },
          },
        ],
      },
      '第 1 大题不能同时选择题目和设置抽题规则',
    );
    await expectAddRefused({ sections: [] }, '试卷至少需要一个大题');
  });

  it('every fixed question exists, is live, is the caller’s to use and is enabled', async () => {
    const [ok] = await insertQuestions(suite.t, 1);
    const deleted = await insertQuestion(suite.t, { delFlag: 1 });
    const disabled = await insertQuestion(suite.t, { status: 0 });
    const otherSchool = await insertQuestion(suite.t, { deptId: suite.w.schoolB });
    const otherTenant = await insertQuestion(suite.t, { tenantId: OTHER_TENANT_ID });
    const sections = (id: string) => ({ sections: [fixedSection('一', [ok!]), fixedSection('二', [id])] });
    await expectAddRefused(sections('no-such-question'), '第 2 大题第 1 题不存在或已删除');
    await expectAddRefused(sections(deleted), '第 2 大题第 1 题不存在或已删除');
    await expectAddRefused(sections(otherSchool), '第 2 大题第 1 题不存在或已删除');
    await expectAddRefused(sections(otherTenant), '第 2 大题第 1 题不存在或已删除');
    await expectAddRefused(sections(disabled), '第 2 大题第 1 题已停用');
    // The question of school B is teacher B's to use, and any admin's.
    await addPaper(suite.w.teacherB, sections(otherSchool));
    await addPaper(suite.w.admin, sections(otherSchool));
    await expectAddRefused(sections(otherTenant), '不存在', suite.w.admin);
  });

  it('no question twice in a paper; positive scores; pass score within the total', async () => {
    const [a, b] = await insertQuestions(suite.t, 2);
    await expectAddRefused(
      { sections: [fixedSection('一', [a!, b!]), fixedSection('二', [b!])] },
      '第 2 大题第 1 题在试卷中重复出现',
    );
    await expectAddRefused({ sections: [fixedSection('一', [a!], 0)] }, '题目分值必须是正数');
    await expectAddRefused({ sections: [fixedSection('一', [a!], -1)] }, '题目分值必须是正数');
    await expectAddRefused(
      { passScore: 11, sections: [fixedSection('一', [a!, b!], 5)] },
      '及格分不能高于试卷总分（10 分）',
    );
    const paper = await addPaper(suite.w.teacher, {
      passScore: 10,
      sections: [fixedSection('一', [a!, b!], 5)],
    });
    expect(paper).toMatchObject({ totalScore: 10, passScore: 10 });
  });

  it('every rule can be filled now, counting the fixed questions and the caller’s bank', async () => {
    const cls = await insertClassification(suite.t, '判断专项');
    const tf = await insertQuestions(suite.t, 6, { classificationId: cls, questionType: 3 });
    const [fixed] = await insertQuestions(suite.t, 1);
    await expectAddRefused(
      {
        sections: [
          fixedSection('选择题', [fixed!]),
          randomSection('判断题', { questionType: 3, count: 10, classificationId: cls }),
        ],
      },
      '第 2 大题“判断题”需要 10 道判断题，题库中只有 6 道可用',
    );
    // Questions fixed in the paper are not drawn again.
    await expectAddRefused(
      {
        sections: [
          fixedSection('固定', [tf[0]!, tf[1]!]),
          randomSection('判断题', { questionType: 3, count: 5, classificationId: cls }),
        ],
      },
      '第 2 大题“判断题”需要 5 道判断题，题库中只有 4 道可用',
    );
    // Two rules over the same pool need enough for both.
    await expectAddRefused(
      {
        sections: [
          randomSection('甲', { questionType: 3, count: 4, classificationId: cls }),
          randomSection('乙', { questionType: 3, count: 3, classificationId: cls }),
        ],
      },
      '第 2 大题“乙”需要 3 道判断题，题库中只有 2 道可用',
    );
    // Difficulty narrows the pool and is named.
    await expectAddRefused(
      {
        sections: [
          randomSection('难题', { questionType: 3, count: 1, difficulty: 5, classificationId: cls }),
        ],
      },
      '第 1 大题“难题”需要 1 道判断题（难度 困难），题库中只有 0 道可用',
    );
    // A school's questions fill only its own teachers' rules.
    const sch = await insertClassification(suite.t, '二校专项');
    await insertQuestions(suite.t, 2, { classificationId: sch, questionType: 5 });
    await insertQuestions(suite.t, 2, { classificationId: sch, questionType: 5, deptId: suite.w.schoolB });
    const rule = { sections: [randomSection('简答', { questionType: 5, count: 3, classificationId: sch })] };
    await expectAddRefused(rule, '题库中只有 2 道可用');
    await addPaper(suite.w.teacherB, rule);
    // A draft is checked too.
    await expectAddRefused(
      {
        status: 0,
        sections: [randomSection('判断题', { questionType: 3, count: 7, classificationId: cls })],
      },
      '只有 6 道可用',
    );
    await expectAddRefused(
      { sections: [randomSection('判断题', { questionType: 3, count: 1, classificationId: 'no-such' })] },
      '第 1 大题的抽题分类不存在',
    );
    await expectAddRefused(
      { classificationId: 'no-such', sections: [fixedSection('一', [fixed!])] },
      '试卷分类不存在',
    );
  });
});

describe('papers: saving', () => {
  it('computes and stores the total of fixed and random sections; the detail lists them in order', async () => {
    const cls = await insertClassification(suite.t, '单选专项');
    await insertQuestions(suite.t, 5, { classificationId: cls, questionType: 1, difficulty: 2 });
    const [a, b] = await insertQuestions(suite.t, 2, { questionType: 3, difficulty: 4 });
    const paper = await addPaper(suite.w.teacher, {
      paperName: '期中测验',
      classificationId: cls,
      duration: 45,
      sections: [
        {
          title: '判断题',
          instruction: '对的选“正确”',
          questions: [
            { questionId: a, score: 5 },
            { questionId: b, score: 5.5 },
          ],
        },
        randomSection('单选题', {
          questionType: 1,
          difficulty: 2,
          count: 3,
          score: 2,
          classificationId: cls,
        }),
      ],
    });
    expect(paper).toMatchObject({
      paperName: '期中测验',
      totalScore: 16.5,
      questionCount: 5,
      hasRandom: 1,
      classificationId: cls,
      classificationId_dictText: '单选专项',
      status: 1,
      status_dictText: '已发布',
      deptId: suite.w.schoolA,
      shared: 0,
      duration: 45,
    });
    expect((await storedPaper(suite.t, paper.id as string)).totalScore).toBe(16.5);
    // Covers: a link passes through, a stored file gets a signed URL.
    const linked = await suite.w.teacher.put(`${PAPER}/edit`, {
      id: paper.id,
      cover: 'https://img.example.com/c.png',
    });
    expect(linked.body.result).toMatchObject({ cover_url: 'https://img.example.com/c.png' });
    const stored = await suite.w.teacher.put(`${PAPER}/edit`, { id: paper.id, cover: 'exam/cover.png' });
    const coverUrl = (stored.body.result as Json).cover_url as string;
    expect(coverUrl).toContain('exam/cover.png');
    expect(coverUrl).not.toBe('exam/cover.png');
    const res = await suite.w.teacher.get(`${PAPER}/queryById?id=${paper.id}`);
    expectAnswer(res, envelopeOf(paperDetailSchema));
    const detail = res.body.result as Json;
    const sections = detail.sections as Json[];
    expect(sections.map((s) => s.title)).toEqual(['判断题', '单选题']);
    expect(sections[0]).toMatchObject({
      instruction: '对的选“正确”',
      rule: null,
      sectionScore: 10.5,
      questions: [
        { questionId: a, score: 5, questionType: 3, difficulty: 4 },
        { questionId: b, score: 5.5, questionType: 3, difficulty: 4 },
      ],
    });
    expect((sections[0]!.questions as Json[])[0]!.questionContent).toMatch(/测试题/);
    expect(sections[1]).toMatchObject({
      questions: [],
      rule: { questionType: 1, difficulty: 2, count: 3, score: 2, classificationId: cls },
      sectionScore: 6,
    });
  });

  it('edit replaces the sections wholesale, recomputes the total, and a refused edit keeps them', async () => {
    const [a, b, c] = await insertQuestions(suite.t, 3);
    const paper = await addPaper(suite.w.teacher, {
      sections: [fixedSection('一', [a!]), fixedSection('二', [b!])],
    });
    const id = paper.id as string;
    const before = await sectionsOf(id);
    expect(before).toHaveLength(2);
    const res = await suite.w.teacher.put(`${PAPER}/edit`, {
      id,
      sections: [fixedSection('唯一', [c!, a!], 3)],
    });
    expectAnswer(res, envelopeOf(paperDetailSchema));
    expect(res.body.result).toMatchObject({ totalScore: 6, questionCount: 2, sections: [{ title: '唯一' }] });
    const after = await sectionsOf(id);
    expect(after).toHaveLength(1);
    expect(after.some((s) => before.some((x) => x.id === s.id))).toBe(false);

    const counts = await rowCounts(suite.t);
    expectRefused(
      await suite.w.teacher.put(`${PAPER}/edit`, {
        id,
        paperName: '改名',
        sections: [fixedSection('一', [a!]), { title: '空' }],
      }),
      400,
      '第 2 大题需要选择题目或设置抽题规则',
    );
    expectRefused(
      await suite.w.teacher.put(`${PAPER}/edit`, { id, passScore: 7 }),
      400,
      '及格分不能高于试卷总分（6 分）',
    );
    expect(await rowCounts(suite.t)).toEqual(counts);
    expect(await storedPaper(suite.t, id)).toMatchObject({
      paperName: paper.paperName,
      passScore: null,
      totalScore: 6,
    });
    // Only the paper's own fields.
    const renamed = await suite.w.teacher.put(`${PAPER}/edit`, {
      id,
      paperName: '改过的名字',
      passScore: 6,
      status: 0,
    });
    expect(renamed.body.result).toMatchObject({
      paperName: '改过的名字',
      passScore: 6,
      status: 0,
      totalScore: 6,
    });
    expect(await sectionsOf(id)).toHaveLength(1);
    expectRefused(
      await suite.w.teacher.put(`${PAPER}/edit`, { id, classificationId: 'no-such' }),
      400,
      '试卷分类不存在',
    );
    const cls = await insertClassification(suite.t, '改分类');
    const moved = await suite.w.teacher.put(`${PAPER}/edit`, { id, classificationId: cls });
    expect(moved.body.result).toMatchObject({ classificationId: cls, classificationId_dictText: '改分类' });
  });

  it('delete is refused while a live exam uses the paper', async () => {
    const [a] = await insertQuestions(suite.t, 1);
    const paper = await addPaper(suite.w.teacher, { sections: [fixedSection('一', [a!])] });
    const id = paper.id as string;
    const examId = uuidv7();
    await suite.t.db.insert(teachingExam).values({
      id: examId,
      tenantId: DEFAULT_TENANT_ID,
      examName: '期末考试',
      paperId: id,
      startTime: new Date(),
      endTime: new Date(Date.now() + 3_600_000),
      duration: 60,
    });
    expectRefused(
      await suite.w.teacher.del(`${PAPER}/delete?id=${id}`),
      400,
      '考试“期末考试”正在使用这份试卷',
    );
    expect((await storedPaper(suite.t, id)).delFlag).toBe(0);
    await suite.t.db.update(teachingExam).set({ delFlag: 1 }).where(eq(teachingExam.id, examId));
    expect((await suite.w.teacher.del(`${PAPER}/delete?id=${id}`)).status).toBe(200);
    expect((await storedPaper(suite.t, id)).delFlag).toBe(1);
    expectRefused(await suite.w.teacher.get(`${PAPER}/queryById?id=${id}`), 404);
  });
});

describe('papers: who sees what', () => {
  it('students may not use the paper routes', async () => {
    const [a] = await insertQuestions(suite.t, 1);
    const paper = await addPaper(suite.w.admin, { sections: [fixedSection('一', [a!])] });
    expectRefused(await suite.w.student.get(`${PAPER}/list`), 403);
    expectRefused(await suite.w.student.get(`${PAPER}/queryById?id=${paper.id}`), 403);
    expectRefused(await suite.w.student.get(`${PAPER}/preview?id=${paper.id}&seed=1`), 403);
    expectRefused(
      await suite.w.student.post(`${PAPER}/add`, { paperName: 'x', sections: [fixedSection('一', [a!])] }),
      403,
    );
    expectRefused(await suite.w.student.post(`${PAPER}/clone`, { id: paper.id }), 403);
  });

  it('teachers see the bank and their school; another school and another tenant see nothing', async () => {
    const [a] = await insertQuestions(suite.t, 1);
    const mine = await addPaper(suite.w.teacher, {
      paperName: '一校的卷子',
      sections: [fixedSection('一', [a!])],
    });
    const bank = await addPaper(suite.w.admin, {
      paperName: '机构题库卷子',
      sections: [fixedSection('一', [a!])],
    });
    expect(bank.deptId).toBeNull();

    const listOf = async (c: typeof suite.w.teacher) => {
      const res = await c.get(`${PAPER}/list?pageSize=200`);
      expectAnswer(res, envelopeOf(pageResultOf(paperSchema)));
      return (res.body.result as { records: Json[] }).records.map((r) => r.id);
    };
    expect(await listOf(suite.w.teacher)).toEqual(expect.arrayContaining([mine.id, bank.id]));
    const b = await listOf(suite.w.teacherB);
    expect(b).toContain(bank.id);
    expect(b).not.toContain(mine.id);
    expect(await listOf(suite.w.admin)).toEqual(expect.arrayContaining([mine.id, bank.id]));
    expect(await listOf(suite.w.outsider)).toEqual([]);

    for (const c of [suite.w.teacherB, suite.w.outsider]) {
      expectRefused(await c.get(`${PAPER}/queryById?id=${mine.id}`), 404);
      expectRefused(await c.get(`${PAPER}/preview?id=${mine.id}`), 404);
      expectRefused(await c.put(`${PAPER}/edit`, { id: mine.id, paperName: '偷改' }), 404);
      expectRefused(await c.del(`${PAPER}/delete?id=${mine.id}`), 404);
      expectRefused(await c.post(`${PAPER}/clone`, { id: mine.id }), 404);
    }
    expectRefused(await suite.w.outsider.get(`${PAPER}/queryById?id=${bank.id}`), 404);
    // The bank is read-only for teachers.
    expect((await suite.w.teacherB.get(`${PAPER}/queryById?id=${bank.id}`)).status).toBe(200);
    expectRefused(await suite.w.teacherB.put(`${PAPER}/edit`, { id: bank.id, paperName: '改' }), 403);
    expectRefused(await suite.w.teacherB.del(`${PAPER}/delete?id=${bank.id}`), 403);
    expect((await storedPaper(suite.t, bank.id as string)).paperName).toBe('机构题库卷子');
  });

  it('filters by name, status and a classification with everything below it', async () => {
    const root = await insertClassification(suite.t, '列表根');
    const child = await insertClassification(suite.t, '列表子', root);
    const other = await insertClassification(suite.t, '列表别处');
    const [a] = await insertQuestions(suite.t, 1);
    const inRoot = await addPaper(suite.w.admin, {
      paperName: '筛选甲',
      classificationId: root,
      sections: [fixedSection('一', [a!])],
    });
    const inChild = await addPaper(suite.w.admin, {
      paperName: '筛选乙',
      classificationId: child,
      status: 0,
      sections: [fixedSection('一', [a!])],
    });
    await addPaper(suite.w.admin, {
      paperName: '筛选丙',
      classificationId: other,
      sections: [fixedSection('一', [a!])],
    });
    const ids = async (q: string) =>
      (
        (await suite.w.admin.get(`${PAPER}/list?pageSize=200&${q}`)).body.result as { records: Json[] }
      ).records.map((r) => r.id);
    expect((await ids(`classificationId=${root}`)).sort()).toEqual([inRoot.id, inChild.id].sort());
    expect(await ids(`classificationId=${child}`)).toEqual([inChild.id]);
    expect(await ids(`classificationId=${root}&status=0`)).toEqual([inChild.id]);
    expect(await ids(`paperName=${encodeURIComponent('筛选乙')}`)).toEqual([inChild.id]);
    const page = (await suite.w.admin.get(`${PAPER}/list?pageSize=1&paperName=${encodeURIComponent('筛选')}`))
      .body.result as Json;
    expect(page).toMatchObject({ total: 3, size: 1 });
  });

  it('a teacher’s school is the nearest organisation above their class; without one they add nothing', async () => {
    const [role] = await suite.t.db
      .select({ id: sysRole.id })
      .from(sysRole)
      .where(and(eq(sysRole.tenantId, DEFAULT_TENANT_ID), eq(sysRole.roleCode, 'teacher')));
    const office = uuidv7();
    const klass = uuidv7();
    await suite.t.db.insert(sysDepart).values([
      {
        id: office,
        tenantId: DEFAULT_TENANT_ID,
        parentId: suite.w.schoolB,
        departName: '教务处',
        orgCode: 'B01B01',
        orgCategory: '2',
      },
      {
        id: klass,
        tenantId: DEFAULT_TENANT_ID,
        parentId: office,
        departName: '兴趣班',
        orgCode: 'B01B01A01',
        orgCategory: '3',
      },
    ]);
    const teacher = async (username: string, departIds: string) => {
      await ensureUser(
        suite.t.db,
        { teacher: role!.id },
        {
          username,
          realname: username,
          userIdentity: 2,
          roles: ['teacher'],
          password: DEMO_PASSWORD,
          departIds,
        },
      );
      return clientOf(suite.t, await suite.t.login(username));
    };
    const [a] = await insertQuestions(suite.t, 1);
    const deep = await teacher('teacher_deep', klass);
    expect(await addPaper(deep, { sections: [fixedSection('一', [a!])] })).toMatchObject({
      deptId: suite.w.schoolB,
    });
    const nowhere = await teacher('teacher_nowhere', '');
    const before = await rowCounts(suite.t);
    expectRefused(
      await nowhere.post(`${PAPER}/add`, { paperName: 'x', sections: [fixedSection('一', [a!])] }),
      403,
      '还没有所属学校',
    );
    expect(await rowCounts(suite.t)).toEqual(before);
  });
});
