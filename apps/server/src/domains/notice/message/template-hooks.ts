import { parseTemplateData, templateVariables } from '@ck/shared';
import type { ResourceHooks, RowIssue } from '../../../crud/hooks.ts';

/** A template's placeholders are plain `${name}`s, and its test data (when given) a JSON object. */
export const messageTemplateHooks: ResourceHooks = {
  async beforeSave(_hc, rows) {
    const issues: RowIssue[] = [];
    rows.forEach(({ values }, index) => {
      if (typeof values.templateContent === 'string') {
        if (!values.templateContent.trim()) issues.push({ index, status: 400, message: '请填写模板内容' });
        const parsed = templateVariables(values.templateContent);
        if ('problem' in parsed) issues.push({ index, status: 400, message: parsed.problem });
      }
      if (typeof values.templateTestJson === 'string' && values.templateTestJson.trim()) {
        const data = parseTemplateData(values.templateTestJson);
        if ('problem' in data) issues.push({ index, status: 400, message: data.problem });
      }
    });
    return issues;
  },
};
