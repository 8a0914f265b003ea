/**
 * The exam countdown runs on the server's clock: the page learns the offset between the server and
 * this computer when the attempt starts (and refines it from later answers), so a wrong or changed
 * local clock does not give a student more or less time.
 */
export interface ExamClock {
  /** serverTime - localTime, in ms. */
  offsetMs: number;
  /** Round trip of the sample the offset came from (smaller is more trustworthy). */
  uncertaintyMs: number;
  deadlineMs: number;
}

/**
 * A clock from the server's time at start. With the local times the request was sent and answered,
 * the server time is taken to be at the midpoint of the round trip.
 */
export function createClock(
  serverTimeMs: number,
  deadlineMs: number,
  receivedAt: number,
  sentAt: number = receivedAt,
): ExamClock {
  const mid = sentAt + (receivedAt - sentAt) / 2;
  return { offsetMs: serverTimeMs - mid, uncertaintyMs: Math.max(0, receivedAt - sentAt), deadlineMs };
}

/** Takes a new server-time sample when its round trip was shorter than the current one's. */
export function resync(
  clock: ExamClock,
  serverTimeMs: number,
  sentAt: number,
  receivedAt: number,
): ExamClock {
  const sample = createClock(serverTimeMs, clock.deadlineMs, receivedAt, sentAt);
  return sample.uncertaintyMs < clock.uncertaintyMs ? sample : clock;
}

/** A new deadline (e.g. a teacher gave more time) keeps the offset. */
export function withDeadline(clock: ExamClock, deadlineMs: number): ExamClock {
  return { ...clock, deadlineMs };
}

export function serverNow(clock: ExamClock, localNow: number): number {
  return localNow + clock.offsetMs;
}

/** Milliseconds left, never negative. */
export function remainingMs(clock: ExamClock, localNow: number): number {
  return Math.max(0, clock.deadlineMs - serverNow(clock, localNow));
}

/** The local time at which the deadline falls (for a timer). */
export function localDeadline(clock: ExamClock): number {
  return clock.deadlineMs - clock.offsetMs;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `h:mm:ss` from an hour on, else `mm:ss`; seconds round up so 00:00 means time is over. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** normal, under 5 minutes warning, under 1 minute danger. */
export function urgencyOf(ms: number): 'normal' | 'warning' | 'danger' {
  if (ms <= 60_000) return 'danger';
  if (ms <= 5 * 60_000) return 'warning';
  return 'normal';
}

/** `hh:mm:ss` of an epoch time as the server's clock shows it (Beijing time, UTC+8). */
export function serverClockText(epochMs: number): string {
  const d = new Date(epochMs + 8 * 3600_000);
  return `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
}
