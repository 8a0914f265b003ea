import { useSyncExternalStore } from 'react';

const REDUCE = '(prefers-reduced-motion: reduce)';

const subscribe = (onChange: () => void) => {
  const q = window.matchMedia(REDUCE);
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
};

/** True when the system asks for less motion (an accessibility setting): dialogs and menus then open at once. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCE).matches,
    () => false,
  );
}
