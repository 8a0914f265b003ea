import { defineResource } from '../define.ts';

export const dictResource = defineResource({
  module: 'sys',
  name: 'dict',
  label: '数据字典',
  table: 'sys_dict',
  permPrefix: 'system:dict',
  fields: {
    dictName: { kind: 'text', label: '字典名称', required: true, max: 100, searchable: true, sortable: true },
    dictCode: {
      kind: 'text',
      label: '字典编码',
      required: true,
      unique: true,
      max: 100,
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
      patternMessage: '字典编码只能包含字母、数字和下划线，且以字母开头',
      searchable: true,
      sortable: true,
    },
    description: { kind: 'longtext', label: '描述', max: 500 },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  dataRuleMenu: 'system/DictList',
});
