import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../platform/storage/local-storage.ts';
import { type Database, openDatabase } from '../client.ts';
import { seedDemo } from '../seed/demo.ts';
import { DEMO_COURSE_IDS } from '../seed/demo-teaching/seed-teaching.ts';
import { seedBase } from '../seed/seed.ts';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-demo-seed-'));
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rows = async <T>(query: string) =>
  (await database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
const count = async (table: string) =>
  Number((await rows<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n);

const TABLES = [
  'sys_user',
  'sys_user_role',
  'sys_depart',
  'sys_user_depart',
  'sys_file',
  'teaching_course',
  'teaching_course_unit',
  'teaching_course_dept',
  'teaching_unit_progress',
  'teaching_unit_view_log',
];

describe('teaching demo on first start', () => {
  it('adds two classes, students, three courses with stored files and progress, once', async () => {
    const storage = new LocalStorage(dataDir);
    const now = new Date('2026-11-20T08:00:00Z');
    const base = await seedBase(database.db, { adminPassword: 'Initial@123', requireAdminPassword: true });
    const accounts = await seedDemo(database.db, base.roleIds, undefined, { storage, now });
    expect(accounts.map((a) => a.username)).toEqual([
      'teacher',
      ...Array.from({ length: 9 }, (_, i) => `student${i + 1}`),
      // The demo organisation's administrator (domains/tenant/seed/demo-tenant.ts).
      'xinghuo_admin',
    ]);
    // The demo organisation is licensed one platform course and one published bank paper.
    const licences = await rows<{ kind: string; live: number }>(
      `select l.kind, count(coalesce(c.id, p.id))::int as live from sys_tenant_license l
       join sys_tenant t on t.id = l.tenant_id
       left join teaching_course c on l.kind = 'course' and c.id = l.ref_id and c.del_flag = 0
       left join teaching_paper p on l.kind = 'paper' and p.id = l.ref_id and p.status = 1 and p.dept_id is null
       where t.name like '星火少儿编程%' group by l.kind order by l.kind`,
    );
    expect(licences.rows).toEqual([
      { kind: 'course', live: 1 },
      { kind: 'paper', live: 1 },
    ]);
    const before = await Promise.all(TABLES.map(count));

    const again = await seedBase(database.db, { requireAdminPassword: true });
    expect(await seedDemo(database.db, again.roleIds, undefined, { storage, now })).toEqual([]);
    expect(await Promise.all(TABLES.map(count))).toEqual(before);

    // The teacher manages both classes; each class has students.
    const classes = await rows<{ depart_name: string; id: string; members: number }>(
      `select d.depart_name, d.id, count(ud.user_id)::int as members from sys_depart d
       left join sys_user_depart ud on ud.depart_id = d.id where d.org_category = '3'
       group by d.id, d.depart_name order by d.org_code`,
    );
    expect(classes.rows.map((c) => c.depart_name)).toEqual(['三年级1班', '四年级2班']);
    for (const c of classes.rows) expect(c.members).toBeGreaterThanOrEqual(4);
    const teacher = await rows<{ depart_ids: string }>(
      `select depart_ids from sys_user where username = 'teacher'`,
    );
    expect(teacher.rows[0].depart_ids.split(',').sort()).toEqual(classes.rows.map((c) => c.id).sort());

    const courses = await rows<{
      id: string;
      show_type: number;
      course_type: number;
      show_home: number;
      course_map: string | null;
    }>('select id, show_type, course_type, show_home, course_map from teaching_course order by order_num');
    expect(courses.rows.map((c) => c.id)).toEqual([
      DEMO_COURSE_IDS.trial,
      DEMO_COURSE_IDS.scratch,
      DEMO_COURSE_IDS.python,
    ]);
    expect(courses.rows[0]).toMatchObject({ course_type: 1, show_home: 1 });
    expect(courses.rows[1]).toMatchObject({ show_type: 1 });
    expect(courses.rows[1].course_map).toMatch(/\.png$/);
    // The Python course is on the public course page and on sale within student1's points.
    expect(courses.rows[2]).toMatchObject({ show_home: 1, course_type: 2 });
    const forSale = await rows<{ points_price: number }>(
      `select points_price from teaching_product where goods_type = '2' and status = '1' and ref_id = '${DEMO_COURSE_IDS.python}'`,
    );
    const balance = await rows<{ balance: number }>(
      `select b.balance from teaching_jifen_balance b join sys_user u on u.id = b.user_id where u.username = 'student1'`,
    );
    expect(forSale.rows[0].points_price).toBeLessThanOrEqual(balance.rows[0].balance);
    // The demo redemption is booked as one, like a redemption in the shop.
    const redeemed = await rows<{ kind: string }>(
      `select kind from teaching_jifen where reason like '兑换「%'`,
    );
    expect(redeemed.rows.length).toBeGreaterThan(0);
    expect(new Set(redeemed.rows.map((r) => r.kind))).toEqual(new Set(['redeem']));

    const units = await rows<{
      course_id: string;
      map_x: number | null;
      course_case: string;
      course_video: string | null;
    }>(
      'select course_id, map_x, course_case, course_video from teaching_course_unit order by course_id, order_num',
    );
    const scratchUnits = units.rows.filter((u) => u.course_id === DEMO_COURSE_IDS.scratch);
    expect(scratchUnits).toHaveLength(4);
    for (const u of scratchUnits) expect(u.map_x).toBeGreaterThan(0);
    expect(units.rows.filter((u) => u.course_id === DEMO_COURSE_IDS.python)).toHaveLength(3);
    expect(scratchUnits[0].course_video).toMatch(/\.webm$/);

    // Every file a unit or course names is stored and registered, so the static route serves it.
    const files = await rows<{ path: string; size: number; is_public: boolean }>(
      'select path, size, is_public from sys_file',
    );
    const byPath = new Map(files.rows.map((f) => [f.path, f]));
    const referenced = await rows<{ p: string }>(
      `select unnest(array[course_case, course_video, course_ppt, course_work, course_work_answer, course_plan]) as p
       from teaching_course_unit union select unnest(array[course_cover, course_map]) from teaching_course`,
    );
    const paths = referenced.rows.map((r) => r.p).filter(Boolean);
    expect(paths.length).toBeGreaterThan(10);
    for (const p of paths) {
      expect(byPath.get(p)?.is_public, p).toBe(true);
      expect((await storage.get(p))?.length).toBe(Number(byPath.get(p)!.size));
    }

    // One link opens in the future; the others are open; the board has graded work.
    const links = await rows<{ open_time: Date }>('select open_time from teaching_course_dept');
    expect(links.rows.filter((l) => new Date(l.open_time) > now)).toHaveLength(1);
    const graded = await rows<{ n: number }>(
      'select count(*)::int as n from teaching_unit_progress where homework_state = 2 and score is not null',
    );
    expect(graded.rows[0].n).toBeGreaterThanOrEqual(3);
  });
});
