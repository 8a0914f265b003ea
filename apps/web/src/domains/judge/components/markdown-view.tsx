import DOMPurify from 'dompurify';
import katex from 'katex';
import 'katex/dist/katex.min.css';
import MarkdownIt, { type StateInline, type Token } from 'markdown-it';
import { useMemo } from 'react';

/** `$…$` inline and `$$…$$` display maths, rendered by KaTeX (bad TeX shows in red, never throws). */
function addMath(md: ReturnType<typeof MarkdownIt>) {
  md.inline.ruler.after('escape', 'math', (state: StateInline, silent: boolean) => {
    const start = state.pos;
    if (state.src.charCodeAt(start) !== 0x24 /* $ */) return false;
    const display = state.src.charCodeAt(start + 1) === 0x24;
    const mark = display ? '$$' : '$';
    const end = state.src.indexOf(mark, start + mark.length);
    if (end < 0 || end === start + mark.length) return false;
    if (!silent) {
      const token = state.push('math', '', 0);
      token.content = state.src.slice(start + mark.length, end);
      token.markup = mark;
    }
    state.pos = end + mark.length;
    return true;
  });
  md.renderer.rules.math = (tokens: Token[], idx: number) =>
    katex.renderToString(tokens[idx].content, {
      throwOnError: false,
      displayMode: tokens[idx].markup === '$$',
    });
}

const md = MarkdownIt({ html: false, linkify: true, breaks: false });
addMath(md);

/** Markdown to sanitised HTML: raw HTML is off in markdown-it and DOMPurify cleans what is left. */
export function renderMarkdown(source: string): string {
  return DOMPurify.sanitize(md.render(source ?? ''), { FORBID_TAGS: ['style', 'form', 'input'] });
}

/** A problem statement: Markdown with images and LaTeX. Loaded lazily with its libraries. */
export function MarkdownView({ source }: { source: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const markup = { __html: html };
  const style = { lineHeight: 1.7, overflowX: 'auto' } as const;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup went through DOMPurify above.
  return <div className="ck-markdown" style={style} dangerouslySetInnerHTML={markup} />;
}
