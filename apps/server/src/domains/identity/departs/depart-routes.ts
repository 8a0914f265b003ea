import {
  addDepartBody,
  departIdNodeSchema,
  departIdQuery,
  departNodeSchema,
  departSearchQuery,
  editDepartBody,
  PERMS,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { DepartAdmin } from './depart-service.ts';

const TAGS = ['identity'];
const departList = z.array(departNodeSchema);

export function departAdminRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const departs = new DepartAdmin(ctx);
  const crud = crudRoutes(app, '/api/sys/sysDepart', TAGS);

  crud.read('queryTreeList', {
    perm: PERMS.depart.list,
    summary: '本租户的部门树',
    result: departList,
    message: '查询成功',
    find: (auth) => departs.tree(auth),
  });
  crud.read('queryIdTree', {
    perm: PERMS.depart.list,
    summary: '部门树（只含 `key`、`value`、`title`、`isLeaf`，供选择器使用）',
    result: z.array(departIdNodeSchema),
    message: '查询成功',
    find: (auth) => departs.idTree(auth),
  });

  crud.read('searchBy', {
    perm: PERMS.depart.list,
    summary: '按名称搜索部门 `?keyWord=`（最多 200 个）；不带关键字时返回整棵树',
    query: departSearchQuery,
    result: departList,
    message: (found, q) => (found.length || !q.keyWord ? '查询成功' : '未找到部门信息'),
    find: (auth, q) => departs.search(auth, q.keyWord),
  });

  // Admins get the whole tree; anyone else only the classes they belong to or manage.
  crud.read('queryMyDeptTreeList', {
    perm: 'login',
    summary: '我的部门树：管理员为整棵树，其他人只有自己所在或负责的班级',
    result: departList,
    message: '查询成功',
    find: (auth) => departs.mine(auth),
  });

  crud.add({
    perm: PERMS.depart.add,
    summary: '新增部门：机构编码由服务端按层级生成（A01、A01A01…）',
    body: addDepartBody,
    result: departNodeSchema,
    message: '添加成功！',
    save: (auth, body) => departs.add(auth, body),
  });
  crud.edit({
    perm: PERMS.depart.edit,
    summary: '编辑部门',
    body: editDepartBody,
    result: departNodeSchema,
    message: '编辑成功！',
    alsoPost: true,
    save: (auth, body) => departs.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.depart.delete,
    summary: '删除部门：有下级、成员或负责老师时拒绝删除',
    query: departIdQuery,
    message: '删除成功！',
    remove: (auth, q) => departs.remove(auth, q.id),
  });
}
