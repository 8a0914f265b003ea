/**
 * A resource is a simple entity declared once: the server engine derives its table, schemas and
 * routes from the declaration, and the web `ResourcePage` derives its search form, table and modal.
 */
export type FieldKind =
  | 'text'
  | 'longtext'
  | 'richtext'
  | 'int'
  | 'decimal'
  | 'bool'
  | 'dict'
  | 'date'
  | 'datetime'
  | 'ref'
  | 'image'
  | 'file'
  | 'json';

export interface FieldDef {
  kind: FieldKind;
  label: string;
  required?: boolean;
  /** Unique among the tenant's live rows. */
  unique?: boolean;
  /** With `unique`: unique only among live rows sharing this other field's value (e.g. items of one dictionary). */
  uniqueWithin?: string;
  /** Shown in the search form. Every declared field may be filtered through the API. */
  searchable?: boolean;
  sortable?: boolean;
  hideInList?: boolean;
  hideInForm?: boolean;
  /** Shown but never written from a request body. */
  readOnly?: boolean;
  /** Max length for text kinds, max value for numbers. */
  max?: number;
  min?: number;
  pattern?: string;
  patternMessage?: string;
  /** Dictionary code for `dict` fields. */
  dict?: string;
  /** `dict` fields holding a comma-separated list of values. */
  multiple?: boolean;
  /** Referenced resource key (`module/name`) for `ref` fields. */
  ref?: string;
  /** Field of the referenced resource used as display text. */
  refLabel?: string;
  defaultValue?: string | number | boolean;
  /** Decimal places for `decimal` fields. */
  scale?: number;
}

export type ResourceOperation = 'add' | 'edit' | 'delete' | 'export' | 'import';

export interface ResourceDef<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  module: string;
  /** Path segment: routes live under `/api/<module>/<name>/`. */
  name: string;
  label: string;
  /** SQL table name, snake_case. */
  table: string;
  /** Permission prefix: codes are `<prefix>:list|add|edit|delete|export|import`. */
  permPrefix: string;
  fields: F;
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  operations?: ResourceOperation[];
  /**
   * Component of the back-office menu this list serves (e.g. `system/DictList`): the data rules
   * (数据权限规则) defined on that menu filter the list, its export and reads by id.
   */
  dataRuleMenu?: string;
}

export const ALL_OPERATIONS: ResourceOperation[] = ['add', 'edit', 'delete', 'export', 'import'];

/** Keeps the literal permission prefix, so the declared resources' codes are known to TypeScript. */
export function defineResource<F extends Record<string, FieldDef>, P extends string>(
  def: ResourceDef<F> & { permPrefix: P },
): ResourceDef<F> & { permPrefix: P } {
  return def;
}

export function resourceKey(def: Pick<ResourceDef, 'module' | 'name'>): string {
  return `${def.module}/${def.name}`;
}

export function resourceOperations(def: ResourceDef): ResourceOperation[] {
  return def.operations ?? ALL_OPERATIONS;
}

/** A resource's permission code; literal (`'system:dict:add'`) for a declaration known at compile time. */
export function resourcePermission<P extends string, A extends 'list' | ResourceOperation>(
  def: { permPrefix: P },
  action: A,
): `${P}:${A}` {
  return `${def.permPrefix}:${action}`;
}

/** Columns every resource row carries besides its declared fields. */
export const AUDIT_COLUMNS = ['id', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;
