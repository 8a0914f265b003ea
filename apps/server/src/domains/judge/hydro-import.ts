import path from 'node:path';
import YAML from 'yaml';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import {
  fitLimits,
  fitTags,
  IMAGE_REF,
  type ImportBatch,
  type ImportedImage,
  type ImportedProblem,
  type ItemFailure,
  problemErrors,
  sniffImage,
} from './import-model.ts';
import { natural, type ParsedData, readZip, SAFE_DATA_NAME } from './problem-data.ts';
import { checkerFromFps } from './spj-adapter.ts';
import type { ProblemCase, ProblemSample, ProblemSubtask } from './tables.ts';

const STATEMENTS = ['problem_zh.md', 'problem.md', 'problem_zh_CN.md', 'problem_en.md'];

/** Files of one problem folder, by path inside it. */
type Folder = Map<string, Buffer>;

function yamlOf(raw: Buffer | undefined, name: string): Record<string, unknown> | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = YAML.parse(raw.toString('utf8'), { maxAliasCount: 50 });
  } catch (err) {
    throw new Error(`${name} 格式错误：${(err as Error).message.split('\n')[0].slice(0, 150)}`);
  }
  if (value === null || value === undefined) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new Error(`${name} 的内容应为键值对`);
  return value as Record<string, unknown>;
}

/** Hydro time limits: `1s`, `500ms`, or a number of milliseconds. */
function parseTime(v: unknown): number | null {
  if (typeof v === 'number') return v;
  const m = /^\s*([\d.]+)\s*(ms|s)?\s*$/i.exec(String(v ?? ''));
  if (!m) return null;
  const n = Number(m[1]);
  return (m[2] ?? 'ms').toLowerCase() === 's' ? n * 1000 : n;
}

/** Hydro memory limits: `256m`, `256MB`, `1g`, `65536k`, or a number of megabytes. */
function parseMemory(v: unknown): number | null {
  if (typeof v === 'number') return v;
  const m = /^\s*([\d.]+)\s*([kmg])?i?b?\s*$/i.exec(String(v ?? ''));
  if (!m) return null;
  const n = Number(m[1]);
  const unit = (m[2] ?? 'm').toLowerCase();
  return unit === 'k' ? n / 1024 : unit === 'g' ? n * 1024 : n;
}

/** Samples written as ```inputN / ```outputN blocks in the statement are taken out of it. */
function takeSamples(md: string): { content: string; samples: ProblemSample[] } {
  const found = new Map<number, Partial<ProblemSample>>();
  const block = /(^|\n)(`{3,}|~{3,})[ \t]*(input|output)(\d+)[^\n]*\n([\s\S]*?)\n?\2[ \t]*(?=\n|$)/g;
  const rest = md.replace(block, (_all, lead: string, _f, kind: string, n: string, body: string) => {
    const entry = found.get(Number(n)) ?? {};
    entry[kind as 'input' | 'output'] = body.length ? `${body}\n` : '';
    found.set(Number(n), entry);
    return lead;
  });
  const samples = [...found.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, s]) => ({ input: s.input ?? '', output: s.output ?? '' }));
  // A sample heading left with nothing under it goes too.
  const content = rest
    .replace(/(^|\n)#{1,6}[^\n]*(样例|sample)[^\n]*\n(\s*\n)*(?=#{1,6} |$)/gi, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return { content, samples };
}

/** `![x](file://name)` refers to a file of `additional_file/`: images are imported, the rest noted. */
function linkFiles(md: string, folder: Folder, images: ImportedImage[], warnings: string[]): string {
  return md.replace(/\]\(file:\/\/([^)\s]+)\)/g, (whole, raw: string) => {
    const name = decodeURIComponent(raw);
    const data = folder.get(`additional_file/${name}`);
    const ext = data ? sniffImage(data) : null;
    if (!data || !ext) {
      warnings.push(`附件 ${name} ${data ? '不是图片，未导入' : '不在题目包中'}`);
      return whole;
    }
    images.push({ name, ext, data });
    return `](${IMAGE_REF}${images.length - 1})`;
  });
}

interface RawCase {
  input?: unknown;
  output?: unknown;
  score?: unknown;
  time?: unknown;
  memory?: unknown;
}

function dataFile(folder: Folder, name: unknown): string {
  if (typeof name !== 'string' || !name.trim()) throw new Error('config.yaml 中的测试点缺少 input 或 output');
  if (!SAFE_DATA_NAME.test(name))
    throw new Error(`测试数据文件名不合法：${name}（只允许字母、数字、点、横线和下划线）`);
  if (!folder.has(`testdata/${name}`)) throw new Error(`config.yaml 引用的文件不存在：${name}`);
  return name;
}

/** Cases found by name when config.yaml lists none: `1.in`/`1.out` (or `.ans`), `input1.txt`/`output1.txt`. */
function pairFiles(folder: Folder): { input: string; output: string }[] {
  const names = [...folder.keys()]
    .filter((k) => k.startsWith('testdata/') && !k.slice(9).includes('/'))
    .map((k) => k.slice(9));
  const pairs: { input: string; output: string }[] = [];
  for (const input of names.sort(natural)) {
    const m = /^(.*)\.in$/.exec(input) ?? /^input(.*)\.txt$/.exec(input);
    if (!m) continue;
    const output = (input.endsWith('.in') ? [`${m[1]}.out`, `${m[1]}.ans`] : [`output${m[1]}.txt`]).find(
      (n) => names.includes(n),
    );
    if (output) pairs.push({ input, output });
  }
  return pairs;
}

function judging(folder: Folder, warnings: string[]) {
  const config =
    yamlOf(folder.get('testdata/config.yaml') ?? folder.get('testdata/config.yml'), 'config.yaml') ?? {};
  const type = config.type ?? 'default';
  if (type !== 'default') throw new Error(`不支持的题目类型：${String(type)}（只支持传统题）`);
  const time = config.time === undefined ? 1000 : parseTime(config.time);
  const memory = config.memory === undefined ? 256 : parseMemory(config.memory);
  if (time === null || time <= 0) throw new Error(`时间限制不合法：${String(config.time)}`);
  if (memory === null || memory <= 0) throw new Error(`内存限制不合法：${String(config.memory)}`);

  const checkerType = String(config.checker_type ?? 'default');
  let checker: Pick<ImportedProblem, 'checkerType' | 'checkerSource'> = {
    checkerType: 'default',
    checkerSource: null,
  };
  if (checkerType === 'strict') checker = { checkerType: 'exact', checkerSource: null };
  else if (checkerType === 'testlib' || checkerType === 'hustoj') {
    const file = typeof config.checker === 'string' ? config.checker : null;
    const raw = file ? folder.get(`testdata/${file}`) : undefined;
    if (!raw)
      throw new Error(`比较器类型为 ${checkerType}，但找不到比较器源文件 ${file ?? '（未指定 checker）'}`);
    const source = raw.toString('utf8');
    if (checkerType === 'testlib' && source.includes('testlib.h'))
      warnings.push('比较器使用 testlib.h：请确认评测机已安装 testlib.h');
    checker = {
      checkerType: 'special',
      checkerSource: checkerType === 'hustoj' ? checkerFromFps(source) : source,
    };
  } else if (checkerType !== 'default') {
    throw new Error(`不支持的比较器类型：${checkerType}（支持 default、strict、testlib、hustoj）`);
  }

  const cases: ProblemCase[] = [];
  const used = new Set<string>();
  let subtasks: ProblemSubtask[] | null = null;
  let perCase = false;
  const add = (c: RawCase) => {
    const input = dataFile(folder, c.input);
    const output = dataFile(folder, c.output);
    if (c.time !== undefined || c.memory !== undefined) perCase = true;
    used.add(input).add(output);
    cases.push({ name: String(cases.length + 1), input, output });
    return cases.length - 1;
  };
  if (Array.isArray(config.subtasks) && config.subtasks.length > 0) {
    const list = config.subtasks as { score?: unknown; type?: unknown; cases?: unknown; if?: unknown }[];
    const share = Math.floor(100 / list.length);
    subtasks = list.map((s, i) => {
      const mode = s.type ?? 'min';
      if (mode !== 'sum' && mode !== 'min' && mode !== 'max')
        throw new Error(`第 ${i + 1} 个子任务的计分方式只能是 sum、min 或 max`);
      const score =
        s.score === undefined
          ? i === list.length - 1
            ? 100 - share * (list.length - 1)
            : share
          : Number(s.score);
      if (!(score >= 0 && score <= 1000)) throw new Error(`第 ${i + 1} 个子任务的分数不合法`);
      if (!Array.isArray(s.cases) || s.cases.length === 0) throw new Error(`第 ${i + 1} 个子任务没有测试点`);
      if (s.if !== undefined) warnings.push(`第 ${i + 1} 个子任务的依赖（if）已忽略`);
      return { score, mode, cases: (s.cases as RawCase[]).map(add) };
    });
  } else if (Array.isArray(config.cases) && config.cases.length > 0) {
    const list = config.cases as RawCase[];
    list.forEach(add);
    const scores = list.map((c) => (c.score === undefined ? undefined : Number(c.score)));
    if (scores.every((s) => s !== undefined && s >= 0 && s <= 1000))
      for (const [i, c] of cases.entries()) c.score = scores[i];
    else if (scores.some((s) => s !== undefined)) warnings.push('部分测试点没有分数，已改为平均分配');
  } else {
    for (const pair of pairFiles(folder)) add(pair);
  }
  if (perCase) warnings.push('单个测试点的时间、内存限制已忽略，使用题目的限制');

  let data: ParsedData | null = null;
  if (cases.length > 0) {
    const files = new Map<string, Buffer>();
    for (const name of used) files.set(name, folder.get(`testdata/${name}`) as Buffer);
    data = { files, cases, subtasks };
  } else warnings.push('没有找到测试数据');
  return { time, memory, checker, data };
}

function problemOf(folder: Folder): ImportedProblem {
  const warnings: string[] = [];
  const meta = yamlOf(folder.get('problem.yaml'), 'problem.yaml') ?? {};
  const title =
    typeof meta.title === 'string' || typeof meta.title === 'number' ? String(meta.title).trim() : '';
  const rawTags = Array.isArray(meta.tag) ? meta.tag : Array.isArray(meta.tags) ? meta.tags : [];
  const statementName =
    STATEMENTS.find((n) => folder.has(n)) ?? [...folder.keys()].find((k) => /^problem_[\w-]+\.md$/.test(k));
  if (!statementName) warnings.push('没有找到题面 problem.md 或 problem_zh.md');
  const images: ImportedImage[] = [];
  const md = statementName
    ? (folder.get(statementName) as Buffer).toString('utf8').replace(/\r\n/g, '\n')
    : '';
  const { content, samples } = takeSamples(linkFiles(md, folder, images, warnings));
  const { time, memory, checker, data } = judging(folder, warnings);
  const difficulty = Number(meta.difficulty);
  return {
    title,
    content,
    samples,
    ...fitLimits(time, memory, warnings),
    tags: fitTags(rawTags.map(String), warnings),
    difficulty:
      Number.isFinite(difficulty) && difficulty > 0 ? Math.min(5, Math.max(1, Math.ceil(difficulty / 2))) : 1,
    ...checker,
    referenceLanguage: null,
    referenceCode: null,
    data,
    images,
    warnings,
  };
}

/**
 * A Hydro problem package: one folder per problem with `problem.yaml`, the statement, `testdata/`
 * (with an optional `config.yaml`) and `additional_file/`; or a single problem at the root of the zip.
 */
export async function readHydro(buffer: Buffer): Promise<ImportBatch> {
  const files = await readZip(buffer, { keepPaths: true, what: '题目包' });
  const roots = [...files.keys()]
    .filter((k) => path.posix.basename(k) === 'problem.yaml')
    .map((k) => path.posix.dirname(k))
    .map((d) => (d === '.' ? '' : `${d}/`))
    .sort(natural);
  if (roots.length === 0)
    throw badRequest('题目包中没有找到 problem.yaml（每道题一个文件夹，或单题放在根目录）');
  // Each file belongs to the deepest problem folder holding it.
  const folders = new Map<string, Folder>(roots.map((r) => [r, new Map()]));
  const deepestFirst = [...roots].sort((a, b) => b.length - a.length);
  for (const [name, content] of files) {
    const root = deepestFirst.find((r) => name.startsWith(r));
    if (root !== undefined) folders.get(root)?.set(name.slice(root.length), content);
  }
  const problems: ImportedProblem[] = [];
  const failures: ItemFailure[] = [];
  roots.forEach((root, index) => {
    const folder = folders.get(root) as Folder;
    const label = root.replace(/\/$/, '') || '根目录';
    try {
      const problem = problemOf(folder);
      const errors = problemErrors(problem);
      if (errors.length) failures.push({ index, title: problem.title || label, errors });
      else problems.push({ ...problem, index });
    } catch (err) {
      if (err instanceof AppError || !(err instanceof Error)) throw err;
      failures.push({ index, title: label, errors: [err.message] });
    }
  });
  return { problems, failures };
}
