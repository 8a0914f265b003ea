import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { type Database, openDatabase } from '../../../db/client.ts';
import { seedDemo } from '../../../db/seed/demo.ts';
import { seedBase } from '../../../db/seed/seed.ts';
import { LocalStorage } from '../../../platform/storage/local-storage.ts';

let database: Database;
let dataDir: string;
let storage: LocalStorage;
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-demo-works-'));
  storage = new LocalStorage(dataDir);
  const now = new Date('2026-11-20T08:00:00Z');
  const base = await seedBase(database.db, { adminPassword: 'Initial@123', requireAdminPassword: true });
  await seedDemo(database.db, base.roleIds, undefined, { storage, now });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rows = async <T>(query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
const TABLES = [
  'teaching_work',
  'teaching_work_correct',
  'teaching_work_star',
  'teaching_work_comment',
  'teaching_work_tag',
  'sys_file',
  'teaching_unit_progress',
];
const counts = () =>
  Promise.all(
    TABLES.map(async (t) => (await rows<{ n: number }>(`select count(*)::int as n from ${t}`))[0].n),
  );

const zipEntries = (data: Buffer) =>
  new Promise<string[]>((resolve, reject) =>
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const names: string[] = [];
      zip.on('entry', (e) => {
        names.push(e.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    }),
  );

type Work = {
  id: string;
  user_id: string;
  username: string;
  work_name: string;
  work_type: number;
  work_scene: string;
  work_status: number;
  work_file: string;
  work_cover: string;
  unit_id: string | null;
  origin_id: string | null;
  star_num: number;
  collect_num: number;
  comment_num: number;
};

describe('demo works', () => {
  it('gives the demo school a gallery of works in every state, once', async () => {
    const works = await rows<Work>(
      `select w.*, u.username from teaching_work w join sys_user u on u.id = w.user_id order by w.id`,
    );
    expect(works.length).toBeGreaterThanOrEqual(12);
    expect(works.length).toBeLessThanOrEqual(16);
    const states = new Set(works.map((w) => w.work_status));
    expect([...states].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(works.filter((w) => w.work_type === 2).length).toBeGreaterThan(0);
    expect(works.filter((w) => w.work_type === 4).length).toBeGreaterThan(0);
    expect(works.filter((w) => w.origin_id).length).toBe(1);
    // Homework works belong to units the student's class has, and the progress shows them.
    const progress = await rows<{
      user_id: string;
      unit_id: string;
      homework_state: number;
      score: number | null;
    }>('select user_id, unit_id, homework_state, score from teaching_unit_progress');
    const graded = await rows<{ work_id: string; score: number }>(
      'select work_id, score from teaching_work_correct',
    );
    for (const w of works.filter((x) => x.unit_id)) {
      const p = progress.find((r) => r.user_id === w.user_id && r.unit_id === w.unit_id);
      const grade = graded.find((g) => g.work_id === w.id);
      expect(p?.homework_state, w.work_name).toBe(grade ? 2 : 1);
      if (grade) expect(p?.score).toBe(grade.score);
    }
    // Counters agree with the rows behind them.
    const marks = await rows<{ work_id: string; kind: string }>(
      'select work_id, kind from teaching_work_star',
    );
    const comments = await rows<{ work_id: string }>('select work_id from teaching_work_comment');
    for (const w of works) {
      expect(w.star_num).toBe(marks.filter((m) => m.work_id === w.id && m.kind === 'star').length);
      expect(w.collect_num).toBe(marks.filter((m) => m.work_id === w.id && m.kind === 'collect').length);
      expect(w.comment_num).toBe(comments.filter((c) => c.work_id === w.id).length);
    }
    expect(marks.length).toBeGreaterThan(5);
    expect(comments.length).toBeGreaterThan(3);

    const before = await counts();
    const base = await seedBase(database.db, { requireAdminPassword: true });
    await seedDemo(database.db, base.roleIds, undefined, { storage });
    expect(await counts()).toEqual(before);
  });

  it('stores real .sb3 projects, Python programs and PNG covers as the students’ private files', async () => {
    const works = await rows<Work>(
      'select w.*, u.username from teaching_work w join sys_user u on u.id = w.user_id order by w.id',
    );
    const files = await rows<{ path: string; is_public: boolean; owner_id: string; create_by: string }>(
      `select path, is_public, owner_id, create_by from sys_file where biz = 'work'`,
    );
    for (const w of works) {
      for (const key of [w.work_file, w.work_cover]) {
        const f = files.find((x) => x.path === key);
        expect(f, key).toMatchObject({ is_public: false, owner_id: w.user_id, create_by: w.username });
      }
      const cover = await storage.get(w.work_cover);
      expect(cover?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      const file = (await storage.get(w.work_file))!;
      if (w.work_type === 2) {
        const entries = await zipEntries(file);
        expect(entries).toContain('project.json');
        expect(entries.some((e) => e.endsWith('.svg'))).toBe(true);
      } else {
        expect(w.work_file.endsWith('.py')).toBe(true);
        expect(file.toString('utf8')).toMatch(/print|turtle/);
      }
    }
  });
});
