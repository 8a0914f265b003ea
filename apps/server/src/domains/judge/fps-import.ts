import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import {
  fitLimits,
  fitTags,
  IMAGE_REF,
  type ImportBatch,
  type ImportedImage,
  type ImportedProblem,
  type ItemFailure,
  LIMITS,
  languageOf,
  problemErrors,
  sniffImage,
  solutionProblem,
} from './import-model.ts';
import { checkerFromFps } from './spj-adapter.ts';
import type { ProblemCase } from './tables.ts';

/** Statement sections: FPS keeps them apart, our statement is one Markdown text with these headings. */
export const SECTIONS = { input: '## 输入格式', output: '## 输出格式', hint: '## 提示' } as const;

const LISTS = new Set([
  'item',
  'sample_input',
  'sample_output',
  'test_input',
  'test_output',
  'img',
  'solution',
  'spj',
]);

type XmlValue = string | number | { '#text'?: string | number; [attr: string]: unknown } | undefined;
type XmlItem = Record<string, XmlValue | XmlValue[]>;

const text = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  if (Array.isArray(v)) return text(v[0]);
  if (typeof v === 'object') return text((v as { '#text'?: unknown })['#text']);
  return '';
};
const attr = (v: unknown, name: string): string => {
  const one = Array.isArray(v) ? v[0] : v;
  return one && typeof one === 'object' ? String((one as Record<string, unknown>)[`@_${name}`] ?? '') : '';
};
const all = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

/**
 * HUSTOJ starts its files with `<!DOCTYPE fps PUBLIC "…" "http://…/fps.current.dtd">`. Such a line only
 * names a DTD, which is never fetched, so it is dropped. An internal subset (`[…]`) or any entity
 * declaration is refused: that rules out external entities and entity expansion attacks.
 */
export function withoutDoctype(xml: string): string {
  // Text inside CDATA is never parsed as markup, so only what lies outside counts.
  const markup = xml.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '');
  if (/<!ENTITY/i.test(markup)) throw badRequest('不支持包含 DOCTYPE 内部子集或实体声明的 XML 文件');
  const doctypes = markup.match(/<!DOCTYPE/gi) ?? [];
  if (doctypes.length === 0) return xml;
  const plain =
    /^(\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*)<!DOCTYPE\s+[\w:.-]+(?:\s+(?:PUBLIC\s+(?:"[^"<>[\]]*"|'[^'<>[\]]*')\s+|SYSTEM\s+)(?:"[^"<>[\]]*"|'[^'<>[\]]*'))?\s*>/i;
  const m = doctypes.length === 1 ? plain.exec(xml) : null;
  if (!m) throw badRequest('不支持包含 DOCTYPE 内部子集或实体声明的 XML 文件');
  // Line breaks stay, so XML errors still name the right line.
  const dropped = m[0].slice(m[1].length).replace(/[^\n]/g, '');
  return m[1] + dropped + xml.slice(m[0].length);
}

function parseXml(raw: string): XmlItem[] {
  const xml = withoutDoctype(raw);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw badRequest(`XML 格式错误（第 ${valid.err.line} 行）：${valid.err.msg}`);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => LISTS.has(name),
  });
  let doc: { fps?: { item?: XmlItem[] } };
  try {
    doc = parser.parse(xml);
  } catch (err) {
    throw badRequest(`XML 解析失败：${(err as Error).message.slice(0, 200)}`);
  }
  if (!doc.fps || typeof doc.fps !== 'object') throw badRequest('不是 FPS 文件：根元素应为 <fps>');
  const items = doc.fps.item ?? [];
  if (items.length === 0) throw badRequest('FPS 文件中没有题目（<item>）');
  return items;
}

function timeMs(v: unknown, warnings: string[]): number {
  const n = Number(text(v).trim());
  if (!Number.isFinite(n) || n <= 0) {
    warnings.push('时间限制缺失或不合法，已使用 1000 ms');
    return 1000;
  }
  return attr(v, 'unit').toLowerCase() === 'ms' ? n : n * 1000;
}

function memoryMb(v: unknown, warnings: string[]): number {
  const n = Number(text(v).trim());
  if (!Number.isFinite(n) || n <= 0) {
    warnings.push('内存限制缺失或不合法，已使用 256 MB');
    return 256;
  }
  const unit = attr(v, 'unit').toLowerCase();
  return unit === 'kb' ? n / 1024 : unit === 'gb' ? n * 1024 : n;
}

/** `<img><src>…</src><base64>…</base64></img>` entries: the statement refers to them by `src`. */
function imagesOf(item: XmlItem, warnings: string[]) {
  const images: ImportedImage[] = [];
  const refs = new Map<string, string>();
  for (const img of all(item.img)) {
    const entry = (img ?? {}) as Record<string, unknown>;
    const src = text(entry.src).trim();
    const data = Buffer.from(text(entry.base64).replace(/\s+/g, ''), 'base64');
    const ext = sniffImage(data);
    if (!src) continue;
    if (!ext) {
      warnings.push(`图片 ${src.slice(0, 80)} 不是 5 MB 以内的 PNG/JPEG/GIF/WebP/BMP 图片，已忽略`);
      continue;
    }
    refs.set(src, `${IMAGE_REF}${images.length}`);
    images.push({ name: src.split(/[/\\]/).pop() || `image.${ext}`, ext, data });
  }
  return { images, refs };
}

/** An image the statement links: one of the file's own, an inline data URI, or a web address kept as it is. */
function resolver(refs: Map<string, string>, images: ImportedImage[], warnings: string[]) {
  return (src: string): string | null => {
    const own = refs.get(src) ?? refs.get(decodeURI(src));
    if (own) return own;
    const data = /^data:image\/[\w+.-]+;base64,(.*)$/is.exec(src);
    if (data) {
      const bytes = Buffer.from(data[1].replace(/\s+/g, ''), 'base64');
      const ext = sniffImage(bytes);
      if (!ext) {
        warnings.push('题面中的内嵌图片格式不支持，已忽略');
        return null;
      }
      images.push({ name: `image.${ext}`, ext, data: bytes });
      return `${IMAGE_REF}${images.length - 1}`;
    }
    if (/^https?:\/\//i.test(src)) return src;
    warnings.push(`图片 ${src.slice(0, 80)} 不在文件中，已忽略`);
    return null;
  };
}

function statement(item: XmlItem, image: (src: string) => string | null): string {
  const part = (name: string) => htmlToMarkdown(text(item[name]), image);
  const sections = [part('description')];
  for (const key of ['input', 'output', 'hint'] as const) {
    const body = part(key);
    if (body) sections.push(`${SECTIONS[key]}\n\n${body}`);
  }
  return sections.filter(Boolean).join('\n\n');
}

/** The test data: pairs in file order; unpaired inputs or outputs at the end are dropped with a note. */
/**
 * FPS `<source>` and `<url>` as the problem's source. A `<source>` of a few short words (the way many
 * judges use it for a category, and the way our export writes tags) also gives the tags, quietly;
 * a longer one is kept as the source only.
 */
function originOf(item: XmlItem, warnings: string[]) {
  const from = text(item.source).replace(/\s+/g, ' ').trim();
  const url = text(item.url).trim();
  let source = [from, /^https?:\/\/\S+$/i.test(url) && !from.includes(url) ? url : '']
    .filter(Boolean)
    .join(' ');
  if (source.length > LIMITS.source) {
    warnings.push(`来源超过 ${LIMITS.source} 字，已截断`);
    source = source.slice(0, LIMITS.source);
  }
  const words = from ? from.split(/[\s,，;；、]+/).filter(Boolean) : [];
  const fits = words.length <= 5 && words.every((w) => w.length <= 10);
  return { source: source || null, tags: fits ? fitTags(words, warnings) : [] };
}

function testData(item: XmlItem, warnings: string[]): ImportedProblem['data'] {
  let inputs = all(item.test_input).map(text);
  let outputs = all(item.test_output).map(text);
  if (inputs.length !== outputs.length) {
    const kept = Math.min(inputs.length, outputs.length);
    const extra =
      inputs.length > outputs.length ? `输入 ${inputs.length - kept} 组` : `输出 ${outputs.length - kept} 组`;
    warnings.push(
      `测试输入 ${inputs.length} 组与测试输出 ${outputs.length} 组数量不一致：保留前 ${kept} 组完整的测试点，丢弃多出的${extra}`,
    );
    inputs = inputs.slice(0, kept);
    outputs = outputs.slice(0, kept);
  }
  if (inputs.length === 0) return null;
  const files = new Map<string, Buffer>();
  const cases: ProblemCase[] = inputs.map((input, i) => {
    const name = String(i + 1);
    files.set(`${name}.in`, Buffer.from(input));
    files.set(`${name}.out`, Buffer.from(outputs[i]));
    return { name, input: `${name}.in`, output: `${name}.out` };
  });
  return { files, cases, subtasks: null };
}

function itemOf(item: XmlItem): ImportedProblem {
  const warnings: string[] = [];
  const { images, refs } = imagesOf(item, warnings);
  const content = statement(item, resolver(refs, images, warnings));
  const ins = all(item.sample_input).map(text);
  const outs = all(item.sample_output).map(text);
  if (ins.length !== outs.length) warnings.push('样例输入与样例输出数量不一致，多出的已忽略');
  const samples = ins
    .slice(0, Math.min(ins.length, outs.length))
    .map((input, i) => ({ input, output: outs[i] }))
    .filter((s) => s.input.trim() || s.output.trim());

  let checkerSource: string | null = null;
  const spj = all(item.spj).find((s) => text(s).trim());
  if (spj) {
    const lang = languageOf(attr(spj, 'language') || 'C');
    if (lang !== 'c' && lang !== 'cpp17' && lang !== 'cpp20')
      throw new Error(`特判程序的语言「${attr(spj, 'language')}」不受支持（只支持 C/C++）`);
    checkerSource = checkerFromFps(text(spj));
  }

  let referenceLanguage: string | null = null;
  let referenceCode: string | null = null;
  // The first solution in a language of ours is kept; the others are named in a note.
  const solutions = all(item.solution).filter((s) => text(s).trim());
  const dropped: string[] = [];
  for (const s of solutions) {
    const name = attr(s, 'language') || '未注明';
    const lang = languageOf(attr(s, 'language'));
    const why = lang ? solutionProblem(lang, text(s)) : '语言不受支持';
    if (lang && !why && !referenceLanguage) {
      referenceLanguage = lang;
      referenceCode = text(s);
    } else if (!lang || why) dropped.push(`${name}：${why}`);
  }
  if (dropped.length > 0)
    warnings.push(
      referenceLanguage
        ? `另有标准程序未导入（${dropped.join('；')}）`
        : `标准程序无法使用，已忽略（${dropped.join('；')}）`,
    );

  const { source, tags } = originOf(item, warnings);
  return {
    title: text(item.title).trim(),
    content,
    samples,
    ...fitLimits(timeMs(item.time_limit, warnings), memoryMb(item.memory_limit, warnings), warnings),
    tags,
    source,
    difficulty: 1,
    checkerType: checkerSource ? 'special' : 'default',
    checkerSource,
    referenceLanguage,
    referenceCode,
    data: testData(item, warnings),
    images,
    warnings,
  };
}

/** Reads an FPS XML file: every `<item>` becomes a problem, or a failure naming what is wrong with it. */
export function readFps(xml: string): ImportBatch {
  const items = parseXml(xml);
  const problems: ImportedProblem[] = [];
  const failures: ItemFailure[] = [];
  items.forEach((item, index) => {
    const title = text(item.title).trim();
    try {
      const problem = itemOf(item);
      const errors = problemErrors(problem);
      if (errors.length) failures.push({ index, title, errors });
      else problems.push({ ...problem, index });
    } catch (err) {
      if (err instanceof AppError || !(err instanceof Error)) throw err;
      failures.push({ index, title, errors: [err.message] });
    }
  });
  return { problems, failures };
}
