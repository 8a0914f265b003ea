import {
  contestCodeExportQuery,
  contestCodeGenerateBody,
  contestCodeListQuery,
  contestCodeRowSchema,
  envelopeOf,
  PERMS,
} from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { CodeService } from './code-service.ts';

export const CODE_BASE = '/api/teaching/teachingContestCode';

/** Verification codes of a contest (`teachingContestCode`). */
export function codeRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const codes = new CodeService(ctx);
  const base = CODE_BASE;

  app.post(
    `${base}/generate`,
    {
      config: requirePerm(PERMS.contest.code),
      schema: {
        summary:
          '为一个分组生成验证码 → `{codes}`：每次 1 到 1000 个，10 位，不含 0/O/1/I，随机且全局唯一，每个只能使用一次',
        tags,
        body: contestCodeGenerateBody,
        response: { 200: envelopeOf(z.object({ codes: z.array(z.string()) })) },
      },
    },
    async (req) => {
      const result = await codes.generate(req.auth!, req.body);
      return ok(result, `已生成 ${result.codes.length} 个验证码`);
    },
  );

  const crud = crudRoutes(app, base, tags);
  crud.list({
    perm: PERMS.contest.code,
    summary: '赛事的验证码：按分组、是否已使用筛选，带使用人与使用时间',
    query: contestCodeListQuery,
    row: contestCodeRowSchema,
    find: (auth, q) => codes.list(auth, q),
  });

  app.get(
    `${base}/exportXls`,
    {
      config: requirePerm(PERMS.contest.code),
      schema: {
        summary: '导出验证码（xlsx）：验证码、分组、使用人、使用时间、生成时间',
        tags,
        querystring: contestCodeExportQuery,
      },
    },
    async (req, reply) => {
      const { contestName, buffer } = await codes.workbook(req.auth!, req.query);
      return sendXlsx(reply, buffer, `${contestName}-验证码.xlsx`, 'contest-codes.xlsx');
    },
  );
}
