/**
 * Allow-list HTML sanitiser for stored rich text (footer, announcements). Unknown elements are
 * unwrapped (their text kept), scripts and styles dropped, and only harmless attributes survive;
 * links and images must point to http(s), mailto or same-site URLs.
 */
const ALLOWED_TAGS = new Set([
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'p',
  'br',
  'div',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'code',
  'pre',
  'hr',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]);
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
]);
const ALLOWED_ATTRS: Record<string, string[]> = {
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

function safeUrl(value: string): boolean {
  const v = value.trim();
  return (
    /^(https?:|mailto:)/i.test(v) || (v.startsWith('/') && !v.startsWith('//')) || /^[\w.-]+(\/|$)/.test(v)
  );
}

function clean(node: Node, doc: Document): void {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const el = child as Element;
    const tag = el.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      el.remove();
      continue;
    }
    clean(el, doc);
    if (!ALLOWED_TAGS.has(tag)) {
      el.replaceWith(...Array.from(el.childNodes));
      continue;
    }
    const allowed = ALLOWED_ATTRS[tag] ?? [];
    for (const attr of Array.from(el.attributes)) {
      const keep =
        allowed.includes(attr.name) && (!['href', 'src'].includes(attr.name) || safeUrl(attr.value));
      if (!keep) el.removeAttribute(attr.name);
    }
    if (tag === 'a') {
      if (el.getAttribute('target') !== '_blank') el.removeAttribute('target');
      else el.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

export function sanitizeHtml(html: string | undefined | null): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body, doc);
  return doc.body.innerHTML;
}
