import { z } from 'zod';
import { codeKeys } from '../code-keys.ts';
import { MOBILE_RE, SMS_MODES } from './account-codes.ts';

// SMS codes and the logins, registrations and password resets they prove (`/sys/sms`, `/sys/phoneLogin`).

/** A mainland mobile number, trimmed. */
export const mobileSchema = z.string({ error: '请输入手机号' }).trim().regex(MOBILE_RE, '手机号格式不正确');

/** A code received by SMS. */
export const smsCodeSchema = z
  .string({ error: '请输入短信验证码' })
  .trim()
  .regex(/^\d{4,8}$/, '请输入正确的短信验证码');

/** `POST /sys/sms`: `smsmode` 0 login, 1 register, 2 forgotten password, 3 bind phone. */
export const sendSmsBody = z.object({
  mobile: mobileSchema,
  smsmode: z.enum(codeKeys(SMS_MODES), { error: '短信类型不正确' }),
});
export type SendSmsBody = z.input<typeof sendSmsBody>;

/** `POST /sys/phoneLogin` and `PUT /sys/user/bindPhone`: a number and the code sent to it. */
export const mobileCodeBody = z.object({ mobile: mobileSchema, captcha: smsCodeSchema });
export type MobileCodeBody = z.input<typeof mobileCodeBody>;
