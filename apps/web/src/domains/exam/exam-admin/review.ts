import type { ReviewItem } from '@ck/shared';
import { detailLink } from '../../works/gallery/work-links.ts';

export type ReviewMode = 'question' | 'student';
export type ReviewFilter = 'pending' | 'all';

/**
 * Waiting for a teacher: answered and not scored yet. Blank answers are scored 0 when handed in, so
 * they never wait (the server's `pending` queue says the same).
 */
export const isPending = (item: Pick<ReviewItem, 'reviewed' | 'score' | 'answer'>) =>
  !item.reviewed && item.score == null && !!item.answer?.trim();

/** One answer's key in the queue. */
export const itemKey = (item: Pick<ReviewItem, 'userPaperId' | 'questionId'>) =>
  `${item.userPaperId}:${item.questionId}`;

export interface ReviewQuestion {
  questionId: string;
  /** 1-based, in the order the queue first shows the question. */
  index: number;
  questionType: number;
  questionContent: string;
  maxScore: number;
  total: number;
  reviewed: number;
}

export interface ReviewStudent {
  userPaperId: string;
  username: string;
  realname: string | null;
  total: number;
  reviewed: number;
}

/** The questions of the queue with how many answers each has and how many are scored. */
export function reviewQuestions(items: ReviewItem[]): ReviewQuestion[] {
  const map = new Map<string, ReviewQuestion>();
  for (const item of items) {
    let q = map.get(item.questionId);
    if (!q) {
      q = {
        questionId: item.questionId,
        index: map.size + 1,
        questionType: item.questionType,
        questionContent: item.questionContent,
        maxScore: item.maxScore,
        total: 0,
        reviewed: 0,
      };
      map.set(item.questionId, q);
    }
    q.total++;
    if (!isPending(item)) q.reviewed++;
  }
  return [...map.values()];
}

/** The attempts of the queue (one per student and attempt), by account. */
export function reviewStudents(items: ReviewItem[]): ReviewStudent[] {
  const map = new Map<string, ReviewStudent>();
  for (const item of items) {
    let s = map.get(item.userPaperId);
    if (!s) {
      s = {
        userPaperId: item.userPaperId,
        username: item.username,
        realname: item.realname,
        total: 0,
        reviewed: 0,
      };
      map.set(item.userPaperId, s);
    }
    s.total++;
    if (!isPending(item)) s.reviewed++;
  }
  return [...map.values()].sort((a, b) => a.username.localeCompare(b.username));
}

/**
 * The answers to walk through: one question's answers by account, or one attempt's answers in the
 * paper's order (the queue's order); `pending` keeps the unscored ones.
 */
export function reviewList(
  items: ReviewItem[],
  mode: ReviewMode,
  pick: string | null | undefined,
  filter: ReviewFilter,
): ReviewItem[] {
  if (!pick) return [];
  const order = new Map(reviewQuestions(items).map((q) => [q.questionId, q.index]));
  const kept = items.filter(
    (i) =>
      (mode === 'question' ? i.questionId === pick : i.userPaperId === pick) &&
      (filter === 'all' || isPending(i)),
  );
  return mode === 'question'
    ? [...kept].sort(
        (a, b) => a.username.localeCompare(b.username) || a.userPaperId.localeCompare(b.userPaperId),
      )
    : [...kept].sort((a, b) => (order.get(a.questionId) ?? 0) - (order.get(b.questionId) ?? 0));
}

/** Answers scored (by a teacher, or blank ones at hand-in) out of all. */
export function reviewProgress(items: Pick<ReviewItem, 'reviewed' | 'score' | 'answer'>[]): {
  reviewed: number;
  total: number;
} {
  return { reviewed: items.filter((i) => !isPending(i)).length, total: items.length };
}

/** The key before / after `current`; the first (or last) when `current` is not in the list; null at the ends. */
export function stepKey(list: ReviewItem[], current: string | null, step: 1 | -1): string | null {
  if (list.length === 0) return null;
  const at = current ? list.findIndex((i) => itemKey(i) === current) : -1;
  if (at < 0) return itemKey(list[step === 1 ? 0 : list.length - 1]);
  const next = list[at + step];
  return next ? itemKey(next) : null;
}

/**
 * After saving `savedKey`: the next unscored answer after it, wrapping round; null when every other
 * answer is scored. The saved one is skipped even before the list refreshes.
 */
export function nextPendingKey(list: ReviewItem[], savedKey: string): string | null {
  const at = list.findIndex((i) => itemKey(i) === savedKey);
  const ordered = at < 0 ? list : [...list.slice(at + 1), ...list.slice(0, at)];
  const next = ordered.find((i) => itemKey(i) !== savedKey && isPending(i));
  return next ? itemKey(next) : null;
}

/** Why a score cannot be saved, or null. */
export function scoreError(score: number | null | undefined, maxScore: number): string | null {
  if (score == null || Number.isNaN(score)) return '请填写得分';
  if (score < 0) return '得分不能为负';
  if (score > maxScore) return `得分不能超过满分 ${maxScore} 分`;
  return null;
}

export type ReviewKeyAction = 'next' | 'prev' | 'save' | 'focusScore';

/** Inputs that take no typing: a key there still moves through the queue. */
const NON_TEXT_INPUTS = ['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'];

/** Whether the key went to a text field (typing there never moves through the queue). */
export function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  if (el.tagName === 'INPUT')
    return !NON_TEXT_INPUTS.includes(((el as HTMLInputElement).type ?? '').toLowerCase());
  return el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable === true;
}

/** Whether Enter there already does something (presses a button, follows a link). */
const pressable = (target: EventTarget | null) => {
  const tag = (target as HTMLElement | null)?.tagName;
  return tag === 'BUTTON' || tag === 'A';
};

/**
 * Keyboard of the review page: J / → next, K / ← previous, Enter saves (Ctrl+Enter also from a
 * field), a digit focuses the score box. Keys typed into fields do nothing else (the score box saves on
 * Enter by itself).
 */
export function reviewKeyAction(e: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  target: EventTarget | null;
}): ReviewKeyAction | null {
  const typing = typingIn(e.target);
  if (e.key === 'Enter') {
    if (e.ctrlKey || e.metaKey) return 'save';
    return typing || e.altKey || pressable(e.target) ? null : 'save';
  }
  if (typing || e.ctrlKey || e.metaKey || e.altKey) return null;
  // Arrows on a radio switch (pending / all) move the switch itself.
  if (e.key.startsWith('Arrow') && (e.target as HTMLElement | null)?.tagName === 'INPUT') return null;
  if (e.key === 'j' || e.key === 'J' || e.key === 'ArrowRight') return 'next';
  if (e.key === 'k' || e.key === 'K' || e.key === 'ArrowLeft') return 'prev';
  if (/^[0-9]$/.test(e.key)) return 'focusScore';
  return null;
}

/** A practical task's work: its page on the site (player and code), opened in a new tab. */
export function workLink(item: Pick<ReviewItem, 'workId'>): string | null {
  return item.workId ? detailLink(item.workId) : null;
}
