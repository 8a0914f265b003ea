import { categoryRecordSchema, PERMS, pageResultOf, pagingFields } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { sheetImportRoute } from '../../../crud/excel-import.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { multipartScope } from '../../../platform/http/multipart.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { CategoryClientService, LOAD_ONE_FIELDS } from './category-client-service.ts';
import { categorySheet, categorySheetRows, importCategories, liveCategories } from './category-excel.ts';
import { CategoryService } from './category-service.ts';

const TAGS = ['ops'];
const BASE = '/api/sys/category';

const idText = z.string().max(36, '分类不存在');
const idList = (empty: string) =>
  z
    .string({ error: empty })
    .max(4000, '一次选择的分类过多')
    .transform((v) =>
      v
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .refine((v) => v.length > 0, empty)
    .refine((v) => v.every((x) => x.length <= 36), '分类不存在');

const listedSchema = categoryRecordSchema.extend({ hasChild: z.enum(['0', '1']) });

/** The category calls of JeecgBoot-family list pages, with the Excel import and export. */
export async function categoryClientRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const categories = new CategoryService(ctx.db);
  const service = new CategoryClientService(ctx.db, categories);

  const crud = crudRoutes(app, BASE, TAGS);

  // Reads are open to every signed-in user, like the other category reads (pickers need them).
  crud.read('rootList', {
    perm: 'login',
    summary: '分页列出 `pid` 的子分类（默认根分类）；每行带 `hasChild`',
    query: z.object({ ...pagingFields({ maxSize: 200 }), pid: idText.optional() }),
    result: pageResultOf(listedSchema),
    message: '查询成功',
    find: (auth, q) => service.rootList(auth.tenantId, q.pid, q.pageNo, q.pageSize),
  });
  crud.read('childList', {
    perm: 'login',
    summary: '`pid` 的全部子分类；每行带 `hasChild`',
    query: z.object({
      pid: z.string({ error: '请提供上级分类' }).min(1, '请提供上级分类').max(36, '分类不存在'),
    }),
    result: z.array(listedSchema),
    message: '查询成功',
    find: (auth, q) => service.childList(auth.tenantId, q.pid),
  });
  // A check that answers only its verdict: the envelope carries no result.
  crud.read('checkCode', {
    perm: 'login',
    summary: '校验手填的分类编码：未被使用，且以上级分类的编码开头',
    query: z.object({
      pid: idText.optional(),
      code: z.string().trim().max(64, '分类编码过长').optional(),
    }),
    result: z.null(),
    message: '编码可用',
    find: async (auth, q) => {
      await service.checkCode(auth.tenantId, q.pid, q.code);
      return null;
    },
  });
  crud.read('loadOne', {
    perm: 'login',
    summary: '按 `field`（id、code 或 name）等于 `val` 取唯一一个分类（回显用）',
    query: z.object({
      field: z.enum(LOAD_ONE_FIELDS, { error: '只能按 id、code 或 name 查询' }),
      val: z.string({ error: '请提供查询值' }).min(1, '请提供查询值').max(100, '查询值过长'),
    }),
    result: categoryRecordSchema,
    message: '查询成功',
    find: (auth, q) => service.loadOne(auth.tenantId, q.field, q.val),
  });
  crud.read('loadDictItem', {
    perm: 'login',
    summary: '分类控件回显：`ids`（id 或编码，逗号分隔）中属于 `pcode` 子树的分类',
    query: z.object({
      ids: idList('请提供要回显的分类'),
      pcode: z.string().max(64, '分类编码过长').optional(),
    }),
    result: z.array(categoryRecordSchema),
    message: '查询成功',
    find: (auth, q) => service.loadDictItem(auth.tenantId, q.ids, q.pcode),
  });

  crud.deleteBatch({
    perm: PERMS.category.delete,
    summary: '批量删除分类 `?ids=a,b`：全部存在且没有未选中的子分类时一并删除，否则一个也不删',
    query: z.object({ ids: idList('请选择要删除的分类') }),
    message: '删除成功！',
    remove: (auth, q) => service.deleteBatch(auth, q.ids),
  });

  app.get(
    `${BASE}/exportXls`,
    routeDoc(
      requirePerm(PERMS.categoryTransfer.export),
      TAGS,
      '导出分类：名称、编码、上级编码、排序；`selections=id1,id2` 只导出所选',
      { querystring: z.object({ selections: z.string().max(20000, '选择的分类过多').optional() }) },
    ),
    async (req, reply) => {
      const selections = req.query.selections?.split(',').filter(Boolean);
      const rows = categorySheetRows(await liveCategories(ctx.db, req.auth!), selections);
      return sendXlsx(reply, await buildWorkbook(categorySheet, rows), '分类字典.xlsx', 'categories.xlsx');
    },
  );

  // Encapsulated: multipart parsing only for the import.
  await multipartScope(fastify, async (scope) => {
    sheetImportRoute(scope, {
      url: `${BASE}/importExcel`,
      config: requirePerm(PERMS.categoryTransfer.import),
      tags: TAGS,
      summary:
        '导入分类：multipart 字段 `file`（.xlsx，表头同导出：分类名称、分类编码、上级编码、排序）；上级编码可指向已有分类或表中靠前的行，编码留空则自动生成；每行都校验通过才写入，否则 400 并在消息中列出行号',
      sheet: categorySheet,
      run: (auth, rows) => importCategories(ctx.db, auth, rows),
    });
  });
}
