import type { CategoryNode, CategoryOption, CategoryRecord } from '@ck/shared';
import { formatDateTime } from '../../../platform/http/dates.ts';
import type { sysCategory } from '../tables.ts';

export type CategoryRow = typeof sysCategory.$inferSelect;

export function toNode(r: CategoryRow, hasChild: boolean): CategoryNode {
  return {
    id: r.id,
    key: r.id,
    value: r.id,
    title: r.name,
    name: r.name,
    code: r.code,
    pid: r.pid,
    sortNo: r.sortNo,
    hasChild: hasChild ? '1' : '0',
    isLeaf: !hasChild,
    leaf: !hasChild,
    createTime: formatDateTime(r.createTime),
  };
}

/** Nests flat rows (any order) under their parents; rows whose parent is absent become roots. */
export function buildTree(rows: CategoryRow[]): CategoryNode[] {
  const parents = new Set(rows.map((r) => r.pid));
  const nodes = new Map(rows.map((r) => [r.id, toNode(r, parents.has(r.id))]));
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = nodes.get(r.pid);
    if (parent) {
      parent.children = parent.children ?? [];
      parent.children.push(node);
    } else roots.push(node);
  }
  return roots;
}

/** JeecgBoot answers DictModel rows; code, pid and hasChild let a client build the tree. */
export function toOptions(rows: CategoryRow[]): CategoryOption[] {
  const parents = new Set(rows.map((r) => r.pid));
  return rows.map((r) => ({
    value: r.id,
    text: r.name,
    title: r.name,
    code: r.code,
    pid: r.pid,
    hasChild: parents.has(r.id) ? '1' : '0',
  }));
}

/** The stored row as `queryById` has always answered it: every column, times in ISO 8601. */
export function toRecord(r: CategoryRow): CategoryRecord {
  return {
    id: r.id,
    tenantId: r.tenantId,
    pid: r.pid,
    name: r.name,
    code: r.code,
    sortNo: r.sortNo,
    createBy: r.createBy,
    createTime: r.createTime.toISOString(),
    updateBy: r.updateBy,
    updateTime: r.updateTime?.toISOString() ?? null,
    delFlag: r.delFlag,
  };
}
