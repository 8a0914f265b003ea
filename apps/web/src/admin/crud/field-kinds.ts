import type { FieldDef, FieldKind, ResourceDef } from '@ck/shared';
import { writableFields } from '@ck/shared';

export type FieldEntry = [name: string, field: FieldDef];

/** Kinds searched with a "contains" filter (`*value*`). */
const CONTAINS_KINDS: FieldKind[] = ['text', 'longtext', 'richtext', 'image', 'file', 'json'];
/** Kinds picked from a list rather than typed. */
const CHOICE_KINDS: FieldKind[] = ['dict', 'ref', 'bool', 'date', 'datetime'];

export const isContainsKind = (kind: FieldKind) => CONTAINS_KINDS.includes(kind);
export const isChoiceKind = (kind: FieldKind) => CHOICE_KINDS.includes(kind);
export const isNumberKind = (kind: FieldKind) => kind === 'int' || kind === 'decimal';
export const isDateKind = (kind: FieldKind) => kind === 'date' || kind === 'datetime';

export type FixedFilters = Record<string, string | number | boolean>;

const notFixed =
  (fixed: FixedFilters | undefined) =>
  ([name]: FieldEntry): boolean =>
    !fixed || !(name in fixed);

/** Writable, shown in forms, and not pinned by the page (e.g. the dictionary of its items). */
export function formFields(def: ResourceDef, fixed?: FixedFilters): FieldEntry[] {
  return writableFields(def)
    .filter(([, f]) => !f.hideInForm)
    .filter(notFixed(fixed));
}

export function placeholderOf(field: FieldDef): string {
  return `${isChoiceKind(field.kind) ? '请选择' : '请输入'}${field.label}`;
}
