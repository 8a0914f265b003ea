import { parseDocument } from 'htmlparser2';

type Doc = ReturnType<typeof parseDocument>;
type Node = Doc['children'][number];
interface Tag {
  type: string;
  name: string;
  attribs: Record<string, string>;
  children: Node[];
}

/** Maps an image `src` of the HTML to the address the Markdown should use; null drops the image. */
export type ImageResolver = (src: string) => string | null;

const isTag = (n: Node): n is Node & Tag => n.type === 'tag' || n.type === 'script' || n.type === 'style';
const SKIP = new Set(['script', 'style', 'head', 'title', 'meta', 'link', 'iframe', 'object', 'embed']);
const BLOCK = new Set(['p', 'div', 'section', 'article', 'center', 'header', 'footer', 'main', 'dl', 'dd']);
const SIMPLE_SCRIPT = /^[\w+\-*/=,. ()]{1,40}$/;
const SAFE_HREF = /^(https?:\/\/|\/|#|mailto:)/i;

/** Backslash-escapes Markdown syntax in text, leaving `$…$` maths alone so it still renders. */
function escapeText(text: string): string {
  const parts = text.split(/(\$\$[^$]+\$\$|\$[^$]+\$)/);
  const out = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[\\`*_[\]<>|#~]/g, '\\$&')))
    .join('');
  // What would start a list or a heading when it opens a line.
  return out.replace(/^(\s*)(\d+)([.)])(\s|$)/, '$1$2\\$3$4').replace(/^(\s*)([-+=])(\s|$)/, '$1\\$2$3');
}

function textOf(nodes: Node[]): string {
  let out = '';
  for (const n of nodes) {
    if (n.type === 'text' || n.type === 'cdata') out += 'data' in n ? n.data : textOf(n.children as Node[]);
    else if (isTag(n)) out += n.name === 'br' ? '\n' : textOf(n.children);
  }
  return out;
}

/** The TeX source a KaTeX or MathML formula carries (`<annotation encoding="application/x-tex">`). */
function texOf(nodes: Node[]): string | null {
  for (const n of nodes) {
    if (!isTag(n)) continue;
    if (n.name === 'annotation' && /^application\/x-tex$/i.test((n.attribs.encoding ?? '').trim()))
      return textOf(n.children);
    const inner = texOf(n.children);
    if (inner !== null) return inner;
  }
  return null;
}

const classesOf = (n: Tag) => new Set((n.attribs.class ?? '').split(/\s+/).filter(Boolean));

/** The first descendant that is the named tag or, with a leading dot, has the class. */
function findTag(nodes: Node[], what: string): (Node & Tag) | null {
  for (const n of nodes) {
    if (!isTag(n)) continue;
    if (what.startsWith('.') ? classesOf(n).has(what.slice(1)) : n.name === what) return n;
    const inner = findTag(n.children, what);
    if (inner) return inner;
  }
  return null;
}

/** Rendered copies that MathJax 2 puts beside its `<script type="math/tex">` source: dropped. */
const MATHJAX_OUTPUT = [
  'MathJax',
  'MathJax_Preview',
  'MathJax_Display',
  'MathJax_SVG',
  'MathJax_SVG_Display',
  'MathJax_CHTML',
  'MJX_Assistive_MathML',
];

/** TeX as Markdown maths: `$…$` inline, `$$…$$` as a block. */
function mathMarkdown(tex: string, display: boolean): string {
  const t = tex.replace(/\s+/g, ' ').trim();
  if (!t) return '';
  return display ? `\n\n$$${t}$$\n\n` : `$${t}$`;
}

function fence(code: string, info = ''): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((m) => m.length));
  const mark = '`'.repeat(longest + 1);
  return `${mark}${info}\n${code.replace(/\n$/, '')}\n${mark}`;
}

class Converter {
  /** Code blocks are kept aside so that the whitespace clean-up never touches them. */
  private readonly blocks: string[] = [];

  constructor(private readonly image: ImageResolver) {}

  convert(html: string): string {
    const doc = parseDocument(html, { decodeEntities: true });
    const md = this.children(doc.children)
      .replace(/\\\n +/g, '\\\n')
      .split('\n')
      .map((l) => l.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
    return md.replace(/\uE000(\d+)\uE001/g, (_, i: string) => this.blocks[Number(i)]);
  }

  private keep(block: string): string {
    this.blocks.push(block);
    return `\n\n\uE000${this.blocks.length - 1}\uE001\n\n`;
  }

  private children(nodes: Node[]): string {
    return nodes.map((n) => this.node(n)).join('');
  }

  private inlineOf(nodes: Node[]): string {
    return this.children(nodes)
      .replace(/\s*\n\s*/g, ' ')
      .trim();
  }

  private node(n: Node): string {
    if (n.type === 'text') return escapeText(('data' in n ? n.data : '').replace(/\s+/g, ' '));
    if (n.type === 'cdata') return escapeText(textOf(n.children as Node[]).replace(/\s+/g, ' '));
    if (!isTag(n)) return '';
    const math = this.math(n);
    if (math !== null) return math;
    if (SKIP.has(n.name)) return '';
    const name = n.name.toLowerCase();
    const inner = () => this.children(n.children);
    const block = (s: string) => (s.trim() ? `\n\n${s.trim()}\n\n` : '');
    if (BLOCK.has(name)) return block(inner());
    const heading = /^h([1-6])$/.exec(name);
    if (heading) return block(`${'#'.repeat(Number(heading[1]))} ${this.inlineOf(n.children)}`);
    switch (name) {
      case 'br':
        return '\\\n';
      case 'hr':
        return '\n\n---\n\n';
      case 'strong':
      case 'b':
        return this.wrap('**', inner());
      case 'em':
      case 'i':
        return this.wrap('*', inner());
      case 'del':
      case 's':
      case 'strike':
        return this.wrap('~~', inner());
      case 'code':
      case 'tt':
      case 'kbd':
        return this.code(textOf(n.children));
      case 'pre':
        return this.keep(fence(textOf(n.children), this.language(n)));
      case 'sup':
      case 'sub':
        return this.script(name, textOf(n.children));
      case 'a':
        return this.link(n);
      case 'img':
        return this.img(n);
      case 'ul':
      case 'ol':
        return this.list(n, name === 'ol');
      case 'blockquote':
        return block(
          this.children(n.children)
            .replace(/\n{3,}/g, '\n\n')
            .trim()
            .split('\n')
            .map((l) => (l ? `> ${l}` : '>'))
            .join('\n'),
        );
      case 'table':
        return this.table(n);
      case 'dt':
        return block(`**${this.inlineOf(n.children)}**`);
      default:
        return inner();
    }
  }

  /**
   * Formulas rendered before the statement was saved: KaTeX (`.katex` with its MathML and HTML
   * copies), MathJax 2 (`<script type="math/tex">` beside rendered spans), MathJax 3
   * (`<mjx-container>`) and bare MathML. The TeX source is kept once, the rendered copies dropped.
   * Null when the node is no formula.
   */
  private math(n: Tag): string | null {
    const name = n.name.toLowerCase();
    if (name === 'script') {
      const type = (n.attribs.type ?? '').toLowerCase();
      if (!type.startsWith('math/tex')) return null;
      return mathMarkdown(textOf(n.children), /mode\s*=\s*display/.test(type));
    }
    const classes = classesOf(n);
    if (classes.has('katex-display') || classes.has('katex')) {
      const display = classes.has('katex-display');
      const tex = texOf(n.children);
      if (tex !== null) return mathMarkdown(tex, display);
      // No source kept: one readable copy of the rendered text.
      const html = findTag(n.children, '.katex-html');
      return escapeText(textOf(html?.children ?? []).replace(/\s+/g, ' '));
    }
    if (name === 'mjx-container' || name === 'math') {
      const display = n.attribs.display === 'true' || n.attribs.display === 'block';
      const tex = texOf(n.children);
      if (tex !== null) return mathMarkdown(tex, display);
      const mml = name === 'math' ? n : findTag(n.children, 'math');
      return mml ? escapeText(textOf(mml.children).replace(/\s+/g, ' ')) : '';
    }
    if (MATHJAX_OUTPUT.some((c) => classes.has(c))) return '';
    return null;
  }

  private wrap(mark: string, s: string): string {
    const t = s.trim();
    if (!t) return s;
    const lead = s.startsWith(' ') ? ' ' : '';
    const trail = s.endsWith(' ') ? ' ' : '';
    return `${lead}${mark}${t}${mark}${trail}`;
  }

  private code(raw: string): string {
    const text = raw.replace(/\s+/g, ' ');
    if (!text.trim()) return text;
    const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((m) => m.length));
    const mark = '`'.repeat(longest + 1);
    const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
    return `${mark}${pad}${text}${pad}${mark}`;
  }

  private language(pre: Tag): string {
    const code = pre.children.find((c): c is Node & Tag => isTag(c) && c.name === 'code');
    const cls = code?.attribs.class ?? '';
    return /language-([\w+-]+)/.exec(cls)?.[1] ?? '';
  }

  /** `x<sup>2</sup>` as maths when it is short and plain, else as text. */
  private script(name: string, raw: string): string {
    const text = raw.trim();
    if (!text) return '';
    const mark = name === 'sup' ? '^' : '_';
    return SIMPLE_SCRIPT.test(text) ? `$${mark}{${text}}$` : `${mark}(${escapeText(text)})`;
  }

  private link(a: Tag): string {
    const text = this.inlineOf(a.children);
    const href = (a.attribs.href ?? '').trim();
    if (!href || !SAFE_HREF.test(href) || /[\s()]/.test(href)) return text;
    return `[${text || escapeText(href)}](${href})`;
  }

  private img(img: Tag): string {
    const src = (img.attribs.src ?? '').trim();
    const target = src ? this.image(src) : null;
    if (!target) return '';
    const alt = escapeText((img.attribs.alt ?? '').replace(/\s+/g, ' ').trim());
    const url = target.replace(
      /[()\s]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    );
    return `![${alt}](${url})`;
  }

  private list(list: Tag, ordered: boolean): string {
    const items = list.children.filter((c): c is Node & Tag => isTag(c) && c.name === 'li');
    const start = Number(list.attribs.start) || 1;
    const lines = items.map((li, i) => {
      const marker = ordered ? `${start + i}. ` : '- ';
      const body = this.children(li.children)
        .replace(/\n{3,}/g, '\n\n')
        .trim();
      const indent = ' '.repeat(marker.length);
      return body
        .split('\n')
        .map((l, j) => (j === 0 ? `${marker}${l}` : l ? `${indent}${l}` : ''))
        .join('\n');
    });
    return lines.length ? `\n\n${lines.join('\n')}\n\n` : '';
  }

  private table(table: Tag): string {
    const rows: string[][] = [];
    const collect = (nodes: Node[]) => {
      for (const n of nodes) {
        if (!isTag(n)) continue;
        if (n.name === 'tr') {
          const cells = n.children.filter(
            (c): c is Node & Tag => isTag(c) && (c.name === 'td' || c.name === 'th'),
          );
          rows.push(cells.map((c) => this.inlineOf(c.children).replace(/\\\n/g, ' ') || ' '));
        } else collect(n.children);
      }
    };
    collect(table.children);
    if (rows.length === 0) return '';
    const width = Math.max(...rows.map((r) => r.length));
    const line = (r: string[]) => `| ${Array.from({ length: width }, (_, i) => r[i] ?? ' ').join(' | ')} |`;
    const [head, ...body] = rows;
    const sep = `| ${Array.from({ length: width }, () => '---').join(' | ')} |`;
    return `\n\n${[line(head), sep, ...body.map(line)].join('\n')}\n\n`;
  }
}

/**
 * HTML statements (FPS, older judges) to the Markdown our statements use: the viewer renders Markdown
 * with raw HTML switched off, so tags left in place would show as text.
 */
export function htmlToMarkdown(html: string, image: ImageResolver = (src) => src): string {
  return new Converter(image).convert(html);
}
