import { type FieldDef, maxLengthOf, type ResourceDef } from '@ck/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn } from '../db/schema/columns.ts';

export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function columnOf(name: string, field: FieldDef): PgColumnBuilderBase {
  const col = snakeCase(name);
  switch (field.kind) {
    case 'int':
      return integer(col);
    case 'decimal':
      return numeric(col, { precision: 18, scale: field.scale ?? 2, mode: 'number' });
    case 'bool':
      return boolean(col);
    case 'date':
      return date(col, { mode: 'string' });
    case 'datetime':
      return timestamp(col, { withTimezone: true });
    case 'json':
      return jsonb(col);
    case 'longtext':
    case 'richtext':
      return text(col);
    case 'ref':
      // Several references are stored comma-separated.
      return field.multiple ? text(col) : varchar(col, { length: 36 });
    default:
      // At least 255 so a longer `max` later never needs a migration; image/file paths get their 1000.
      return varchar(col, { length: Math.max(maxLengthOf(field), 255) });
  }
}

/** The Drizzle table of a declared resource: its fields plus id, tenant and audit columns. */
/** A table built at run time from a declaration: its columns are known by name only. */
export type ResourceTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: Record<string, PgColumn>;
  dialect: 'pg';
}>;

export function resourceTable(def: ResourceDef): ResourceTable {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: idColumn(),
    tenantId: tenantColumn(),
  };
  for (const [name, field] of Object.entries(def.fields)) columns[name] = columnOf(name, field);
  const table = pgTable(def.table, { ...columns, ...auditColumns() }, (table) => {
    const t = table as unknown as Record<string, ExtraConfigColumn>;
    const indexes = [index(`${def.table}_tenant_idx`).on(t.tenantId, t.createTime)];
    for (const [name, field] of Object.entries(def.fields)) {
      if (field.unique) {
        const within = field.uniqueWithin ? [t[field.uniqueWithin]] : [];
        indexes.push(
          uniqueIndex(`${def.table}_${snakeCase(name)}_uq`)
            .on(t.tenantId, ...within, t[name])
            .where(sql`del_flag = 0`),
        );
      }
    }
    return indexes;
  });
  return table as unknown as ResourceTable;
}
