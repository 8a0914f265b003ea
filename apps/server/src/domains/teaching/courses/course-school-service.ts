import type { SchoolCourses, schoolCoursesBody } from '@ck/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { listContains } from '../../../crud/conditions.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart } from '../../identity/index.ts';
import { teachingCourse as c } from './course-tables.ts';

type Body = z.output<typeof schoolCoursesBody>;

/** The comma list with `id` added or taken out; null when it ends up empty. */
function withListItem(list: string | null, id: string, present: boolean): string | null {
  const items = (list ?? '').split(',').filter((v) => v && v !== id);
  if (present) items.push(id);
  return items.length ? items.join(',') : null;
}

/** A live school or campus (orgCategory 1/2) of the caller's tenant, or 400. */
async function assertSchool(db: Db, auth: AuthContext, deptId: string) {
  const [d] = await db
    .select({ orgCategory: sysDepart.orgCategory })
    .from(sysDepart)
    .where(and(liveScope(sysDepart, auth), eq(sysDepart.id, deptId)));
  if (d?.orgCategory !== '1' && d?.orgCategory !== '2') throw badRequest('所选学校不存在');
}

function assertAllocator(auth: AuthContext) {
  if (!isAdmin(auth)) throw forbidden('只有管理员可以给学校分配课程和试卷');
}

/**
 * Resource allocation (资源分配): which of the tenant's own courses a school is given, kept in the
 * course's licensed departments so its teachers see them. The platform's licensed courses are the
 * whole tenant's and are not allocated.
 */
export class CourseSchoolService {
  constructor(private readonly db: Db) {}

  async get(auth: AuthContext, deptId: string): Promise<SchoolCourses> {
    assertAllocator(auth);
    await assertSchool(this.db, auth, deptId);
    const rows = await this.db
      .select({ id: c.id })
      .from(c)
      .where(and(liveScope(c, auth), listContains(c.departIds, deptId)))
      .orderBy(c.orderNum, c.createTime);
    return { deptId, courseIds: rows.map((r) => r.id) };
  }

  async save(auth: AuthContext, body: Body): Promise<SchoolCourses> {
    assertAllocator(auth);
    const { deptId, courseIds } = body;
    await assertSchool(this.db, auth, deptId);
    await this.db.transaction(async (tx) => {
      const wanted = courseIds.length
        ? await tx
            .select({ id: c.id })
            .from(c)
            .where(and(liveScope(c, auth), inArray(c.id, courseIds)))
        : [];
      if (wanted.length !== courseIds.length) throw badRequest('所选课程不存在或不属于本机构');
      const touched = await tx
        .select({ id: c.id, departIds: c.departIds })
        .from(c)
        .where(
          and(
            liveScope(c, auth),
            courseIds.length
              ? or(listContains(c.departIds, deptId), inArray(c.id, courseIds))
              : listContains(c.departIds, deptId),
          ),
        );
      const given = new Set(courseIds);
      for (const row of touched) {
        const next = withListItem(row.departIds, deptId, given.has(row.id));
        if (next === row.departIds) continue;
        await tx
          .update(c)
          .set({ departIds: next, updateBy: auth.username, updateTime: new Date() })
          .where(and(tenantScope(c, auth), eq(c.id, row.id)));
      }
    });
    return this.get(auth, deptId);
  }
}
