import { PERMS } from '@ck/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uuidv7 } from 'uuidv7';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { idSchema } from '../../../platform/http/query-params.ts';
import { sysPermissionDataRule } from '../access-tables.ts';
import { permissionsChanged } from '../roles/role-policy.ts';
import { sysPermission, sysRolePermission } from '../tables.ts';
import { allPermissions, permissionList, permissionTree, toPermissionJson } from './permission-tree.ts';

const TAGS = ['identity'];

const optional = (re: RegExp, message: string, max = 255) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || re.test(v), message);

const menuBody = z
  .object({
    parentId: idSchema.nullish().transform((v) => v || null),
    name: z
      .string({ error: '请输入菜单名称' })
      .trim()
      .min(1, '请输入菜单名称')
      .max(100, '菜单名称不能超过 100 个字符'),
    menuType: z.coerce
      .number()
      .refine((t) => t === 0 || t === 1 || t === 2, '菜单类型只能是一级菜单、子菜单或按钮'),
    url: z
      .string()
      .trim()
      .max(255, '菜单路径过长')
      .nullish()
      .transform((v) => v || null),
    component: optional(/^[A-Za-z0-9_/-]+$/, '前端组件只能包含字母、数字、/、_ 和 -'),
    componentName: optional(/^[A-Za-z0-9_-]+$/, '组件名称只能包含字母、数字、_ 和 -', 100),
    redirect: optional(/^\/[A-Za-z0-9/_\-.]*$/, '默认跳转地址必须是以 / 开头的站内路径'),
    icon: optional(/^[A-Za-z0-9-]+$/, '图标名称不合法', 100),
    sortNo: z.coerce.number().int('排序必须是整数').min(0).max(100_000).default(0),
    hidden: z.boolean().default(false),
    alwaysShow: z.boolean().default(false),
    keepAlive: z.boolean().default(false),
    route: z.boolean().default(true),
    internalOrExternal: z.boolean().default(false),
    perms: optional(/^[A-Za-z][A-Za-z0-9:_-]*$/, '授权标识只能包含字母、数字、冒号、_ 和 -'),
    permsType: z.enum(['1', '2'], { error: '授权策略只能是 1（显示/隐藏）或 2（可见/可访问）' }).default('1'),
    status: z.enum(['0', '1'], { error: '状态只能是 0 或 1' }).default('1'),
  })
  .superRefine((b, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (b.menuType !== 0 && !b.parentId) issue(b.menuType === 2 ? '请选择按钮所属的菜单' : '请选择上级菜单');
    if (b.menuType === 2 && !b.perms) issue('请输入按钮的授权标识');
    if (b.menuType !== 2 && !b.url) issue('请输入菜单路径');
    // Menu URLs end up in links and iframes: only site paths, or http(s) for external pages.
    if (b.url && b.menuType !== 2) {
      if (b.internalOrExternal && !/^https?:\/\/[^\s"'<>]+$/i.test(b.url))
        issue('外部链接只能是 http:// 或 https:// 地址');
      if (!b.internalOrExternal && !/^\/[A-Za-z0-9/_\-.:]*$/.test(b.url))
        issue('菜单路径必须是以 / 开头的站内路径（外部链接请选择“外部”并填写 http(s) 地址）');
    }
  });

const editBody = z.object({ id: idSchema }).and(menuBody);

/** The parent must be a live menu (not a button) and, on edit, not the row itself or one of its children. */
async function checkParent(db: Db, parentId: string | null, selfId?: string) {
  if (!parentId) return;
  const rows = await allPermissions(db);
  const parent = rows.find((r) => r.id === parentId);
  if (!parent) throw badRequest('上级菜单不存在');
  if (parent.menuType === 2) throw badRequest('上级不能是按钮');
  if (selfId) {
    for (let cur: typeof parent | undefined = parent, depth = 0; cur && depth < 50; depth++) {
      if (cur.id === selfId) throw badRequest('上级菜单不能是自己或自己的下级');
      cur = rows.find((r) => r.id === cur?.parentId);
    }
  }
}

async function checkPermsFree(db: Db, perms: string | null, selfId?: string) {
  if (!perms) return;
  const where = [eq(sysPermission.perms, perms)];
  if (selfId) where.push(ne(sysPermission.id, selfId));
  const [found] = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(and(...where));
  if (found) throw conflict(`授权标识“${perms}”已存在`);
}

const columnsOf = (b: z.infer<typeof menuBody>) => ({
  parentId: b.menuType === 0 ? null : b.parentId,
  name: b.name,
  url: b.menuType === 2 ? null : b.url,
  component: b.component,
  componentName: b.componentName,
  redirect: b.redirect,
  icon: b.icon,
  sortNo: b.sortNo,
  hidden: b.hidden,
  alwaysShow: b.alwaysShow,
  keepAlive: b.keepAlive,
  isRoute: b.route,
  internalOrExternal: b.internalOrExternal,
  menuType: b.menuType,
  perms: b.perms,
  permsType: b.permsType,
  status: b.status,
});

export function permissionRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx;
  const perm = permGuards(PERMS.permission);

  const listDoc = { summary: '菜单树（全部字段）', tags: TAGS };
  app.get('/api/sys/permission/list', { config: perm.list, schema: listDoc }, async () =>
    ok(permissionList(await allPermissions(db)), '查询成功'),
  );
  const treeDoc = {
    summary: '菜单与按钮的授权树 `{treeList, ids}`，`ruleFlag` 表示菜单有数据规则',
    tags: TAGS,
  };
  app.get('/api/sys/permission/queryTreeList', { config: perm.list, schema: treeDoc }, async () =>
    ok(await permissionTree(db), '查询成功'),
  );

  const addSchema = {
    summary: '新增菜单或按钮：类型 0/1/2；外部链接只接受 http(s)',
    tags: TAGS,
    body: menuBody,
  };
  app.post('/api/sys/permission/add', { config: perm.add, schema: addSchema }, async (req) => {
    const b = req.body;
    await checkParent(db, b.parentId);
    await checkPermsFree(db, b.perms);
    const id = uuidv7();
    await db.insert(sysPermission).values({ id, ...columnsOf(b), createBy: req.auth!.username });
    permissionsChanged(ctx);
    const [row] = await db.select().from(sysPermission).where(eq(sysPermission.id, id));
    return ok(toPermissionJson(row), '添加成功！');
  });

  const edit = async (req: { auth: { username: string } | null; body: z.infer<typeof editBody> }) => {
    const b = req.body;
    const [found] = await db
      .select({ id: sysPermission.id })
      .from(sysPermission)
      .where(and(eq(sysPermission.id, b.id), eq(sysPermission.delFlag, 0)));
    if (!found) throw notFound('菜单不存在');
    await checkParent(db, b.parentId, b.id);
    await checkPermsFree(db, b.perms, b.id);
    await db
      .update(sysPermission)
      .set({ ...columnsOf(b), updateBy: req.auth!.username, updateTime: new Date() })
      .where(eq(sysPermission.id, b.id));
    permissionsChanged(ctx);
    const [row] = await db.select().from(sysPermission).where(eq(sysPermission.id, b.id));
    return ok(toPermissionJson(row), '编辑成功！');
  };
  const editSchema = {
    summary: '编辑菜单或按钮：类型 0/1/2；外部链接只接受 http(s)',
    tags: TAGS,
    body: editBody,
  };
  app.put('/api/sys/permission/edit', { config: perm.edit, schema: editSchema }, edit);
  app.post('/api/sys/permission/edit', { config: perm.edit, schema: editSchema }, edit);

  app.delete(
    '/api/sys/permission/delete',
    {
      config: perm.delete,
      schema: {
        summary: '删除菜单或按钮；有下级时拒绝删除',
        tags: TAGS,
        querystring: z.object({ id: idSchema }),
      },
    },
    async (req) => {
      const id = req.query.id;
      const [found] = await db
        .select({ id: sysPermission.id })
        .from(sysPermission)
        .where(and(eq(sysPermission.id, id), eq(sysPermission.delFlag, 0)));
      if (!found) throw notFound('菜单不存在');
      const [{ children }] = await db
        .select({ children: count() })
        .from(sysPermission)
        .where(and(eq(sysPermission.parentId, id), eq(sysPermission.delFlag, 0)));
      if (Number(children) > 0) throw badRequest('该菜单下还有子菜单或按钮，请先删除它们');
      await db.transaction(async (tx) => {
        // Soft delete keeps seeded menus from coming back on the next start; the unique button
        // code is cleared so it can be used again.
        await tx.delete(sysRolePermission).where(eq(sysRolePermission.permissionId, id));
        await tx.delete(sysPermissionDataRule).where(eq(sysPermissionDataRule.permissionId, id));
        await tx
          .update(sysPermission)
          .set({ delFlag: 1, perms: null, updateBy: req.auth!.username, updateTime: new Date() })
          .where(eq(sysPermission.id, id));
      });
      permissionsChanged(ctx);
      return ok(null, '删除成功！');
    },
  );
}
