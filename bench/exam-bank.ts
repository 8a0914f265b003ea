import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import {
  sysUser,
  teachingPaper,
  teachingPaperClassification,
  teachingPaperSection,
} from '../apps/server/src/db/schema/index.ts';
import { newToken } from '../apps/server/src/platform/auth/tokens.ts';
import { DEFAULT_TENANT_ID } from '../apps/server/src/platform/tenancy/tenancy.ts';
import { insertSessions, seededDatabase } from './bench-database.ts';
import { writeDocSection } from './doc-section.ts';
import { type LatencyFigures, type SingleAndLoaded, singleAndLoaded, timedRequests } from './latency.ts';
import { whileServing } from './measure.ts';
import { onFreshPostgres, productionEnv } from './server.ts';

// The question bank at scale: 100,000 questions (20,000 on the embedded database) of all seven types
// over 20 classifications (4 levels of 4 chapters each), difficulties skewed towards the easy end, one
// or two of 40 knowledge tags each, and a random paper of six rules drawing 50 questions. Measures, as
// the administrator through the bundled server, the bank's filtered lists and drawing the paper.
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';
const PG_DB = 'ck_bench_exam';
const PORT = Number(process.env.BENCH_PORT ?? 18205);
const PG_QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 100_000);
const PGLITE_QUESTIONS = Number(process.env.BENCH_PGLITE_QUESTIONS ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const CONCURRENCY = 10;
const LOAD_AT_START = os.loadavg()[0].toFixed(1);
const PAPER_ID = 'eb-paper-0001';

const LEVELS = ['Scratch 一级', 'Scratch 二级', 'Python 一级', 'C++ 一级'];
const CHAPTERS = ['基础概念', '事件与控制', '数据与运算', '综合应用'];
const rootId = (k: number) => `eb-cls-r${k}`;
const chapterId = (k: number) => `eb-cls-c${String(k).padStart(2, '0')}`;
const WORDS = [
  '循环',
  '变量',
  '角色',
  '造型',
  '舞台',
  '条件',
  '列表',
  '函数',
  '坐标',
  '广播',
  '输入',
  '输出',
  '字符串',
  '数组',
  '排序',
  '画笔',
  '声音',
  '克隆',
  '计时器',
  '随机数',
];
const TAGS = Array.from({ length: 40 }, (_, i) => `${WORDS[i % WORDS.length]}${i < 20 ? '基础' : '进阶'}`);

/** The random paper: six rules over the levels, 50 questions, 100 points. */
const RULES = [
  {
    title: '一、单选题',
    classificationId: rootId(1),
    questionType: 1,
    difficulty: null,
    count: 20,
    score: 2,
  },
  { title: '二、多选题', classificationId: rootId(2), questionType: 2, difficulty: null, count: 5, score: 2 },
  { title: '三、判断题', classificationId: rootId(1), questionType: 3, difficulty: 1, count: 10, score: 1 },
  {
    title: '四、填空题',
    classificationId: rootId(3),
    questionType: 4,
    difficulty: null,
    count: 10,
    score: 1,
  },
  { title: '五、简答题', classificationId: null, questionType: 5, difficulty: null, count: 3, score: 5 },
  { title: '六、编程题', classificationId: rootId(4), questionType: 6, difficulty: 3, count: 2, score: 7.5 },
];
const PAPER_QUESTIONS = RULES.reduce((n, r) => n + r.count, 0);

/** Classifications, questions and the paper by generate_series; returns the admin's session token. */
async function prepare(databaseUrl: string | undefined, dataDir: string, questions: number): Promise<string> {
  const { database } = await seededDatabase({ databaseUrl, dataDir, poolSize: 4 });
  const db = database.db;
  const t = DEFAULT_TENANT_ID;
  await db.insert(teachingPaperClassification).values([
    ...LEVELS.map((name, i) => ({ id: rootId(i + 1), tenantId: t, classificationName: name, sortNo: i })),
    ...LEVELS.flatMap((level, i) =>
      CHAPTERS.map((name, j) => ({
        id: chapterId(i * 4 + j + 1),
        tenantId: t,
        classificationName: `${level}·${name}`,
        parentId: rootId(i + 1),
        sortNo: j,
      })),
    ),
  ]);
  // Per question i: h1 picks the chapter, h2 the difficulty (25/30/25/15/5%), h3 and h4 the tags and
  // stem words; the type follows i % 20 (40% single, 10% multiple, 20% true/false, 10% blanks, 5% short
  // answer, 10% programming, 5% practical).
  const words = sql.raw(`array[${WORDS.map((w) => `'${w}'`).join(',')}]`);
  const tags = sql.raw(`array[${TAGS.map((w) => `'${w}'`).join(',')}]`);
  await db.execute(sql`
    insert into teaching_question (id, tenant_id, classification_id, question_type, question_content, options,
                                   answer, analysis, score, difficulty, tags, source, status, create_by, create_time)
    select 'eb-q-' || lpad(i::text, 7, '0'), ${t}, 'eb-cls-c' || lpad((h1 % 16 + 1)::text, 2, '0'), ty,
           '<p>第 ' || i || ' 题：关于“' || (${words})[h4 % 20 + 1] || '”和“' || (${words})[(h4 / 20) % 20 + 1] ||
             '”，下面的说法中哪一个是正确的？</p>',
           case when ty in (1, 2) then jsonb_build_array(
             jsonb_build_object('key', 'A', 'content', '选项甲 ' || i), jsonb_build_object('key', 'B', 'content', '选项乙'),
             jsonb_build_object('key', 'C', 'content', '选项丙'), jsonb_build_object('key', 'D', 'content', '选项丁'))
           else '[]'::jsonb end,
           case ty when 1 then chr(65 + i % 4) when 2 then 'A,C' when 3 then (i % 2)::text
                   when 4 then '[["答案' || i % 7 || '"]]' when 5 then '参考答案' else null end,
           '<p>解析 ' || i || '</p>',
           case ty when 6 then 10 when 7 then 10 when 5 then 5 else 2 end,
           case when h2 < 25 then 1 when h2 < 55 then 2 when h2 < 80 then 3 when h2 < 95 then 4 else 5 end,
           case when h3 % 3 = 0 then jsonb_build_array((${tags})[h3 % 40 + 1], (${tags})[(h3 / 40) % 40 + 1])
                else jsonb_build_array((${tags})[h3 % 40 + 1]) end,
           '压测题库', 1, 'bench', now() - (i % 100000) * interval '1 minute'
    from (
      select i,
             case when i % 20 < 8 then 1 when i % 20 < 10 then 2 when i % 20 < 14 then 3 when i % 20 < 16 then 4
                  when i % 20 = 16 then 5 when i % 20 < 19 then 6 else 7 end as ty,
             abs(hashint4(i) % 1000) as h1, abs(hashint4(i + 7777777) % 100) as h2,
             abs(hashint4(i + 3333333) % 1600) as h3, abs(hashint4(i + 5555555) % 400) as h4
      from generate_series(1, ${questions}) i
    ) q`);
  await db.insert(teachingPaper).values({
    id: PAPER_ID,
    tenantId: t,
    paperName: '压测随机卷（50 题）',
    totalScore: RULES.reduce((s, r) => s + r.count * r.score, 0),
    duration: 90,
    shuffleQuestions: 1,
    shuffleOptions: 1,
    status: 1,
    createBy: 'bench',
  });
  await db.insert(teachingPaperSection).values(
    RULES.map(({ title, ...rule }, i) => ({
      id: `eb-sec-${i + 1}`,
      tenantId: t,
      paperId: PAPER_ID,
      sortNo: i,
      title,
      rule,
    })),
  );
  // A bank in use has been vacuumed by autovacuum: index-only scans (random drawing) depend on it.
  await db.execute(sql`vacuum analyze`);
  const [admin] = await db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, 'admin'));
  const token = newToken();
  await insertSessions(db, [{ token, userId: admin!.id }]);
  await database.close();
  return token;
}

type Figures = LatencyFigures & { firstError?: string };

type Check = (result: unknown) => boolean;
const hasRecords: Check = (r) => ((r as { records?: unknown[] }).records?.length ?? 0) > 0;
const fullPaper: Check = (r) =>
  (r as { sections?: { questions: unknown[] }[] }).sections?.reduce((n, s) => n + s.questions.length, 0) ===
  PAPER_QUESTIONS;

/** `requests` GETs, the n-th of them to `urlOf(n)`, `concurrency` at a time; the first failure is kept. */
async function measure(
  name: string,
  urlOf: (n: number) => string,
  check: Check,
  token: string,
  requests: number,
  concurrency: number,
): Promise<Figures> {
  let firstError: string | undefined;
  const figures = await timedRequests(name, requests, concurrency, async (n) => {
    const res = await fetch(urlOf(n), { headers: { 'x-access-token': token } });
    const text = await res.text();
    try {
      const json = JSON.parse(text) as { success: boolean; result: unknown };
      if (res.ok && json.success && check(json.result)) return true;
    } catch {
      // not JSON: counted below
    }
    firstError ??= `${res.status} ${text.slice(0, 200)}`;
    return false;
  });
  return { ...figures, firstError };
}

async function benchMode(mode: 'pglite' | 'postgres', questions: number, databaseUrl?: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-exam-'));
  const t0 = Date.now();
  const token = await prepare(databaseUrl, dataDir, questions);
  const seedMs = Date.now() - t0;
  const api = `http://127.0.0.1:${PORT}/api/teaching`;
  const serve = (body: () => Promise<SingleAndLoaded<Figures>[]>) =>
    whileServing(SERVER, productionEnv(PORT, dataDir, databaseUrl), dataDir, body, 300_000);
  const figures = await serve(async () => {
    const list = `${api}/teachingQuestion/list?pageNo=1&pageSize=20`;
    const runs: [string, (n: number) => string, Check][] = [
      [
        '题库列表：分类（含子分类）+ 题型 + 难度',
        (n) =>
          `${list}&classificationId=${rootId((n % 4) + 1)}&questionType=${(n % 4) + 1}&difficulty=${(n % 3) + 1}`,
        hasRecords,
      ],
      [
        '题库列表：题干关键词',
        (n) => `${list}&keyword=${encodeURIComponent(WORDS[n % WORDS.length]!)}`,
        hasRecords,
      ],
      [
        '题库列表：知识点标签',
        (n) => `${list}&tag=${encodeURIComponent(TAGS[n % TAGS.length]!)}`,
        hasRecords,
      ],
      [
        `随机卷抽题预览（${PAPER_QUESTIONS} 题）`,
        () => `${api}/teachingPaper/preview?id=${PAPER_ID}&seed=${Math.floor(Math.random() * 2 ** 31)}`,
        fullPaper,
      ],
    ];
    const figures: SingleAndLoaded<Figures>[] = [];
    for (const [name, urlOf, check] of runs)
      figures.push(
        await singleAndLoaded((n, c) => measure(name, urlOf, check, token, n, c), {
          warmUp: 20,
          warmUpConcurrency: 1,
          single: REQUESTS,
          loaded: REQUESTS,
          concurrency: CONCURRENCY,
        }),
      );
    return figures;
  });
  return { mode, questions, seedMs, figures };
}

type Result = Awaited<ReturnType<typeof benchMode>>;

const HEADING = '## 题库与试卷';

function report(results: Result[], skipped: boolean): string {
  const lines = [
    HEADING,
    '',
    `由 \`npm run bench\` 的 \`bench/exam-bank.ts\` 生成：题库 ${results.map((r) => `${r.mode} ${r.questions} 道题`).join('、')}，` +
      '七种题型（单选 40%、多选 10%、判断 20%、填空 10%、简答 5%、编程 10%、实操 5%），分布在 4 个级别各 4 个章节共 20 个分类，' +
      `难度 1–5 级约 25/30/25/15/5%，每题 1–2 个知识点标签（共 40 个）；一份随机卷按 6 条规则抽 ${PAPER_QUESTIONS} 题。` +
      `以管理员身份经由打包后的服务端请求，每个接口预热 20 次，逐个请求测 ${REQUESTS} 次，再以并发 ${CONCURRENCY} 测 ${REQUESTS} 次；` +
      `列表每页 20 条，筛选条件与抽题种子逐个请求轮换。${os.cpus().length} 核，Node ${process.version}，开始时 1 分钟平均负载 ${LOAD_AT_START}。`,
    '',
    `| 模式 | 题量 | 接口 | 逐个请求 p50 (ms) | 逐个请求 p95 (ms) | 并发 ${CONCURRENCY} 吞吐 (req/s) | 并发 ${CONCURRENCY} p95 (ms) | 错误 |`,
    '|---|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const r of results)
    for (const { single: s, loaded: f } of r.figures)
      lines.push(
        `| ${r.mode} | ${r.questions} | ${f.name} | ${s.p50} | ${s.p95} | ${f.rps} | ${f.p95} | ${s.errors + f.errors} |`,
      );
  lines.push(
    '',
    `批量写入数据用时：${results.map((r) => `${r.mode} ${r.seedMs} ms`).join('，')}（含迁移与基础初始化）。`,
    '目标：筛选列表与随机卷抽题逐个请求的 p95 都低于 50 ms。',
  );
  if (skipped) lines.push('PostgreSQL 不可用，本次只测了内嵌数据库。');
  lines.push('');
  return lines.join('\n');
}

const results = [await benchMode('pglite', PGLITE_QUESTIONS)];
const onPostgres = await onFreshPostgres(
  PG_DB,
  (url) => benchMode('postgres', PG_QUESTIONS, url),
  'PostgreSQL 不可用（127.0.0.1:5432，用户 postgres），跳过 PostgreSQL 模式',
);
if (onPostgres) results.push(onPostgres);

for (const r of results)
  for (const { single, loaded } of r.figures)
    for (const f of [single, loaded])
      if (f.firstError) console.log(`${r.mode} ${f.name}：${f.errors} 个错误，第一个：${f.firstError}`);

// Replace only this section, wherever it is in the file, and keep the others.
const section = report(results, !onPostgres);
if (process.env.BENCH_WRITE_DOCS !== '0') writeDocSection(HEADING, section);
console.log(section);
