/** Only web addresses and same-site paths may be opened from stored links (never `javascript:`). */
export function safeLink(url: string | undefined | null): string | undefined {
  if (!url) return undefined;
  const u = url.trim();
  return /^https?:\/\//i.test(u) || (u.startsWith('/') && !u.startsWith('//')) ? u : undefined;
}

/** Opens a stored link: same-site paths inside the app, web addresses in a new tab. */
export function openLink(link: string | undefined | null, navigate: (to: string) => void): void {
  const url = safeLink(link);
  if (!url) return;
  if (url.startsWith('/')) navigate(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}
