import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { newToken } from '../apps/server/src/platform/auth/tokens.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { insertSessions, insertStudents, seededDatabase } from './bench-database.ts';
import { writeDocSection } from './doc-section.ts';
import {
  getOk,
  type LatencyFigures,
  type SingleAndLoaded,
  singleAndLoaded,
  timedRequests,
} from './latency.ts';
import { whileServing } from './measure.ts';
import { onBothDatabases, productionEnv } from './server.ts';

// Learning at scale: 10,000 students in 200 classes of 20 schools, 200 courses of 25 units (5,000),
// every class linked to its school's 10 courses (8 open, 2 opening next month), 10 progress rows per
// student. Measures the student's "my courses", course detail and unit list through the bundled server.
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';
const PG_DB = 'ck_bench_teaching';
const PORT = Number(process.env.BENCH_PORT ?? 18306);
const SCHOOLS = 20;
const CLASSES_PER_SCHOOL = 10;
const CLASSES = SCHOOLS * CLASSES_PER_SCHOOL;
const STUDENTS = 10_000;
const COURSES_PER_SCHOOL = 10;
const COURSES = SCHOOLS * COURSES_PER_SCHOOL;
const UNITS_PER_COURSE = 25;
const OPEN_PER_CLASS = 8;
/** Students who get a session; requests rotate over them. */
const SIGNED_IN = 1_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
/** Latency is measured one request at a time, then under load with this many in flight. */
const CONCURRENCY = 10;
const LOAD_AT_START = os.loadavg()[0].toFixed(1);
/** The day of the run, China time. */
const DATE = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const studentId = (g: number) => `tb-user-${pad(g, 6)}`;
const courseId = (k: number) => `tb-course-${pad(k, 4)}`;
/** Students are dealt round-robin over classes; classes are numbered school by school. */
const schoolOfStudent = (g: number) => Math.floor(((g - 1) % CLASSES) / CLASSES_PER_SCHOOL) + 1;

interface Student {
  token: string;
  openCourses: string[];
}

/** Schools, classes, students, courses, units, links and progress, all by generate_series. */
async function prepare(databaseUrl: string | undefined, dataDir: string): Promise<Student[]> {
  const { database, roleIds } = await seededDatabase({ databaseUrl, dataDir, poolSize: 4 });
  const db = database.db;
  const t = DEFAULT_TENANT_ID;
  await db.execute(sql`
    insert into sys_depart (id, tenant_id, parent_id, depart_name, org_code, org_category, create_by)
    select 'tb-school-' || lpad(s::text, 2, '0'), ${t}, null, '压测学校' || s, 'T' || lpad(s::text, 2, '0'), '1', 'bench'
    from generate_series(1, ${SCHOOLS}) s`);
  await db.execute(sql`
    insert into sys_depart (id, tenant_id, parent_id, depart_name, org_code, org_category, create_by)
    select 'tb-class-' || lpad(c::text, 4, '0'), ${t}, 'tb-school-' || lpad(((c - 1) / ${CLASSES_PER_SCHOOL} + 1)::text, 2, '0'),
           '压测班' || c, 'T' || lpad(((c - 1) / ${CLASSES_PER_SCHOOL} + 1)::text, 2, '0') || 'A' || lpad(((c - 1) % ${CLASSES_PER_SCHOOL} + 1)::text, 2, '0'),
           '3', 'bench'
    from generate_series(1, ${CLASSES}) c`);
  await insertStudents(db, 'tb', '学生', STUDENTS, roleIds.student);
  await db.execute(sql`
    insert into sys_user_depart (user_id, depart_id)
    select 'tb-user-' || lpad(g::text, 6, '0'), 'tb-class-' || lpad(((g - 1) % ${CLASSES} + 1)::text, 4, '0')
    from generate_series(1, ${STUDENTS}) g`);
  await db.execute(sql`
    insert into teaching_course (id, tenant_id, course_name, course_desc, course_cover, course_map, show_type,
                                 course_type, course_category, order_num, depart_ids, sys_org_code, create_by)
    select 'tb-course-' || lpad(k::text, 4, '0'), ${t}, '压测课程' || k, '课程简介' || k, 'teaching/cover.png',
           case when k % 2 = 0 then 'teaching/map.png' end, 1 + k % 2, 2, 1 + k % 3, k,
           'tb-school-' || lpad(((k - 1) / ${COURSES_PER_SCHOOL} + 1)::text, 2, '0'),
           'T' || lpad(((k - 1) / ${COURSES_PER_SCHOOL} + 1)::text, 2, '0'), 'bench'
    from generate_series(1, ${COURSES}) k`);
  await db.execute(sql`
    insert into teaching_course_unit (id, tenant_id, course_id, unit_name, unit_intro, course_video, course_case,
                                      course_ppt, course_work_type, course_work, course_work_answer, map_x, map_y,
                                      media_content, order_num, create_by)
    select 'tb-unit-' || lpad(u::text, 6, '0'), ${t}, 'tb-course-' || lpad(((u - 1) / ${UNITS_PER_COURSE} + 1)::text, 4, '0'),
           '第' || ((u - 1) % ${UNITS_PER_COURSE} + 1) || '课', '单元简介', 'teaching/v.webm', 'teaching/case.sb3',
           'teaching/sheet.pdf', 2, 'teaching/start.sb3', 'teaching/answer.sb3', (u % 90) + 5, ((u * 7) % 90) + 5,
           '<p>单元内容</p>', (u - 1) % ${UNITS_PER_COURSE} + 1, 'bench'
    from generate_series(1, ${COURSES * UNITS_PER_COURSE}) u`);
  // Class c of school s sees courses (s-1)*10 + 1..8 since last month, and 9..10 from next month.
  await db.execute(sql`
    insert into teaching_course_dept (id, tenant_id, dept_id, course_id, open_time, create_by)
    select 'tb-link-' || c || '-' || j, ${t}, 'tb-class-' || lpad(c::text, 4, '0'),
           'tb-course-' || lpad((((c - 1) / ${CLASSES_PER_SCHOOL}) * ${COURSES_PER_SCHOOL} + j)::text, 4, '0'),
           case when j <= ${OPEN_PER_CLASS} then now() - interval '30 days' else now() + interval '30 days' end, 'bench'
    from generate_series(1, ${CLASSES}) c, generate_series(1, ${COURSES_PER_SCHOOL}) j`);
  // Each student has viewed units 1..5 of their school's first two courses, some with graded work.
  await db.execute(sql`
    insert into teaching_unit_progress (id, tenant_id, user_id, course_id, unit_id, view_count, first_view_time,
                                        last_view_time, homework_state, score)
    select 'tb-p-' || g || '-' || j || '-' || n, ${t}, 'tb-user-' || lpad(g::text, 6, '0'), x.course_id,
           'tb-unit-' || lpad(((x.k - 1) * ${UNITS_PER_COURSE} + n)::text, 6, '0'), 1 + n % 3,
           now() - interval '10 days', now() - interval '2 days', n % 3, case when n % 3 = 2 then 80 + n end
    from generate_series(1, ${STUDENTS}) g, generate_series(1, 2) j, generate_series(1, 5) n,
         lateral (select (((g - 1) % ${CLASSES}) / ${CLASSES_PER_SCHOOL}) * ${COURSES_PER_SCHOOL} + j as k,
                         'tb-course-' || lpad(((((g - 1) % ${CLASSES}) / ${CLASSES_PER_SCHOOL}) * ${COURSES_PER_SCHOOL} + j)::text, 4, '0') as course_id) x`);
  await db.execute(sql`analyze`);

  const students: Student[] = [];
  const step = Math.floor(STUDENTS / SIGNED_IN);
  for (let g = 1; g <= STUDENTS; g += step) {
    const s = schoolOfStudent(g);
    students.push({
      token: newToken(),
      openCourses: Array.from({ length: OPEN_PER_CLASS }, (_, j) =>
        courseId((s - 1) * COURSES_PER_SCHOOL + j + 1),
      ),
    });
  }
  const ids = Array.from({ length: students.length }, (_, i) => studentId(1 + i * step));
  await insertSessions(
    db,
    students.map((s, i) => ({ token: s.token, userId: ids[i] })),
  );
  await database.close();
  return students;
}

/** `REQUESTS` requests, `CONCURRENCY` at a time, each as the next signed-in student. */
function measure(
  name: string,
  base: string,
  students: Student[],
  urlOf: (s: Student, i: number) => string,
  check: (result: unknown) => boolean,
  requests = REQUESTS,
  concurrency = CONCURRENCY,
): Promise<LatencyFigures> {
  return timedRequests(name, requests, concurrency, (i) => {
    const s = students[i % students.length];
    return getOk(`${base}${urlOf(s, i)}`, s.token, check);
  });
}

const isList = (n: number) => (r: unknown) => Array.isArray(r) && r.length === n;
const isPageOf = (n: number) => (r: unknown) =>
  Boolean(r && typeof r === 'object' && isList(n)((r as { records?: unknown }).records));

async function benchMode(mode: 'pglite' | 'postgres', databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-teaching-'));
  const t0 = Date.now();
  const students = await prepare(databaseUrl, dataDir);
  const seedMs = Date.now() - t0;
  const base = `http://127.0.0.1:${PORT}`;
  const serve = (body: () => Promise<SingleAndLoaded[]>) =>
    whileServing(SERVER, productionEnv(PORT, dataDir, databaseUrl), dataDir, body);
  const figures = await serve(async () => {
    const pick = (s: Student, i: number) => s.openCourses[i % s.openCourses.length];
    const runs = [
      ['我的课程 mineCourse', () => '/api/teaching/teachingCourse/mineCourse', isList(OPEN_PER_CLASS)],
      [
        '课程详情 courseDetail',
        (s: Student, i: number) => `/api/teaching/teachingCourse/courseDetail?id=${pick(s, i)}`,
        (r: unknown) => Boolean(r && typeof r === 'object'),
      ],
      [
        '单元列表 mineUnit',
        // One page holding the whole course, as the unit page asks for it.
        (s: Student, i: number) =>
          `/api/teaching/teachingCourseUnit/mineUnit?courseId=${pick(s, i)}&pageNo=1&pageSize=${UNITS_PER_COURSE}`,
        isPageOf(UNITS_PER_COURSE),
      ],
    ] as const;
    const figures: SingleAndLoaded[] = [];
    for (const [name, url, check] of runs)
      figures.push(
        await singleAndLoaded((n, c) => measure(name, base, students, url, check, n, c), {
          warmUp: 200,
          warmUpConcurrency: CONCURRENCY,
          single: REQUESTS / 2,
          loaded: REQUESTS,
          concurrency: CONCURRENCY,
        }),
      );
    return figures;
  });
  return { mode, seedMs, figures };
}

type Result = Awaited<ReturnType<typeof benchMode>>;

function report(results: Result[]): string {
  const lines = [
    '## 教学：我的课程与课程详情',
    '',
    `由 \`npm run bench\` 的 \`bench/teaching.ts\` 生成：${SCHOOLS} 所学校、${CLASSES} 个班、${STUDENTS} 名学生，` +
      `${COURSES} 门课程共 ${COURSES * UNITS_PER_COURSE} 个单元；每个班关联本校 ${COURSES_PER_SCHOOL} 门课（${OPEN_PER_CLASS} 门已开放、其余下月开放），` +
      `每名学生 10 条学习进度（共 ${STUDENTS * 10} 条）。${SIGNED_IN} 名学生轮流以自己的会话请求，每个接口预热 200 次，逐个请求测 ${REQUESTS / 2} 次，再以并发 ${CONCURRENCY} 测 ${REQUESTS} 次（客户端与服务端在同一台机器上）；` +
      `课程详情与单元列表取该学生已开放的课程，单元列表一页取整门课的 ${UNITS_PER_COURSE} 个单元。` +
      `测于 ${DATE}；${os.cpus().length} 核，Node ${process.version}，1 分钟平均负载开始时 ${LOAD_AT_START}、结束时 ${os.loadavg()[0].toFixed(1)}（同机还有其他任务时数字偏高）。`,
    '',
    `| 模式 | 接口 | 逐个请求 p50 (ms) | 逐个请求 p95 (ms) | 并发 ${CONCURRENCY} 吞吐 (req/s) | 并发 ${CONCURRENCY} p50 (ms) | 并发 ${CONCURRENCY} p95 (ms) | 并发 ${CONCURRENCY} p99 (ms) | 错误 |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results)
    for (const { single: s, loaded: f } of r.figures)
      lines.push(
        `| ${r.mode} | ${f.name} | ${s.p50} | ${s.p95} | ${f.rps} | ${f.p50} | ${f.p95} | ${f.p99} | ${s.errors + f.errors} |`,
      );
  lines.push(
    '',
    `批量写入数据用时：${results.map((r) => `${r.mode} ${r.seedMs} ms`).join('，')}（含迁移与基础初始化）。`,
    '目标：PostgreSQL 上三个接口逐个请求的 p95 都低于 50 ms。',
    '',
  );
  return lines.join('\n');
}

const section = report(await onBothDatabases(PG_DB, benchMode));
writeDocSection('## 教学：', section);
console.log(section);
