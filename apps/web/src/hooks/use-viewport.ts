import { useSyncExternalStore } from 'react';

export type Viewport = 'mobile' | 'tablet' | 'desktop';

// SPEC §4: under 768 px mobile (drawer menu); 768-1087 px desktop with the sidebar closed; wider open.
const MOBILE = '(max-width: 767.98px)';
const TABLET = '(max-width: 1087.98px)';

function snapshot(): Viewport {
  if (window.matchMedia(MOBILE).matches) return 'mobile';
  if (window.matchMedia(TABLET).matches) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(MOBILE), window.matchMedia(TABLET)];
  for (const q of queries) q.addEventListener('change', onChange);
  return () => {
    for (const q of queries) q.removeEventListener('change', onChange);
  };
}

export function useViewport(): Viewport {
  return useSyncExternalStore(subscribe, snapshot, () => 'desktop');
}
