import { envelopeOf, MESSAGE_SEND_STATUS, PERMS, sendTemplateMessageBody } from '@ck/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requirePerm } from '../../../platform/auth/guard.ts';
import { ok } from '../../../platform/http/envelope.ts';
import { routeDoc } from '../../../platform/http/route-doc.ts';
import { sendTemplateMessage } from './message-sender.ts';

const outcomeSchema = z.object({
  id: z.string(),
  esReceiver: z.string(),
  esSendStatus: z.string(),
  esResult: z.string().nullable(),
});

/** 发送测试: a template rendered with test data, sent to the given receivers and logged. */
export function messageRoutes(fastify: FastifyInstance, ctx: AppContext) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/message/sysMessageTemplate/sendMsg',
    routeDoc(
      requirePerm(PERMS.messageTemplate.send),
      ['notice'],
      '按模板发送消息：`templateCode`、`testData`（JSON 对象或其文本）、`receiver`（逗号分隔的账号，短信也可填手机号，邮件也可填邮箱）；系统通知进接收人的通知，短信按模板的 `smsTemplateCode`（短信平台模板编号）发送、变量作模板参数，邮件经 `MAIL_*` 配置的 SMTP 发送（标题为模板标题，含 HTML 标签的内容按 HTML 邮件）；每个接收人记一条消息记录，失败原因写在记录里 → `{sent, failed, records}`',
      {
        body: sendTemplateMessageBody,
        response: {
          200: envelopeOf(
            z.object({ sent: z.number(), failed: z.number(), records: z.array(outcomeSchema) }),
          ),
        },
      },
    ),
    async (req) => {
      const records = await sendTemplateMessage(ctx, req.auth!, req.body);
      const failed = records.filter((r) => r.esSendStatus === MESSAGE_SEND_STATUS.failed).length;
      const sent = records.length - failed;
      const message = failed
        ? `发送完成：成功 ${sent} 条，失败 ${failed} 条（原因见消息记录）`
        : `发送成功，共 ${sent} 条`;
      return ok({ sent, failed, records }, message);
    },
  );
}
