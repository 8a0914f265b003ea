import {
  MAX_MESSAGE_RECEIVERS,
  MESSAGE_SEND_STATUS,
  MESSAGE_TYPES,
  messageReceivers,
  parseTemplateData,
  renderTemplate,
  type SendTemplateMessageBody,
} from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { smsCodesOf } from '../../identity/index.ts';
import { sendUserMessage } from '../user-message.ts';
import { type Recipient, resolveRecipients } from './message-recipients.ts';
import { sysMessage, sysMessageTemplate } from './message-resources.ts';

/** One receiver's outcome, as logged in 消息记录. */
export interface MessageOutcome {
  id: string;
  esReceiver: string;
  esSendStatus: string;
  esResult: string | null;
}

interface Rendered {
  type: string;
  title: string;
  text: string;
  param: string;
}

/**
 * Renders a template with the given data and sends it to every receiver through its channel: system
 * notices into the notice centre, SMS through the platform's SMS provider; email has no channel yet
 * and is logged as failed. Bad input (unknown template, variables, receivers) is refused before
 * anything is sent or logged; every delivery, good or failed, gets its own log row.
 */
export async function sendTemplateMessage(
  ctx: AppContext,
  auth: AuthContext,
  body: SendTemplateMessageBody,
): Promise<MessageOutcome[]> {
  const t = sysMessageTemplate;
  const [template] = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.tenantId, auth.tenantId), eq(t.templateCode, body.templateCode), eq(t.delFlag, 0)));
  if (!template) throw notFound(`消息模板“${body.templateCode}”不存在`);
  const data = parseTemplateData(body.testData);
  if ('problem' in data) throw badRequest(data.problem);
  const rendered = renderTemplate(String(template.templateContent ?? ''), data.data);
  if ('problem' in rendered) throw badRequest(rendered.problem);
  const names = messageReceivers(body.receiver);
  if (!names.length) throw badRequest('请填写接收人');
  if (names.length > MAX_MESSAGE_RECEIVERS)
    throw badRequest(`一次最多发送给 ${MAX_MESSAGE_RECEIVERS} 个接收人`);
  const type = String(template.templateType);
  const recipients = await resolveRecipients(ctx.db, auth.tenantId, type, names);
  const message: Rendered = {
    type,
    title: String(template.templateName ?? template.templateCode),
    text: rendered.text,
    param: JSON.stringify(data.data),
  };
  const outcomes: MessageOutcome[] = [];
  for (const recipient of recipients) outcomes.push(await deliver(ctx, auth, message, recipient));
  return outcomes;
}

async function deliver(
  ctx: AppContext,
  auth: AuthContext,
  m: Rendered,
  to: Recipient,
): Promise<MessageOutcome> {
  let failure: string | null = null;
  try {
    failure = await channelSend(ctx, auth, m, to);
  } catch (err) {
    failure = err instanceof Error && err.message ? err.message : '发送失败';
  }
  const id = uuidv7();
  const status = failure ? MESSAGE_SEND_STATUS.failed : MESSAGE_SEND_STATUS.sent;
  await ctx.db.insert(sysMessage).values({
    id,
    tenantId: auth.tenantId,
    esTitle: m.title.slice(0, 100),
    esType: m.type,
    esReceiver: to.label.slice(0, 100),
    esContent: m.text.slice(0, 2000),
    esParam: m.param.slice(0, 2000),
    esSendTime: new Date(),
    esSendStatus: status,
    esSendNum: 1,
    esResult: failure?.slice(0, 500) ?? null,
    createBy: auth.username,
  });
  return { id, esReceiver: to.label, esSendStatus: status, esResult: failure };
}

/** Sends through the message's channel; the reason when it cannot, `null` when it went out. */
async function channelSend(ctx: AppContext, auth: AuthContext, m: Rendered, to: Recipient) {
  if (m.type === MESSAGE_TYPES.system) {
    if (!to.userId) return '接收人不是本机构的用户';
    await sendUserMessage(ctx.db, ctx.realtime, {
      tenantId: auth.tenantId,
      userId: to.userId,
      title: m.title,
      content: m.text,
      sender: auth.username,
      busType: 'message',
    });
    return null;
  }
  if (m.type === MESSAGE_TYPES.sms) {
    if (!to.address) return '接收人没有手机号';
    await smsCodesOf(ctx).provider.send(to.address, m.text);
    return null;
  }
  if (m.type === MESSAGE_TYPES.email) return '未配置邮件服务，邮件未发送';
  return `不支持的发送方式：${m.type}`;
}
