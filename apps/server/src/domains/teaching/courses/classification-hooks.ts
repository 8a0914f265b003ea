import { and, inArray } from 'drizzle-orm';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { keepTree, refuseDeleteWithChildren } from '../../../crud/tree-hooks.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingCourse } from './course-tables.ts';

/**
 * The classification tree stays a tree. A classification still holding live courses or
 * sub-classifications cannot be deleted.
 */
export const classificationHooks: ResourceHooks = {
  beforeSave: keepTree,

  async beforeDelete(hc, ids) {
    const [course] = await hc.tx
      .select({ name: teachingCourse.courseName })
      .from(teachingCourse)
      .where(and(liveScope(teachingCourse, hc.auth), inArray(teachingCourse.classificationId, ids)))
      .limit(1);
    if (course) throw badRequest(`分类下还有课程（如“${course.name}”），请先移走课程再删除`);
    await refuseDeleteWithChildren(hc, ids);
  },
};
