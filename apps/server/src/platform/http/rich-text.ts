import sanitize from 'sanitize-html';

// Stored rich text (announcements, news, the site footer, unit content): formatting, links, images
// and tables only.
// No scripts, styles, frames, event handlers or `javascript:` / `data:` links; images may be data URLs.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags.filter((t) => t !== 'style'),
    'img',
    'h1',
    'h2',
    'u',
    's',
    'del',
  ],
  allowedAttributes: {
    '*': ['class'],
    a: ['href', 'name', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Stored HTML, cleaned on save; the browser sanitises again when rendering. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, OPTIONS);
}
