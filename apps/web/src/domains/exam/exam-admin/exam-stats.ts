import type { UserPaperRow } from '@ck/shared';

/** The fields of an attempt the statistics read. */
export type ScoredAttempt = Pick<
  UserPaperRow,
  'id' | 'username' | 'deptId' | 'deptId_dictText' | 'userPaperStatus' | 'gotScore' | 'createTime'
>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The pass line: the paper's pass score, else 60 % of the total. */
export function passLineOf(totalScore: number, passScore: number | null | undefined): number {
  if (passScore != null && passScore >= 0) return passScore;
  return round1(totalScore * 0.6);
}

/**
 * The attempts that count: fully scored ones (state 2), one per student, the best (ties: the earliest).
 * Attempts still being answered or waiting for a teacher are left out.
 */
export function countedAttempts<T extends ScoredAttempt>(rows: T[]): T[] {
  const best = new Map<string, T>();
  for (const row of rows) {
    if (row.userPaperStatus !== 2 || row.gotScore == null) continue;
    const held = best.get(row.username);
    const better =
      !held ||
      (row.gotScore as number) > (held.gotScore as number) ||
      (row.gotScore === held.gotScore && (row.createTime ?? '') < (held.createTime ?? ''));
    if (better) best.set(row.username, row);
  }
  return [...best.values()];
}

export interface ScoreSummary {
  /** Students with a scored attempt. */
  count: number;
  average: number | null;
  highest: number | null;
  lowest: number | null;
  passed: number;
  /** 0..100, one decimal; null without attempts. */
  passRate: number | null;
}

export function scoreSummary(scores: number[], passLine: number): ScoreSummary {
  if (scores.length === 0)
    return { count: 0, average: null, highest: null, lowest: null, passed: 0, passRate: null };
  const passed = scores.filter((s) => s >= passLine).length;
  return {
    count: scores.length,
    average: round1(scores.reduce((a, b) => a + b, 0) / scores.length),
    highest: Math.max(...scores),
    lowest: Math.min(...scores),
    passed,
    passRate: round1((passed / scores.length) * 100),
  };
}

export interface ScoreBucket {
  /** `0-9`, `10-19` ... the last one closes on the total (`90-100`). */
  label: string;
  from: number;
  to: number;
  count: number;
}

/** 10-point buckets from 0 to the total; the full score falls in the last bucket. */
export function scoreBuckets(scores: number[], totalScore: number): ScoreBucket[] {
  const total = Math.max(0, totalScore, ...scores);
  const n = Math.max(1, Math.ceil(total / 10));
  const buckets: ScoreBucket[] = Array.from({ length: n }, (_, i) => {
    const from = i * 10;
    const last = i === n - 1;
    const to = last ? total : from + 10;
    return { label: last ? `${from}-${round1(to)}` : `${from}-${from + 9}`, from, to, count: 0 };
  });
  for (const s of scores) {
    const i = Math.min(n - 1, Math.max(0, Math.floor(s / 10)));
    buckets[i].count++;
  }
  return buckets;
}

export interface ClassStats extends ScoreSummary {
  deptId: string;
  deptName: string;
}

/** One line per class (attempts without a class under "未分班"), by average descending. */
export function classStats(rows: ScoredAttempt[], passLine: number): ClassStats[] {
  const groups = new Map<string, { name: string; scores: number[] }>();
  for (const row of rows) {
    if (row.gotScore == null) continue;
    const id = row.deptId ?? '';
    const group = groups.get(id) ?? { name: row.deptId_dictText || (id ? id : '未分班'), scores: [] };
    group.scores.push(row.gotScore);
    groups.set(id, group);
  }
  return [...groups.entries()]
    .map(([deptId, g]) => ({ deptId, deptName: g.name, ...scoreSummary(g.scores, passLine) }))
    .sort((a, b) => (b.average ?? 0) - (a.average ?? 0) || a.deptName.localeCompare(b.deptName, 'zh-CN'));
}

/** Seconds as `mm:ss` (minutes go past 59: `75:03`); blank as `—`. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || seconds < 0 || Number.isNaN(seconds)) return '—';
  const s = Math.round(seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** antd preset colours of the grades A-E. */
export function gradeColor(grade: string | null | undefined): string {
  switch (grade) {
    case 'A':
      return 'green';
    case 'B':
      return 'cyan';
    case 'C':
      return 'blue';
    case 'D':
      return 'orange';
    default:
      return 'red';
  }
}

/** How well a question separates strong from weak students (the classic 0.4 / 0.3 / 0.2 bands). */
export function discriminationBand(d: number | null): { text: string; color: string } | null {
  if (d === null) return null;
  if (d >= 0.4) return { text: '优', color: 'green' };
  if (d >= 0.3) return { text: '良', color: 'blue' };
  if (d >= 0.2) return { text: '一般', color: 'orange' };
  return { text: '差', color: 'red' };
}

/** The questions that took longest (median seconds), slowest first. */
export function slowestQuestions<T extends { medianSeconds: number | null }>(items: T[], count = 3): T[] {
  return items
    .filter((i) => i.medianSeconds !== null)
    .sort((a, b) => (b.medianSeconds as number) - (a.medianSeconds as number))
    .slice(0, count);
}

export function histogramOption(buckets: ScoreBucket[], narrow = false) {
  return {
    tooltip: { trigger: 'axis', formatter: '{b} 分：{c} 人' },
    grid: { left: 40, right: 16, top: 24, bottom: narrow || buckets.length > 10 ? 56 : 40 },
    xAxis: {
      type: 'category',
      data: buckets.map((b) => b.label),
      name: '分数段',
      nameLocation: 'middle',
      nameGap: narrow || buckets.length > 10 ? 42 : 28,
      axisLabel: { interval: 0, rotate: narrow || buckets.length > 10 ? 45 : 0 },
    },
    yAxis: { type: 'value', name: '人数', minInterval: 1 },
    series: [
      {
        type: 'bar',
        data: buckets.map((b) => b.count),
        itemStyle: { color: '#1677ff' },
        label: { show: true, position: 'top' },
        barMaxWidth: 40,
      },
    ],
  };
}

/** How an exam event reads in the attempt's timeline. */
export function eventText(eventType: string): { text: string; color: string } {
  switch (eventType) {
    case 'jump_out':
      return { text: '切屏', color: 'red' };
    case 'snapshot':
      return { text: '摄像头拍照', color: 'blue' };
    case 'mobile_snapshot':
      return { text: '手机侧拍', color: 'blue' };
    case 'extend':
      return { text: '老师延长时间', color: 'orange' };
    case 'force_submit':
      return { text: '老师强制交卷', color: 'red' };
    case 'auto_submit':
      return { text: '自动交卷', color: 'gray' };
    default:
      return { text: eventType, color: 'gray' };
  }
}
