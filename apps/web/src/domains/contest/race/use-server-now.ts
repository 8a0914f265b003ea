import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking every second: the local clock plus the offset measured on the last answer,
 * so a wrong computer clock does not move countdowns or phases.
 */
export function useServerNow(offsetMs: number, enabled = true): number {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    setLocal(Date.now());
    const timer = window.setInterval(() => setLocal(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [enabled]);
  return local + offsetMs;
}
