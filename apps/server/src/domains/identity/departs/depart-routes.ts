import {
  addDepartBody,
  departIdNodeSchema,
  departIdQuery,
  departNodeSchema,
  departSearchQuery,
  editDepartBody,
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
import { DepartAdmin } from './depart-service.ts';

const TAGS = ['identity'];
const oneDepart = envelopeOf(departNodeSchema);
const departList = envelopeOf(z.array(departNodeSchema));

export function departAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const departs = new DepartAdmin(ctx);
  const perm = permGuards(PERMS.depart);

  const treeDoc = { summary: '本租户的部门树', tags: TAGS, response: { 200: departList } };
  app.get('/api/sys/sysDepart/queryTreeList', { config: perm.list, schema: treeDoc }, async (req) =>
    ok(await departs.tree(req.auth!), '查询成功'),
  );

  const idTreeDoc = {
    summary: '部门树（只含 `key`、`value`、`title`、`isLeaf`，供选择器使用）',
    tags: TAGS,
    response: { 200: envelopeOf(z.array(departIdNodeSchema)) },
  };
  app.get('/api/sys/sysDepart/queryIdTree', { config: perm.list, schema: idTreeDoc }, async (req) =>
    ok(await departs.idTree(req.auth!), '查询成功'),
  );

  app.get(
    '/api/sys/sysDepart/searchBy',
    routeDoc(perm.list, TAGS, '按名称搜索部门 `?keyWord=`（最多 200 个）；不带关键字时返回整棵树', {
      querystring: departSearchQuery,
      response: { 200: departList },
    }),
    async (req) => {
      const found = await departs.search(req.auth!, req.query.keyWord);
      return ok(found, found.length || !req.query.keyWord ? '查询成功' : '未找到部门信息');
    },
  );

  // Admins get the whole tree; anyone else only the classes they belong to or manage.
  app.get(
    '/api/sys/sysDepart/queryMyDeptTreeList',
    routeDoc({ guard: 'login' }, TAGS, '我的部门树：管理员为整棵树，其他人只有自己所在或负责的班级', {
      response: { 200: departList },
    }),
    async (req) => ok(await departs.mine(req.auth!), '查询成功'),
  );

  const addSchema = {
    summary: '新增部门：机构编码由服务端按层级生成（A01、A01A01…）',
    tags: TAGS,
    body: addDepartBody,
    response: { 200: oneDepart },
  };
  app.post('/api/sys/sysDepart/add', { config: perm.add, schema: addSchema }, async (req) =>
    ok(await departs.add(req.auth!, req.body), '添加成功！'),
  );

  const edit = async (req: { auth: AuthContext | null; body: z.infer<typeof editDepartBody> }) =>
    ok(await departs.edit(req.auth!, req.body), '编辑成功！');
  const editSchema = { summary: '编辑部门', tags: TAGS, body: editDepartBody, response: { 200: oneDepart } };
  app.put('/api/sys/sysDepart/edit', { config: perm.edit, schema: editSchema }, edit);
  app.post('/api/sys/sysDepart/edit', { config: perm.edit, schema: editSchema }, edit);

  app.delete(
    '/api/sys/sysDepart/delete',
    routeDoc(perm.delete, TAGS, '删除部门：有下级、成员或负责老师时拒绝删除', {
      querystring: departIdQuery,
      response: { 200: emptyEnvelope },
    }),
    async (req) => okAfter(departs.remove(req.auth!, req.query.id), '删除成功！'),
  );
}
