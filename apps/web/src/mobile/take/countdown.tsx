import { useEffect, useRef, useState } from 'react';
import { formatClock } from '../components/format.ts';

/** Seconds left until `deadline`; calls `onTimeUp` once when it reaches zero. */
export function Countdown({ deadline, onTimeUp }: { deadline: string; onTimeUp: () => void }) {
  const end = new Date(deadline).getTime();
  const [left, setLeft] = useState(() => (end - Date.now()) / 1000);
  const fired = useRef(false);
  const upRef = useRef(onTimeUp);
  upRef.current = onTimeUp;
  useEffect(() => {
    const tick = () => {
      const s = (end - Date.now()) / 1000;
      setLeft(s);
      if (s <= 0 && !fired.current) {
        fired.current = true;
        upRef.current();
      }
    };
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  if (Number.isNaN(end)) return null;
  return (
    <span className={left < 60 ? 'm-clock m-clock-urgent' : 'm-clock'} aria-label="剩余时间">
      剩余 {formatClock(left)}
    </span>
  );
}
