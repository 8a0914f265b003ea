import { z } from 'zod';

/**
 * Outgoing mail (SMTP) of the environment. Unset `MAIL_HOST` means no mail service: email messages are
 * logged as not sent. With a username the password is required (AUTH PLAIN / LOGIN).
 */
export const mailEnvShape = {
  MAIL_HOST: z.string().trim().min(1).optional(),
  MAIL_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** `on`: SSL from the first byte (port 465); `off`: plain, upgraded by STARTTLS when offered (25, 587). */
  MAIL_SECURE: z
    .enum(['on', 'off', 'true', 'false', '1', '0'])
    .default('on')
    .transform((v) => v === 'on' || v === 'true' || v === '1'),
  MAIL_USERNAME: z.string().min(1).optional(),
  MAIL_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z.email('MAIL_FROM 必须是邮箱地址').optional(),
  MAIL_FROM_NAME: z.string().trim().min(1).max(64).optional(),
};

const mailEnvObject = z.object(mailEnvShape);
type MailEnv = z.infer<typeof mailEnvObject>;

export interface MailConfig {
  host: string;
  port: number;
  secure: boolean;
  /** Absent: the server takes mail without signing in. */
  auth?: { user: string; pass: string };
  from: { address: string; name?: string };
}

export function mailConfig(e: MailEnv): MailConfig | undefined {
  if (!e.MAIL_HOST) return undefined;
  if (e.MAIL_USERNAME && !e.MAIL_PASSWORD)
    throw new Error('配置错误：设置了 MAIL_USERNAME 时必须同时设置 MAIL_PASSWORD');
  // Most providers only accept mail from the account that signed in, so it is the default sender.
  const from = e.MAIL_FROM ?? (e.MAIL_USERNAME?.includes('@') ? e.MAIL_USERNAME : undefined);
  if (!from) throw new Error('配置错误：设置了 MAIL_HOST 时必须设置 MAIL_FROM（发件人邮箱）');
  return {
    host: e.MAIL_HOST,
    port: e.MAIL_PORT ?? (e.MAIL_SECURE ? 465 : 587),
    secure: e.MAIL_SECURE,
    auth: e.MAIL_USERNAME && e.MAIL_PASSWORD ? { user: e.MAIL_USERNAME, pass: e.MAIL_PASSWORD } : undefined,
    from: { address: from, name: e.MAIL_FROM_NAME },
  };
}
