import type { ResourceHooks, RowIssue } from '../../../crud/hooks.ts';
import { parseRuleJson } from './check-rule-items.ts';

/** `ruleJson` is vetted on every save (shape and safe patterns) and stored in a canonical form. */
export const checkRuleHooks: ResourceHooks = {
  async beforeSave(_hc, rows) {
    const issues: RowIssue[] = [];
    rows.forEach(({ values }, index) => {
      if (typeof values.ruleJson !== 'string') return;
      const parsed = parseRuleJson(values.ruleJson);
      if ('problem' in parsed) issues.push({ index, status: 400, message: parsed.problem });
      else values.ruleJson = parsed.json;
    });
    return issues;
  },
};
