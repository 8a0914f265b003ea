import type { KatexOptions } from 'katex';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { sanitizeHtml } from '../../../components/sanitize-html.ts';
import { protectInlineImages, restoreInlineImages } from './inline-images.ts';
import { hasLatex, splitLatex } from './latex-split.ts';

/** The part of KaTeX the renderer uses. */
export interface Katex {
  renderToString: (tex: string, options?: KatexOptions) => string;
}

let katexPromise: Promise<Katex> | null = null;
let katexLoaded: Katex | null = null;

/**
 * KaTeX with its style sheet, fetched once on first use. A print page can await it before printing so
 * that every formula is drawn.
 */
export function loadKatex(): Promise<Katex> {
  katexPromise ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')])
    .then(([module]) => {
      katexLoaded = module.default;
      return module.default;
    })
    .catch((error: unknown) => {
      katexPromise = null;
      throw error;
    });
  return katexPromise;
}

/** KaTeX once it has loaded, when `needed`; null before (formulas show as typed meanwhile). */
export function useKatex(needed: boolean): Katex | null {
  const [katex, setKatex] = useState<Katex | null>(katexLoaded);
  useEffect(() => {
    if (!needed || katex) return;
    let live = true;
    loadKatex().then(
      (k) => live && setKatex(k),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, katex]);
  return needed ? katex : null;
}

/** Text in these elements is shown exactly as written: no formulas, no numbered blanks. */
const VERBATIM = new Set(['PRE', 'CODE']);
const BLANK_RUN = /_{3,}/g;

interface RenderState {
  katex: Katex | null;
  /** Numbers runs of three or more underscores as blanks (1), (2)...; counts them in document order. */
  blanks: boolean;
  blankCount: number;
}

function appendText(doc: Document, into: DocumentFragment, text: string, state: RenderState) {
  if (!state.blanks) {
    into.append(text);
    return;
  }
  let last = 0;
  for (const match of text.matchAll(BLANK_RUN)) {
    into.append(text.slice(last, match.index));
    state.blankCount += 1;
    const blank = doc.createElement('span');
    blank.className = 'ck-blank';
    blank.textContent = `（${state.blankCount}）`;
    into.append(blank);
    last = match.index + match[0].length;
  }
  into.append(text.slice(last));
}

function renderText(doc: Document, node: Text, state: RenderState) {
  const text = node.data;
  const maths = state.katex && text.includes('$');
  const blanks = state.blanks && BLANK_RUN.test(text);
  BLANK_RUN.lastIndex = 0;
  if (!maths && !blanks) return;
  const fragment = doc.createDocumentFragment();
  for (const segment of maths ? splitLatex(text) : [{ kind: 'text' as const, text }]) {
    if (segment.kind === 'text') {
      appendText(doc, fragment, segment.text, state);
      continue;
    }
    const span = doc.createElement('span');
    span.className = segment.display ? 'ck-math ck-math-display' : 'ck-math';
    // KaTeX builds the markup itself from the formula; bad TeX is shown in red, never thrown.
    span.innerHTML = (state.katex as Katex).renderToString(segment.tex, {
      displayMode: segment.display,
      throwOnError: false,
      strict: 'ignore',
    });
    fragment.append(span);
  }
  node.replaceWith(fragment);
}

function walk(doc: Document, parent: Node, state: RenderState) {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) renderText(doc, child as Text, state);
    else if (child.nodeType === Node.ELEMENT_NODE && !VERBATIM.has((child as Element).tagName))
      walk(doc, child, state);
  }
}

export interface QuestionHtmlOptions {
  /** Formulas are drawn only with KaTeX at hand. */
  katex?: Katex | null;
  /** Fill-in-the-blank stems: number the `____` runs. */
  blanks?: boolean;
}

/**
 * Stored question HTML made safe to show: the allow-list sanitiser (inline pictures kept), then `$…$`
 * and `$$…$$` formulas in text (never in code) drawn by KaTeX.
 */
export function renderQuestionHtml(html: string | null | undefined, options: QuestionHtmlOptions = {}) {
  if (!html) return '';
  const { html: guarded, images } = protectInlineImages(html);
  const clean = restoreInlineImages(sanitizeHtml(guarded), images);
  const katex = options.katex && hasLatex(clean) ? options.katex : null;
  if (!katex && !options.blanks) return clean;
  const doc = new DOMParser().parseFromString(`<body>${clean}</body>`, 'text/html');
  doc.body.normalize();
  walk(doc, doc.body, { katex, blanks: !!options.blanks, blankCount: 0 });
  return doc.body.innerHTML;
}

interface QuestionHtmlProps {
  html: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  blanks?: boolean;
}

/** Question rich text (stem, option, analysis) with formulas; KaTeX loads only for text that has one. */
export function QuestionHtml({ html, className, style, blanks }: QuestionHtmlProps) {
  const katex = useKatex(hasLatex(html));
  const markup = useMemo(() => renderQuestionHtml(html, { katex, blanks }), [html, katex, blanks]);
  if (!markup) return null;
  const classes = ['ck-rich', className].filter(Boolean).join(' ');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above; formulas are KaTeX's own markup.
  return <div className={classes} style={style} dangerouslySetInnerHTML={{ __html: markup }} />;
}
