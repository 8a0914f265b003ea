import { PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { sheetImportRoute } from '../../../crud/excel-import.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { departSheet, departSheetRows, exportedDeparts, importDeparts } from './depart-excel.ts';

const TAGS = ['identity'];
// The family's department page shows 导出/导入 to whoever may see and add departments.
const perm = permGuards(PERMS.depart);

/** `exportXls`: the tenant's department tree as a sheet. */
export function departExportRoutes(fastify: FastifyInstance, ctx: AppContext) {
  fastify
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/sys/sysDepart/exportXls',
      routeDoc(
        perm.list,
        TAGS,
        '导出部门（.xlsx）：每个部门一行，上级部门（机构编码）、部门名称、英文名、缩写、机构类别、排序、电话、地址、备注、描述、机构编码',
      ),
      async (req, reply) =>
        sendXlsx(
          reply,
          await buildWorkbook(departSheet, departSheetRows(await exportedDeparts(ctx.db, req.auth!))),
          '部门信息.xlsx',
          'departs.xlsx',
        ),
    );
}

/** `importExcel`: registered inside a scope that parses multipart. */
export function departImportRoutes(scope: FastifyInstance, ctx: AppContext) {
  sheetImportRoute(scope, {
    url: '/api/sys/sysDepart/importExcel',
    config: perm.add,
    tags: TAGS,
    summary:
      '导入部门：multipart 字段 `file`（.xlsx，表头同导出）；每行新增一个部门，上级部门填表中或已有部门的机构编码或名称，机构编码由服务端按层级生成（表中的编码只用于让其他行引用）；每行都校验通过才写入，否则 400 并在消息中列出行号',
    sheet: departSheet,
    run: (auth, rows) => importDeparts(ctx.db, auth, rows),
  });
}
