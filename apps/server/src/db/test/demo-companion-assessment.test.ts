import { scoreAssessment, testPowerBody } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkTestPower } from '../../domains/companion/assessments/test-power-rules.ts';
import { teachingReport, teachingTestPower } from '../../domains/companion/tables.ts';
import { teachingCourse } from '../../domains/teaching/index.ts';
import { DEFAULT_TENANT_ID } from '../../platform/tenancy/tenancy.ts';
import { type Database, openDatabase } from '../client.ts';
import { DEMO_CITY_IDS, DEMO_TEST_POWER_ID } from '../seed/demo-companion/demo-ids.ts';
import { seedCompanionAssessment } from '../seed/demo-companion/seed-companion-assessment.ts';

let database: Database;
const now = new Date('2026-11-20T08:00:00Z');
const courseIds: Record<string, string> = {};

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  // The teaching demo's courses, by the names the assessment recommends.
  for (const name of ['编程启蒙体验课', 'Scratch 创意编程入门', 'Python 编程第一步']) {
    courseIds[name] = uuidv7();
    await database.db
      .insert(teachingCourse)
      .values({ id: courseIds[name], tenantId: DEFAULT_TENANT_ID, courseName: name });
  }
  await seedCompanionAssessment(database.db, now);
}, 120_000);
afterAll(() => database.close());

describe('demo assessment', () => {
  it('is a published, valid 少儿编程能力测评 over the five default dimensions', async () => {
    const [tp] = await database.db
      .select()
      .from(teachingTestPower)
      .where(eq(teachingTestPower.id, DEMO_TEST_POWER_ID));
    expect(tp).toMatchObject({
      name: '少儿编程能力测评',
      status: '1',
      ageMin: 6,
      ageMax: 12,
      tenantId: DEFAULT_TENANT_ID,
    });
    expect(tp.dimensions.map((d) => d.key)).toEqual(['logic', 'sequence', 'loop', 'spatial', 'debug']);
    expect(tp.questions).toHaveLength(10);
    expect(tp.questions.filter((q) => q.type === 'order').length).toBeGreaterThanOrEqual(1);
    // Every dimension is weighed by some question.
    for (const d of tp.dimensions) expect(tp.questions.some((q) => (q.weights[d.key] ?? 0) > 0)).toBe(true);
    // The same rules the back office applies to an edit.
    expect(() => checkTestPower(testPowerBody.parse({ ...tp, cover: null }))).not.toThrow();
    expect(tp.bands.map((b) => b.minPercent)).toEqual([0, 50, 80]);
    expect(tp.bands[0].courseIds).toEqual([courseIds.编程启蒙体验课]);
    expect(tp.bands[1].courseIds).toEqual([courseIds['Scratch 创意编程入门']]);
    expect(tp.bands[2].courseIds).toContain(courseIds['Python 编程第一步']);
  });

  it('has four finished leads in different cities and follow states, scored by the real scoring', async () => {
    const [tp] = await database.db
      .select()
      .from(teachingTestPower)
      .where(eq(teachingTestPower.id, DEMO_TEST_POWER_ID));
    const leads = await database.db
      .select()
      .from(teachingReport)
      .where(eq(teachingReport.testPowerId, DEMO_TEST_POWER_ID));
    expect(leads).toHaveLength(4);
    expect(new Set(leads.map((l) => l.cityId))).toEqual(new Set(Object.values(DEMO_CITY_IDS)));
    expect(new Set(leads.map((l) => l.followStatus))).toEqual(new Set(['0', '1', '2']));
    for (const l of leads) {
      const score = scoreAssessment(tp, l.answers);
      expect(l).toMatchObject({ status: '1', totalScore: score.total, maxScore: 100, score });
      expect(l.bandTitle).toBe(tp.bands[score.bandIndex].title);
      expect(l.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    // Hand-checked sheets: all right, 5 of 10, 2 of 10, 9 of 10.
    expect(leads.map((l) => l.totalScore).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([20, 50, 90, 100]);
    expect(new Set(leads.map((l) => l.bandTitle))).toEqual(
      new Set(['编程小萌芽', '编程小能手', '编程小达人']),
    );
  });

  it('is idempotent', async () => {
    await seedCompanionAssessment(database.db, now);
    const leads = await database.db.select().from(teachingReport);
    const tps = await database.db.select().from(teachingTestPower);
    expect(leads).toHaveLength(4);
    expect(tps).toHaveLength(1);
  });
});
