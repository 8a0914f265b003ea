import dayjs from 'dayjs';

/** Where an exam's window stands now: not open yet, open, or over. */
export function windowStateOf(
  startTime: string | null,
  endTime: string | null,
  nowMs: number = Date.now(),
): { kind: 'upcoming' | 'open' | 'closed'; text: string; color: string } {
  const start = startTime ? dayjs(startTime).valueOf() : Number.NaN;
  const end = endTime ? dayjs(endTime).valueOf() : Number.NaN;
  if (!Number.isNaN(start) && nowMs < start) return { kind: 'upcoming', text: '未开始', color: 'blue' };
  if (!Number.isNaN(end) && nowMs >= end) return { kind: 'closed', text: '已结束', color: 'default' };
  return { kind: 'open', text: '进行中', color: 'green' };
}
