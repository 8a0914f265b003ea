import { z } from 'zod';
import { distinctItems } from '../list-items.ts';

/** How a message template is delivered (dictionary `message_type`). */
export const MESSAGE_TYPES = { sms: '1', email: '2', system: '4' } as const;
export type MessageType = (typeof MESSAGE_TYPES)[keyof typeof MESSAGE_TYPES];
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = { '4': '系统通知', '1': '短信', '2': '邮件' };

/** Send status of a logged message (dictionary `msgSendStatus`). */
export const MESSAGE_SEND_STATUS = { pending: '0', sent: '1', failed: '2' } as const;

/** Variable names a placeholder may use: `${name}`, letters, digits and underscores. */
const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;
const PLACEHOLDER = /\$\{([^}]*)\}/g;

/**
 * The variables of a template's content in order of first use, or why the content is refused. Only
 * plain `${name}` placeholders exist: no expressions, so a template can never run anything.
 */
export function templateVariables(content: string): { variables: string[] } | { problem: string } {
  const variables: string[] = [];
  for (const match of content.matchAll(PLACEHOLDER)) {
    const name = match[1].trim();
    if (!VARIABLE.test(name))
      return { problem: `占位符“${match[0]}”无效，只能写成 \${变量名}，变量名由字母、数字和下划线组成` };
    if (!variables.includes(name)) variables.push(name);
  }
  const rest = content.replace(PLACEHOLDER, '');
  if (rest.includes('${')) return { problem: '模板内容中有未闭合的占位符“${”' };
  return { variables };
}

/**
 * The content with every placeholder replaced, or why it cannot be: a variable without a value, or a
 * value for a variable the template does not have (a typo would otherwise pass unnoticed).
 */
export function renderTemplate(
  content: string,
  data: Readonly<Record<string, unknown>>,
  /** How a value is written into the content (HTML content escapes it). */
  format: (value: string) => string = (value) => value,
): { text: string } | { problem: string } {
  const parsed = templateVariables(content);
  if ('problem' in parsed) return parsed;
  const unknown = Object.keys(data).filter((key) => !parsed.variables.includes(key));
  if (unknown.length) return { problem: `模板中没有变量：${unknown.join('、')}` };
  const missing = parsed.variables.filter((name) => data[name] === undefined || data[name] === null);
  if (missing.length) return { problem: `缺少变量的值：${missing.join('、')}` };
  const bad = parsed.variables.filter((name) => typeof data[name] === 'object');
  if (bad.length) return { problem: `变量的值只能是文字或数字：${bad.join('、')}` };
  return { text: content.replace(PLACEHOLDER, (_, name: string) => format(String(data[name.trim()]))) };
}

/** The values of a template's variables as text, in the order the content first uses them. */
export function templateParams(
  content: string,
  data: Readonly<Record<string, unknown>>,
): Record<string, string> {
  const parsed = templateVariables(content);
  if ('problem' in parsed) return {};
  return Object.fromEntries(parsed.variables.map((name) => [name, String(data[name] ?? '')]));
}

/** An email template written with HTML tags (`<p>`, `<br/>`, `</b>` ...) is sent as an HTML email. */
export function isHtmlContent(content: string): boolean {
  return /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i.test(content);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A value written into HTML content as text, never as markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Test data as the client sends it: a JSON object, or its text (`testData: "{\"name\":\"x\"}"`). */
export function parseTemplateData(input: unknown): { data: Record<string, unknown> } | { problem: string } {
  if (input === undefined || input === null || input === '') return { data: {} };
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return { problem: '测试数据应为 JSON 对象，如 {"name":"张三"}' };
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { problem: '测试数据应为 JSON 对象，如 {"name":"张三"}' };
  return { data: value as Record<string, unknown> };
}

/** `POST /message/sysMessageTemplate/sendMsg`: render a template with test data and send it. */
export const sendTemplateMessageBody = z.object({
  templateCode: z.string({ error: '请选择消息模板' }).trim().min(1, '请选择消息模板').max(100),
  testData: z.union([z.string().max(5000, '测试数据过长'), z.record(z.string(), z.unknown())]).nullish(),
  receiver: z.string({ error: '请填写接收人' }).trim().min(1, '请填写接收人').max(2000, '接收人过多'),
  /** The client sends the template's type again; the template's own type decides. */
  msgType: z.string().max(10).nullish(),
});
export type SendTemplateMessageBody = z.infer<typeof sendTemplateMessageBody>;

/** At most this many receivers per send, comma or line separated. */
export const MAX_MESSAGE_RECEIVERS = 50;

/** The receivers of a send, split on commas, semicolons or whitespace, duplicates dropped. */
export function messageReceivers(text: string): string[] {
  return distinctItems(text, /[\s,，;；]+/);
}
