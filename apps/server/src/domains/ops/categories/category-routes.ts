import {
  type CategoryEditBody,
  categoryAddBody,
  categoryAddedSchema,
  categoryChildrenQuery,
  categoryCodeQuery,
  categoryEditBody,
  categoryIdQuery,
  categoryNodeSchema,
  categoryOptionSchema,
  categoryRecordSchema,
  categoryTreeRootQuery,
  emptyEnvelope,
  envelopeOf,
  PERMS,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { ok, okAfter } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { CategoryService } from './category-service.ts';

const TAGS = ['ops'];
const nodes = envelopeOf(z.array(categoryNodeSchema));

/** `/api/sys/category/*`: the category tree shared by courses, questions and goods. */
export function categoryRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new CategoryService(ctx.db);
  const base = '/api/sys/category';
  const perm = permGuards(PERMS.category);

  // Reads are open to every signed-in user: pickers on course, question and goods forms need them.
  app.get(
    `${base}/loadAllData`,
    routeDoc({ guard: 'login' }, TAGS, '全部分类或某编码下的子树，`[{value, text, code, pid, hasChild}]`', {
      querystring: categoryCodeQuery,
      response: { 200: envelopeOf(z.array(categoryOptionSchema)) },
    }),
    async (req) => ok(await service.options(req.auth!.tenantId, req.query.code), '查询成功'),
  );

  app.get(
    `${base}/loadTreeData`,
    routeDoc({ guard: 'login' }, TAGS, '全部分类或某编码下的子树（嵌套树）', {
      querystring: categoryCodeQuery,
      response: { 200: nodes },
    }),
    async (req) => ok(await service.tree(req.auth!.tenantId, req.query.code)),
  );

  app.get(
    `${base}/loadTreeRoot`,
    routeDoc({ guard: 'login' }, TAGS, '根节点（或 `pcode` 的子节点）；`async=false` 返回整棵树', {
      querystring: categoryTreeRootQuery,
      response: { 200: nodes },
    }),
    async (req) => ok(await service.treeRoot(req.auth!.tenantId, req.query)),
  );

  app.get(
    `${base}/loadTreeChildren`,
    routeDoc({ guard: 'login' }, TAGS, '一层子节点', {
      querystring: categoryChildrenQuery,
      response: { 200: nodes },
    }),
    async (req) => ok(await service.children(req.auth!.tenantId, req.query.pid)),
  );

  app.get(
    `${base}/queryById`,
    routeDoc({ guard: 'login' }, TAGS, '单个分类', {
      querystring: categoryIdQuery,
      response: { 200: envelopeOf(categoryRecordSchema) },
    }),
    async (req) => ok(await service.record(req.auth!.tenantId, req.query.id)),
  );

  const addSchema = {
    summary: '新增分类 `{pid?, name, sortNo?}`；编码由服务端按层级生成（A01、A01A01…）',
    tags: TAGS,
    body: categoryAddBody,
    response: { 200: envelopeOf(categoryAddedSchema) },
  };
  app.post(`${base}/add`, { config: perm.add, schema: addSchema }, async (req) =>
    ok(await service.add(req.auth!, req.body), '添加成功！'),
  );

  const edit = async (req: { auth: AuthContext | null; body: CategoryEditBody }) => {
    await service.edit(req.auth!, req.body);
    return ok(null, '编辑成功！');
  };
  const editSchema = {
    summary: '编辑分类 `{id, name?, sortNo?}`',
    tags: TAGS,
    body: categoryEditBody,
    response: { 200: emptyEnvelope },
  };
  app.put(`${base}/edit`, { config: perm.edit, schema: editSchema }, edit);
  app.post(`${base}/edit`, { config: perm.edit, schema: editSchema }, edit);

  app.delete(
    `${base}/delete`,
    routeDoc(perm.delete, TAGS, '删除分类；有子分类时拒绝', {
      querystring: categoryIdQuery,
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(service.remove(req.auth!, req.query.id), '删除成功！'),
  );
}
