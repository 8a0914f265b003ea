import { addSchema, editSchema, type ResourceDef, resourceKey, resources } from '@ck/shared';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import * as resourceTables from '../db/schema/resources.ts';
import { resourceHooks } from '../resources/index.ts';
import type { ResourceHooks } from './hooks.ts';
import type { ResourceTable } from './table.ts';

/** Everything the engine needs about one declared resource, built once. */
export interface ResourceModel {
  def: ResourceDef;
  key: string;
  table: ResourceTable;
  columns: Record<string, PgColumn>;
  hooks: ResourceHooks;
  addSchema: ZodType;
  editSchema: ZodType;
}

const models = new Map<string, ResourceModel>();

/** The table object exported from db/schema/resources.ts, so migrations and the engine agree. */
function tableOf(def: ResourceDef): ResourceTable {
  for (const table of Object.values(resourceTables) as ResourceTable[]) {
    if (getTableName(table) === def.table) return table;
  }
  throw new Error(`资源 ${resourceKey(def)} 的表 ${def.table} 未在 db/schema/resources.ts 中导出`);
}

export function modelOf(def: ResourceDef): ResourceModel {
  const key = resourceKey(def);
  let model = models.get(key);
  if (!model) {
    const table = tableOf(def);
    model = {
      def,
      key,
      table,
      columns: getTableColumns(table) as Record<string, PgColumn>,
      hooks: resourceHooks[key] ?? {},
      addSchema: addSchema(def),
      editSchema: editSchema(def),
    };
    models.set(key, model);
  }
  return model;
}

/** The model of a `ref` target (`module/name`). */
export function modelByKey(key: string): ResourceModel {
  const def = resources.find((r) => resourceKey(r) === key);
  if (!def) throw new Error(`未声明的资源：${key}`);
  return modelOf(def);
}
