import DOMPurify from 'dompurify';
import { useMemo } from 'react';

// Content was cleaned on save; it is cleaned again here so nothing stored earlier or elsewhere can run.
const PURIFY_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/|\/(?!\/)|#)/i,
};

/** The unit's rich content, rendered only after DOMPurify. */
export function UnitContent({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, PURIFY_OPTIONS), [html]);
  if (!clean) return null;
  return (
    <div
      style={{ lineHeight: 1.9, fontSize: 16, wordBreak: 'break-word', overflowX: 'auto' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: purified by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
