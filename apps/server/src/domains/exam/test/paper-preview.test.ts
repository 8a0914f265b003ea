import { envelopeOf, paperKeySchema, studentPaperSchema } from '@ck/shared';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { teachingQuestion } from '../questions/question-tables.ts';
import {
  addPaper,
  expectRefused,
  fixedSection,
  insertClassification,
  insertQuestions,
  PAPER,
  randomSection,
} from './paper-fixtures.ts';

const suite = appSuite(schoolApp);

let fixed: string[];
let pool: string[];
let cls: string;

beforeAll(async () => {
  cls = await insertClassification(suite.t, '预览抽题');
  fixed = await insertQuestions(suite.t, 6, { questionType: 1 });
  pool = await insertQuestions(suite.t, 12, { questionType: 2, classificationId: cls });
});

interface Preview {
  sections: { title: string; questions: { id: string; options: { key: string }[] }[] }[];
}

async function preview(paperId: string, seed: number, answers = 0) {
  const res = await suite.w.teacher.get(`${PAPER}/preview?id=${paperId}&seed=${seed}&answers=${answers}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Preview & Json;
}

const idsOf = (p: Preview, section: number) => p.sections[section]!.questions.map((q) => q.id);

async function paperWith(shuffleQuestions: number, shuffleOptions: number) {
  const paper = await addPaper(suite.w.teacher, {
    shuffleQuestions,
    shuffleOptions,
    sections: [
      fixedSection('单选题', fixed, 3),
      randomSection('多选题', { questionType: 2, count: 5, score: 4, classificationId: cls }),
    ],
  });
  return paper.id as string;
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

describe('paper preview: drawing', () => {
  it('the same seed draws the same questions in the same order; other seeds draw differently', async () => {
    const id = await paperWith(0, 0);
    const first = await preview(id, 7);
    expect(await preview(id, 7)).toEqual(first);
    expect(first.totalScore).toBe(6 * 3 + 5 * 4);
    // Fixed questions as stored, random ones from the pool, none twice.
    expect(idsOf(first, 0)).toEqual(fixed);
    const drawn = idsOf(first, 1);
    expect(drawn).toHaveLength(5);
    expect(new Set(drawn).size).toBe(5);
    for (const q of drawn) expect(pool).toContain(q);
    const others = await Promise.all([1, 2, 3, 4, 5].map((seed) => preview(id, seed)));
    expect(others.some((p) => JSON.stringify(idsOf(p, 1)) !== JSON.stringify(drawn))).toBe(true);
    // Without shuffling the options keep their order.
    for (const q of first.sections[0]!.questions)
      expect(q.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('shuffles questions and options when the paper says so, the same way for the same seed', async () => {
    const id = await paperWith(1, 1);
    const runs = await Promise.all([11, 12, 13, 14, 15].map((seed) => preview(id, seed)));
    for (const [i, seed] of [11, 12, 13, 14, 15].entries()) expect(await preview(id, seed)).toEqual(runs[i]);
    for (const p of runs) expect([...idsOf(p, 0)].sort()).toEqual([...fixed].sort());
    expect(runs.some((p) => JSON.stringify(idsOf(p, 0)) !== JSON.stringify(fixed))).toBe(true);
    const orders = runs.flatMap((p) =>
      p.sections.flatMap((s) => s.questions.map((q) => q.options.map((o) => o.key).join(''))),
    );
    for (const o of orders) expect(o.split('').sort().join('')).toBe('ABCD');
    expect(orders.some((o) => o !== 'ABCD')).toBe(true);
  });

  it('a rule the bank can no longer fill is named', async () => {
    const c = await insertClassification(suite.t, '会变少的分类');
    const ids = await insertQuestions(suite.t, 3, { questionType: 3, classificationId: c });
    const paper = await addPaper(suite.w.teacher, {
      sections: [
        fixedSection('一', [fixed[0]!]),
        randomSection('判断题', { questionType: 3, count: 3, classificationId: c }),
      ],
    });
    await suite.t.db
      .update(teachingQuestion)
      .set({ status: 0 })
      .where(inArray(teachingQuestion.id, ids.slice(0, 2)));
    expectRefused(
      await suite.w.teacher.get(`${PAPER}/preview?id=${paper.id}&seed=1`),
      400,
      '第 2 大题“判断题”需要 3 道判断题，题库中只有 1 道可用',
    );
  });
});

describe('paper preview: answers', () => {
  it('without answers=1 no answer or analysis leaves the server', async () => {
    const id = await paperWith(1, 1);
    const res = await suite.w.teacher.get(`${PAPER}/preview?id=${id}&seed=3`);
    expectAnswer(res, envelopeOf(studentPaperSchema));
    const keys = keysOf(res.body);
    expect(keys.has('answer')).toBe(false);
    expect(keys.has('analysis')).toBe(false);
    expect(JSON.stringify(res.body)).not.toContain('解析：');
  });

  it('the print version adds each question’s answer and analysis, in the same order', async () => {
    const id = await paperWith(1, 1);
    const plain = await preview(id, 5);
    const res = await suite.w.teacher.get(`${PAPER}/preview?id=${id}&seed=5&answers=1`);
    expectAnswer(res, envelopeOf(paperKeySchema));
    const key = res.body.result as Preview;
    expect(idsOf(key, 0)).toEqual(idsOf(plain, 0));
    expect(idsOf(key, 1)).toEqual(idsOf(plain, 1));
    const q = key.sections[0]!.questions[0] as unknown as Json;
    expect(q).toMatchObject({ answer: 'B', analysis: '解析：因为所以' });
    expect((key.sections[1]!.questions[0] as unknown as Json).answer).toBe('A,C');
  });
});
