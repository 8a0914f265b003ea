import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { percentEncode, signAliyun } from '../../src/domains/identity/sms/sms-provider.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const FAKE_KEY_ID = 'test-key-id';
export const FAKE_SECRET = 'test-key-secret';

/** One SMS the fake platform accepted: its template, the parameters, and `code` of a verification code. */
export interface FakeSms {
  mobile: string;
  templateCode: string;
  params: Record<string, string>;
  code?: string;
}

/**
 * A local stand-in for the Aliyun SMS endpoint: checks the signature and keeps the messages it was asked
 * to send (template and parameters).
 */
export async function startFakeSms() {
  const sent: FakeSms[] = [];
  const state = { failWith: '' };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params: Record<string, string> = {};
    for (const [k, v] of url.searchParams) if (k !== 'Signature') params[k] = v;
    const { signature } = signAliyun(params, FAKE_SECRET);
    res.setHeader('content-type', 'application/json');
    const reply = (body: object) => res.end(JSON.stringify(body));
    if (url.searchParams.get('Signature') !== signature || params.AccessKeyId !== FAKE_KEY_ID)
      return reply({ Code: 'SignatureDoesNotMatch', Message: 'bad signature' });
    if (state.failWith) return reply({ Code: state.failWith, Message: 'refused' });
    const templateParams = (params.TemplateParam ? JSON.parse(params.TemplateParam) : {}) as Record<
      string,
      string
    >;
    sent.push({
      mobile: params.PhoneNumbers,
      templateCode: params.TemplateCode,
      params: templateParams,
      code: templateParams.code,
    });
    reply({ Code: 'OK', Message: 'OK', RequestId: percentEncode('x'), BizId: '1' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    sent,
    state,
    lastCode: (mobile: string) => [...sent].reverse().find((s) => s.mobile === mobile)?.code,
    env: {
      SMS_PROVIDER: 'aliyun',
      SMS_ENDPOINT: `http://127.0.0.1:${port}/`,
      SMS_ACCESS_KEY_ID: FAKE_KEY_ID,
      SMS_ACCESS_KEY_SECRET: FAKE_SECRET,
      SMS_SIGN_NAME: '码趣编程',
      SMS_TEMPLATE_CODE: 'SMS_0001',
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Registers a test file's hooks for a fresh app that sends its text messages to a fake SMS gateway, and
 * closes both after. Answers the object the hooks fill in.
 */
export function smsSuite() {
  const suite = {} as { t: TestApp; sms: Awaited<ReturnType<typeof startFakeSms>> };
  beforeAll(async () => {
    suite.sms = await startFakeSms();
    suite.t = await createTestApp({ env: suite.sms.env });
  });
  afterAll(async () => {
    await suite.t.close();
    await suite.sms.close();
  });
  return suite;
}
