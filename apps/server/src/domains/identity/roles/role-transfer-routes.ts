import { envelopeOf, importResultSchema, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { uploadedXlsx } from '../../../crud/excel-import.ts';
import { readSheet } from '../../../crud/excel-read.ts';
import { permGuards } from '../../../platform/auth/guard.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
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
  scope
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/sys/role/importExcel',
      routeDoc(
        perm.add,
        TAGS,
        '导入角色：multipart 字段 `file`（.xlsx，表头同导出）；级别留空为 0，不能高于自己的级别，编码不能与已有角色或表中靠前的行重复；每行都校验通过才写入，否则 400 并在消息中列出行号',
        { response: { 200: envelopeOf(importResultSchema), 400: envelopeOf(importResultSchema.nullable()) } },
      ),
      async (req, reply) => {
        const rows = await readSheet(roleSheet, await uploadedXlsx(req));
        if (!rows.length) throw badRequest('文件中没有可导入的数据');
        const outcome = await importRoles(ctx.db, req.auth!, rows);
        return reply.status(outcome.status).send(outcome.body);
      },
    );
}
