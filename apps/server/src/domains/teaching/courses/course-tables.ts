import { sql } from 'drizzle-orm';
import { index, integer, pgTable, real, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../../../db/schema/columns.ts';

/** A course (REFERENCE.md §5): a map or cards of units, licensed to schools and opened to classes. */
export const teachingCourse = pgTable(
  'teaching_course',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    courseName: varchar('course_name', { length: 100 }).notNull(),
    courseDesc: text('course_desc'),
    courseIcon: varchar('course_icon', { length: 500 }),
    courseCover: varchar('course_cover', { length: 500 }),
    /** Background image of the course map (showType 1). */
    courseMap: varchar('course_map', { length: 500 }),
    /** 1 map of units, 2 cards. */
    showType: integer('show_type').notNull().default(2),
    /** 1 shared with every school of the tenant. */
    isShared: integer('is_shared').notNull().default(0),
    /** 1 listed on the public course page. */
    showHome: integer('show_home').notNull().default(0),
    orderNum: integer('order_num').notNull().default(0),
    /** 1 trial (visitors see its units), 2 regular. */
    courseType: integer('course_type').notNull().default(2),
    /** 1 Scratch, 2 Python, 3 C++. */
    courseCategory: integer('course_category').notNull().default(1),
    classificationId: varchar('classification_id', { length: 36 }),
    /** Comma-separated ids of the schools / departments the course is licensed to. */
    departIds: text('depart_ids'),
    /** Org code of the school that made the course; its teachers may edit it. */
    sysOrgCode: varchar('sys_org_code', { length: 64 }),
    ...auditColumns(),
  },
  (t) => [index('teaching_course_tenant_order_idx').on(t.tenantId, t.orderNum)],
);

/** A unit of a course, ordered by `orderNum`; items carry per-item visibility switches for students. */
export const teachingCourseUnit = pgTable(
  'teaching_course_unit',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    courseId: varchar('course_id', { length: 36 }).notNull(),
    unitName: varchar('unit_name', { length: 100 }).notNull(),
    unitIntro: text('unit_intro'),
    unitCover: varchar('unit_cover', { length: 500 }),
    courseVideo: varchar('course_video', { length: 1000 }),
    /** 1 uploaded file, 2 URL, 3 embed from an allow-listed host. */
    courseVideoSource: integer('course_video_source').notNull().default(1),
    showCourseVideo: integer('show_course_video').notNull().default(1),
    /** The case project: an `.sb3` file or a Python / C++ source file. */
    courseCase: varchar('course_case', { length: 500 }),
    showCourseCase: integer('show_course_case').notNull().default(1),
    /** Materials: comma-separated file paths (PDF shown in the page, PPT / DOC downloaded). */
    coursePpt: text('course_ppt'),
    showCoursePpt: integer('show_course_ppt').notNull().default(1),
    /** Homework type (dict `course_work_type`): 0 file, 2 Scratch, 4 Python, 5 C++. */
    courseWorkType: integer('course_work_type'),
    /** A judge problem whose tests "判题" runs the homework code against (Python / C++ homework). */
    courseWorkProblemId: varchar('course_work_problem_id', { length: 36 }),
    /** Homework starter file. */
    courseWork: varchar('course_work', { length: 500 }),
    /** Homework answer file: teachers only. */
    courseWorkAnswer: varchar('course_work_answer', { length: 500 }),
    /** Lesson plan file: teachers only. */
    coursePlan: varchar('course_plan', { length: 500 }),
    showCoursePlan: integer('show_course_plan').notNull().default(0),
    /** Marker position on the course map, in percent of the image (0..100). */
    mapX: real('map_x'),
    mapY: real('map_y'),
    /** Rich content (HTML, sanitised on save). */
    mediaContent: text('media_content'),
    orderNum: integer('order_num').notNull().default(0),
    ...auditColumns(),
  },
  (t) => [index('teaching_course_unit_course_idx').on(t.courseId, t.orderNum)],
);

/** Class-course link: a class sees the course from `openTime` on. */
export const teachingCourseDept = pgTable(
  'teaching_course_dept',
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    deptId: varchar('dept_id', { length: 36 }).notNull(),
    courseId: varchar('course_id', { length: 36 }).notNull(),
    openTime: timestamp('open_time', { withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('teaching_course_dept_uq').on(t.deptId, t.courseId).where(sql`del_flag = 0`),
    index('teaching_course_dept_course_idx').on(t.courseId),
  ],
);
