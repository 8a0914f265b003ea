import {
  contestIdQuery,
  envelopeOf,
  importResultSchema,
  PERMS,
  pageResultOf,
  participantAddBody,
  participantEditBody,
  participantHistoryQuery,
  participantHistorySchema,
  participantListQuery,
  participantSchema,
  teachingIdQuery,
} from '@ck/shared';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { readSheet } from '../../../crud/excel-read.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { pageFrom } from '../../../platform/http/paging.ts';
import { importParticipants, participantSheet, participantsWorkbook } from './participant-excel.ts';
import { ParticipantService } from './participant-service.ts';
import { uploadedSheet } from './participant-upload.ts';

export const PARTICIPANT_BASE = '/api/teaching/teachingUserOtherInfo';

/** Participants of contests (`teachingUserOtherInfo`). */
export function participantRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const participants = new ParticipantService(ctx);
  const base = PARTICIPANT_BASE;

  const crud = crudRoutes(app, base, tags);
  crud.list({
    perm: PERMS.contest.list,
    summary: '赛事的参赛学生：按分组、姓名筛选',
    query: participantListQuery,
    row: participantSchema,
    find: (auth, q) => participants.list(auth, q),
  });

  crud.read('history', {
    perm: PERMS.contest.list,
    summary: '参赛历史：姓名或账号匹配的用户在本机构各赛事中的参赛记录',
    query: participantHistoryQuery,
    result: pageResultOf(participantHistorySchema),
    find: async (auth, q) => pageFrom(await participants.history(auth, q), q),
  });
  crud.command('POST', 'add', {
    perm: PERMS.contest.edit,
    summary: '添加参赛学生：`username` 为本机构已有账号，每人每个赛事一次；试卷分组的考试名单随之更新',
    input: participantAddBody,
    message: '添加成功！',
    run: (auth, body) => participants.add(auth, body),
  });
  crud.edit({
    perm: PERMS.contest.edit,
    summary: '修改参赛学生（姓名、分组、学校、年级、家长电话）；换分组时离开原队伍',
    body: participantEditBody,
    message: '编辑成功!',
    save: (auth, body) => participants.edit(auth, body),
  });
  crud.delete({
    perm: PERMS.contest.edit,
    summary: '移除参赛学生',
    query: teachingIdQuery,
    message: '删除成功!',
    remove: (auth, q) => participants.remove(auth, q.id),
  });

  app.get(
    `${base}/exportXls`,
    {
      config: requirePerm(PERMS.contest.export),
      schema: {
        summary: '导出赛事的参赛学生（xlsx）：账号、姓名、学校、年级、分组、家长电话、来源',
        tags,
        querystring: contestIdQuery,
      },
    },
    async (req, reply) => {
      const { contestName, buffer } = await participantsWorkbook(ctx, req.auth!, req.query.contestId);
      return sendXlsx(reply, buffer, `${contestName}-参赛学生.xlsx`, 'participants.xlsx');
    },
  );

  // Encapsulated: multipart parsing only for the import.
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${base}/importExcel`,
      {
        config: requirePerm(PERMS.contest.import),
        schema: {
          summary:
            '导入参赛学生：multipart 字段 `contestId`（在文件之前，或写在查询串）与 `file`（.xlsx，表头 账号、姓名、学校、年级、分组、家长电话）；账号须已存在，已报名的更新信息；每行都校验通过才写入，否则 400 并列出行号',
          tags,
          response: { 200: envelopeOf(importResultSchema), 400: envelopeOf(importResultSchema.nullable()) },
        },
      },
      async (req, reply) => {
        const { contestId, buffer } = await uploadedSheet(req);
        const rows = await readSheet(participantSheet, buffer);
        if (!rows.length) throw badRequest('文件中没有可导入的数据');
        const outcome = await importParticipants(ctx, req.auth!, contestId, rows);
        return reply.status(outcome.status).send(outcome.body);
      },
    );
  });
}
