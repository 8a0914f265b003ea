import {
  defineResource,
  envelopeOf,
  PERMS,
  userImportFailureSchema,
  userImportProgressQuery,
  userImportProgressSchema,
  userImportQuery,
  userImportResultSchema,
  userListQuery,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { buildWorkbook, sendXlsx } from '../../../crud/excel-export.ts';
import { uploadedXlsx } from '../../../crud/excel-import.ts';
import { readSheet } from '../../../crud/excel-read.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok, refused } from '../../../platform/http/envelope.ts';
import { AppError, badRequest, notFound } from '../../../platform/http/errors.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { importProgressOf, NO_TRACKING } from './import-progress.ts';
import { importSheet, importUsers, personColumns } from './user-import.ts';
import { UserAdmin } from './user-service.ts';

const TAGS = ['identity'];

/** The export's columns; shaped like a resource declaration so the engine's sheet writer serves it. */
const text = (label: string) => ({ kind: 'text' as const, label });
const exportSheet = defineResource({
  module: 'sys',
  name: 'user',
  label: '用户列表',
  table: 'sys_user',
  permPrefix: 'system:user',
  fields: {
    ...personColumns,
    userIdentity: text('身份'),
    status: text('状态'),
    roleNames: text('角色'),
    orgCodeTxt: text('部门'),
    createTime: text('创建时间'),
  },
});

export function userExcelRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const admin = new UserAdmin(ctx);

  app.get(
    '/api/sys/user/exportXls',
    {
      config: requirePerm(PERMS.user.export),
      schema: { summary: '导出用户：与列表相同的筛选，最多 5 万行', tags: TAGS, querystring: userListQuery },
    },
    async (req, reply) => {
      const users = await admin.exportRecords(req.auth!, req.query, (m) => req.log.warn(m));
      const records = users.map((u) => ({
        ...u,
        sex: u.sex_dictText,
        status: u.status_dictText,
        userIdentity: u.userIdentity_dictText,
      }));
      const buffer = await buildWorkbook(exportSheet, records);
      return sendXlsx(reply, buffer, '用户列表.xlsx', 'users.xlsx');
    },
  );

  app.get(
    '/api/sys/user/importTemplate',
    {
      config: requirePerm(PERMS.user.import),
      schema: { summary: '用户导入模板', tags: TAGS },
    },
    async (_req, reply) => {
      const example = {
        username: 'zhangsan01',
        realname: '张三',
        nickname: '小张',
        sex: '男',
        birthday: '2015-09-01',
        phone: '',
        email: '',
        roleCode: 'student',
        orgCode: 'A01A01',
        password: '',
      };
      const buffer = await buildWorkbook(importSheet, [example]);
      return sendXlsx(reply, buffer, '用户导入模板.xlsx', 'user-template.xlsx');
    },
  );

  const progressStore = importProgressOf(ctx);

  app.post(
    '/api/sys/user/importExcel',
    {
      config: requirePerm(PERMS.user.import),
      // `importId`: chosen by the client, so that it can poll `importProgress` while this call runs.
      schema: {
        summary:
          '导入用户：multipart 字段 `file`；全部行通过才写入，否则 400 并列出每行错误；未填密码的行共用一个随机初始密码（`initialPassword`）；可选查询参数 `importId`（8–64 位字母、数字或连字符，由客户端生成，重复使用为 409）用于查询进度',
        tags: TAGS,
        querystring: userImportQuery,
        response: {
          200: envelopeOf(userImportResultSchema),
          400: envelopeOf(userImportFailureSchema.nullable()),
        },
      },
    },
    async (req, reply) => {
      const auth = req.auth!;
      const { importId } = req.query;
      const progress = importId ? progressStore.start(importId, auth) : NO_TRACKING;
      try {
        const rows = await readSheet(importSheet, await uploadedXlsx(req));
        if (!rows.length) throw badRequest('文件中没有可导入的数据');
        const outcome = await importUsers(ctx, auth, rows, progress);
        if (outcome.ok) {
          const shared = outcome.result.initialPassword;
          progress.finish(true, `导入成功，共 ${rows.length} 个用户`);
          return ok(
            outcome.result,
            `导入成功，共 ${rows.length} 个用户${shared ? `；未填写密码的用户初始密码为 ${shared}（只显示这一次）` : ''}`,
          );
        }
        const r = outcome.result;
        const message = `导入失败：共 ${r.total} 行，${r.failed} 行有误，未写入任何数据`;
        progress.finish(false, message);
        return reply.status(400).send(refused(r, message, 400));
      } catch (err) {
        progress.finish(false, err instanceof AppError ? err.message : '导入失败，未写入任何数据');
        throw err;
      }
    },
  );

  app.get(
    '/api/sys/user/importProgress',
    routeDoc(
      requirePerm(PERMS.user.import),
      TAGS,
      '导入进度 `{id, phase: parse/validate/write/done, phaseText: 解析/校验/写入/完成, processed, total, success, message}`；`total` 为表格行数（解析阶段为 0），同一阶段内 `processed` 只增不减；只有发起导入的用户可读，未知、过期（最后一次更新后 5 分钟）或他人的编号为 404。进度保存在处理该请求的应用节点的内存中',
      { querystring: userImportProgressQuery, response: { 200: envelopeOf(userImportProgressSchema) } },
    ),
    async (req) => {
      const found = progressStore.get(req.query.id, req.auth!);
      if (!found) throw notFound('导入进度不存在或已过期');
      return ok(found, '查询成功');
    },
  );
}
