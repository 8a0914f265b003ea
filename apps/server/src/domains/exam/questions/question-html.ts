import { sanitizeRichText } from '../../../platform/http/rich-text.ts';

// A `<` that opens a real tag: `<p>`, `</code>`, `<img src="…" />`, `<br/>`, and comments or doctypes.
const TAG_AHEAD = /^(?:<\/?[a-zA-Z][a-zA-Z0-9-]*(?:\s[^<>]*)?\/?>|<!)/;

/**
 * Question text (stems, options, analysis) as stored: the platform's rich-text sanitiser, after every
 * `<` that opens no tag became `&lt;`. So `$a<b$` (LaTeX), `if a<b:` in a code block and a plain
 * "a<b" keep their text instead of being taken for the start of a tag and dropped.
 */
export function sanitizeQuestionHtml(html: string | null | undefined): string {
  if (!html) return '';
  let out = '';
  for (let i = 0; i < html.length; i++) {
    const ch = html[i];
    out += ch === '<' && !TAG_AHEAD.test(html.slice(i, i + 2000)) ? '&lt;' : ch;
  }
  return sanitizeRichText(out);
}
