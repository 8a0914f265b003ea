import {
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
  PERMS,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { CategoryService } from './category-service.ts';

const TAGS = ['ops'];
const nodes = z.array(categoryNodeSchema);

/** `/api/sys/category/*`: the category tree shared by courses, questions and goods. */
export function categoryRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new CategoryService(ctx.db);
  const crud = crudRoutes(app, '/api/sys/category', TAGS);

  // Reads are open to every signed-in user: pickers on course, question and goods forms need them.
  crud.read('loadAllData', {
    perm: 'login',
    summary: '全部分类或某编码下的子树，`[{value, text, code, pid, hasChild}]`',
    query: categoryCodeQuery,
    result: z.array(categoryOptionSchema),
    message: '查询成功',
    find: (auth, q) => service.options(auth.tenantId, q.code),
  });
  crud.read('loadTreeData', {
    perm: 'login',
    summary: '全部分类或某编码下的子树（嵌套树）',
    query: categoryCodeQuery,
    result: nodes,
    find: (auth, q) => service.tree(auth.tenantId, q.code),
  });
  crud.read('loadTreeRoot', {
    perm: 'login',
    summary: '根节点（或 `pcode` 的子节点）；`async=false` 返回整棵树',
    query: categoryTreeRootQuery,
    result: nodes,
    find: (auth, q) => service.treeRoot(auth.tenantId, q),
  });
  crud.read('loadTreeChildren', {
    perm: 'login',
    summary: '一层子节点',
    query: categoryChildrenQuery,
    result: nodes,
    find: (auth, q) => service.children(auth.tenantId, q.pid),
  });
  crud.queryById({
    perm: 'login',
    summary: '单个分类',
    query: categoryIdQuery,
    result: categoryRecordSchema,
    find: (auth, q) => service.record(auth.tenantId, q.id),
  });

  crud.add({
    perm: PERMS.category.add,
    summary: '新增分类 `{pid?, name, sortNo?}`；编码由服务端按层级生成（A01、A01A01…）',
    body: categoryAddBody,
    result: categoryAddedSchema,
    message: '添加成功！',
    save: (auth, body) => service.add(auth, body),
  });
  crud.edit({
    perm: PERMS.category.edit,
    summary: '编辑分类 `{id, name?, sortNo?}`',
    body: categoryEditBody,
    message: '编辑成功！',
    alsoPost: true,
    save: (auth, body) => service.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.category.delete,
    summary: '删除分类；有子分类时拒绝',
    query: categoryIdQuery,
    message: '删除成功！',
    remove: (auth, q) => service.remove(auth, q.id),
  });
}
