import { z } from 'zod';
import { storedAuditFields } from '../record-fields.ts';
import type { FieldDef, ResourceDef } from './define.ts';

/** A stored value of a field as the engine answers it; every declared column may be empty (null). */
function storedValue(field: FieldDef): z.ZodType {
  switch (field.kind) {
    case 'int':
      return z.number().int().nullable();
    case 'decimal':
      return z.number().nullable();
    case 'bool':
      return z.boolean().nullable();
    case 'json':
      // Any JSON value (null included); the serialiser writes it with JSON.stringify.
      return z.unknown();
    default:
      // Text kinds, dict values, ref ids, `YYYY-MM-DD` dates and `YYYY-MM-DD HH:mm:ss` datetimes.
      return z.string().nullable();
  }
}

/**
 * A record of a declared resource as `list`, `queryById`, `add` and `edit` answer it, fields in the
 * order the engine writes them: `id`, the declared fields, the audit columns, then `<field>_dictText`
 * for every dict and ref field (the item text or the referenced row's label).
 */
export function resourceRecordSchema(def: ResourceDef) {
  const shape: Record<string, z.ZodType> = { id: z.string() };
  for (const [name, field] of Object.entries(def.fields)) shape[name] = storedValue(field);
  Object.assign(shape, storedAuditFields);
  for (const [name, field] of Object.entries(def.fields)) {
    if (field.kind === 'dict' || field.kind === 'ref') shape[`${name}_dictText`] = z.string().nullable();
  }
  return z.object(shape);
}

/** What a resource record holds, for code that handles any resource. */
export type ResourceRecord = { id: string } & Record<string, unknown>;

/** `importExcel`: how many rows were read and written, and the refused rows (1-based sheet rows). */
export const importResultSchema = z.object({
  total: z.number().int(),
  success: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
});
export type ImportResult = z.infer<typeof importResultSchema>;
