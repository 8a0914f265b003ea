import { createHmac, randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';

/** Sends one verification code to one mobile number; throws when the provider refuses. */
export interface SmsProvider {
  readonly name: string;
  send(mobile: string, code: string): Promise<void>;
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

/** Aliyun Dysms `SendSms` (API 2017-05-25) with a signed GET; the template receives `{"code": ...}`. */
export class AliyunSmsProvider implements SmsProvider {
  readonly name = 'aliyun';
  constructor(private readonly opts: AliyunSmsOptions) {}

  async send(mobile: string, code: string) {
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
      TemplateCode: this.opts.templateCode,
      TemplateParam: JSON.stringify({ code }),
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const { canonical, signature } = signAliyun(params, this.opts.accessKeySecret);
    const base = this.opts.endpoint.endsWith('/') ? this.opts.endpoint : `${this.opts.endpoint}/`;
    const url = `${base}?Signature=${percentEncode(signature)}&${canonical}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000) });
    const body = (await response.json().catch(() => ({}))) as { Code?: string; Message?: string };
    if (!response.ok || body.Code !== 'OK')
      throw new Error(`短信服务拒绝发送：${body.Code ?? response.status} ${body.Message ?? ''}`.trim());
  }
}
