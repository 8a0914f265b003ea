import { createHmac, randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';

/**
 * Sends SMS to one mobile number; throws when the provider refuses. SMS platforms only send their own
 * reviewed templates: a verification code goes by the configured code template, any other message by
 * the platform template it names, with the template's variables as parameters.
 */
export interface SmsProvider {
  readonly name: string;
  send(mobile: string, code: string): Promise<void>;
  /** `templateCode` is the platform's (阿里云 TemplateCode); `params` its variables, in the template's order. */
  sendTemplate(mobile: string, templateCode: string, params: Readonly<Record<string, string>>): Promise<void>;
}

/**
 * Development provider: nothing leaves the machine, the code is written to the server log (and, when
 * `file` is given, appended to it as `<time> <mobile> <code>` lines a tester or browser test can read).
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';
  constructor(
    private readonly log: (message: string) => void,
    private readonly file?: string,
  ) {}
  async send(mobile: string, code: string) {
    this.log(`短信验证码（开发模式，未真正发送）：${mobile} -> ${code}`);
    if (this.file) await appendFile(this.file, `${new Date().toISOString()} ${mobile} ${code}\n`);
  }

  async sendTemplate(mobile: string, templateCode: string, params: Readonly<Record<string, string>>) {
    this.log(`短信（开发模式，未真正发送）：${mobile} -> 模板 ${templateCode} ${JSON.stringify(params)}`);
  }
}

export interface AliyunSmsOptions {
  endpoint: string;
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  regionId: string;
  timeoutMs?: number;
}

/** RFC 3986 encoding as the Aliyun RPC signature requires (`*` and `!'()` escaped, `~` kept). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Canonical query and HMAC-SHA1 signature of an Aliyun RPC GET request. */
export function signAliyun(params: Record<string, string>, secret: string) {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k])}`)
    .join('&');
  const stringToSign = `GET&${percentEncode('/')}&${percentEncode(canonical)}`;
  const signature = createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
  return { canonical, signature };
}

/**
 * Aliyun Dysms `SendSms` (API 2017-05-25) with a signed GET: `TemplateCode` and the JSON
 * `TemplateParam`; the verification code template receives `{"code": ...}`.
 */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(private readonly opts: AliyunSmsOptions) {}

  send(mobile: string, code: string) {
    return this.sendTemplate(mobile, this.opts.templateCode, { code });
  }

  async sendTemplate(mobile: string, templateCode: string, templateParams: Readonly<Record<string, string>>) {
    const params: Record<string, string> = {
      AccessKeyId: this.opts.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: this.opts.regionId,
      SignName: this.opts.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    // A template without variables is sent without parameters.
    if (Object.keys(templateParams).length) params.TemplateParam = JSON.stringify(templateParams);
    const { canonical, signature } = signAliyun(params, this.opts.accessKeySecret);
    const base = this.opts.endpoint.endsWith('/') ? this.opts.endpoint : `${this.opts.endpoint}/`;
    const url = `${base}?Signature=${percentEncode(signature)}&${canonical}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000) }).catch(
      (err: unknown) => {
        throw new Error('无法连接短信服务', { cause: err });
      },
    );
    const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!response.ok || body.Code !== 'OK')
      throw new Error(`短信服务拒绝发送：${body.Code ?? response.status} ${body.Message ?? ''}`.trim());
  }
}
