import type { ResourceHooks, RowIssue } from '../../../crud/hooks.ts';
import { linkProblem } from './setting-links.ts';

/**
 * Home buttons and menu entries: `linkTarget` is required and must fit `linkType` (an article, type,
 * course or assessment the organisation has, or an https address). A refusal writes nothing.
 */
export const settingHooks: ResourceHooks = {
  async beforeSave({ tx, auth }, rows) {
    const issues: RowIssue[] = [];
    for (const [index, { values, existing }] of rows.entries()) {
      const merged = { ...(existing ?? {}), ...values };
      if (typeof values.linkTarget === 'string') values.linkTarget = values.linkTarget.trim();
      const problem = await linkProblem(tx, auth.tenantId, merged.linkType, merged.linkTarget);
      if (problem) issues.push({ index, status: 400, message: problem });
    }
    return issues;
  },
};
