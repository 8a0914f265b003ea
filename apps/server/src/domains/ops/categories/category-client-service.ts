import { and, asc, count, eq, inArray, like, or } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { escapeLike } from '../../../platform/http/paging.ts';
import { liveScope, tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysCategory } from '../tables.ts';
import { type CategoryService, ROOT_PID } from './category-service.ts';
import { type CategoryRow, toRecord } from './category-tree.ts';

const live = (tenantId: string) => liveScope(sysCategory, tenantId);
const order = [asc(sysCategory.sortNo), asc(sysCategory.code)] as const;

/** The fields `loadOne` may look a category up by. */
export const LOAD_ONE_FIELDS = ['id', 'code', 'name'] as const;

/** The category calls of JeecgBoot-family list pages: paged roots, children, checks, batch delete. */
export class CategoryClientService {
  constructor(
    private readonly db: Db,
    private readonly categories: CategoryService,
  ) {}

  /** Rows as the family's list reads them: the stored row and whether it has children (`'1'`/`'0'`). */
  private async withHasChild(tenantId: string, rows: CategoryRow[]) {
    const ids = rows.map((r) => r.id);
    const parents = ids.length
      ? await this.db
          .selectDistinct({ pid: sysCategory.pid })
          .from(sysCategory)
          .where(and(live(tenantId), inArray(sysCategory.pid, ids)))
      : [];
    const has = new Set(parents.map((p) => p.pid));
    return rows.map((r) => ({ ...toRecord(r), hasChild: has.has(r.id) ? ('1' as const) : ('0' as const) }));
  }

  /** `rootList`: one page of the children of `pid` (the roots by default). */
  async rootList(tenantId: string, pid: string | undefined, pageNo: number, pageSize: number) {
    const where = and(live(tenantId), eq(sysCategory.pid, pid || ROOT_PID));
    const [{ total }] = await this.db.select({ total: count() }).from(sysCategory).where(where);
    const rows = await this.db
      .select()
      .from(sysCategory)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize);
    return {
      records: await this.withHasChild(tenantId, rows),
      total,
      size: pageSize,
      current: pageNo,
      pages: Math.ceil(total / pageSize),
    };
  }

  /** `childList`: every child of `pid`. */
  async childList(tenantId: string, pid: string) {
    const rows = await this.db
      .select()
      .from(sysCategory)
      .where(and(live(tenantId), eq(sysCategory.pid, pid)))
      .orderBy(...order);
    return this.withHasChild(tenantId, rows);
  }

  /** `checkCode`: a code typed for a child must start with its parent's code and be unused. */
  async checkCode(tenantId: string, pid: string | undefined, code: string | undefined) {
    if (!code) throw badRequest('请输入分类编码');
    const [used] = await this.db
      .select({ id: sysCategory.id })
      .from(sysCategory)
      .where(and(tenantScope(sysCategory, tenantId), eq(sysCategory.code, code)))
      .limit(1);
    if (used) throw badRequest(`分类编码已存在：${code}`);
    if (!pid || pid === ROOT_PID) return;
    const parent = await this.categories.byId(tenantId, pid);
    if (!parent) throw notFound('上级分类不存在');
    if (!code.startsWith(parent.code)) throw badRequest(`编码不符合规范，须以“${parent.code}”开头`);
  }

  /** `loadOne`: the one category whose `field` equals `val`. */
  async loadOne(tenantId: string, field: (typeof LOAD_ONE_FIELDS)[number], val: string) {
    const rows = await this.db
      .select()
      .from(sysCategory)
      .where(and(live(tenantId), eq(sysCategory[field], val)))
      .limit(2);
    if (!rows.length) throw notFound('查询无果，分类不存在');
    if (rows.length > 1) throw badRequest(`查询数据异常，存在多个${field}为“${val}”的分类`);
    return toRecord(rows[0]);
  }

  /** `loadDictItem`: the categories among `ids` (ids or codes) inside the subtree of `pcode`. */
  async loadDictItem(tenantId: string, ids: string[], pcode: string | undefined) {
    const conds = [live(tenantId), or(inArray(sysCategory.id, ids), inArray(sysCategory.code, ids))];
    if (pcode && pcode !== ROOT_PID) {
      const parent = await this.categories.byCode(tenantId, pcode);
      if (!parent) throw notFound(`分类不存在：${pcode}`);
      conds.push(like(sysCategory.code, `${escapeLike(parent.code)}%`));
    }
    const rows = await this.db
      .select()
      .from(sysCategory)
      .where(and(...conds))
      .orderBy(...order);
    return rows.map(toRecord);
  }

  /** `deleteBatch`: every id must exist, and none may keep children outside the batch; all or nothing. */
  async deleteBatch(auth: AuthContext, ids: string[]) {
    const unique = [...new Set(ids)];
    const rows = await this.db
      .select({ id: sysCategory.id })
      .from(sysCategory)
      .where(and(live(auth.tenantId), inArray(sysCategory.id, unique)));
    if (rows.length !== unique.length) throw notFound('分类不存在');
    const kids = await this.db
      .select({ id: sysCategory.id, pid: sysCategory.pid, name: sysCategory.name })
      .from(sysCategory)
      .where(and(live(auth.tenantId), inArray(sysCategory.pid, unique)));
    const kept = kids.find((k) => !unique.includes(k.id));
    if (kept) throw badRequest(`所选分类下还有子分类“${kept.name}”，请一并选择或先删除子分类`);
    await this.db
      .update(sysCategory)
      .set({ delFlag: 1, updateBy: auth.username, updateTime: new Date() })
      .where(and(live(auth.tenantId), inArray(sysCategory.id, unique)));
  }
}
