import { emptyEnvelope, PERMS } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { buildWorkbook, sendXlsx } from '../../crud/excel-export.ts';
import { sheetImportRoute } from '../../crud/excel-import.ts';
import { requirePerm } from '../../platform/auth/guard.ts';
import { okAfter } from '../../platform/http/envelope.ts';
import { multipartScope } from '../../platform/http/multipart.ts';
import { routeDoc } from '../../platform/http/route-doc.ts';
import type { AnnouncementAdmin } from './announcement-admin.ts';
import { announcementSheet, announcementSheetRows, importAnnouncements } from './announcement-excel.ts';

const BASE = '/api/sys/annountCement';
const TAGS = ['notice'];

/** Announcements to and from Excel, and pushing a published one again. */
export async function announcementTransferRoutes(
  fastify: FastifyInstance,
  ctx: AppContext,
  admin: AnnouncementAdmin,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    `${BASE}/exportXls`,
    {
      config: requirePerm(PERMS.announcementTransfer.export),
      schema: { summary: '导出本机构的全部公告（xlsx）', tags: TAGS },
    },
    async (req, reply) => {
      const buffer = await buildWorkbook(announcementSheet, await announcementSheetRows(ctx.db, req.auth!));
      return sendXlsx(reply, buffer, '通知公告.xlsx', 'announcements.xlsx');
    },
  );

  app.get(
    `${BASE}/syncNotic`,
    routeDoc(
      requirePerm(PERMS.announcement.release),
      TAGS,
      '把已发布且在有效期内的公告再推送给在线的接收人 `?anntId=`',
      {
        querystring: z.object({
          anntId: z.string({ error: '缺少公告 id' }).min(1, '缺少公告 id').max(36, '公告不存在'),
        }),
        response: { 200: emptyEnvelope },
      },
    ),
    async (req) => okAfter(admin.resync(req.auth!, req.query.anntId), '同步成功'),
  );

  // Encapsulated: multipart parsing only for the import.
  await multipartScope(fastify, async (scope) => {
    sheetImportRoute(scope, {
      url: `${BASE}/importExcel`,
      config: requirePerm(PERMS.announcementTransfer.import),
      tags: TAGS,
      summary:
        '导入公告：multipart 字段 `file`（.xlsx，表头同导出）；导入为发给全体用户的草稿，优先级等可填文字或代码；每行都校验通过才写入，否则 400 并在消息中列出行号',
      sheet: announcementSheet,
      run: (auth, rows) => importAnnouncements(ctx.db, auth, rows),
    });
  });
}
