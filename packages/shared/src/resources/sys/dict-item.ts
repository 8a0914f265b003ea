import { defineResource } from '../define.ts';

export const dictItemResource = defineResource({
  module: 'sys',
  name: 'dictItem',
  label: '字典项',
  table: 'sys_dict_item',
  permPrefix: 'system:dictItem',
  fields: {
    dictId: {
      kind: 'ref',
      label: '所属字典',
      ref: 'sys/dict',
      refLabel: 'dictName',
      required: true,
      hideInList: true,
    },
    itemText: { kind: 'text', label: '名称', required: true, max: 100, searchable: true, sortable: true },
    itemValue: {
      kind: 'text',
      label: '数据值',
      required: true,
      unique: true,
      uniqueWithin: 'dictId',
      max: 100,
      searchable: true,
      sortable: true,
    },
    description: { kind: 'longtext', label: '描述', max: 500 },
    sortOrder: { kind: 'int', label: '排序', min: 0, max: 100000, sortable: true, defaultValue: 1 },
    status: {
      kind: 'dict',
      label: '状态',
      dict: 'dict_item_status',
      required: true,
      defaultValue: '1',
      searchable: true,
    },
  },
  defaultSort: { column: 'sortOrder', order: 'asc' },
});
