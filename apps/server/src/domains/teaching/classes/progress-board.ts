import type { ClassCourse, ProgressBoard } from '@ck/shared';
import { UNIT_STATES } from '@ck/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { sheetWorkbook } from '../../../crud/excel-export.ts';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourseUnit } from '../courses/course-tables.ts';
import { readableUnit } from '../courses/readable-courses.ts';
import { teachingUnitProgress } from '../learning/learning-tables.ts';
import { type BoardFilters, buildBoardRows } from './board-grid.ts';
import { classStudents, coursesOfClass, managedClass } from './class-scope.ts';

/** The courses opened to a managed class, with their unit counts. */
export async function boardCourses(db: Db, auth: AuthContext, classId: string): Promise<ClassCourse[]> {
  await managedClass(db, auth, classId);
  const courses = await coursesOfClass(db, auth, classId);
  if (!courses.length) return [];
  const sizes = await db
    .select({ courseId: teachingCourseUnit.courseId, n: count() })
    .from(teachingCourseUnit)
    .where(
      and(
        readableUnit(auth.tenantId),
        inArray(
          teachingCourseUnit.courseId,
          courses.map((c) => c.id),
        ),
      ),
    )
    .groupBy(teachingCourseUnit.courseId);
  return courses.map((c) => ({
    id: c.id,
    courseName: c.courseName,
    unitCount: sizes.find((s) => s.courseId === c.id)?.n ?? 0,
    openTime: formatDateTime(c.openTime),
  }));
}

/** The board of a managed class in a course opened to it. */
export async function progressBoard(
  db: Db,
  auth: AuthContext,
  q: { classId: string; courseId: string } & BoardFilters,
): Promise<ProgressBoard> {
  const klass = await managedClass(db, auth, q.classId);
  const course = (await coursesOfClass(db, auth, q.classId)).find((c) => c.id === q.courseId);
  if (!course) throw forbidden('该课程没有授权给这个班级');
  const [units, students] = await Promise.all([
    db
      .select({
        id: teachingCourseUnit.id,
        unitName: teachingCourseUnit.unitName,
        orderNum: teachingCourseUnit.orderNum,
      })
      .from(teachingCourseUnit)
      .where(and(eq(teachingCourseUnit.courseId, course.id), readableUnit(auth.tenantId)))
      .orderBy(asc(teachingCourseUnit.orderNum), asc(teachingCourseUnit.createTime)),
    classStudents(db, auth, klass.id),
  ]);
  const facts = students.length
    ? await db
        .select({
          userId: teachingUnitProgress.userId,
          unitId: teachingUnitProgress.unitId,
          viewCount: teachingUnitProgress.viewCount,
          homeworkState: teachingUnitProgress.homeworkState,
          score: teachingUnitProgress.score,
        })
        .from(teachingUnitProgress)
        .where(
          and(
            tenantScope(teachingUnitProgress, auth),
            eq(teachingUnitProgress.courseId, course.id),
            inArray(
              teachingUnitProgress.userId,
              students.map((s) => s.id),
            ),
          ),
        )
    : [];
  return {
    classId: klass.id,
    className: klass.departName,
    courseId: course.id,
    courseName: course.courseName,
    units,
    rows: buildBoardRows(
      units.map((u) => u.id),
      students,
      facts,
      q,
    ),
    studentCount: students.length,
  };
}

/** The board as a sheet: account, name, one column per unit (state and score), done count, average. */
export function boardWorkbook(board: ProgressBoard): Promise<Buffer> {
  return sheetWorkbook(
    '学习进度',
    [
      { header: '账号', width: 16 },
      { header: '姓名', width: 12 },
      ...board.units.map((u) => ({ header: u.unitName, width: 14 })),
      { header: '已学单元', width: 10 },
      { header: '平均分', width: 10 },
    ],
    board.rows.map((r) => [
      r.username,
      r.realname ?? '',
      ...r.cells.map((c) => (c.score === null ? UNIT_STATES[c.state] : `${UNIT_STATES[c.state]} ${c.score}`)),
      r.doneCount,
      r.avgScore ?? '',
    ]),
  );
}
