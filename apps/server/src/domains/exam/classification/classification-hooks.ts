import { and, inArray } from 'drizzle-orm';
import type { ResourceHooks } from '../../../crud/hooks.ts';
import { keepTree, refuseDeleteWithChildren } from '../../../crud/tree-hooks.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
import { teachingPaper } from '../papers/paper-tables.ts';
import { teachingQuestion } from '../questions/question-tables.ts';

/**
 * The question and paper classification stays a tree; a classification still holding live questions,
 * papers or sub-classifications cannot be deleted.
 */
export const paperClassificationHooks: ResourceHooks = {
  beforeSave: keepTree,

  async beforeDelete(hc, ids) {
    const { tx, auth } = hc;
    const [question] = await tx
      .select({ id: teachingQuestion.id })
      .from(teachingQuestion)
      .where(and(liveScope(teachingQuestion, auth), inArray(teachingQuestion.classificationId, ids)))
      .limit(1);
    if (question) throw badRequest('分类下还有题目，请先移走题目再删除');
    const [paper] = await tx
      .select({ name: teachingPaper.paperName })
      .from(teachingPaper)
      .where(and(liveScope(teachingPaper, auth), inArray(teachingPaper.classificationId, ids)))
      .limit(1);
    if (paper) throw badRequest(`分类下还有试卷（如“${paper.name}”），请先移走试卷再删除`);
    await refuseDeleteWithChildren(hc, ids);
  },
};
