import { type CSSProperties, useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html.ts';

/** Renders stored HTML only after the allow-list sanitiser. */
export function SafeHtml({
  html,
  style,
  className,
}: {
  html?: string;
  style?: CSSProperties;
  className?: string;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup went through sanitizeHtml above.
  return <div className={className} style={style} dangerouslySetInnerHTML={{ __html: clean }} />;
}
