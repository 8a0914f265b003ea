import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { percentEncode, signAliyun } from '../../src/domains/identity/sms/sms-provider.ts';

export const FAKE_KEY_ID = 'test-key-id';
export const FAKE_SECRET = 'test-key-secret';

/** A local stand-in for the Aliyun SMS endpoint: checks the signature and keeps the codes it was asked to send. */
export async function startFakeSms() {
  const sent: { mobile: string; code: string }[] = [];
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
    const code = (JSON.parse(params.TemplateParam) as { code: string }).code;
    sent.push({ mobile: params.PhoneNumbers, code });
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
