import DOMPurify from 'dompurify';
import MarkdownIt from 'markdown-it';

type Highlighter = (code: string, language: string) => string;
let highlighter: Highlighter | null = null;
let loading: Promise<void> | null = null;
/** Set for the duration of one render: whether code blocks may be highlighted. */
let highlightNow = false;

/** Loads highlight.js (three languages) once; answers re-render when it is there. */
export function loadHighlighter(): Promise<void> {
  loading ??= import('./highlight.ts').then((m) => {
    highlighter = m.highlightCode;
  });
  return loading;
}

export const highlighterReady = () => highlighter !== null;

/** Whether an answer holds a fenced code block (worth loading the highlighter for). */
export const hasCodeFence = (source: string) => /(^|\n)\s*(```|~~~)/.test(source);

const md = MarkdownIt({
  html: false,
  linkify: true,
  breaks: true,
  highlight: (code: string, language: string): string => {
    const html = highlightNow && highlighter ? highlighter(code, language) : '';
    // markdown-it wraps it in <pre><code class="language-x">; `hljs` gives the theme's block style.
    return html
      ? `<pre class="hljs"><code class="hljs language-${language.replace(/[^\w+#-]/g, '')}">${html}</code></pre>`
      : '';
  },
});

// Links of an answer open beside the panel, never in place of the page the student is working on.
const defaultLinkOpen = md.renderer.rules.link_open;
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  tokens[idx].attrSet('target', '_blank');
  tokens[idx].attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

/**
 * An answer's Markdown as sanitised HTML: raw HTML is off in markdown-it and DOMPurify cleans the
 * rest. Code blocks are highlighted when `highlight` is set and the highlighter has loaded.
 */
export function renderAnswer(source: string, highlight = true): string {
  highlightNow = highlight;
  let html: string;
  try {
    html = md.render(source);
  } finally {
    highlightNow = false;
  }
  return DOMPurify.sanitize(html, {
    FORBID_TAGS: ['style', 'form', 'input', 'img', 'iframe'],
    ADD_ATTR: ['target'],
  });
}
