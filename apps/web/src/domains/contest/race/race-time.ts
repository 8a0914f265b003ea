import { type ContestPhase, parseDateTime } from '@ck/shared';

/** The times of a contest as the API sends them (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai). */
export interface ContestTimes {
  registerStart: string | null;
  registerEnd: string | null;
  startTime: string;
  endTime: string;
  duration?: number | null;
}

export function toMs(text: string | null | undefined): number | null {
  if (!text) return null;
  return parseDateTime(text)?.getTime() ?? null;
}

/**
 * Server time minus local time. The server's text drops the milliseconds, so its clock stood somewhere
 * in the following second (+500 ms); it is taken to be read at the midpoint of the round trip.
 */
export function clockOffset(serverTime: string | null | undefined, sentAt: number, receivedAt: number) {
  const server = toMs(serverTime);
  if (server === null) return 0;
  return server + 500 - (sentAt + (receivedAt - sentAt) / 2);
}

/** The registration window, or null when the contest has none (then registering is open until the end). */
function registerWindow(c: ContestTimes): { from: number; to: number } | null {
  const from = toMs(c.registerStart);
  const to = toMs(c.registerEnd);
  if (from === null && to === null) return null;
  return { from: from ?? Number.NEGATIVE_INFINITY, to: to ?? toMs(c.startTime) ?? Number.POSITIVE_INFINITY };
}

/**
 * The phase by the server clock, as the server defines it: running from start to end, registering inside
 * the register window before the start, otherwise upcoming before the start and ended after the end.
 * `fallback` (the server's own answer) is used when the times cannot be read.
 */
export function phaseAt(c: ContestTimes, now: number, fallback: ContestPhase = 'upcoming'): ContestPhase {
  const start = toMs(c.startTime);
  const end = toMs(c.endTime);
  if (start === null || end === null) return fallback;
  if (now >= end) return 'ended';
  if (now >= start) return 'running';
  const w = registerWindow(c);
  if (w && now >= w.from && now <= w.to) return 'registering';
  return 'upcoming';
}

/** Whether self-registration is open: inside the register window, or before the end without one. */
export function registrationOpen(c: ContestTimes, now: number): boolean {
  const end = toMs(c.endTime);
  if (end === null || now >= end) return false;
  const w = registerWindow(c);
  return !w || (now >= w.from && now <= w.to);
}

export interface Milestone {
  label: string;
  at: number;
}

/** What the countdown of a contest counts down to in its phase; null once it has ended. */
export function nextMilestone(c: ContestTimes, now: number): Milestone | null {
  const start = toMs(c.startTime);
  const end = toMs(c.endTime);
  if (start === null || end === null) return null;
  const phase = phaseAt(c, now);
  if (phase === 'ended') return null;
  if (phase === 'running') return { label: '距比赛结束', at: end };
  const regStart = toMs(c.registerStart);
  const regEnd = toMs(c.registerEnd);
  if (phase === 'upcoming' && regStart !== null && now < regStart)
    return { label: '距报名开始', at: regStart };
  if (phase === 'registering' && regEnd !== null && regEnd < start)
    return { label: '距报名截止', at: regEnd };
  return { label: '距比赛开始', at: start };
}

/**
 * The end of a contestant's own time: a duration contest runs from the personal start for `duration`
 * minutes, never past the contest's end.
 */
export function personalDeadline(c: ContestTimes, startedAt: string | null | undefined): number | null {
  const end = toMs(c.endTime);
  const started = toMs(startedAt);
  if (end === null) return null;
  if (!c.duration || started === null) return end;
  return Math.min(end, started + c.duration * 60_000);
}

const two = (n: number) => String(n).padStart(2, '0');

/** `3天 04:05:06` or `04:05:06`; seconds round up, so 00:00:00 means the moment has come. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const clock = `${two(Math.floor(rest / 3600))}:${two(Math.floor((rest % 3600) / 60))}:${two(rest % 60)}`;
  return days ? `${days}天 ${clock}` : clock;
}

/** `90` -> `1 小时 30 分钟`. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} 分钟`;
  return m ? `${h} 小时 ${m} 分钟` : `${h} 小时`;
}

/** `YYYY-MM-DD HH:mm` (the seconds of a schedule say nothing). */
export function shortTime(text: string | null | undefined): string {
  return text ? text.slice(0, 16) : '';
}

/** A window as one line; the end shows only its time when it falls on the same day. */
export function formatWindow(from: string | null | undefined, to: string | null | undefined): string {
  if (!from && !to) return '';
  if (!from) return `${shortTime(to)} 截止`;
  if (!to) return `${shortTime(from)} 起`;
  const end = from.slice(0, 10) === to.slice(0, 10) ? to.slice(11, 16) : shortTime(to);
  return `${shortTime(from)} 至 ${end}`;
}
