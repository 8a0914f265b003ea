import { z } from 'zod';
import { pagingFields } from '../paging.ts';
import { courseSchema } from './courses.ts';
import { plainId, unitStateField } from './fields.ts';
import { unitSchema } from './units.ts';

/** Most units one `mineUnit` page holds. */
export const MINE_UNIT_MAX_PAGE = 500;

// What learners and visitors see of courses and units: the course gallery, a course's map or cards,
// the unit page, homework info and progress recording.

/** `courseDetail?id=`. */
export const courseIdQuery = z.object({ id: plainId('课程 id') });
/** `mineUnit?courseId=&pageNo=&pageSize=`: a page of the course's units in order (10 by default). */
export const mineUnitQuery = z.object({
  courseId: plainId('课程 id'),
  ...pagingFields({ maxSize: MINE_UNIT_MAX_PAGE, defaultSize: 10 }),
});
/** `unitViewLog?unitId=` (the teaching family's GET address for recording a view). */
export const unitViewLogQuery = z.object({ unitId: plainId('单元 id') });
/** `getUnitWorkInfo?unitId=`. */
export const unitIdQuery = z.object({ unitId: plainId('单元 id') });

/** `POST unitViewLog`: the learner opened a unit. */
export const unitViewLogBody = z.object({ unitId: plainId('单元 id') });
export type UnitViewLogBody = z.input<typeof unitViewLogBody>;

/** `POST videoProgress`: where the learner is in the unit video, in seconds. */
export const videoProgressBody = z.object({
  unitId: plainId('单元 id'),
  position: z
    .number({ error: '播放位置必须是不小于 0 的数' })
    .min(0, '播放位置必须是不小于 0 的数')
    .max(86_400, '播放位置不能超过 24 小时'),
});
export type VideoProgressBody = z.input<typeof videoProgressBody>;

/** A course as the public gallery shows it: the card, nothing private. */
export const homeCourseSchema = courseSchema.pick({
  id: true,
  courseName: true,
  courseDesc: true,
  courseIcon: true,
  courseCover: true,
  showType: true,
  orderNum: true,
  courseType: true,
  courseType_dictText: true,
  courseCategory: true,
  courseCategory_dictText: true,
  unitCount: true,
});
export type HomeCourse = z.infer<typeof homeCourseSchema>;

/** A unit on the course map or card list: where it sits and the learner's state, no content. */
export const unitCardSchema = unitSchema
  .pick({
    id: true,
    unitName: true,
    unitIntro: true,
    unitCover: true,
    mapX: true,
    mapY: true,
    orderNum: true,
  })
  .extend({ state: unitStateField, score: z.number().int().nullable() });
export type UnitCard = z.infer<typeof unitCardSchema>;

/**
 * How the caller may use a course: `learner` (their class opened it, or an admin), `trial` (a trial
 * course anyone may study), `locked` (units need a sign-in or a class).
 */
export const COURSE_ACCESS = ['learner', 'trial', 'locked'] as const;

/** `courseDetail`: the course card, its map image and its units. */
export const courseDetailSchema = homeCourseSchema.extend({
  courseMap: z.string().nullable(),
  access: z.enum(COURSE_ACCESS),
  /** Units viewed by the caller, and the share of them (0..100); 0 for visitors. */
  doneUnits: z.number().int(),
  progress: z.number().int(),
  units: z.array(unitCardSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/**
 * A course as a learner sees it through `queryById` (old map pages): the card, the map image and their
 * progress; never the licensing, owner school or author that only the back office reads.
 */
export const learnerCourseSchema = courseDetailSchema.omit({ units: true });
export type LearnerCourse = z.infer<typeof learnerCourseSchema>;

/** Homework of a unit as the learner sees it (`getUnitWorkInfo`): never the answer file. */
export const unitWorkInfoSchema = z.object({
  unitId: z.string(),
  unitName: z.string(),
  courseId: z.string(),
  courseWorkType: z.number().int().nullable(),
  courseWorkType_dictText: z.string(),
  /** Starter file, or null when the unit has none. */
  courseWork: z.string().nullable(),
  /** The judge problem 判题 checks the homework against, or null. */
  courseWorkProblemId: z.string().nullable(),
  /** 0 not submitted, 1 submitted, 2 graded. */
  homeworkState: z.number().int(),
  state: unitStateField,
  score: z.number().int().nullable(),
});
export type UnitWorkInfo = z.infer<typeof unitWorkInfoSchema>;

/** The learner's progress in a unit after recording a view or a video position. */
export const unitProgressSchema = z.object({
  unitId: z.string(),
  viewCount: z.number().int(),
  videoPosition: z.number(),
  state: unitStateField,
});
export type UnitProgress = z.infer<typeof unitProgressSchema>;
