import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort } from '../../../../test/helpers/closed-port.ts';
import { FAKE_KEY_ID, FAKE_SECRET, startFakeSms } from '../../../../test/helpers/fake-sms-server.ts';
import { AliyunSmsProvider } from '../sms/sms-provider.ts';

let sms: Awaited<ReturnType<typeof startFakeSms>>;
beforeAll(async () => {
  sms = await startFakeSms();
});
afterAll(() => sms.close());

const providerAt = (endpoint: string) =>
  new AliyunSmsProvider({
    endpoint,
    accessKeyId: FAKE_KEY_ID,
    accessKeySecret: FAKE_SECRET,
    signName: '码趣编程',
    templateCode: 'SMS_0001',
    regionId: 'cn-hangzhou',
    timeoutMs: 2000,
  });

describe('sending an SMS by a platform template', () => {
  it('passes the template code and the parameters as the signed TemplateParam JSON', async () => {
    await providerAt(sms.env.SMS_ENDPOINT).sendTemplate('13900000001', 'SMS_276400001', {
      name: '李小明',
      work: '小猫 & "走迷宫"',
    });
    expect(sms.sent.at(-1)).toEqual({
      mobile: '13900000001',
      templateCode: 'SMS_276400001',
      params: { name: '李小明', work: '小猫 & "走迷宫"' },
    });
  });

  it('sends a template without variables without parameters', async () => {
    await providerAt(sms.env.SMS_ENDPOINT).sendTemplate('13900000002', 'SMS_276400002', {});
    expect(sms.sent.at(-1)).toEqual({ mobile: '13900000002', templateCode: 'SMS_276400002', params: {} });
  });

  it('fails in Chinese when the platform refuses or cannot be reached', async () => {
    sms.state.failWith = 'isv.SMS_TEMPLATE_ILLEGAL';
    try {
      await expect(
        providerAt(sms.env.SMS_ENDPOINT).sendTemplate('13900000003', 'SMS_9', { a: '1' }),
      ).rejects.toThrow('短信服务拒绝发送：isv.SMS_TEMPLATE_ILLEGAL');
    } finally {
      sms.state.failWith = '';
    }
    await expect(
      providerAt(`http://127.0.0.1:${await closedPort()}/`).sendTemplate('13900000004', 'SMS_9', { a: '1' }),
    ).rejects.toThrow('无法连接短信服务');
  });
});
