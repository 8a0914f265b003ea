import { PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { sheetImportRoute } from '../../../crud/excel-import.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { exportedRoles, importRoles, roleSheet, roleSheetRows } from './role-excel.ts';

const TAGS = ['identity'];
const perm = permGuards(PERMS.role);

/** `exportXls`: the tenant's roles as a sheet. */
export function roleExportRoutes(fastify: FastifyInstance, ctx: AppContext) {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/sys/role/exportXls',
    {
      config: perm.list,
      schema: { summary: '导出角色：角色名称、角色编码、级别、描述（.xlsx）', tags: TAGS },
    },
    async (req, reply) =>
      sendXlsx(
        reply,
        await buildWorkbook(roleSheet, roleSheetRows(await exportedRoles(ctx.db, req.auth!))),
        '角色.xlsx',
        'roles.xlsx',
      ),
  );
}

/** `importExcel`: registered inside a scope that parses multipart. */
export function roleImportRoutes(scope: FastifyInstance, ctx: AppContext) {
  sheetImportRoute(scope, {
    url: '/api/sys/role/importExcel',
    config: perm.add,
    tags: TAGS,
    summary:
      '导入角色：multipart 字段 `file`（.xlsx，表头同导出）；级别留空为 0，不能高于自己的级别，编码不能与已有角色或表中靠前的行重复；每行都校验通过才写入，否则 400 并在消息中列出行号',
    sheet: roleSheet,
    run: (auth, rows) => importRoles(ctx.db, auth, rows),
  });
}
