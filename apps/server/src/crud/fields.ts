import type { FieldDef, FieldKind, ResourceDef } from '@ck/shared';

/** Columns every resource row carries besides its declared fields, as the API may query them. */
export const SYSTEM_FIELDS: Record<string, FieldDef> = {
  id: { kind: 'text', label: 'ID', max: 64 },
  createBy: { kind: 'text', label: '创建人', max: 64 },
  createTime: { kind: 'datetime', label: '创建时间' },
  updateBy: { kind: 'text', label: '更新人', max: 64 },
  updateTime: { kind: 'datetime', label: '更新时间' },
};

const SORTABLE_SYSTEM_FIELDS = ['createTime', 'updateTime'];

/** Kinds stored as text, which support `*like*` filters. */
export const TEXT_KINDS: ReadonlySet<FieldKind> = new Set([
  'text',
  'longtext',
  'richtext',
  'dict',
  'ref',
  'image',
  'file',
]);

/**
 * The whitelist of names a query may filter on: declared fields plus the audit columns.
 * `Object.hasOwn` keeps names like `constructor` or `__proto__` from reaching the prototype.
 */
export function queryableField(def: ResourceDef, name: string): FieldDef | undefined {
  if (Object.hasOwn(def.fields, name)) return def.fields[name];
  if (Object.hasOwn(SYSTEM_FIELDS, name)) return SYSTEM_FIELDS[name];
  return undefined;
}

/** Columns a list may be sorted by: `sortable` fields, createTime and updateTime. */
export function isSortable(def: ResourceDef, name: string): boolean {
  if (SORTABLE_SYSTEM_FIELDS.includes(name)) return true;
  return Object.hasOwn(def.fields, name) && def.fields[name].sortable === true;
}

export function defaultSortOf(def: ResourceDef): { column: string; order: 'asc' | 'desc' } {
  return def.defaultSort ?? { column: 'createTime', order: 'desc' };
}
