import { aiConversationQuerySchema, aiConversationSchema, PERMS, pageResultOf } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../context.ts';
import { sendXlsx } from '../../../crud/excel-export.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { crudRoutes } from '../../../platform/http/crud-routes.ts';
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
  const page = pageResultOf(aiConversationSchema);

  const crud = crudRoutes(app, base, tags);
  crud.read('list', {
    perm: PERMS.ai.log,
    summary: `对话记录（新的在前）：管理员看本机构全部，老师看自己所在或负责班级、部门的用户；筛选 ${FILTERS}`,
    query: aiConversationQuerySchema,
    result: page,
    find: (auth, q) => conversations.page(auth, 'log', q),
  });
  crud.read('mine', {
    perm: 'login',
    summary: `我的对话记录（新的在前），筛选同 list`,
    query: aiConversationQuerySchema,
    result: page,
    find: (auth, q) => conversations.page(auth, 'mine', q),
  });

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
