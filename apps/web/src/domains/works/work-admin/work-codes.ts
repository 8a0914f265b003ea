import { COURSE_WORK_TYPES, WORK_SCENES, WORK_STATUSES, WORK_TYPES } from '@ck/shared';

const optionsOf = (map: Record<number, string>) =>
  Object.entries(map).map(([value, label]) => ({ value: Number(value), label }));

/** Choices of the works pages, from the works codes. */
export const WORK_TYPE_OPTIONS = optionsOf(WORK_TYPES);
export const WORK_STATUS_OPTIONS = optionsOf(WORK_STATUSES);
export const WORK_SCENE_OPTIONS = Object.entries(WORK_SCENES).map(([value, label]) => ({ value, label }));
/** Extra homework types: the dict `course_work_type`. */
export const HOMEWORK_TYPE_OPTIONS = optionsOf(COURSE_WORK_TYPES);

export const WORK_STATUS_COLORS: Record<number, string> = {
  0: 'default',
  1: 'blue',
  2: 'green',
  3: 'cyan',
  4: 'gold',
};
