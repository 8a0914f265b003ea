import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './notice.css';

// Content was cleaned on save; it is cleaned again here so nothing stored earlier or elsewhere can run.
const PURIFY_OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|data:image\/|\/(?!\/)|#)/i,
};

export function purifyNoticeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, PURIFY_OPTIONS);
}

/** An announcement's HTML body, rendered only after DOMPurify. */
export function NoticeHtml({ html }: { html: string | null | undefined }) {
  const clean = useMemo(() => purifyNoticeHtml(html), [html]);
  if (!clean) return <div style={{ color: '#999' }}>（无正文）</div>;
  return (
    <div
      className="ck-notice-html"
      style={{ lineHeight: 1.8, wordBreak: 'break-word', overflowX: 'auto' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: purified by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
