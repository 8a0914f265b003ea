import { PERMS } from '@ck/shared';
import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { type AuthContext, isAdmin } from '../../../platform/auth/auth-context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { formatDateTime } from '../../../platform/http/dates.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { likePattern } from '../../../platform/http/paging.ts';
import { idSchema, keyword } from '../../../platform/http/query-params.ts';
import { tenantScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysUser, sysUserDepart } from '../tables.ts';
import { MAX_SIBLINGS, nextOrgCode } from './org-code.ts';

const TAGS = ['identity'];

type DepartRow = typeof sysDepart.$inferSelect;

export interface DepartNode {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgCategory: string;
  departOrder: number;
  description: string | null;
  createTime: string | null;
  isLeaf: boolean;
  children?: DepartNode[];
}

const nodeOf = (d: DepartRow, children: DepartNode[] = []): DepartNode => ({
  id: d.id,
  key: d.id,
  value: d.id,
  title: d.departName,
  parentId: d.parentId,
  departName: d.departName,
  orgCode: d.orgCode,
  orgCategory: d.orgCategory,
  departOrder: d.departOrder,
  description: d.description,
  createTime: formatDateTime(d.createTime),
  isLeaf: children.length === 0,
  ...(children.length ? { children } : {}),
});

async function departsOfTenant(db: Db, tenantId: string) {
  return db
    .select()
    .from(sysDepart)
    .where(and(tenantScope(sysDepart, tenantId), eq(sysDepart.delFlag, 0)))
    .orderBy(asc(sysDepart.departOrder), asc(sysDepart.orgCode));
}

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

const fields = {
  departName: z
    .string({ error: '请输入名称' })
    .trim()
    .min(1, '请输入名称')
    .max(100, '名称不能超过 100 个字符'),
  orgCategory: z.enum(['1', '2', '3'], { error: '类型只能是机构、部门或班级' }).default('1'),
  departOrder: z.coerce.number().int('排序必须是整数').min(0).max(100_000).default(0),
  description: z
    .string()
    .trim()
    .max(500, '备注不能超过 500 个字符')
    .nullish()
    .transform((v) => v || null),
};
// `orgCode` and `tenantId` in a body are ignored: the server derives both.
const addBody = z.object({ parentId: idSchema.nullish().transform((v) => v || null), ...fields });
const editBody = z.object({ id: idSchema, ...fields });

export async function tenantDepart(db: Db, auth: AuthContext, id: string) {
  const [d] = await db
    .select()
    .from(sysDepart)
    .where(and(eq(sysDepart.id, id), tenantScope(sysDepart, auth), eq(sysDepart.delFlag, 0)));
  if (!d) throw notFound('部门不存在');
  return d;
}

/** Inserts with the next free code; a concurrent insert taking the same code is retried. */
async function insertDepart(db: Db, auth: AuthContext, b: z.infer<typeof addBody>, parent: DepartRow | null) {
  const prefix = parent?.orgCode ?? '';
  for (let attempt = 0; attempt < 5; attempt++) {
    // Every code ever used under this parent, deleted rows included, so a code is never reused.
    const siblings = await db
      .select({ orgCode: sysDepart.orgCode })
      .from(sysDepart)
      .where(
        and(
          tenantScope(sysDepart, auth),
          parent ? eq(sysDepart.parentId, parent.id) : isNull(sysDepart.parentId),
        ),
      );
    if (siblings.length >= MAX_SIBLINGS) throw badRequest('同一级下的部门数量已达上限');
    const orgCode = nextOrgCode(
      prefix,
      siblings.map((s) => s.orgCode),
    );
    const id = uuidv7();
    try {
      await db.insert(sysDepart).values({
        id,
        tenantId: auth.tenantId,
        parentId: parent?.id ?? null,
        departName: b.departName,
        orgCategory: b.orgCategory,
        departOrder: b.departOrder,
        description: b.description,
        orgCode,
        createBy: auth.username,
      });
      return id;
    } catch (err) {
      const code =
        (err as { code?: string; cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code;
      if (code !== '23505') throw err;
    }
  }
  throw conflict('部门编码生成冲突，请重试');
}

export function departAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const perm = permGuards(PERMS.depart);

  const treeDoc = { summary: '本租户的部门树', tags: TAGS };
  app.get('/api/sys/sysDepart/queryTreeList', { config: perm.list, schema: treeDoc }, async (req) =>
    ok(departTree(await departsOfTenant(db, req.auth!.tenantId)), '查询成功'),
  );

  const idTreeDoc = { summary: '部门树（只含 `key`、`value`、`title`、`isLeaf`，供选择器使用）', tags: TAGS };
  app.get('/api/sys/sysDepart/queryIdTree', { config: perm.list, schema: idTreeDoc }, async (req) => {
    type IdNode = { key: string; value: string; title: string; isLeaf: boolean; children?: IdNode[] };
    const strip = (n: DepartNode): IdNode => ({
      key: n.id,
      value: n.id,
      title: n.departName,
      isLeaf: n.isLeaf,
      ...(n.children ? { children: n.children.map(strip) } : {}),
    });
    return ok(departTree(await departsOfTenant(db, req.auth!.tenantId)).map(strip), '查询成功');
  });

  app.get(
    '/api/sys/sysDepart/searchBy',
    {
      config: perm.list,
      schema: {
        summary: '按名称搜索部门 `?keyWord=`（最多 200 个）；不带关键字时返回整棵树',
        tags: TAGS,
        querystring: z.object({ keyWord: keyword('关键字') }),
      },
    },
    async (req) => {
      const word = req.query.keyWord;
      if (!word) return ok(departTree(await departsOfTenant(db, req.auth!.tenantId)), '查询成功');
      const rows = await db
        .select()
        .from(sysDepart)
        .where(
          and(
            tenantScope(sysDepart, req.auth!),
            eq(sysDepart.delFlag, 0),
            ilike(sysDepart.departName, likePattern(word)),
          ),
        )
        .orderBy(asc(sysDepart.orgCode))
        .limit(200);
      return ok(
        rows.map((r) => nodeOf(r)),
        rows.length ? '查询成功' : '未找到部门信息',
      );
    },
  );

  // Admins get the whole tree; anyone else only the classes they belong to or manage.
  app.get(
    '/api/sys/sysDepart/queryMyDeptTreeList',
    {
      config: { guard: 'login' },
      schema: { summary: '我的部门树：管理员为整棵树，其他人只有自己所在或负责的班级', tags: TAGS },
    },
    async (req) => {
      const auth = req.auth!;
      const rows = await departsOfTenant(db, auth.tenantId);
      if (isAdmin(auth)) return ok(departTree(rows), '查询成功');
      const mine = rows.filter((r) => auth.departIds.includes(r.id));
      return ok(
        mine.map((r) => nodeOf(r)),
        '查询成功',
      );
    },
  );

  const addSchema = {
    summary: '新增部门：机构编码由服务端按层级生成（A01、A01A01…）',
    tags: TAGS,
    body: addBody,
  };
  app.post('/api/sys/sysDepart/add', { config: perm.add, schema: addSchema }, async (req) => {
    const parent = req.body.parentId ? await tenantDepart(db, req.auth!, req.body.parentId) : null;
    if (parent?.orgCategory === '3') throw badRequest('班级下不能再添加下级');
    if (parent && parent.orgCode.length >= 60) throw badRequest('部门层级过深');
    const id = await insertDepart(db, req.auth!, req.body, parent);
    return ok(nodeOf(await tenantDepart(db, req.auth!, id)), '添加成功！');
  });

  const edit = async (req: { auth: AuthContext | null; body: z.infer<typeof editBody> }) => {
    const { id, ...values } = req.body;
    await tenantDepart(db, req.auth!, id);
    await db
      .update(sysDepart)
      .set({ ...values, updateBy: req.auth!.username, updateTime: new Date() })
      .where(eq(sysDepart.id, id));
    return ok(nodeOf(await tenantDepart(db, req.auth!, id)), '编辑成功！');
  };
  const editSchema = { summary: '编辑部门', tags: TAGS, body: editBody };
  app.put('/api/sys/sysDepart/edit', { config: perm.edit, schema: editSchema }, edit);
  app.post('/api/sys/sysDepart/edit', { config: perm.edit, schema: editSchema }, edit);

  app.delete(
    '/api/sys/sysDepart/delete',
    {
      config: perm.delete,
      schema: {
        summary: '删除部门：有下级、成员或负责老师时拒绝删除',
        tags: TAGS,
        querystring: z.object({ id: idSchema }),
      },
    },
    async (req) => {
      const d = await tenantDepart(db, req.auth!, req.query.id);
      const [{ children }] = await db
        .select({ children: count() })
        .from(sysDepart)
        .where(and(eq(sysDepart.parentId, d.id), eq(sysDepart.delFlag, 0)));
      if (Number(children) > 0) throw badRequest('该部门下还有下级部门，不能删除');
      const [{ members }] = await db
        .select({ members: count() })
        .from(sysUserDepart)
        .innerJoin(sysUser, and(eq(sysUser.id, sysUserDepart.userId), eq(sysUser.delFlag, 0)))
        .where(eq(sysUserDepart.departId, d.id));
      if (Number(members) > 0) throw badRequest(`该部门下还有 ${members} 个用户，不能删除`);
      const [{ managers }] = await db
        .select({ managers: count() })
        .from(sysUser)
        .where(
          and(
            tenantScope(sysUser, req.auth!),
            eq(sysUser.delFlag, 0),
            sql`${d.id} = any(string_to_array(${sysUser.departIds}, ','))`,
          ),
        );
      if (Number(managers) > 0) throw badRequest('还有老师负责该班级，请先取消其负责班级');
      await db
        .update(sysDepart)
        .set({ delFlag: 1, updateBy: req.auth!.username, updateTime: new Date() })
        .where(eq(sysDepart.id, d.id));
      ctx.sessions.forgetAll();
      return ok(null, '删除成功！');
    },
  );
}
