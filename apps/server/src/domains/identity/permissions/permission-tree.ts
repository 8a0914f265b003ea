import type { Permission, PermissionNode, PermissionTree, PermissionTreeNode } from '@ck/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { sysPermissionDataRule } from '../access-tables.ts';
import { sysPermission } from '../tables.ts';

export type PermissionRow = typeof sysPermission.$inferSelect;

export async function allPermissions(db: Db): Promise<PermissionRow[]> {
  return db
    .select()
    .from(sysPermission)
    .where(eq(sysPermission.delFlag, 0))
    .orderBy(asc(sysPermission.sortNo), asc(sysPermission.id));
}

/**
 * A menu row as the menu editor reads it (JeecgBoot's SysPermission field names). The codes are written
 * only through the checked body or the seed's defaults, so they are always the declared ones.
 */
export function toPermissionJson(p: PermissionRow): Permission {
  return {
    id: p.id,
    parentId: p.parentId,
    name: p.name,
    url: p.url,
    component: p.component,
    componentName: p.componentName,
    redirect: p.redirect,
    menuType: p.menuType,
    perms: p.perms,
    permsType: p.permsType as Permission['permsType'],
    sortNo: p.sortNo,
    alwaysShow: p.alwaysShow,
    icon: p.icon,
    route: p.isRoute,
    keepAlive: p.keepAlive,
    hidden: p.hidden,
    internalOrExternal: p.internalOrExternal,
    status: p.status as Permission['status'],
    createTime: formatDateTime(p.createTime),
  };
}

/** Nests rows under their parents; orphans become roots so nothing is lost. */
function nest<T extends { id: string; parentId: string | null }, N>(
  rows: T[],
  make: (row: T, children: N[]) => N,
): N[] {
  const byParent = new Map<string | null, T[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const key = r.parentId && ids.has(r.parentId) ? r.parentId : null;
    byParent.set(key, [...(byParent.get(key) ?? []), r]);
  }
  const build = (parent: string | null, depth: number): N[] =>
    depth > 20 ? [] : (byParent.get(parent) ?? []).map((r) => make(r, build(r.id, depth + 1)));
  return build(null, 0);
}

/** `GET /sys/permission/list`: the whole menu tree with every field. */
export function permissionList(rows: PermissionRow[]): PermissionNode[] {
  return nest<PermissionRow, PermissionNode>(rows, (r, children) => ({
    ...toPermissionJson(r),
    leaf: children.length === 0,
    ...(children.length ? { children } : {}),
  }));
}

/** `{treeList, ids}` of the role permission editor; `ruleFlag` 1 when the menu has data rules. */
export async function permissionTree(db: Db): Promise<PermissionTree> {
  const rows = await allPermissions(db);
  const ruled = new Set(
    (
      await db
        .selectDistinct({ id: sysPermissionDataRule.permissionId })
        .from(sysPermissionDataRule)
        .where(eq(sysPermissionDataRule.delFlag, 0))
    ).map((r) => r.id),
  );
  const treeList = nest<PermissionRow, PermissionTreeNode>(rows, (r, children) => ({
    key: r.id,
    value: r.id,
    title: r.name,
    slotTitle: r.name,
    menuType: r.menuType,
    ruleFlag: ruled.has(r.id) ? 1 : 0,
    isLeaf: children.length === 0,
    ...(children.length ? { children } : {}),
  }));
  return { treeList, ids: rows.map((r) => r.id) };
}
