import type { CorrectQueueRow } from '@ck/shared';

/** Stars a teacher may give instead of a number: 1 star is 20 points, 5 stars 100. */
export const MAX_STARS = 5;
const POINTS_PER_STAR = 100 / MAX_STARS;

export const starsToScore = (stars: number) =>
  Math.round(Math.min(MAX_STARS, Math.max(1, Math.round(stars))) * POINTS_PER_STAR);

/** The stars a score shows as (at least one star for any graded work, 0 when ungraded). */
export function scoreToStars(score: number | null | undefined): number {
  if (score == null || Number.isNaN(score)) return 0;
  return Math.min(MAX_STARS, Math.max(1, Math.round(score / POINTS_PER_STAR)));
}

export type QueueFilter = 'submitted' | 'graded' | 'all';

export interface ClassStudentRef {
  id: string;
  username: string;
  realname: string | null;
}

/** One line of the grading queue: a handed-in work, or a student who has not handed in (greyed). */
export type QueueEntry =
  | { kind: 'work'; key: string; row: CorrectQueueRow }
  | { kind: 'missing'; key: string; student: ClassStudentRef };

/** Submitted (waiting) = 1; graded or shown publicly = 2..4; 0 is a work sent back for revision. */
export const isWaiting = (row: Pick<CorrectQueueRow, 'workStatus'>) => row.workStatus === 1;
export const isGraded = (row: Pick<CorrectQueueRow, 'workStatus'>) => row.workStatus >= 2;
export const isReturned = (row: Pick<CorrectQueueRow, 'workStatus'>) => row.workStatus === 0;

const byTime = (a: CorrectQueueRow, b: CorrectQueueRow) =>
  (a.saveTime ?? '').localeCompare(b.saveTime ?? '') || a.id.localeCompare(b.id);

const rankOf = (row: CorrectQueueRow) => (isWaiting(row) ? 0 : isGraded(row) ? 1 : 2);

/**
 * The queue as the teacher walks it: waiting works first (oldest hand-in first), then graded ones, then
 * works sent back; with the `all` filter, students without a work close the list.
 */
export function buildQueue(
  rows: CorrectQueueRow[],
  students: ClassStudentRef[],
  filter: QueueFilter,
): QueueEntry[] {
  const kept = rows.filter((r) =>
    filter === 'submitted' ? isWaiting(r) : filter === 'graded' ? isGraded(r) : true,
  );
  const works: QueueEntry[] = [...kept]
    .sort((a, b) => rankOf(a) - rankOf(b) || byTime(a, b))
    .map((row) => ({ kind: 'work', key: row.id, row }));
  if (filter !== 'all') return works;
  const handedIn = new Set(rows.map((r) => r.userId));
  const missing: QueueEntry[] = students
    .filter((s) => !handedIn.has(s.id))
    .sort((a, b) => (a.realname ?? a.username).localeCompare(b.realname ?? b.username, 'zh-CN'))
    .map((student) => ({ kind: 'missing', key: `missing-${student.id}`, student }));
  return [...works, ...missing];
}

/** The work before / after `currentId` in the queue (students without a work are skipped); null at the ends. */
export function stepInQueue(entries: QueueEntry[], currentId: string | null, step: 1 | -1): string | null {
  const works = entries.filter((e) => e.kind === 'work');
  if (works.length === 0) return null;
  const at = works.findIndex((e) => e.key === currentId);
  if (at < 0) return works[step === 1 ? 0 : works.length - 1].key;
  return works[at + step]?.key ?? null;
}

/**
 * After grading `gradedId`: the next waiting work after it, wrapping round to the start; null when none
 * is left waiting. `gradedId` itself is skipped even if the list has not refreshed yet.
 */
export function nextWaiting(entries: QueueEntry[], gradedId: string): string | null {
  const works = entries.flatMap((e) => (e.kind === 'work' ? [e.row] : []));
  const at = works.findIndex((r) => r.id === gradedId);
  const ordered = at < 0 ? works : [...works.slice(at + 1), ...works.slice(0, at)];
  return ordered.find((r) => r.id !== gradedId && isWaiting(r))?.id ?? null;
}

/** "已批改 x / y": graded works of all handed-in ones, plus who has not handed in. */
export function queueProgress(rows: CorrectQueueRow[], students: ClassStudentRef[]) {
  const handedIn = new Set(rows.map((r) => r.userId));
  return {
    graded: rows.filter(isGraded).length,
    handedIn: rows.length,
    waiting: rows.filter(isWaiting).length,
    missing: students.filter((s) => !handedIn.has(s.id)).length,
  };
}

/** The label and colour a queue line shows for its work. */
export function queueStateOf(row: CorrectQueueRow): { text: string; color: string } {
  if (isWaiting(row)) return { text: '待批改', color: 'orange' };
  if (isReturned(row)) return { text: '已退回', color: 'red' };
  return { text: row.score != null ? `${row.score} 分` : '已批改', color: 'green' };
}

/** How a grading page shows a work: the Scratch player, a code view, or a download. */
export function previewKind(workType: number, fileUrl: string | null): 'scratch' | 'python' | 'cpp' | 'file' {
  const path = (fileUrl ?? '').split('?')[0].toLowerCase();
  if (workType === 2 || workType === 1 || path.endsWith('.sb3')) return 'scratch';
  if (workType === 4 || path.endsWith('.py')) return 'python';
  if (workType === 5 || /\.(cpp|cc|c|h)$/.test(path)) return 'cpp';
  return 'file';
}

/** True when a key press belongs to a text field, where J / K and arrows must keep their meaning. */
export function typingIn(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  return tag === 'input' || tag === 'textarea' || tag === 'select' || el.isContentEditable === true;
}

/** The queue action of a key press, or null. Ctrl / ⌘ + Enter submits even from the comment box. */
export function keyAction(e: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): 'next' | 'prev' | 'submit' | null {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) return 'submit';
  if (e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return null;
  if (e.key === 'j' || e.key === 'J' || e.key === 'ArrowDown') return 'next';
  if (e.key === 'k' || e.key === 'K' || e.key === 'ArrowUp') return 'prev';
  return null;
}
