import { and, count, eq, gt, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { readableCourse, readableUnit } from '../courses/readable-courses.ts';
import { teachingCourse, teachingCourseUnit, teachingUnitProgress } from '../tables.ts';
import type { UnitProgressChanged } from '../teaching-events.ts';
import { grant, orgNameFor } from './cert-issuer.ts';
import { todayInShanghai } from './cert-serial.ts';
import { teachingCert, teachingCertTemplate as tpl } from './cert-tables.ts';

/** Whether the learner has viewed every live unit of the course (a course without units is never complete). */
export async function courseCompleted(db: Db, tenantId: string, userId: string, courseId: string) {
  const ofCourse = and(readableUnit(tenantId), eq(teachingCourseUnit.courseId, courseId));
  const units = db.select({ id: teachingCourseUnit.id }).from(teachingCourseUnit).where(ofCourse);
  const [[{ total }], [{ viewed }]] = await Promise.all([
    db.select({ total: count() }).from(teachingCourseUnit).where(ofCourse),
    db
      .select({ viewed: count() })
      .from(teachingUnitProgress)
      .where(
        and(
          tenantScope(teachingUnitProgress, tenantId),
          eq(teachingUnitProgress.userId, userId),
          inArray(teachingUnitProgress.unitId, units),
          or(
            gt(teachingUnitProgress.viewCount, 0),
            isNotNull(teachingUnitProgress.firstViewTime),
            gt(teachingUnitProgress.homeworkState, 0),
          ),
        ),
      ),
  ]);
  return total > 0 && viewed >= total;
}

/**
 * Issues the certificates of the course's templates to a learner who completed it, once: a
 * certificate given before (even revoked since) is never given again automatically. Answers the
 * serials issued.
 */
export async function autoIssue(db: Db, event: UnitProgressChanged): Promise<string[]> {
  const { tenantId, userId, courseId } = event;
  const templates = await db
    .select()
    .from(tpl)
    .where(and(liveScope(tpl, tenantId), eq(tpl.courseId, courseId)));
  if (!templates.length) return [];
  const given = await db
    .select({ templateId: teachingCert.templateId })
    .from(teachingCert)
    .where(
      and(
        liveScope(teachingCert, tenantId),
        eq(teachingCert.userId, userId),
        eq(teachingCert.courseId, courseId),
        inArray(
          teachingCert.templateId,
          templates.map((t) => t.id),
        ),
      ),
    );
  const due = templates.filter((t) => !given.some((g) => g.templateId === t.id));
  if (!due.length || !(await courseCompleted(db, tenantId, userId, courseId))) return [];
  const [[user], [course]] = await Promise.all([
    db
      .select({ id: sysUser.id, realname: sysUser.realname, username: sysUser.username })
      .from(sysUser)
      .where(and(liveScope(sysUser, tenantId), eq(sysUser.id, userId))),
    db
      .select({ name: teachingCourse.courseName })
      .from(teachingCourse)
      .where(and(readableCourse(tenantId), eq(teachingCourse.id, courseId))),
  ]);
  if (!user || !course) return [];
  const issued: string[] = [];
  for (const template of due) {
    const org = await orgNameFor(db, { tenantId, template, user });
    const serial = await grant(
      db,
      {
        tenantId,
        template,
        user,
        courseId,
        courseName: course.name,
        issueDate: todayInShanghai(),
        source: 2,
        by: 'system',
      },
      org,
    );
    if (serial) issued.push(serial);
  }
  return issued;
}

/**
 * Events are delivered at most once, so a learner's own list also catches up: every course of the
 * tenant that has a template is checked for this learner.
 */
export async function catchUp(db: Db, tenantId: string, userId: string) {
  const rows = await db
    .selectDistinct({ courseId: tpl.courseId })
    .from(tpl)
    .where(and(liveScope(tpl, tenantId), isNotNull(tpl.courseId)));
  for (const { courseId } of rows) {
    if (courseId) await autoIssue(db, { tenantId, userId, courseId, unitId: '' });
  }
}
