import type { ContestClass, ContestRuleType } from '@ck/shared';
import type { GroupBody } from './api.ts';

/** At most 26 problems a group: labels A to Z. */
export const MAX_GROUP_PROBLEMS = 26;

export interface GroupForm {
  className: string;
  description: string;
  sortNo: number;
  problemIds: string[];
  paperId?: string | null;
}

export const newGroupForm = (sortNo = 0): GroupForm => ({
  className: '',
  description: '',
  sortNo,
  problemIds: [],
  paperId: null,
});

export const groupToForm = (g: ContestClass): GroupForm => ({
  className: g.className,
  description: g.description ?? '',
  sortNo: g.sortNo,
  problemIds: [...g.problemIds],
  paperId: g.paperId,
});

/** A paper contest's group carries a paper and no problems; the others the reverse. */
export function groupBody(v: GroupForm, ruleType: ContestRuleType): GroupBody {
  const paper = ruleType === 'paper';
  return {
    className: v.className.trim(),
    description: v.description?.trim() || null,
    sortNo: v.sortNo ?? 0,
    problemIds: paper ? [] : [...(v.problemIds ?? [])],
    paperId: paper ? v.paperId || null : null,
  };
}

/** Why the group's problems or paper cannot be saved, or null. */
export function groupContentError(v: Pick<GroupForm, 'problemIds' | 'paperId'>, ruleType: ContestRuleType) {
  if (ruleType === 'paper') return v.paperId ? null : '试卷赛的分组需要选择一份已发布的试卷';
  const ids = v.problemIds ?? [];
  if (ids.length === 0) return '请至少添加一道题目';
  if (ids.length > MAX_GROUP_PROBLEMS) return `一个分组最多 ${MAX_GROUP_PROBLEMS} 道题`;
  if (new Set(ids).size !== ids.length) return '同一道题不能重复加入';
  return null;
}

/** The board label of the problem at `index`: A, B … Z. */
export const problemLabel = (index: number) => String.fromCharCode(65 + index);

/** The list with the item at `from` moved to `to` (both clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/** Adds a problem at the end unless it is there already or the group is full. */
export function addProblem(ids: readonly string[], id: string): string[] {
  if (ids.includes(id) || ids.length >= MAX_GROUP_PROBLEMS) return [...ids];
  return [...ids, id];
}
