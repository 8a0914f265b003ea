import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeEngine } from '../../domains/judge/judge-runtime.ts';
import { ProblemService } from '../../domains/judge/problem-service.ts';
import { type Database, openDatabase } from '../client.ts';
import { judgeProblem } from '../schema/index.ts';
import { DEMO_PROBLEMS } from '../seed/demo-exam/demo-problems.ts';
import { PRACTICE_PROBLEMS, seededRandom } from '../seed/demo-exam/practice-problems.ts';
import { seedPracticeProblems } from '../seed/demo-exam/seed-exam.ts';
import { seedBase } from '../seed/seed.ts';

const engine = await judgeEngine();
if (!engine.available) console.warn(`跳过练习题标准程序的评测：${engine.reportText()}`);

let database: Database;
let dataDir: string;
const now = new Date('2026-11-20T08:00:00Z');
const ids = PRACTICE_PROBLEMS.map((p) => p.id);

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-practice-'));
  await seedBase(database.db, { adminPassword: 'Initial@123', requireAdminPassword: true });
  await seedPracticeProblems(database.db, dataDir, now);
}, 120_000);
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const dataOf = (id: string) => path.join(dataDir, 'judge-data', id, '1');

describe('the practice area’s classic problems', () => {
  it('are five array and string problems with their own ids after the demo exam’s three', () => {
    expect(PRACTICE_PROBLEMS).toHaveLength(5);
    const demoIds = Object.values(DEMO_PROBLEMS).map((p) => p.id);
    expect(new Set([...demoIds, ...ids]).size).toBe(8);
    // The demo exam and contests refer to 4001-4003; the new ones follow without moving them.
    expect(demoIds.map((id) => id.slice(-4))).toEqual(['4001', '4002', '4003']);
    expect(ids.map((id) => id.slice(-4))).toEqual(['4004', '4005', '4006', '4007', '4008']);
    expect(PRACTICE_PROBLEMS.flatMap((p) => p.tags).filter((t) => t === '数组')).toHaveLength(3);
    expect(PRACTICE_PROBLEMS.flatMap((p) => p.tags).filter((t) => t === '字符串')).toHaveLength(2);
    for (const p of PRACTICE_PROBLEMS) {
      expect(p.inputs.length, p.title).toBeGreaterThanOrEqual(5);
      expect(p.inputs.length, p.title).toBeLessThanOrEqual(10);
      expect(new Set(p.inputs).size, p.title).toBe(p.inputs.length);
      expect(p.content).toContain('## 输入格式');
      expect(p.content).toContain('## 输出格式');
      expect(p.content).toMatch(/\$[^$]+\$/);
      expect(p.referenceCode).toContain('int main()');
      expect(p.pythonCode).toContain('print(');
    }
  });

  it('draws the same test data on every machine', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const draws = Array.from({ length: 20 }, () => a.int(-1000, 1000));
    expect(Array.from({ length: 20 }, () => b.int(-1000, 1000))).toEqual(draws);
    expect(new Set(draws).size).toBeGreaterThan(10);
    expect(PRACTICE_PROBLEMS[0]!.solve('5\n3 9 2 9 1')).toBe('9 2');
    expect(PRACTICE_PROBLEMS[1]!.solve('3\n10 -20 30')).toBe('30 -20 10');
    expect(PRACTICE_PROBLEMS[2]!.solve('4\n90 85 100 72')).toBe('100 72 86.75');
    expect(PRACTICE_PROBLEMS[3]!.solve('level')).toBe('yes');
    expect(PRACTICE_PROBLEMS[3]!.solve('hello')).toBe('no');
    expect(PRACTICE_PROBLEMS[4]!.solve('  leading and trailing spaces  ')).toBe('4');
    // Inputs respect the statements' limits.
    for (const input of PRACTICE_PROBLEMS[4]!.inputs) expect(input.length).toBeLessThanOrEqual(200);
    for (const input of PRACTICE_PROBLEMS[3]!.inputs) expect(input).toMatch(/^[a-z]{1,100}$/);
  });

  it('are seeded public in the practice list with samples and test data on disk, once', async () => {
    const list = await new ProblemService(database.db).practicePage(null, { pageNo: 1, pageSize: 20 });
    const titles = list.records.map((r) => r.title);
    expect(titles).toEqual(['最大值与位置', '数组逆序输出', '成绩统计', '回文串判断', '统计单词个数']);
    for (const p of PRACTICE_PROBLEMS) {
      const row = list.records.find((r) => r.id === p.id)!;
      expect(row.samples).toEqual(p.inputs.slice(0, 2).map((input) => ({ input, output: p.solve(input) })));
      expect(row.caseCount).toBe(p.inputs.length);
      p.inputs.forEach((input, i) => {
        expect(fs.readFileSync(path.join(dataOf(p.id), `${i + 1}.in`), 'utf8')).toBe(`${input}\n`);
        expect(fs.readFileSync(path.join(dataOf(p.id), `${i + 1}.out`), 'utf8')).toBe(`${p.solve(input)}\n`);
      });
    }
    await seedPracticeProblems(database.db, dataDir, new Date());
    const rows = await database.db.select().from(judgeProblem).where(inArray(judgeProblem.id, ids));
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.visible === 1 && r.referenceLanguage === 'cpp17')).toBe(true);
  });

  it.skipIf(!engine.available)(
    'accept both reference solutions, C++ and Python, on every test case',
    async () => {
      for (const p of PRACTICE_PROBLEMS) {
        const cases = p.inputs.map((_, i) => ({
          name: String(i + 1),
          input: { path: path.join(dataOf(p.id), `${i + 1}.in`) },
          answer: { path: path.join(dataOf(p.id), `${i + 1}.out`) },
        }));
        for (const [language, code] of [
          ['cpp17', p.referenceCode],
          ['python3', p.pythonCode],
        ] as const) {
          const result = await engine.judge({ language, code, cases, timeMs: 1000, memoryMb: 256 });
          expect(
            { verdict: result.verdict, cases: result.cases.map((c) => c.verdict) },
            `${p.title} / ${language}：${result.compileMessage}`,
          ).toEqual({ verdict: 'AC', cases: cases.map(() => 'AC') });
        }
      }
    },
    180_000,
  );
});
