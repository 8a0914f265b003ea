import { useEffect, useState } from 'react';

const RELOAD_FLAG = 'ck-python-isolation-reload';

/**
 * The editor needs cross-origin isolation (SharedArrayBuffer for input() and stop), which the server
 * gives the /python document. Arriving here by an in-app link keeps the old document, so the page
 * reloads itself once; the flag prevents a loop where isolation is impossible.
 */
export function useCrossOriginIsolation(): 'yes' | 'no' | 'reloading' {
  const isolated = (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === true;
  const [state] = useState<'yes' | 'no' | 'reloading'>(() => {
    if (isolated) {
      sessionStorage.removeItem(RELOAD_FLAG);
      return 'yes';
    }
    return sessionStorage.getItem(RELOAD_FLAG) ? 'no' : 'reloading';
  });
  useEffect(() => {
    if (state !== 'reloading') return;
    sessionStorage.setItem(RELOAD_FLAG, '1');
    window.location.reload();
  }, [state]);
  return state;
}
