import {
  escapeHtml,
  isHtmlContent,
  MAX_MESSAGE_RECEIVERS,
  MESSAGE_SEND_STATUS,
  MESSAGE_TYPES,
  messageReceivers,
  parseTemplateData,
  renderTemplate,
  type SendTemplateMessageBody,
  templateParams,
} from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { AppContext } from '../../../context.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { MailFailure } from '../../../platform/mail/mail-sender.ts';
import { liveScope } from '../../../platform/tenancy/tenancy.ts';
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
  /** The content with the values in; HTML (values escaped) for an email template written in HTML. */
  text: string;
  html: boolean;
  param: string;
  /** The SMS platform's template and its parameters (SMS templates). */
  sms: { templateCode: string | null; params: Record<string, string> };
}

/** What one send learns along the way: a mail service that failed as a whole is not tried again. */
interface SendRun {
  mailDown: string | null;
}

/**
 * Renders a template with the given data and sends it to every receiver through its channel: system
 * notices into the notice centre, SMS through the platform's SMS provider by the template's platform
 * template, email through the configured mail service (without one, logged as not sent). Bad input
 * (unknown template, variables, receivers) is refused before anything is sent or logged; every
 * delivery, good or failed, gets its own log row.
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
    .where(and(liveScope(t, auth.tenantId), eq(t.templateCode, body.templateCode)));
  if (!template) throw notFound(`消息模板“${body.templateCode}”不存在`);
  const data = parseTemplateData(body.testData);
  if ('problem' in data) throw badRequest(data.problem);
  const type = String(template.templateType);
  const content = String(template.templateContent ?? '');
  const html = type === MESSAGE_TYPES.email && isHtmlContent(content);
  const rendered = renderTemplate(content, data.data, html ? escapeHtml : undefined);
  if ('problem' in rendered) throw badRequest(rendered.problem);
  const names = messageReceivers(body.receiver);
  if (!names.length) throw badRequest('请填写接收人');
  if (names.length > MAX_MESSAGE_RECEIVERS)
    throw badRequest(`一次最多发送给 ${MAX_MESSAGE_RECEIVERS} 个接收人`);
  const recipients = await resolveRecipients(ctx.db, auth.tenantId, type, names);
  const message: Rendered = {
    type,
    title: String(template.templateName ?? template.templateCode),
    text: rendered.text,
    html,
    param: JSON.stringify(data.data),
    sms: {
      templateCode: template.smsTemplateCode ? String(template.smsTemplateCode) : null,
      params: templateParams(content, data.data),
    },
  };
  const run: SendRun = { mailDown: null };
  const outcomes: MessageOutcome[] = [];
  for (const recipient of recipients) outcomes.push(await deliver(ctx, auth, message, recipient, run));
  return outcomes;
}

async function deliver(
  ctx: AppContext,
  auth: AuthContext,
  m: Rendered,
  to: Recipient,
  run: SendRun,
): Promise<MessageOutcome> {
  let failure: string | null = null;
  try {
    failure = await channelSend(ctx, auth, m, to, run);
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
async function channelSend(ctx: AppContext, auth: AuthContext, m: Rendered, to: Recipient, run: SendRun) {
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
    // SMS platforms send only their own reviewed templates, never free text.
    if (!m.sms.templateCode) return '模板未填写短信平台模板编号，短信未发送';
    if (!to.address) return '接收人没有手机号';
    await smsCodesOf(ctx).provider.sendTemplate(to.address, m.sms.templateCode, m.sms.params);
    return null;
  }
  if (m.type === MESSAGE_TYPES.email) return mailSend(ctx, m, to, run);
  return `不支持的发送方式：${m.type}`;
}

async function mailSend(ctx: AppContext, m: Rendered, to: Recipient, run: SendRun) {
  if (!ctx.mail) return '未配置邮件服务，邮件未发送';
  if (!to.address) return '接收人没有邮箱';
  if (run.mailDown) return run.mailDown;
  try {
    await ctx.mail.send({ to: to.address, subject: m.title, body: m.text, html: m.html });
    return null;
  } catch (err) {
    if (!(err instanceof MailFailure)) throw err;
    if (err.serverDown) run.mailDown = err.message;
    return err.message;
  }
}
