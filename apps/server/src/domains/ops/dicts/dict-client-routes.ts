import { dictResource, resourcePermission } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { CategoryService } from '../categories/category-service.ts';
import { categoryTreeData, treeDataQuery } from '../categories/category-tree-data.ts';
import { DictLookup } from './dict-lookup-service.ts';
import { DictRecycleBin } from './dict-recycle-service.ts';

const TAGS = ['ops'];
const BASE = '/api/sys/dict';

const codeParams = z.object({ code: z.string().min(1, '请提供字典编码').max(200, '字典编码不合法') });
const idParams = z.object({ id: z.string().min(1, '请选择字典').max(36, '字典不存在') });
const itemSchema = z.object({ value: z.string(), text: z.string(), title: z.string() });
const dictSchema = z.object({
  id: z.string(),
  dictName: z.string(),
  dictCode: z.string(),
  description: z.string().nullable(),
  delFlag: z.number(),
  createBy: z.string().nullable(),
  createTime: z.string().nullable(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
});
const treeNodeSchema = dictSchema.extend({ key: z.string(), title: z.string(), value: z.string() });

/** The dictionary calls of JeecgBoot-family clients: searching selects, the tree list, the recycle bin. */
export function dictClientRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lookup = new DictLookup(ctx.db, ctx.dicts);
  const bin = new DictRecycleBin(ctx.db);
  const categories = new CategoryService(ctx.db);
  const listPerm = resourcePermission(dictResource, 'list');
  const removePerm = resourcePermission(dictResource, 'delete');

  const crud = crudRoutes(app, BASE, TAGS);

  // Table dictionaries check their own permission; plain dictionaries are read by every signed-in page.
  crud.read('loadDict/:code', {
    perm: 'login',
    summary: '搜索式下拉：字典编码或登记过的表字典（`表,文本,值`）中文字包含 `keyword` 的项，最多 50 个',
    params: codeParams,
    query: z.object({
      keyword: z.string().max(100, '关键字过长').optional(),
      sign: z.string().optional(),
    }),
    result: z.array(itemSchema),
    message: '查询成功',
    find: (auth, q) => lookup.search(auth, q.code, q.keyword),
  });
  crud.read('loadDictItem/:code', {
    perm: 'login',
    summary: '回显：`key=值1,值2` 对应的文字（按给出的顺序，未知的值略去）',
    params: codeParams,
    query: z.object({
      key: z.string({ error: '请提供要回显的值' }).max(4000, '要回显的值过多'),
      sign: z.string().optional(),
    }),
    result: z.array(z.string()),
    message: '查询成功',
    find: (auth, q) => lookup.texts(auth, q.code, q.key.split(',').filter(Boolean)),
  });
  crud.read('loadTreeData', {
    perm: 'login',
    summary:
      '树形下拉的一层节点：仅支持分类表（`tableName=sys_category&text=name&code=id|code&pidField=pid&pid=`）',
    query: treeDataQuery,
    result: z.array(z.record(z.string(), z.unknown())),
    message: '查询成功',
    find: (auth, q) => categoryTreeData(categories, auth.tenantId, q),
  });
  crud.read('treeList', {
    perm: listPerm,
    summary: '字典列表（树节点形式，`key`/`title`），可按 `dictName` 筛选',
    query: z.object({ dictName: z.string().max(100, '字典名称过长').optional() }),
    result: z.array(treeNodeSchema),
    message: '查询成功',
    find: (auth, q) => lookup.tree(auth, q.dictName?.replace(/^\*|\*$/g, '')),
  });
  crud.read('getByCode', {
    perm: listPerm,
    summary: '按编码取字典 `?dicCode=`',
    query: z.object({ dicCode: z.string({ error: '请提供字典编码' }).max(100, '字典编码不合法') }),
    result: dictSchema,
    message: '查询成功',
    find: (auth, q) => lookup.byCode(auth, q.dicCode),
  });
  crud.read('deleteList', {
    perm: listPerm,
    summary: '字典回收站：已删除的字典',
    result: z.array(dictSchema),
    message: '查询成功',
    find: (auth) => bin.list(auth),
  });

  crud.command('PUT', 'back/:id', {
    perm: removePerm,
    summary: '从回收站取回字典（连同与它一起删除的字典项）；编码已被其他字典占用时拒绝',
    params: idParams,
    message: '操作成功！',
    run: (auth, p) => bin.restore(auth, p.id),
  });
  crud.command('DELETE', 'deletePhysic/:id', {
    perm: removePerm,
    summary: '彻底删除回收站中的字典及其全部字典项',
    params: idParams,
    message: '删除成功！',
    run: (auth, p) => bin.purge(auth, p.id),
  });
}
