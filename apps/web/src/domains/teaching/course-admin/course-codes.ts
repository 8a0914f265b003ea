import {
  COURSE_CATEGORIES,
  COURSE_SHOW_TYPES,
  COURSE_TYPES,
  COURSE_WORK_TYPES,
  VIDEO_SOURCES,
} from '@ck/shared';

const optionsOf = (map: Record<number, string>) =>
  Object.entries(map).map(([value, label]) => ({ value: Number(value), label }));

/** Choices of the course and unit forms, from the teaching codes. */
export const COURSE_TYPE_OPTIONS = optionsOf(COURSE_TYPES);
export const COURSE_CATEGORY_OPTIONS = optionsOf(COURSE_CATEGORIES);
export const SHOW_TYPE_OPTIONS = optionsOf(COURSE_SHOW_TYPES);
export const WORK_TYPE_OPTIONS = optionsOf(COURSE_WORK_TYPES);
export const VIDEO_SOURCE_OPTIONS = optionsOf(VIDEO_SOURCES);

/** Tag colours of course categories and types. */
export const CATEGORY_COLORS: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'purple' };
export const TYPE_COLORS: Record<number, string> = { 1: 'green', 2: 'geekblue' };
