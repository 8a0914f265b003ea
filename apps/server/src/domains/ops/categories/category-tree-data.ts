import { z } from 'zod';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { type CategoryService, ROOT_PID } from './category-service.ts';

/** `loadTreeData` of the tree select: which table, columns and parent; only the category table is served. */
export const treeDataQuery = z.object({
  tableName: z.literal('sys_category', { error: '只支持分类字典的树形数据' }),
  text: z.literal('name', { error: '显示字段只能是 name' }),
  code: z.enum(['id', 'code'], { error: '值字段只能是 id 或 code' }),
  pidField: z.literal('pid', { error: '上级字段只能是 pid' }).optional(),
  pid: z.string().max(36, '上级分类不存在').optional(),
  hasChildField: z.string().max(50).optional(),
  condition: z.string().max(500).optional(),
  sign: z.string().optional(),
});
export type TreeDataQuery = z.infer<typeof treeDataQuery>;

/** One level of the category tree as JeecgBoot's TreeSelectModel (`key`, `title`, `value`, `isLeaf`). */
export async function categoryTreeData(categories: CategoryService, tenantId: string, q: TreeDataQuery) {
  if (q.condition && q.condition.trim() !== '' && q.condition.trim() !== '{}')
    throw badRequest('不支持按条件加载分类树');
  const pid = q.pid || ROOT_PID;
  if (pid !== ROOT_PID && !(await categories.byId(tenantId, pid))) throw notFound('上级分类不存在');
  const nodes = await categories.children(tenantId, pid);
  return nodes.map((n) => ({
    key: n.id,
    title: n.name,
    value: q.code === 'code' ? n.code : n.id,
    code: n.code,
    parentId: n.pid,
    isLeaf: n.isLeaf,
    leaf: n.leaf,
  }));
}
