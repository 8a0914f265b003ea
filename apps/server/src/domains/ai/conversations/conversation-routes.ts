import { aiConversationQuerySchema, aiConversationSchema, envelopeOf, PERMS, pageResultOf } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { conversationsWorkbook } from './conversation-excel.ts';
import { ConversationService, EXPORT_MAX_ROWS } from './conversation-service.ts';

export const AI_CONVERSATION_BASE = '/api/teaching/teachingAiConversation';

const FILTERS =
  '`username`（账号或姓名包含）、`keyword`（问题或回答包含）、`scene`、`status`、`dateFrom`/`dateTo`（YYYY-MM-DD，北京时间，含当天）';

/** The code dog's conversation log: teachers and administrators search and export it, everyone reads their own. */
export function aiConversationRoutes(fastify: FastifyInstance, ctx: AppContext, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const conversations = new ConversationService(ctx.db);
  const base = AI_CONVERSATION_BASE;
  const page = envelopeOf(pageResultOf(aiConversationSchema));

  app.get(
    `${base}/list`,
    {
      config: requirePerm(PERMS.ai.log),
      schema: {
        summary: `对话记录（新的在前）：管理员看本机构全部，老师看自己所在或负责班级、部门的用户；筛选 ${FILTERS}`,
        tags,
        querystring: aiConversationQuerySchema,
        response: { 200: page },
      },
    },
    async (req) => ok(await conversations.page(req.auth!, 'log', req.query)),
  );

  app.get(
    `${base}/mine`,
    {
      config: { guard: 'login' },
      schema: {
        summary: `我的对话记录（新的在前），筛选同 list`,
        tags,
        querystring: aiConversationQuerySchema,
        response: { 200: page },
      },
    },
    async (req) => ok(await conversations.page(req.auth!, 'mine', req.query)),
  );

  app.get(
    `${base}/exportXls`,
    {
      config: requirePerm(PERMS.ai.logExport),
      schema: {
        summary: `导出对话记录（xlsx，范围与筛选同 list，最多 ${EXPORT_MAX_ROWS} 条）`,
        tags,
        querystring: aiConversationQuerySchema,
      },
    },
    async (req, reply) => {
      const rows = await conversations.all(req.auth!, req.query);
      return sendXlsx(reply, await conversationsWorkbook(rows), 'AI对话记录.xlsx', 'ai-conversations.xlsx');
    },
  );
}
