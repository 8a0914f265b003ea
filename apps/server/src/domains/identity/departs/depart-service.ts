import type { AddDepartBody, DepartIdNode, DepartNode, EditDepartBody } from '@ck/shared';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import {
  childCodes,
  countChildren,
  countManagers,
  countMembers,
  type DepartRow,
  departsOfTenant,
  findTenantDepart,
  insertDepartRow,
  searchDeparts,
  updateDepart,
} from './depart-repository.ts';
import { MAX_SIBLINGS, nextOrgCode } from './org-code.ts';

const nodeOf = (d: DepartRow, children: DepartNode[] = []): DepartNode => ({
  id: d.id,
  key: d.id,
  value: d.id,
  title: d.departName,
  parentId: d.parentId,
  departName: d.departName,
  orgCode: d.orgCode,
  // Written only through the checked body (or the seed), so always one of the declared codes.
  orgCategory: d.orgCategory as DepartNode['orgCategory'],
  departOrder: d.departOrder,
  description: d.description,
  departNameEn: d.departNameEn,
  departNameAbbr: d.departNameAbbr,
  mobile: d.mobile,
  address: d.address,
  memo: d.memo,
  createTime: formatDateTime(d.createTime),
  isLeaf: children.length === 0,
  ...(children.length ? { children } : {}),
});

/** Nests departments under their parents; orphans become roots so nothing is lost. */
export function departTree(rows: DepartRow[]): DepartNode[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string | null, DepartRow[]>();
  for (const r of rows) {
    const key = r.parentId && ids.has(r.parentId) ? r.parentId : null;
    byParent.set(key, [...(byParent.get(key) ?? []), r]);
  }
  const build = (parent: string | null, depth: number): DepartNode[] =>
    depth > 30 ? [] : (byParent.get(parent) ?? []).map((r) => nodeOf(r, build(r.id, depth + 1)));
  return build(null, 0);
}

const idNodeOf = (n: DepartNode): DepartIdNode => ({
  key: n.id,
  value: n.id,
  title: n.departName,
  isLeaf: n.isLeaf,
  ...(n.children ? { children: n.children.map(idNodeOf) } : {}),
});

/** A live department of the caller's tenant, or 404. */
export async function tenantDepart(db: Db, auth: AuthContext, id: string) {
  const d = await findTenantDepart(db, auth.tenantId, id);
  if (!d) throw notFound('部门不存在');
  return d;
}

/** Inserts with the next free code; a concurrent insert taking the same code is retried. */
async function insertDepart(db: Db, auth: AuthContext, b: AddDepartBody, parent: DepartRow | null) {
  const prefix = parent?.orgCode ?? '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const siblings = await childCodes(db, auth.tenantId, parent?.id ?? null);
    if (siblings.length >= MAX_SIBLINGS) throw badRequest('同一级下的部门数量已达上限');
    const id = uuidv7();
    try {
      await insertDepartRow(db, {
        id,
        tenantId: auth.tenantId,
        parentId: parent?.id ?? null,
        departName: b.departName,
        orgCategory: b.orgCategory,
        departOrder: b.departOrder,
        description: b.description,
        departNameEn: b.departNameEn,
        departNameAbbr: b.departNameAbbr,
        mobile: b.mobile,
        address: b.address,
        memo: b.memo,
        orgCode: nextOrgCode(prefix, siblings),
        createBy: auth.username,
      });
      return id;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw conflict('部门编码生成冲突，请重试');
}

/** The tenant's departments: trees, search, and adding, editing and deleting with derived codes. */
export class DepartAdmin {
  constructor(private readonly ctx: AppContext) {}

  async tree(auth: AuthContext): Promise<DepartNode[]> {
    return departTree(await departsOfTenant(this.ctx.db, auth.tenantId));
  }

  async idTree(auth: AuthContext): Promise<DepartIdNode[]> {
    return (await this.tree(auth)).map(idNodeOf);
  }

  /** Departments named like the word, flat; the whole tree without a word. */
  async search(auth: AuthContext, word: string | undefined): Promise<DepartNode[]> {
    if (!word) return this.tree(auth);
    return (await searchDeparts(this.ctx.db, auth.tenantId, word)).map((r) => nodeOf(r));
  }

  /** Admins get the whole tree; anyone else only the classes they belong to or manage, flat. */
  async mine(auth: AuthContext): Promise<DepartNode[]> {
    const rows = await departsOfTenant(this.ctx.db, auth.tenantId);
    if (isAdmin(auth)) return departTree(rows);
    return rows.filter((r) => auth.departIds.includes(r.id)).map((r) => nodeOf(r));
  }

  async add(auth: AuthContext, b: AddDepartBody): Promise<DepartNode> {
    const { db } = this.ctx;
    const parent = b.parentId ? await tenantDepart(db, auth, b.parentId) : null;
    if (parent?.orgCategory === '3') throw badRequest('班级下不能再添加下级');
    if (parent && parent.orgCode.length >= 60) throw badRequest('部门层级过深');
    const id = await insertDepart(db, auth, b, parent);
    return nodeOf(await tenantDepart(db, auth, id));
  }

  async edit(auth: AuthContext, b: EditDepartBody): Promise<DepartNode> {
    const { db } = this.ctx;
    const { id, ...values } = b;
    await tenantDepart(db, auth, id);
    await updateDepart(db, id, { ...values, updateBy: auth.username, updateTime: new Date() });
    return nodeOf(await tenantDepart(db, auth, id));
  }

  /** Deletes a department without children, members or managing teachers. */
  async remove(auth: AuthContext, id: string) {
    const { db } = this.ctx;
    const d = await tenantDepart(db, auth, id);
    if ((await countChildren(db, d.id)) > 0) throw badRequest('该部门下还有下级部门，不能删除');
    const members = await countMembers(db, d.id);
    if (members > 0) throw badRequest(`该部门下还有 ${members} 个用户，不能删除`);
    if ((await countManagers(db, auth.tenantId, d.id)) > 0)
      throw badRequest('还有老师负责该班级，请先取消其负责班级');
    await updateDepart(db, d.id, { delFlag: 1, updateBy: auth.username, updateTime: new Date() });
    this.ctx.sessions.forgetAll();
  }

  /** Departments as a flat page (`list`), filtered by name and kind, by code. */
  async page(
    auth: AuthContext,
    q: { departName?: string; orgCategory?: string; pageNo: number; pageSize: number },
  ) {
    let rows = await this.mine(auth).then((nodes) => flatten(nodes));
    if (q.departName) rows = rows.filter((r) => r.departName.includes(q.departName!));
    if (q.orgCategory) rows = rows.filter((r) => r.orgCategory === q.orgCategory);
    const from = (q.pageNo - 1) * q.pageSize;
    return { records: rows.slice(from, from + q.pageSize), total: rows.length };
  }

  /** The parent of a department (`queryParentName`); a top department answers itself. */
  async parentOf(auth: AuthContext, id: string): Promise<DepartNode> {
    const d = await tenantDepart(this.ctx.db, auth, id);
    return nodeOf(d.parentId ? await tenantDepart(this.ctx.db, auth, d.parentId) : d);
  }

  /** Deletes several departments, all checked first; children chosen with their parents go first. */
  async removeMany(auth: AuthContext, ids: string[]) {
    if (!ids.length) throw badRequest('请选择部门');
    const { db } = this.ctx;
    const chosen: DepartRow[] = [];
    for (const id of ids) chosen.push(await tenantDepart(db, auth, id));
    const all = await departsOfTenant(db, auth.tenantId);
    for (const d of chosen) {
      const child = all.find((c) => c.parentId === d.id && !ids.includes(c.id));
      if (child) throw badRequest(`“${d.departName}”下还有未选中的下级“${child.departName}”，不能删除`);
      const members = await countMembers(db, d.id);
      if (members > 0) throw badRequest(`“${d.departName}”下还有 ${members} 个用户，不能删除`);
      if ((await countManagers(db, auth.tenantId, d.id)) > 0)
        throw badRequest(`还有老师负责“${d.departName}”，请先取消其负责班级`);
    }
    chosen.sort((a, b) => b.orgCode.length - a.orgCode.length);
    await db.transaction(async (tx) => {
      for (const d of chosen)
        await updateDepart(tx, d.id, { delFlag: 1, updateBy: auth.username, updateTime: new Date() });
    });
    this.ctx.sessions.forgetAll();
  }
}

/** A tree's nodes in order, without their children. */
function flatten(nodes: DepartNode[]): DepartNode[] {
  return nodes.flatMap(({ children, ...n }) => [{ ...n }, ...flatten(children ?? [])]);
}
