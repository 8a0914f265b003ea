import { and, eq, inArray, not } from 'drizzle-orm';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourse } from './course-tables.ts';

/** Deepest tree the parent walk follows before it gives up (a tree that deep is itself a mistake). */
const MAX_DEPTH = 100;

/**
 * The classification tree stays a tree: a parent may not be the row itself or one of its descendants.
 * A classification still holding live courses or sub-classifications cannot be deleted.
 */
export const classificationHooks: ResourceHooks = {
  async beforeSave({ tx, auth, table }, rows) {
    const issues = [];
    for (const [index, { values, existing }] of rows.entries()) {
      const parentId = values.parentId as string | null | undefined;
      if (!existing || !parentId) continue;
      const self = String(existing.id);
      let current: string | null = parentId;
      for (let depth = 0; current && depth < MAX_DEPTH; depth++) {
        if (current === self) {
          issues.push({ index, status: 400 as const, message: '上级分类不能是分类自己或它的下级分类' });
          break;
        }
        const [up] = await tx
          .select({ parentId: table.parentId })
          .from(table)
          .where(and(tenantScope(table, auth), eq(table.delFlag, 0), eq(table.id, current)));
        current = (up?.parentId as string | null | undefined) ?? null;
      }
    }
    return issues;
  },

  async beforeDelete({ tx, auth, table }, ids) {
    const [course] = await tx
      .select({ name: teachingCourse.courseName })
      .from(teachingCourse)
      .where(
        and(
          tenantScope(teachingCourse, auth),
          eq(teachingCourse.delFlag, 0),
          inArray(teachingCourse.classificationId, ids),
        ),
      )
      .limit(1);
    if (course) throw badRequest(`分类下还有课程（如“${course.name}”），请先移走课程再删除`);
    const [child] = await tx
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          tenantScope(table, auth),
          eq(table.delFlag, 0),
          inArray(table.parentId, ids),
          not(inArray(table.id, ids)),
        ),
      )
      .limit(1);
    if (child) throw badRequest('分类下还有子分类，请先删除或移走子分类');
  },
};
