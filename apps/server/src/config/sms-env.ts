import { z } from 'zod';

/** SMS settings of the environment; `SMS_PROVIDER=aliyun` needs the key, secret, sign name and template. */
export const smsEnvShape = {
  SMS_PROVIDER: z.enum(['log', 'aliyun']).default('log'),
  SMS_ENDPOINT: z.url('SMS_ENDPOINT 必须是 http(s) 地址').default('https://dysmsapi.aliyuncs.com/'),
  SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  SMS_SIGN_NAME: z.string().min(1).optional(),
  SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  SMS_REGION: z.string().min(1).default('cn-hangzhou'),
  /** With `log`: also append each code to this file (a tester's inbox; never in production). */
  SMS_LOG_FILE: z.string().min(1).optional(),
};

const smsEnvObject = z.object(smsEnvShape);
type SmsEnv = z.infer<typeof smsEnvObject>;

export type SmsConfig =
  | { provider: 'log'; file?: string }
  | {
      provider: 'aliyun';
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      regionId: string;
    };

export function smsConfig(e: SmsEnv): SmsConfig {
  if (e.SMS_PROVIDER === 'log') return { provider: 'log', file: e.SMS_LOG_FILE };
  if (!e.SMS_ACCESS_KEY_ID || !e.SMS_ACCESS_KEY_SECRET || !e.SMS_SIGN_NAME || !e.SMS_TEMPLATE_CODE)
    throw new Error(
      '配置错误：SMS_PROVIDER=aliyun 时必须设置 SMS_ACCESS_KEY_ID、SMS_ACCESS_KEY_SECRET、SMS_SIGN_NAME、SMS_TEMPLATE_CODE',
    );
  return {
    provider: 'aliyun',
    endpoint: e.SMS_ENDPOINT,
    accessKeyId: e.SMS_ACCESS_KEY_ID,
    accessKeySecret: e.SMS_ACCESS_KEY_SECRET,
    signName: e.SMS_SIGN_NAME,
    templateCode: e.SMS_TEMPLATE_CODE,
    regionId: e.SMS_REGION,
  };
}
