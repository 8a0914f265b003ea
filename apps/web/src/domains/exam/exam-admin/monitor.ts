import type { ExamMonitorRow } from '@ck/shared';
import dayjs from 'dayjs';

/** How often the monitor asks the server again while it is open. */
export const MONITOR_POLL_MS = 5_000;

export const MONITOR_STATES: Record<ExamMonitorRow['state'], { text: string; color: string }> = {
  not_started: { text: '未开始', color: 'default' },
  answering: { text: '答题中', color: 'processing' },
  submitted: { text: '已交卷', color: 'success' },
};

export interface MonitorSummary {
  total: number;
  notStarted: number;
  answering: number;
  submitted: number;
  /** Answering and saved within the last minute. */
  online: number;
  /** Students who left the exam page at least once. */
  jumpedOut: number;
}

export function monitorSummary(rows: ExamMonitorRow[]): MonitorSummary {
  return {
    total: rows.length,
    notStarted: rows.filter((r) => r.state === 'not_started').length,
    answering: rows.filter((r) => r.state === 'answering').length,
    submitted: rows.filter((r) => r.state === 'submitted').length,
    online: rows.filter((r) => r.state === 'answering' && r.online).length,
    jumpedOut: rows.filter((r) => r.jumpOutTimes > 0).length,
  };
}

/** `刚刚`, `25 秒前`, `3 分钟前`, `2 小时前`, else the date and time; blank as `—`. */
export function relativeTime(time: string | null | undefined, nowMs: number = Date.now()): string {
  if (!time) return '—';
  const at = dayjs(time);
  if (!at.isValid()) return time;
  const seconds = Math.floor((nowMs - at.valueOf()) / 1000);
  if (seconds < 10) return '刚刚';
  if (seconds < 60) return `${seconds} 秒前`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} 分钟前`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} 小时前`;
  return at.format('MM-DD HH:mm');
}

/** Answered share in whole percent. */
export function progressPercent(answered: number, questionCount: number): number {
  if (questionCount <= 0) return 0;
  return Math.min(100, Math.round((answered / questionCount) * 100));
}

/**
 * The order the monitor lists students in: answering first (most jump-outs first, as they need a look),
 * then not started, then handed in; ties by account.
 */
export function sortMonitorRows(rows: ExamMonitorRow[]): ExamMonitorRow[] {
  const rank = { answering: 0, not_started: 1, submitted: 2 } as const;
  return [...rows].sort(
    (a, b) =>
      rank[a.state] - rank[b.state] ||
      b.jumpOutTimes - a.jumpOutTimes ||
      a.username.localeCompare(b.username),
  );
}

/** A teacher may extend or hand in only an attempt being answered. */
export const canIntervene = (row: ExamMonitorRow) => row.state === 'answering' && !!row.userPaperId;

export type MonitorFilter = 'all' | ExamMonitorRow['state'];

/** Rows of one state, or whose account / name contains `keyword`. */
export function filterMonitorRows(
  rows: ExamMonitorRow[],
  state: MonitorFilter,
  keyword: string,
): ExamMonitorRow[] {
  const k = keyword.trim().toLowerCase();
  return rows.filter(
    (r) =>
      (state === 'all' || r.state === state) &&
      (!k || r.username.toLowerCase().includes(k) || (r.realname ?? '').toLowerCase().includes(k)),
  );
}
