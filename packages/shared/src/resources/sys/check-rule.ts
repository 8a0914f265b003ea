import { defineResource } from '../define.ts';

/**
 * Code check rules (编码校验规则) run by `GET /sys/checkRule/checkByCode`. `ruleJson` holds a JSON array
 * `[{digits, pattern, message}]`; the server vets every pattern when a rule is saved.
 */
export const checkRuleResource = defineResource({
  module: 'sys',
  name: 'checkRule',
  label: '编码校验规则',
  table: 'sys_check_rule',
  permPrefix: 'system:checkRule',
  fields: {
    ruleName: { kind: 'text', label: '规则名称', required: true, max: 100, searchable: true, sortable: true },
    ruleCode: {
      kind: 'text',
      label: '规则编码',
      required: true,
      unique: true,
      max: 100,
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
      patternMessage: '规则编码只能包含字母、数字和下划线，且以字母开头',
      searchable: true,
      sortable: true,
    },
    ruleJson: { kind: 'longtext', label: '规则', required: true, max: 5000, hideInList: true },
    ruleDescription: { kind: 'longtext', label: '规则描述', max: 500 },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});
