import type { FieldDef, ResourceDef } from './define.ts';

// Columns many resources declare alike, and the list order that goes with `sortNo`.

/** `sortNo`: where a row stands in its list, smallest first. */
export const sortNoField = {
  kind: 'int',
  label: '排序',
  min: 0,
  max: 100000,
  sortable: true,
  defaultValue: 0,
} satisfies FieldDef;

/** `enabled`: a row switched off stays in the back office but not on the public side. */
export const enabledField = {
  kind: 'bool',
  label: '启用',
  defaultValue: true,
  searchable: true,
} satisfies FieldDef;

/** A category's name: required, unique among the tenant's live rows, searchable and sortable. */
export const categoryNameField = (max: number) =>
  ({
    kind: 'text',
    label: '分类名称',
    required: true,
    unique: true,
    max,
    searchable: true,
    sortable: true,
  }) satisfies FieldDef;

/** Lists in `sortNo` order. */
export const bySortNo = { column: 'sortNo', order: 'asc' } satisfies ResourceDef['defaultSort'];
