import { useSyncExternalStore } from 'react';

// SPEC §9: pager count 5 under 992 px width, else 7 (antd's `showLessItems` switches 7 to 5).
const NARROW = '(max-width: 991.98px)';

const subscribe = (onChange: () => void) => {
  const q = window.matchMedia(NARROW);
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
};

export function pagerCount(width: number): 5 | 7 {
  return width < 992 ? 5 : 7;
}

/** True under 992 px: pass it to `Pagination showLessItems`. */
export function usePagerShowLess(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
}
