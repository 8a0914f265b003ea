import { envelopeOf, pageResultOf, paperCopyResultSchema, paperSchema } from '@ck/shared';
import { and, count, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { MAX_POOL_COPY } from '../papers/paper-copy.ts';
import { teachingPaperQuestion, teachingPaperSection } from '../papers/paper-tables.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import { teachingPaperClassification } from '../resources.ts';
import {
  addPaper,
  expectRefused,
  fixedSection,
  insertClassification,
  insertQuestions,
  PAPER,
  randomSection,
  rowCounts,
  storedPaper,
  storedQuestion,
} from './paper-fixtures.ts';

const suite = appSuite(schoolApp);

/** A bank paper of the admin: two fixed questions and a rule over a classification chain. */
async function bankPaper(name: string) {
  const root = await insertClassification(suite.t, `${name}-科目`, null, DEFAULT_TENANT_ID, 3);
  const leaf = await insertClassification(suite.t, `${name}-章节`, root);
  const fixed = await insertQuestions(suite.t, 2, { questionType: 1, classificationId: leaf });
  const pool = await insertQuestions(suite.t, 4, { questionType: 3, classificationId: leaf });
  const paper = await addPaper(suite.w.admin, {
    paperName: name,
    classificationId: root,
    sections: [
      fixedSection('单选', fixed, 5),
      randomSection('判断', { questionType: 3, count: 2, score: 5, classificationId: root }),
    ],
  });
  return { id: paper.id as string, root, leaf, fixed, pool };
}

const fixedOf = async (paperId: string) =>
  (
    await suite.t.db
      .select({ questionId: teachingPaperQuestion.questionId })
      .from(teachingPaperQuestion)
      .where(eq(teachingPaperQuestion.paperId, paperId))
      .orderBy(teachingPaperQuestion.sortNo)
  ).map((r) => r.questionId);

const sectionIds = async (paperId: string) =>
  (
    await suite.t.db
      .select({ id: teachingPaperSection.id, rule: teachingPaperSection.rule })
      .from(teachingPaperSection)
      .where(eq(teachingPaperSection.paperId, paperId))
  ).map((s) => s.id);

const rulesOf = async (paperId: string) =>
  (
    await suite.t.db
      .select({ rule: teachingPaperSection.rule })
      .from(teachingPaperSection)
      .where(eq(teachingPaperSection.paperId, paperId))
  ).flatMap((s) => (s.rule ? [s.rule] : []));

const copyIdOf = (res: { body: { result: unknown } }, n = 0) =>
  (res.body.result as { papers: Json[] }).papers[n]!.paperId as string;

const previewIds = async (c: typeof suite.w.admin, id: string) => {
  const res = await c.get(`${PAPER}/preview?id=${id}&seed=9`);
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as { sections: { questions: { id: string; questionContent: string }[] }[] })
    .sections;
};

describe('clone', () => {
  it('makes an editable draft "（副本）" with its own sections; the two change independently', async () => {
    const [a, b, c] = await insertQuestions(suite.t, 3);
    const source = await addPaper(suite.w.teacher, {
      paperName: '单元测验',
      sections: [fixedSection('一', [a!, b!])],
    });
    const res = await suite.w.teacher.post(`${PAPER}/clone`, { id: source.id });
    expectAnswer(res, envelopeOf(paperCopyResultSchema));
    const copyId = copyIdOf(res);
    expect(await storedPaper(suite.t, copyId)).toMatchObject({
      paperName: '单元测验（副本）',
      status: 0,
      originId: source.id,
      deptId: suite.w.schoolA,
      totalScore: 4,
    });
    expect(await fixedOf(copyId)).toEqual([a, b]);
    const own = await sectionIds(copyId);
    // One section each, and not the same row.
    expect(new Set([...own, ...(await sectionIds(source.id as string))]).size).toBe(2);

    expect(
      (await suite.w.teacher.put(`${PAPER}/edit`, { id: copyId, sections: [fixedSection('新', [c!])] }))
        .status,
    ).toBe(200);
    expect(await fixedOf(source.id as string)).toEqual([a, b]);
    expect((await suite.w.teacher.del(`${PAPER}/delete?id=${source.id}`)).status).toBe(200);
    expect((await previewIds(suite.w.teacher, copyId))[0]!.questions.map((q) => q.id)).toEqual([c]);
  });

  it('a teacher clones a bank paper into their school, where they may edit it', async () => {
    const src = await bankPaper('题库卷');
    const res = await suite.w.teacher.post(`${PAPER}/clone`, { id: src.id });
    const copyId = copyIdOf(res);
    expect(res.body.result).toMatchObject({ papers: [{ sourceId: src.id, target: suite.w.schoolA }] });
    expect(await storedPaper(suite.t, copyId)).toMatchObject({
      deptId: suite.w.schoolA,
      tenantId: DEFAULT_TENANT_ID,
    });
    expect((await suite.w.teacher.put(`${PAPER}/edit`, { id: copyId, paperName: '本校版本' })).status).toBe(
      200,
    );
    expect((await storedPaper(suite.t, src.id)).paperName).toBe('题库卷');
  });
});

describe('push', () => {
  it('copies into a school: new paper, sections and questions; the rule still draws from the bank', async () => {
    const src = await bankPaper('推送卷');
    const res = await suite.w.admin.post(`${PAPER}/push`, { paperIds: [src.id], deptIds: [suite.w.schoolB] });
    expectAnswer(res, envelopeOf(paperCopyResultSchema));
    expect(res.body.result).toMatchObject({ papers: [{ sourceId: src.id, target: suite.w.schoolB }] });
    const copyId = copyIdOf(res);
    expect(await storedPaper(suite.t, copyId)).toMatchObject({
      tenantId: DEFAULT_TENANT_ID,
      deptId: suite.w.schoolB,
      originId: src.id,
      classificationId: src.root,
      totalScore: 20,
      shared: 0,
    });
    const copied = await fixedOf(copyId);
    expect(copied).toHaveLength(2);
    for (const [i, id] of copied.entries()) {
      expect(src.fixed).not.toContain(id);
      expect(await storedQuestion(suite.t, id)).toMatchObject({
        originId: src.fixed[i],
        deptId: suite.w.schoolB,
      });
    }
    expect(await rulesOf(copyId)).toEqual(await rulesOf(src.id));

    // Teacher B sees and previews it; teacher A does not.
    const drawn = await previewIds(suite.w.teacherB, copyId);
    expect(drawn[0]!.questions.map((q) => q.id)).toEqual(copied);
    for (const q of drawn[1]!.questions) expect(src.pool).toContain(q.id);
    expectRefused(await suite.w.teacher.get(`${PAPER}/queryById?id=${copyId}`), 404);

    // Editing one side's question leaves the other alone.
    await suite.t.db
      .update(teachingQuestion)
      .set({ questionContent: '<p>改过的副本</p>' })
      .where(eq(teachingQuestion.id, copied[0]!));
    expect((await storedQuestion(suite.t, src.fixed[0]!)).questionContent).not.toBe('<p>改过的副本</p>');
    await suite.t.db
      .update(teachingQuestion)
      .set({ questionContent: '<p>改过的原题</p>' })
      .where(eq(teachingQuestion.id, src.fixed[1]!));
    expect((await storedQuestion(suite.t, copied[1]!)).questionContent).not.toBe('<p>改过的原题</p>');
    // Deleting the source (and its questions) leaves the copy working.
    expect((await suite.w.admin.del(`${PAPER}/delete?id=${src.id}`)).status).toBe(200);
    await suite.t.db
      .update(teachingQuestion)
      .set({ delFlag: 1 })
      .where(eq(teachingQuestion.id, src.fixed[0]!));
    const after = await previewIds(suite.w.teacherB, copyId);
    expect(after[0]!.questions.map((q) => q.questionContent)).toContain('<p>改过的副本</p>');
  });

  it('refuses bad targets and writes nothing', async () => {
    const src = await bankPaper('拒绝卷');
    const before = await rowCounts(suite.t);
    expectRefused(
      await suite.w.admin.post(`${PAPER}/push`, { paperIds: [src.id] }),
      400,
      '请选择要推送到的学校或机构',
    );
    // A class is not a school; one bad target refuses them all.
    expectRefused(
      await suite.w.admin.post(`${PAPER}/push`, {
        paperIds: [src.id],
        deptIds: [suite.w.schoolB, suite.w.classB],
      }),
      400,
      '所选学校不存在',
    );
    expectRefused(
      await suite.w.admin.post(`${PAPER}/push`, { paperIds: [src.id], deptIds: ['no-such-school'] }),
      400,
    );
    expectRefused(
      await suite.w.admin.post(`${PAPER}/push`, { paperIds: [src.id], tenantIds: ['no-such-tenant'] }),
      400,
      '所选机构不存在',
    );
    expectRefused(
      await suite.w.admin.post(`${PAPER}/push`, {
        paperIds: [src.id, 'no-such-paper'],
        deptIds: [suite.w.schoolB],
      }),
      404,
    );
    // Another tenant's admin is no platform admin, and cannot push our paper anyway.
    expectRefused(
      await suite.w.outsider.post(`${PAPER}/push`, { paperIds: [src.id], tenantIds: [DEFAULT_TENANT_ID] }),
      403,
      '只有平台管理员',
    );
    expectRefused(
      await suite.w.outsider.post(`${PAPER}/push`, { paperIds: [src.id], deptIds: [suite.w.schoolB] }),
      404,
    );
    // Teachers do not push.
    expectRefused(
      await suite.w.teacher.post(`${PAPER}/push`, { paperIds: [src.id], deptIds: [suite.w.schoolA] }),
      403,
    );
    expect(await rowCounts(suite.t)).toEqual(before);
  });

  it('into another tenant copies the rule’s pool and the classification chain, found by name again', async () => {
    const src = await bankPaper('跨机构卷');
    const res = await suite.w.admin.post(`${PAPER}/push`, {
      paperIds: [src.id],
      tenantIds: [OTHER_TENANT_ID],
    });
    expect(res.status, res.body.message).toBe(200);
    const copyId = copyIdOf(res);
    const copy = await storedPaper(suite.t, copyId);
    expect(copy).toMatchObject({ tenantId: OTHER_TENANT_ID, deptId: null, originId: src.id });
    expect(copy.classificationId).not.toBe(src.root);

    const theirs = await suite.t.db
      .select()
      .from(teachingPaperClassification)
      .where(eq(teachingPaperClassification.tenantId, OTHER_TENANT_ID));
    const root = theirs.find((c) => c.classificationName === '跨机构卷-科目');
    const leaf = theirs.find((c) => c.classificationName === '跨机构卷-章节');
    expect(root).toMatchObject({ id: copy.classificationId, parentId: null, sortNo: 3 });
    expect(leaf).toMatchObject({ parentId: root!.id });
    const [rule] = await rulesOf(copyId);
    expect(rule).toMatchObject({ classificationId: root!.id, questionType: 3, count: 2 });
    const pool = await suite.t.db
      .select()
      .from(teachingQuestion)
      .where(and(eq(teachingQuestion.tenantId, OTHER_TENANT_ID), eq(teachingQuestion.questionType, 3)));
    expect(pool.map((q) => q.originId).sort()).toEqual([...src.pool].sort());
    for (const q of pool) expect(q).toMatchObject({ classificationId: leaf!.id, deptId: null });

    // Their admin sees it and it draws from their own copies.
    const list = await suite.w.outsider.get(`${PAPER}/list?pageSize=100`);
    expect((list.body.result as { records: Json[] }).records.map((r) => r.id)).toContain(copyId);
    const drawn = await previewIds(suite.w.outsider, copyId);
    for (const q of drawn[1]!.questions) expect(pool.map((p) => p.id)).toContain(q.id);
    for (const q of drawn[0]!.questions) expect(src.fixed).not.toContain(q.id);

    // A second push finds the chain by name instead of creating another.
    const classifications = (await rowCounts(suite.t)).classifications;
    expect(
      (await suite.w.admin.post(`${PAPER}/push`, { paperIds: [src.id], tenantIds: [OTHER_TENANT_ID] }))
        .status,
    ).toBe(200);
    expect((await rowCounts(suite.t)).classifications).toBe(classifications);
  });
});

describe('push: large pools', () => {
  it('copies at most 2000 questions of one rule’s pool into another tenant', async () => {
    const cls = await insertClassification(suite.t, '大题库');
    await suite.t.db.insert(teachingQuestion).values(
      Array.from({ length: MAX_POOL_COPY + 1 }, (_, i) => ({
        id: uuidv7(),
        tenantId: DEFAULT_TENANT_ID,
        classificationId: cls,
        questionType: 4,
        questionContent: `<p>填空 ${i}</p>`,
        answer: '[["1"]]',
      })),
    );
    const paper = await addPaper(suite.w.admin, {
      sections: [randomSection('填空', { questionType: 4, count: 20, classificationId: cls })],
    });
    const res = await suite.w.admin.post(`${PAPER}/push`, {
      paperIds: [paper.id],
      tenantIds: [OTHER_TENANT_ID],
    });
    expect(res.status, res.body.message).toBe(200);
    const [{ n }] = await suite.t.db
      .select({ n: count() })
      .from(teachingQuestion)
      .where(and(eq(teachingQuestion.tenantId, OTHER_TENANT_ID), eq(teachingQuestion.questionType, 4)));
    expect(Number(n)).toBe(MAX_POOL_COPY);
    expect((await previewIds(suite.w.outsider, copyIdOf(res)))[0]!.questions).toHaveLength(20);
  });
});

describe('share and pull', () => {
  it('shared bank papers are listed and pulled as independent copies', async () => {
    const src = await bankPaper('共享卷');
    const hidden = await bankPaper('未共享卷');
    const [q] = await insertQuestions(suite.t, 1);
    const school = await addPaper(suite.w.teacher, { sections: [fixedSection('一', [q!])] });
    expectRefused(
      await suite.w.admin.put(`${PAPER}/share`, { id: school.id, shared: 1 }),
      400,
      '只能共享机构题库中的试卷',
    );
    expectRefused(await suite.w.teacher.put(`${PAPER}/share`, { id: src.id, shared: 1 }), 403);
    expect((await suite.w.admin.put(`${PAPER}/share`, { id: src.id, shared: 1 })).status).toBe(200);

    const shared = await suite.w.teacher.get(`${PAPER}/sharedList?pageSize=100`);
    expectAnswer(shared, envelopeOf(pageResultOf(paperSchema)));
    const ids = (shared.body.result as { records: Json[] }).records.map((r) => r.id);
    expect(ids).toContain(src.id);
    expect(ids).not.toContain(hidden.id);
    const named = await suite.w.teacher.get(`${PAPER}/sharedList?paperName=${encodeURIComponent('共享卷')}`);
    expect((named.body.result as { records: Json[] }).records.map((r) => r.id)).toEqual([src.id]);

    const before = await rowCounts(suite.t);
    expectRefused(
      await suite.w.teacher.post(`${PAPER}/pull`, { paperIds: [src.id, hidden.id] }),
      404,
      '共享库中没有这份试卷',
    );
    expect(await rowCounts(suite.t)).toEqual(before);

    const res = await suite.w.teacher.post(`${PAPER}/pull`, { paperIds: [src.id] });
    expectAnswer(res, envelopeOf(paperCopyResultSchema));
    const copyId = copyIdOf(res);
    expect(await storedPaper(suite.t, copyId)).toMatchObject({
      deptId: suite.w.schoolA,
      originId: src.id,
      shared: 0,
    });
    const copied = await fixedOf(copyId);
    for (const id of copied)
      expect(await storedQuestion(suite.t, id)).toMatchObject({ deptId: suite.w.schoolA });
    expect(copied.some((id) => src.fixed.includes(id))).toBe(false);
    expect((await suite.w.teacher.put(`${PAPER}/edit`, { id: copyId, paperName: '拉来的卷子' })).status).toBe(
      200,
    );
    expect((await storedPaper(suite.t, src.id)).paperName).toBe('共享卷');

    // Another tenant pulls the platform's shared paper: its own copies, pool included.
    const theirs = await suite.w.outsider.post(`${PAPER}/pull`, { paperIds: [src.id] });
    expect(theirs.status, theirs.body.message).toBe(200);
    const theirCopy = await storedPaper(suite.t, copyIdOf(theirs));
    expect(theirCopy).toMatchObject({ tenantId: OTHER_TENANT_ID, deptId: null });
    expect((await previewIds(suite.w.outsider, theirCopy.id))[1]!.questions).toHaveLength(2);

    // Withdrawn: gone from the library; the copies stay.
    expect((await suite.w.admin.put(`${PAPER}/share`, { id: src.id, shared: 0 })).status).toBe(200);
    const again = await suite.w.teacher.get(`${PAPER}/sharedList?pageSize=100`);
    expect((again.body.result as { records: Json[] }).records.map((r) => r.id)).not.toContain(src.id);
    expect((await suite.w.teacher.get(`${PAPER}/queryById?id=${copyId}`)).status).toBe(200);
  });

  it('another tenant’s shared papers stay out of our library', async () => {
    const src = await bankPaper('外机构共享源');
    const pushed = await suite.w.admin.post(`${PAPER}/push`, {
      paperIds: [src.id],
      tenantIds: [OTHER_TENANT_ID],
    });
    const theirId = copyIdOf(pushed);
    expect((await suite.w.outsider.put(`${PAPER}/share`, { id: theirId, shared: 1 })).status).toBe(200);
    const ours = await suite.w.admin.get(`${PAPER}/sharedList?pageSize=200`);
    expect((ours.body.result as { records: Json[] }).records.map((r) => r.id)).not.toContain(theirId);
    expectRefused(await suite.w.admin.post(`${PAPER}/pull`, { paperIds: [theirId] }), 404);
    const mine = await suite.w.outsider.get(`${PAPER}/sharedList?pageSize=200`);
    expect((mine.body.result as { records: Json[] }).records.map((r) => r.id)).toContain(theirId);
  });
});
