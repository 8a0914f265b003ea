import MarkdownIt, { type StateInline } from 'markdown-it';
import { SECTIONS } from './fps-import.ts';
import { checkerToFps } from './spj-adapter.ts';

/** What one exported item needs; the data files are read by the caller. */
export interface FpsItem {
  title: string;
  content: string;
  samples: { input: string; output: string }[];
  timeLimit: number;
  memoryLimit: number;
  tags: string[];
  source?: string | null;
  checkerSource: string | null;
  referenceLanguage: string | null;
  referenceCode: string | null;
  tests: { input: string; output: string }[];
  images: { src: string; base64: string }[];
}

const FPS_LANGUAGE: Record<string, string> = {
  c: 'C',
  cpp17: 'C++',
  cpp20: 'C++',
  python3: 'Python',
  java: 'Java',
  javascript: 'JavaScript',
  pascal: 'Pascal',
  go: 'Go',
  php: 'PHP',
  bash: 'Bash',
  fortran: 'Fortran',
};

// Characters XML 1.0 cannot carry at all, not even in CDATA.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what must be found.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export const xmlSafe = (s: string) => !NOT_XML.test(s);

const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const escapeAttr = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
const element = (name: string, value: string, attrs = '') => `<${name}${attrs}>${cdata(value)}</${name}>`;

/** Markdown to the HTML FPS statements hold; `$…$` maths stays as text for the judge's MathJax. */
function markdownRenderer() {
  const md = MarkdownIt({ html: false, linkify: false, breaks: false });
  md.inline.ruler.after('escape', 'math', (state: StateInline, silent: boolean) => {
    const start = state.pos;
    if (state.src.charCodeAt(start) !== 0x24) return false;
    const mark = state.src.charCodeAt(start + 1) === 0x24 ? '$$' : '$';
    const end = state.src.indexOf(mark, start + mark.length);
    if (end < 0 || end === start + mark.length) return false;
    if (!silent) state.push('text', '', 0).content = state.src.slice(start, end + mark.length);
    state.pos = end + mark.length;
    return true;
  });
  return md;
}
const md = markdownRenderer();

/** Our statement split back into the FPS parts at the headings the import wrote. */
export function splitStatement(content: string): Record<'description' | keyof typeof SECTIONS, string> {
  const parts = { description: '', input: '', output: '', hint: '' };
  let current: keyof typeof parts = 'description';
  const heads = Object.entries(SECTIONS) as [keyof typeof SECTIONS, string][];
  let fenced = false;
  for (const line of content.split('\n')) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    const head = fenced ? undefined : heads.find(([, h]) => line.trimEnd() === h);
    if (head) current = head[0];
    else parts[current] += `${line}\n`;
  }
  return parts;
}

function itemXml(p: FpsItem): string {
  const parts = splitStatement(p.content);
  const html = (s: string) => (s.trim() ? md.render(s.trim()) : '');
  const lines = [
    '<item>',
    element('title', p.title),
    element('time_limit', String(p.timeLimit / 1000), ' unit="s"'),
    element('memory_limit', String(p.memoryLimit), ' unit="mb"'),
    ...p.images.map((img) => `<img><src>${cdata(img.src)}</src><base64>${cdata(img.base64)}</base64></img>`),
    element('description', html(parts.description)),
    element('input', html(parts.input)),
    element('output', html(parts.output)),
    ...p.samples.flatMap((s) => [element('sample_input', s.input), element('sample_output', s.output)]),
    ...p.tests.flatMap((t) => [element('test_input', t.input), element('test_output', t.output)]),
    element('hint', html(parts.hint)),
    // The source when the problem has one, else the tags, which a short source gives back on import.
    element('source', p.source || p.tags.join(' ')),
  ];
  const language = p.referenceLanguage ? FPS_LANGUAGE[p.referenceLanguage] : undefined;
  if (language && p.referenceCode)
    lines.push(element('solution', p.referenceCode, ` language="${escapeAttr(language)}"`));
  if (p.checkerSource) lines.push(element('spj', checkerToFps(p.checkerSource), ' language="C++"'));
  lines.push('</item>');
  return lines.join('\n');
}

/** The FPS 1.2 document for the given problems. */
export function writeFps(items: FpsItem[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<fps version="1.2" url="https://github.com/zhblue/freeproblemset/">',
    '<generator name="ck-judge" url=""/>',
    ...items.map(itemXml),
    '</fps>',
    '',
  ].join('\n');
}
