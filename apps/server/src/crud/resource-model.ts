import { addSchema, editSchema, type ResourceDef, resourceKey } from '@ck/shared';
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ZodType } from 'zod';
import type { MenuSeed } from '../db/seed/menu-types.ts';
import type { ResourceHooks } from './hooks.ts';
import type { ResourceTable } from './table.ts';

/**
 * Where a resource's admin page hangs in the back-office menu. The page is the generic one
 * (`resource/<module>/<name>`) unless `component` names another; its buttons are the resource's own
 * codes, plus those of `resources` listed here.
 */
export type ResourceMenu = Omit<MenuSeed, 'component' | 'resources' | 'buttons' | 'children'> & {
  parent?: string;
  component?: string;
  resources?: string[];
};

/** What a domain hands the engine for one declared resource: its table, its menu and, rarely, hooks. */
export interface ResourceMount {
  def: ResourceDef;
  table: ResourceTable;
  hooks?: ResourceHooks;
  menu?: ResourceMenu;
}

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

const mounts = new Map<string, ResourceMount>();
const models = new Map<string, ResourceModel>();

/**
 * Makes the domains' resources known to the engine (the same list on every call in a process). A
 * declaration whose table has another name is refused here, at start-up.
 */
export function installResources(list: readonly ResourceMount[]) {
  for (const mount of list) {
    const key = resourceKey(mount.def);
    if (getTableName(mount.table) !== mount.def.table)
      throw new Error(`资源 ${key} 的表应为 ${mount.def.table}，实为 ${getTableName(mount.table)}`);
    const known = mounts.get(key);
    if (known && known.table !== mount.table) throw new Error(`资源 ${key} 重复注册`);
    mounts.set(key, mount);
  }
}

/** Every installed resource's declaration. */
export const installedResources = (): ResourceDef[] => [...mounts.values()].map((m) => m.def);

function mountOf(def: ResourceDef): ResourceMount {
  const mount = mounts.get(resourceKey(def));
  if (!mount) throw new Error(`资源 ${resourceKey(def)} 未由任何领域注册`);
  return mount;
}

export function modelOf(def: ResourceDef): ResourceModel {
  const key = resourceKey(def);
  let model = models.get(key);
  if (!model) {
    const { table, hooks } = mountOf(def);
    model = {
      def,
      key,
      table,
      columns: getTableColumns(table) as Record<string, PgColumn>,
      hooks: hooks ?? {},
      addSchema: addSchema(def),
      editSchema: editSchema(def),
    };
    models.set(key, model);
  }
  return model;
}

/** The model of a `ref` target (`module/name`). */
export function modelByKey(key: string): ResourceModel {
  const mount = mounts.get(key);
  if (!mount) throw new Error(`未声明的资源：${key}`);
  return modelOf(mount.def);
}
