import sanitize from 'sanitize-html';

/** Length of a summary taken from an article's body. */
export const AUTO_SUMMARY_LENGTH = 120;

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The readable text of stored HTML: tags dropped, entities decoded, whitespace collapsed. */
export function textOfHtml(html: string): string {
  // Block ends become spaces so that paragraphs do not run into each other.
  const spaced = html.replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>|<br\s*\/?>/gi, ' ');
  const text = sanitize(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A summary from the body: its first characters, with an ellipsis when cut. */
export function summaryOf(html: string): string {
  const text = textOfHtml(html);
  return text.length > AUTO_SUMMARY_LENGTH ? `${text.slice(0, AUTO_SUMMARY_LENGTH)}…` : text;
}
