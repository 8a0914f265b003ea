import { QUESTION_DIFFICULTIES, QUESTION_STATUSES, QUESTION_TYPES } from '@ck/shared';

const optionsOf = (codes: Record<number, string>) =>
  Object.entries(codes).map(([value, label]) => ({ value: Number(value), label }));

export const TYPE_OPTIONS = optionsOf(QUESTION_TYPES);
export const DIFFICULTY_OPTIONS = optionsOf(QUESTION_DIFFICULTIES);
export const STATUS_OPTIONS = optionsOf(QUESTION_STATUSES);

/** One colour per question type, the same in the list and the pickers. */
export const TYPE_COLORS: Record<number, string> = {
  1: 'blue',
  2: 'geekblue',
  3: 'cyan',
  4: 'purple',
  5: 'orange',
  6: 'magenta',
  7: 'green',
};

export const typeLabel = (type: number) =>
  QUESTION_TYPES[type as keyof typeof QUESTION_TYPES] ?? `题型 ${type}`;
export const difficultyLabel = (d: number) =>
  QUESTION_DIFFICULTIES[d as keyof typeof QUESTION_DIFFICULTIES] ?? String(d);
