import fs from 'node:fs';
import path from 'node:path';
import type { CheckerSpec, JudgeRequest } from '@ck/judge';
import yauzl from 'yauzl';
import { badRequest } from '../../platform/http/errors.ts';
import type { judgeProblem, judgeSubmission, ProblemCase, ProblemSubtask } from './tables.ts';

type Problem = typeof judgeProblem.$inferSelect;
type Submission = typeof judgeSubmission.$inferSelect;

const MAX_FILES = 2000;
const MAX_TOTAL = 512 * 1024 * 1024;
const SAFE_NAME = /^[\w.-]{1,100}$/;

export function dataDir(root: string, problemId: string, version: number) {
  return path.join(root, problemId, String(version));
}

function checkerOf(p: Problem): CheckerSpec {
  if (p.checkerType === 'exact') return { type: 'exact' };
  if (p.checkerType === 'float') return { type: 'float', epsilon: p.checkerEpsilon ?? 1e-6 };
  if (p.checkerType === 'special' && p.checkerSource) return { type: 'special', source: p.checkerSource };
  return { type: 'default' };
}

/** What the engine needs for one submission of a problem. */
export function buildJudgeRequest(
  root: string,
  p: Problem,
  s: Pick<Submission, 'language' | 'code'>,
): JudgeRequest {
  const dir = dataDir(root, p.id, p.dataVersion);
  return {
    language: s.language,
    code: s.code,
    timeMs: p.timeLimit,
    memoryMb: p.memoryLimit,
    checker: checkerOf(p),
    cases: p.cases.map((c) => ({
      name: c.name,
      input: { path: path.join(dir, c.input) },
      answer: { path: path.join(dir, c.output) },
      score: c.score,
    })),
    subtasks: p.subtasks ?? undefined,
  };
}

export interface ParsedData {
  files: Map<string, Buffer>;
  cases: ProblemCase[];
  subtasks: ProblemSubtask[] | null;
}

interface ZipOptions {
  /** Keep each entry's folder path (e.g. `p1/testdata/1.in`) instead of flattening to the base name. */
  keepPaths: boolean;
  /** Names the messages: 测试数据 or 题目包. */
  what: string;
}

/** A zip entry's path made safe: forward slashes, no `..`, no absolute path, no drive letter. */
function safeEntryPath(raw: string, what: string): string {
  const name = raw.replace(/\\/g, '/');
  const parts = name.split('/');
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name) || parts.some((p) => p === '..' || p === '.'))
    throw badRequest(`${what}中包含不安全的路径：${raw.slice(0, 100)}`);
  if (parts.some((p) => p.length > 200) || name.length > 500)
    throw badRequest(`${what}中的文件路径过长：${raw.slice(0, 100)}`);
  return parts.filter(Boolean).join('/');
}

/**
 * Reads a zip in memory with limits on entry count and total size (zip bombs stop early: sizes are
 * checked as declared and again while inflating). Paths with `..` or absolute paths are refused.
 */
export function readZip(buffer: Buffer, opts: ZipOptions = { keepPaths: false, what: '测试数据' }) {
  const { what } = opts;
  return new Promise<Map<string, Buffer>>((resolve, reject) => {
    const files = new Map<string, Buffer>();
    let total = 0;
    // Names are decoded here (UTF-8) so that a `../` entry gets our own message rather than yauzl's.
    const options = { lazyEntries: true, validateEntrySizes: true, decodeStrings: false };
    yauzl.fromBuffer(buffer, options, (err, zip) => {
      if (err || !zip) return reject(badRequest(`${what}不是有效的 zip 文件`));
      const fail = (e: unknown) => {
        zip.close();
        reject(e);
      };
      zip.on('error', () => reject(badRequest(`${what} zip 文件已损坏`)));
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        const raw = entry.fileName as unknown as Buffer | string;
        const rawName = typeof raw === 'string' ? raw : raw.toString('utf8');
        let full: string;
        try {
          full = safeEntryPath(rawName, what);
        } catch (e) {
          return fail(e);
        }
        if (rawName.endsWith('/') || !full) return zip.readEntry();
        const base = path.posix.basename(full);
        if (base.startsWith('.') || full.split('/').includes('__MACOSX')) return zip.readEntry();
        if (!opts.keepPaths && !SAFE_NAME.test(base))
          return fail(badRequest(`文件名不合法：${base}（只允许字母、数字、点、横线和下划线）`));
        const name = opts.keepPaths ? full : base;
        if (files.size >= MAX_FILES) return fail(badRequest(`${what}文件过多（最多 ${MAX_FILES} 个）`));
        total += entry.uncompressedSize;
        if (total > MAX_TOTAL) return fail(badRequest(`${what}解压后超过 512 MB`));
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return fail(badRequest(`${what} zip 文件已损坏`));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', () => fail(badRequest(`${what} zip 文件已损坏`)));
          stream.on('end', () => {
            if (files.has(name)) return fail(badRequest(`${what}中有重名文件：${name}`));
            files.set(name, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

export const SAFE_DATA_NAME = SAFE_NAME;

export const natural = (a: string, b: string) => a.localeCompare(b, undefined, { numeric: true });

/**
 * Test data: pairs `1.in` / `1.out` (or `.ans`), or a `config.json` naming the cases, their scores and
 * subtasks: `{ "cases": [{ "input": "a.in", "output": "a.out", "score": 10 }],
 * "subtasks": [{ "score": 40, "mode": "min", "cases": [0, 1] }] }`.
 */
export async function parseTestData(buffer: Buffer): Promise<ParsedData> {
  const files = await readZip(buffer);
  const config = files.get('config.json');
  if (config) {
    files.delete('config.json');
    return { files, ...parseConfig(config, files) };
  }
  const inputs = [...files.keys()].filter((n) => n.endsWith('.in')).sort(natural);
  const cases: ProblemCase[] = [];
  for (const input of inputs) {
    const stem = input.slice(0, -3);
    const output = [`${stem}.out`, `${stem}.ans`].find((n) => files.has(n));
    if (!output) throw badRequest(`输入文件 ${input} 缺少对应的输出文件 ${stem}.out`);
    cases.push({ name: stem, input, output });
  }
  if (cases.length === 0) throw badRequest('测试数据中没有找到 1.in / 1.out 这样的文件对');
  return { files, cases, subtasks: null };
}

function parseConfig(raw: Buffer, files: Map<string, Buffer>): Omit<ParsedData, 'files'> {
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest('config.json 不是有效的 JSON');
  }
  const cfg = json as { cases?: unknown; subtasks?: unknown };
  if (!Array.isArray(cfg.cases) || cfg.cases.length === 0) throw badRequest('config.json 缺少 cases 列表');
  const cases: ProblemCase[] = cfg.cases.map(
    (c: { input?: unknown; output?: unknown; score?: unknown }, i) => {
      if (typeof c.input !== 'string' || typeof c.output !== 'string')
        throw badRequest(`config.json 第 ${i + 1} 个测试点缺少 input 或 output`);
      for (const f of [c.input, c.output])
        if (!files.has(f)) throw badRequest(`config.json 引用的文件不存在：${f}`);
      const score = c.score === undefined ? undefined : Number(c.score);
      if (score !== undefined && !(score >= 0 && score <= 1000))
        throw badRequest(`第 ${i + 1} 个测试点的分数不合法`);
      return { name: String(i + 1), input: c.input, output: c.output, score };
    },
  );
  if (cases.some((c) => c.score !== undefined) && cases.some((c) => c.score === undefined)) {
    throw badRequest('config.json 中的测试点要么都给分数，要么都不给');
  }
  let subtasks: ProblemSubtask[] | null = null;
  if (cfg.subtasks !== undefined) {
    if (!Array.isArray(cfg.subtasks)) throw badRequest('config.json 的 subtasks 必须是列表');
    subtasks = cfg.subtasks.map((s: { score?: unknown; mode?: unknown; cases?: unknown }, i) => {
      const mode = s.mode ?? 'min';
      if (mode !== 'sum' && mode !== 'min' && mode !== 'max')
        throw badRequest(`第 ${i + 1} 个子任务的计分方式只能是 sum、min 或 max`);
      const score = Number(s.score);
      if (!(score >= 0 && score <= 1000)) throw badRequest(`第 ${i + 1} 个子任务的分数不合法`);
      if (
        !Array.isArray(s.cases) ||
        s.cases.some((x) => !Number.isInteger(x) || x < 0 || x >= cases.length)
      ) {
        throw badRequest(`第 ${i + 1} 个子任务的测试点编号不合法（从 0 开始）`);
      }
      return { score, mode, cases: s.cases as number[] };
    });
  }
  return { cases, subtasks };
}

/** Writes a new data version; the old one stays until no judging reads it (removed on the next upload). */
export function storeTestData(root: string, problemId: string, version: number, data: ParsedData) {
  const dir = dataDir(root, problemId, version);
  const tmp = `${dir}.tmp-${process.pid}`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true, mode: 0o755 });
  for (const [name, content] of data.files) fs.writeFileSync(path.join(tmp, name), content, { mode: 0o644 });
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(tmp, dir);
  for (const old of fs.readdirSync(path.join(root, problemId))) {
    const n = Number(old);
    if (Number.isInteger(n) && n < version - 1)
      fs.rmSync(path.join(root, problemId, old), { recursive: true, force: true });
  }
}
