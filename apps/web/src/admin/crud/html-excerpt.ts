import { ellipsis } from '@ck/shared';

/** Tags that end a line of text: replaced by a space so that words of two paragraphs do not merge. */
const BLOCK_TAG = /<\/?(p|div|br|hr|li|ul|ol|h[1-6]|blockquote|pre|table|tr|td|th|img)\b[^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(whole: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
}

/** The readable text of stored HTML: scripts, styles and comments dropped, tags removed, entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short plain-text excerpt of stored HTML for a table cell, never markup. */
export function htmlExcerpt(html: string, length = 40): string {
  return ellipsis(htmlToText(html), length);
}
