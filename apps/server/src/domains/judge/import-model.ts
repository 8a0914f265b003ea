import { badRequest } from '../../platform/http/errors.ts';
import type { ParsedData } from './problem-data.ts';
import type { ProblemSample } from './tables.ts';

/** An image of a statement: the Markdown refers to it as `import-image:<index>` until it is stored. */
export interface ImportedImage {
  name: string;
  ext: string;
  data: Buffer;
}

/** One problem read from an FPS file or a Hydro package, before it is stored. */
export interface ImportedProblem {
  title: string;
  content: string;
  samples: ProblemSample[];
  timeLimit: number;
  memoryLimit: number;
  tags: string[];
  /** Where the problem comes from; null when the file does not say. */
  source?: string | null;
  difficulty: number;
  checkerType: 'default' | 'exact' | 'special';
  checkerSource: string | null;
  referenceLanguage: string | null;
  referenceCode: string | null;
  data: ParsedData | null;
  images: ImportedImage[];
  warnings: string[];
  /** Position of the item in the file, from 0; the readers set it. */
  index?: number;
}

export const IMAGE_REF = 'import-image:';
export const IMAGE_TYPES: Record<string, string> = {
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  bmp: 'bmp',
};
const MAX_IMAGE = 5 * 1024 * 1024;

/** The raster type of an image from its first bytes (names and MIME types of imports are not trusted). */
export function sniffImage(data: Buffer): string | null {
  if (data.length < 12 || data.length > MAX_IMAGE) return null;
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpg';
  if (data.subarray(0, 6).toString('latin1').startsWith('GIF8')) return 'gif';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  if (data.subarray(0, 2).toString('latin1') === 'BM') return 'bmp';
  return null;
}

export const LIMITS = {
  time: { min: 100, max: 10_000 },
  memory: { min: 16, max: 1024 },
  content: 100_000,
  samples: 10,
  sample: 10_000,
  tags: 10,
  tag: 20,
  source: 500,
  code: 65_536,
  checker: 200_000,
};

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/** Limits outside what our judge allows are brought within it, with a note. */
export function fitLimits(timeMs: number, memoryMb: number, warnings: string[]) {
  const time = Math.round(clamp(timeMs, LIMITS.time.min, LIMITS.time.max));
  const memory = Math.round(clamp(memoryMb, LIMITS.memory.min, LIMITS.memory.max));
  if (time !== Math.round(timeMs))
    warnings.push(`时间限制 ${Math.round(timeMs)} ms 超出范围，已调整为 ${time} ms`);
  if (memory !== Math.round(memoryMb))
    warnings.push(`内存限制 ${Math.round(memoryMb)} MB 超出范围，已调整为 ${memory} MB`);
  return { timeLimit: time, memoryLimit: memory };
}

/** Tags within our limits: too long ones and the ones past the tenth are dropped with a note. */
export function fitTags(raw: string[], warnings: string[]): string[] {
  const tags: string[] = [];
  for (const t of raw.map((s) => s.trim()).filter(Boolean)) {
    if (tags.includes(t)) continue;
    if (t.length > LIMITS.tag) warnings.push(`标签「${t.slice(0, 30)}」超过 ${LIMITS.tag} 字，已忽略`);
    else if (tags.length >= LIMITS.tags) warnings.push(`标签超过 ${LIMITS.tags} 个，已忽略「${t}」`);
    else tags.push(t);
  }
  return tags;
}

/** What would make the stored problem invalid; such an item is skipped and reported. */
export function problemErrors(p: ImportedProblem): string[] {
  const errors: string[] = [];
  if (!p.title.trim()) errors.push('缺少题目名称');
  if (p.title.length > 200) errors.push('题目名称超过 200 字');
  if (p.content.length > LIMITS.content) errors.push(`题面超过 ${LIMITS.content} 字`);
  if (p.samples.length > LIMITS.samples) errors.push(`样例超过 ${LIMITS.samples} 组`);
  if (p.samples.some((s) => s.input.length > LIMITS.sample || s.output.length > LIMITS.sample))
    errors.push(`样例输入或输出超过 ${LIMITS.sample} 字`);
  if (p.referenceCode && p.referenceCode.length > LIMITS.code) errors.push('标准程序超过 64 KB');
  if (p.checkerType === 'special' && !p.checkerSource?.trim()) errors.push('特判题缺少特判程序');
  if (p.checkerSource && p.checkerSource.length > LIMITS.checker) errors.push('特判程序超过 200000 字');
  return errors;
}

export interface ItemFailure {
  index: number;
  title: string;
  errors: string[];
}

/** What a reader made of a file: the problems, or for each bad item why it is bad. */
export interface ImportBatch {
  problems: ImportedProblem[];
  failures: ItemFailure[];
}

/** One message for a file of which no item can be stored: every failing item with its position and title. */
export function refuseItems(failures: ItemFailure[]): never {
  const lines = failures
    .slice(0, 20)
    .map(
      (f) => `第 ${f.index + 1} 题${f.title ? `「${f.title.slice(0, 50)}」` : ''}：${f.errors.join('；')}`,
    );
  const more = failures.length > 20 ? `；另有 ${failures.length - 20} 题有错误` : '';
  throw badRequest(`导入失败，没有导入任何题目。${lines.join('；')}${more}`);
}

/** Language ids of our judge for the names other judges use. */
export function languageOf(name: string): string | null {
  const n = name.trim().toLowerCase().replace(/\s+/g, '');
  if (n === 'c' || n === 'gcc' || n === 'c11' || n === 'c99') return 'c';
  if (/^(c\+\+|cpp|g\+\+|cc)(\d\d)?$/.test(n)) return n.endsWith('20') ? 'cpp20' : 'cpp17';
  if (/^(python|python3|py3|py|pypy3)(\.\d+)*$/.test(n)) return 'python3';
  if (n === 'java') return 'java';
  if (n === 'javascript' || n === 'js' || n === 'node' || n === 'nodejs') return 'javascript';
  if (n === 'pascal' || n === 'freepascal' || n === 'fpc' || n === 'fp' || n === 'delphi') return 'pascal';
  if (n === 'go' || n === 'golang') return 'go';
  if (n === 'php' || /^php\d/.test(n)) return 'php';
  if (n === 'bash' || n === 'sh' || n === 'shell') return 'bash';
  if (/^(fortran|gfortran|f\d\d)$/.test(n)) return 'fortran';
  return null;
}

/** Why a solution in a known language still cannot be used, or null when it can. */
export function solutionProblem(language: string, code: string): string | null {
  const firstLine = code.replace(/^\uFEFF/, '').split('\n', 1)[0];
  if (language === 'python3' && /^#!.*python2/.test(firstLine))
    return 'Python 2 程序（首行 #!…python2），本系统只支持 Python 3';
  return null;
}
