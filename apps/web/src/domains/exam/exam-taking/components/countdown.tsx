import { ClockCircleOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import { type ExamClock, formatRemaining, localDeadline, remainingMs, urgencyOf } from '../exam-clock.ts';

interface Props {
  clock: ExamClock;
  /** Called once when the server-clock deadline is reached. */
  onTimeUp: () => void;
  /** Called when less than 5 minutes, then less than 1 minute remain. */
  onUrgency: (level: 'warning' | 'danger') => void;
}

/** The remaining time on the server's clock; ticks on its own so the page does not re-render each second. */
export function Countdown({ clock, onTimeUp, onUrgency }: Props) {
  const [left, setLeft] = useState(() => remainingMs(clock, Date.now()));
  const handlers = useRef({ onTimeUp, onUrgency });
  handlers.current = { onTimeUp, onUrgency };
  const level = urgencyOf(left);
  const announced = useRef<string>(urgencyOf(remainingMs(clock, Date.now())));

  useEffect(() => {
    let fired = false;
    const tick = () => {
      const ms = remainingMs(clock, Date.now());
      setLeft(ms);
      if (ms <= 0 && !fired) {
        fired = true;
        handlers.current.onTimeUp();
      }
    };
    tick();
    const timer = window.setInterval(tick, 500);
    // Intervals are slowed in background tabs; a timeout at the deadline itself is not skipped.
    const atDeadline = window.setTimeout(tick, Math.max(0, localDeadline(clock) - Date.now()) + 50);
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(atDeadline);
    };
  }, [clock]);

  useEffect(() => {
    if (level !== 'normal' && level !== announced.current) handlers.current.onUrgency(level);
    announced.current = level;
  }, [level]);

  const cls = level === 'normal' ? 'xt-countdown' : `xt-countdown xt-countdown-${level}`;
  return (
    <span className={cls} role="timer" aria-label={`剩余时间 ${formatRemaining(left)}`}>
      <ClockCircleOutlined /> {formatRemaining(left)}
    </span>
  );
}
