import type { CategoryAddBody, CategoryAdded, CategoryEditBody, CategoryNode } from '@ck/shared';
import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { escapeLike } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysCategory } from '../tables.ts';
import { nextCode } from './category-code.ts';
import { buildTree, toNode, toOptions, toRecord } from './category-tree.ts';

export const ROOT_PID = '0';

const live = (tenantId: string) => liveScope(sysCategory, tenantId);
// LIKE patterns built from codes: codes are [A-Z0-9] only, but escape anyway.

export class CategoryService {
  constructor(private readonly db: Db) {}

  async byId(tenantId: string, id: string) {
    const [row] = await this.db
      .select()
      .from(sysCategory)
      .where(and(live(tenantId), eq(sysCategory.id, id)));
    return row;
  }

  async byCode(tenantId: string, code: string) {
    const [row] = await this.db
      .select()
      .from(sysCategory)
      .where(and(live(tenantId), eq(sysCategory.code, code)));
    return row;
  }

  /** One category as `queryById` answers it, or 404. */
  async record(tenantId: string, id: string) {
    const row = await this.byId(tenantId, id);
    if (!row) throw notFound('分类不存在');
    return toRecord(row);
  }

  /** `loadAllData`: a subtree (everything for no code or `'0'`) as flat options. */
  async options(tenantId: string, code?: string) {
    return toOptions(await this.subtreeRows(tenantId, code && code !== '0' ? code : undefined));
  }

  /** `loadTreeData`: a subtree (everything for no code), nested. */
  async tree(tenantId: string, code?: string): Promise<CategoryNode[]> {
    return buildTree(await this.subtreeRows(tenantId, code || undefined));
  }

  /**
   * `loadTreeRoot`: one level of roots, or of `pcode`'s children; with `async=false` the whole tree
   * below (the parent itself left out).
   */
  async treeRoot(tenantId: string, q: { async?: 'true' | 'false'; pcode?: string }): Promise<CategoryNode[]> {
    const whole = q.async === 'false';
    if (!q.pcode || q.pcode === '0') return whole ? this.tree(tenantId) : this.children(tenantId, ROOT_PID);
    const parent = await this.byCode(tenantId, q.pcode);
    if (!parent) throw notFound(`分类不存在：${q.pcode}`);
    if (!whole) return this.children(tenantId, parent.id);
    const rows = await this.subtreeRows(tenantId, parent.code);
    return buildTree(rows.filter((r) => r.id !== parent.id));
  }

  /** Every category whose code starts with `code` (the whole table for an empty code), sorted. */
  async subtreeRows(tenantId: string, code?: string) {
    const cond = code ? and(live(tenantId), like(sysCategory.code, `${escapeLike(code)}%`)) : live(tenantId);
    return this.db
      .select()
      .from(sysCategory)
      .where(cond)
      .orderBy(asc(sysCategory.sortNo), asc(sysCategory.code));
  }

  async children(tenantId: string, pid: string): Promise<CategoryNode[]> {
    const rows = await this.db
      .select()
      .from(sysCategory)
      .where(and(live(tenantId), eq(sysCategory.pid, pid)))
      .orderBy(asc(sysCategory.sortNo), asc(sysCategory.code));
    const withKids = await this.parentsAmong(
      tenantId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toNode(r, withKids.has(r.id)));
  }

  /** Ids among `ids` that have live children. */
  private async parentsAmong(tenantId: string, ids: string[]) {
    if (!ids.length) return new Set<string>();
    const rows = await this.db
      .selectDistinct({ pid: sysCategory.pid })
      .from(sysCategory)
      .where(and(live(tenantId), inArray(sysCategory.pid, ids)));
    return new Set(rows.map((r) => r.pid));
  }

  /** Adds a category with the next free code; a concurrent add that took the same code is retried. */
  async add(auth: AuthContext, input: CategoryAddBody): Promise<CategoryAdded> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.tryAdd(auth, input);
      } catch (err) {
        if (attempt >= 3 || !isUniqueViolation(err)) throw err;
      }
    }
  }

  private async tryAdd(auth: AuthContext, input: CategoryAddBody) {
    const pid = input.pid || ROOT_PID;
    return this.db.transaction(async (tx) => {
      let parentCode = '';
      if (pid !== ROOT_PID) {
        const [parent] = await tx
          .select()
          .from(sysCategory)
          .where(and(live(auth.tenantId), eq(sysCategory.id, pid)))
          .for('update');
        if (!parent) throw badRequest('上级分类不存在');
        parentCode = parent.code;
      }
      const siblings = await tx
        .select({ code: sysCategory.code })
        .from(sysCategory)
        // Deleted rows keep their codes reserved so old references never point at a new category.
        .where(and(tenantScope(sysCategory, auth), eq(sysCategory.pid, pid)));
      const code = nextCode(
        parentCode,
        siblings.map((s) => s.code),
      );
      if (!code) throw conflict('同一级分类数量已达上限');
      await this.assertNameFree(tx, auth.tenantId, pid, input.name);
      const row = {
        id: uuidv7(),
        tenantId: auth.tenantId,
        pid,
        name: input.name,
        code,
        sortNo: input.sortNo ?? 0,
        createBy: auth.username,
      };
      await tx.insert(sysCategory).values(row);
      return row;
    });
  }

  async edit(auth: AuthContext, input: CategoryEditBody) {
    const row = await this.byId(auth.tenantId, input.id);
    if (!row) throw notFound('分类不存在');
    if (input.name !== undefined && input.name !== row.name)
      await this.assertNameFree(this.db, auth.tenantId, row.pid, input.name);
    await this.db
      .update(sysCategory)
      .set({
        name: input.name ?? row.name,
        sortNo: input.sortNo ?? row.sortNo,
        updateBy: auth.username,
        updateTime: new Date(),
      })
      .where(eq(sysCategory.id, row.id));
  }

  async remove(auth: AuthContext, id: string) {
    const row = await this.byId(auth.tenantId, id);
    if (!row) throw notFound('分类不存在');
    const [kid] = await this.db
      .select({ id: sysCategory.id })
      .from(sysCategory)
      .where(and(live(auth.tenantId), eq(sysCategory.pid, id)))
      .limit(1);
    if (kid) throw badRequest('该分类下还有子分类，请先删除子分类');
    await this.db
      .update(sysCategory)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(eq(sysCategory.id, id));
  }

  private async assertNameFree(db: Db, tenantId: string, pid: string, name: string) {
    const [same] = await db
      .select({ id: sysCategory.id })
      .from(sysCategory)
      .where(and(live(tenantId), eq(sysCategory.pid, pid), sql`lower(${sysCategory.name}) = lower(${name})`))
      .limit(1);
    if (same) throw conflict(`同一级下已存在分类：${name}`);
  }
}
