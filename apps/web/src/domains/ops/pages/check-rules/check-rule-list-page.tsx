import { checkRuleResource as def } from '@ck/shared';
import { useState } from 'react';
import type { ResourceRow } from '../../../../admin/crud/resource-api.ts';
import type { ResourceFormSlot } from '../../../../admin/crud/resource-form-modal.tsx';
import {
  type ResourceColumnSlots,
  ResourcePage,
  type ResourceTexts,
} from '../../../../admin/crud/resource-page.tsx';
import { CheckRuleTestModal } from './check-rule-test-modal.tsx';
import { emptyRow, type RuleRow, rowsOf, ruleJsonOf } from './rule-items.ts';
import { RuleRowsEditor } from './rule-rows-editor.tsx';

const columns: ResourceColumnSlots = {
  extra: [
    {
      after: 'ruleCode',
      column: {
        key: 'ruleCount',
        title: '规则条数',
        width: 100,
        align: 'right',
        render: (_: unknown, row: ResourceRow) => rowsOf(row.ruleJson).filter((r) => r.pattern).length,
      },
    },
  ],
};

// The rules are edited as rows instead of raw JSON; a form name of its own keeps its field ids apart
// from the search form's `ruleName` and `ruleCode`.
const form: ResourceFormSlot = {
  items: { ruleJson: <RuleRowsEditor /> },
  placeholders: { ruleName: '如：学号', ruleCode: '如：student_no' },
  toValues: (record, values) => ({ ...values, items: record ? rowsOf(record.ruleJson) : [emptyRow()] }),
  toBody: (values, body) => ({ ...body, ruleJson: ruleJsonOf(values.items as RuleRow[]) }),
  width: 900,
  layout: 'vertical',
  name: 'checkRuleForm',
};

const texts: ResourceTexts = {
  empty: { searched: '没有符合条件的校验规则', none: '暂无校验规则' },
  deleteOne: (row) => `确定删除规则“${String(row.ruleName)}”吗？`,
  deleteMany: (count) => `确定要删除选中的 ${count} 条校验规则吗？使用这些规则编码的校验将无法进行。`,
};

/** `system/CheckRuleList` (编码校验规则): the resource page, its rules edited as rows, and 测试. */
export function CheckRuleListPage() {
  const [testing, setTesting] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourcePage
        def={def}
        columns={columns}
        form={form}
        texts={texts}
        rowActions={[{ key: 'test', label: '测试', onClick: setTesting, beforeDelete: true }]}
      />
      <CheckRuleTestModal rule={testing} onClose={() => setTesting(null)} />
    </>
  );
}
