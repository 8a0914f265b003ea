import { PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { buildTree, CategoryService, ROOT_PID } from './category-service.ts';

const TAGS = ['ops'];

const name = z
  .string({ error: '请输入分类名称' })
  .trim()
  .min(1, '请输入分类名称')
  .max(100, '分类名称不能超过 100 个字符');
const sortNo = z.coerce
  .number({ error: '排序必须是数字' })
  .int('排序必须是整数')
  .min(0)
  .max(100000)
  .optional();
const id = z.string({ error: '缺少参数 id' }).trim().min(1, '缺少参数 id').max(36);
const code = z
  .string()
  .trim()
  .max(64)
  .regex(/^([A-Z]\d{2})*$/, '分类编码不合法')
  .optional();

// Codes and parents are the server's: a client-sent `code` is dropped, a category never moves.
const addBody = z.object({ pid: z.string().trim().max(36).optional(), name, sortNo });
const editBody = z.object({ id, name: name.optional(), sortNo });

/** `/api/sys/category/*`: the category tree shared by courses, questions and goods. */
export function categoryRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new CategoryService(ctx.db);
  const base = '/api/sys/category';
  const perm = permGuards(PERMS.category);

  // Reads are open to every signed-in user: pickers on course, question and goods forms need them.
  app.get(
    `${base}/loadAllData`,
    {
      config: { guard: 'login' },
      schema: {
        summary: '全部分类或某编码下的子树，`[{value, text, code, pid, hasChild}]`',
        tags: TAGS,
        querystring: z.object({ code }),
      },
    },
    async (req) => {
      const code = req.query.code && req.query.code !== '0' ? req.query.code : undefined;
      const rows = await service.subtreeRows(req.auth!.tenantId, code);
      const parents = new Set(rows.map((r) => r.pid));
      // JeecgBoot answers DictModel rows; code, pid and hasChild let a client build the tree.
      return ok(
        rows.map((r) => ({
          value: r.id,
          text: r.name,
          title: r.name,
          code: r.code,
          pid: r.pid,
          hasChild: parents.has(r.id) ? '1' : '0',
        })),
        '查询成功',
      );
    },
  );

  app.get(
    `${base}/loadTreeData`,
    {
      config: { guard: 'login' },
      schema: { summary: '全部分类或某编码下的子树（嵌套树）', tags: TAGS, querystring: z.object({ code }) },
    },
    async (req) => ok(buildTree(await service.subtreeRows(req.auth!.tenantId, req.query.code || undefined))),
  );

  app.get(
    `${base}/loadTreeRoot`,
    {
      config: { guard: 'login' },
      schema: {
        summary: '根节点（或 `pcode` 的子节点）；`async=false` 返回整棵树',
        tags: TAGS,
        querystring: z.object({ async: z.enum(['true', 'false']).optional(), pcode: code }),
      },
    },
    async (req) => {
      const tenantId = req.auth!.tenantId;
      let pid = ROOT_PID;
      if (req.query.pcode && req.query.pcode !== '0') {
        const parent = await service.byCode(tenantId, req.query.pcode);
        if (!parent) throw notFound(`分类不存在：${req.query.pcode}`);
        pid = parent.id;
        if (req.query.async === 'false') {
          const rows = await service.subtreeRows(tenantId, parent.code);
          return ok(buildTree(rows.filter((r) => r.id !== parent.id)));
        }
      } else if (req.query.async === 'false') {
        return ok(buildTree(await service.subtreeRows(tenantId)));
      }
      return ok(await service.children(tenantId, pid));
    },
  );

  app.get(
    `${base}/loadTreeChildren`,
    {
      config: { guard: 'login' },
      schema: { summary: '一层子节点', tags: TAGS, querystring: z.object({ pid: id }) },
    },
    async (req) => ok(await service.children(req.auth!.tenantId, req.query.pid)),
  );

  app.get(
    `${base}/queryById`,
    {
      config: { guard: 'login' },
      schema: { summary: '单个分类', tags: TAGS, querystring: z.object({ id }) },
    },
    async (req) => {
      const row = await service.byId(req.auth!.tenantId, req.query.id);
      if (!row) throw notFound('分类不存在');
      return ok(row);
    },
  );

  const addSchema = {
    summary: '新增分类 `{pid?, name, sortNo?}`；编码由服务端按层级生成（A01、A01A01…）',
    tags: TAGS,
    body: addBody,
  };
  app.post(`${base}/add`, { config: perm.add, schema: addSchema }, async (req) =>
    ok(await service.add(req.auth!, req.body), '添加成功！'),
  );

  const edit = async (req: { auth: AuthContext | null; body: z.infer<typeof editBody> }) => {
    await service.edit(req.auth!, req.body);
    return ok(null, '编辑成功！');
  };
  const editSchema = { summary: '编辑分类 `{id, name?, sortNo?}`', tags: TAGS, body: editBody };
  app.put(`${base}/edit`, { config: perm.edit, schema: editSchema }, edit);
  app.post(`${base}/edit`, { config: perm.edit, schema: editSchema }, edit);

  app.delete(
    `${base}/delete`,
    {
      config: perm.delete,
      schema: { summary: '删除分类；有子分类时拒绝', tags: TAGS, querystring: z.object({ id }) },
    },
    async (req) => {
      await service.remove(req.auth!, req.query.id);
      return ok(null, '删除成功！');
    },
  );
}
