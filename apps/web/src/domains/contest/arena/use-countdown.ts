import { useEffect, useMemo, useState } from 'react';
import { clockOffset, remainingMs } from './arena-clock.ts';

/**
 * Milliseconds left until `target` on the server clock, ticking every second; null without a target.
 * The offset is measured again whenever a new `serverTime` arrives (every status refetch).
 */
export function useCountdown(target: string | null | undefined, serverTime: string | null | undefined) {
  const offset = useMemo(() => clockOffset(serverTime, Date.now()), [serverTime]);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return remainingMs(target, offset, now);
}
