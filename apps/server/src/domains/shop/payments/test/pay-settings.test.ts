import { generateKeyPairSync } from 'node:crypto';
import { envelopeOf, paySettingViewSchema } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type ApiAnswer,
  type Client,
  clientOf,
  expectAnswer,
  type Json,
} from '../../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../../test/helpers/app-suite.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { teachingPaySetting } from '../../tables.ts';
import { providerFor } from '../payment-gateway.ts';
import { type FakeAlipay, startFakeAlipay } from './fake-alipay.ts';
import { type FakeWechatPay, startFakeWechatPay } from './fake-wechatpay.ts';
import { alipayForm, SETTING_BASE, SITE_URL, saveSetting, wechatForm } from './pay-fixtures.ts';

let wechat: FakeWechatPay;
let alipay: FakeAlipay;
let admin: Client;
let teacher: Client;
let student: Client;
let outsider: Client;

const s = testAppSuite();

beforeAll(async () => {
  [wechat, alipay] = await Promise.all([startFakeWechatPay(), startFakeAlipay()]);
  admin = clientOf(s.t, await s.t.login('admin'));
  teacher = clientOf(s.t, await s.t.login('teacher'));
  student = clientOf(s.t, await s.t.login('student1'));
  outsider = clientOf(s.t, await s.t.login('other_admin'));
});
afterAll(async () => {
  await Promise.all([wechat.close(), alipay.close()]);
});

const listOf = async (client = admin) => {
  const res = await client.get(`${SETTING_BASE}/list`);
  expectAnswer(res, envelopeOf(z.array(paySettingViewSchema)));
  return res.body.result as Json[];
};
const entry = async (provider: string, client = admin) =>
  (await listOf(client)).find((e) => e.provider === provider) as Json;

const rowOf = async (provider: string, tenantId = DEFAULT_TENANT_ID) =>
  (
    await s.t.db
      .select()
      .from(teachingPaySetting)
      .where(and(eq(teachingPaySetting.tenantId, tenantId), eq(teachingPaySetting.provider, provider)))
  )[0];

function expectRefused(res: ApiAnswer, status: number, text: string) {
  expect(res.status, res.body.message).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toContain(text);
}

const methods = async (client: Client) => (await client.get('/api/pay/methods')).body.result;

describe('pay settings: read', () => {
  it('lists the three providers before anything is saved: offline on, the others off', async () => {
    const list = await listOf();
    expect(list.map((e) => [e.provider, e.name, e.enabled])).toEqual([
      ['manual', '线下支付', true],
      ['wechat', '微信支付', false],
      ['alipay', '支付宝', false],
    ]);
    expect((list[1] as { config: Json }).config.gateway).toBe('https://api.mch.weixin.qq.com');
    expect((list[1] as { secrets: Json }).secrets).toEqual({ privateKey: '', apiV3Key: '' });
    expect(await methods(student)).toEqual(['manual']);
  });

  it('is refused to teachers and students, and to visitors', async () => {
    expectRefused(await teacher.get(`${SETTING_BASE}/list`), 403, '没有权限');
    expectRefused(await student.get(`${SETTING_BASE}/list`), 403, '没有权限');
    expectRefused(await student.post(`${SETTING_BASE}/save`, wechatForm(wechat)), 403, '没有权限');
    const anonymous = await s.t.app.inject({ method: 'GET', url: `${SETTING_BASE}/list` });
    expect(anonymous.statusCode).toBe(401);
    expect(await rowOf('wechat')).toBeUndefined();
  });
});

describe('pay settings: save', () => {
  it('saves WeChat Pay with the secrets sealed and shows them only masked', async () => {
    const res = await admin.post(`${SETTING_BASE}/save`, wechatForm(wechat));
    expectAnswer(res, envelopeOf(paySettingViewSchema));
    const view = res.body.result as { secrets: Record<string, string>; notifyUrl: string; enabled: boolean };
    expect(view.enabled).toBe(true);
    expect(view.notifyUrl).toBe(`${SITE_URL}/api/pay/notify/wechat`);
    expect(view.secrets.apiV3Key).toBe(`已设置（…${wechat.apiV3Key.slice(-4)}）`);
    expect(view.secrets.privateKey).toMatch(/^已设置（….{4}）$/);

    const listed = JSON.stringify(await listOf());
    expect(listed).not.toContain(wechat.apiV3Key);
    expect(listed).not.toContain('PRIVATE KEY');
    const row = await rowOf('wechat');
    expect(row.secretsSealed).toMatch(/^v1:/);
    expect(row.secretsSealed).not.toContain(wechat.apiV3Key);
    expect(row.config).not.toContain('PRIVATE');
    expect(await methods(student)).toEqual(['manual', 'wechat']);
  });

  it('keeps the stored secrets when they are left empty', async () => {
    const before = await rowOf('wechat');
    await saveSetting(admin, wechatForm(wechat, { secrets: { privateKey: '', apiV3Key: '' } }));
    await saveSetting(admin, wechatForm(wechat, { secrets: undefined }));
    const after = await rowOf('wechat');
    expect(s.t.ctx.secrets.open(after.secretsSealed)).toBe(s.t.ctx.secrets.open(before.secretsSealed));
    const provider = await providerFor(s.t.ctx, DEFAULT_TENANT_ID, 'wechat');
    expect(provider.name).toBe('wechat');
  });

  it('accepts a PEM key whose line breaks a one-line input dropped', async () => {
    const oneLine = wechat.merchantPrivateKey.replace(/\n/g, '');
    await saveSetting(admin, wechatForm(wechat, { secrets: { privateKey: oneLine } }));
    const provider = await providerFor(s.t.ctx, DEFAULT_TENANT_ID, 'wechat');
    expect(provider.name).toBe('wechat');
  });

  it('refuses bad fields and keys with a Chinese message and writes nothing', async () => {
    const before = await rowOf('wechat');
    const cases: [Json, string][] = [
      [wechatForm(wechat, { provider: 'paypal' }), '支付方式不正确'],
      [{ ...wechatForm(wechat), config: { ...(wechatForm(wechat).config as Json), mchId: 'abc' } }, '商户号'],
      [
        { ...wechatForm(wechat), config: { ...(wechatForm(wechat).config as Json), gateway: 'ftp://x' } },
        '接口地址',
      ],
      [wechatForm(wechat, { secrets: { apiV3Key: 'short' } }), 'APIv3 密钥应为 32 个字符'],
      [wechatForm(wechat, { secrets: { privateKey: 'not a key' } }), '商户 API 私钥无法解析'],
      [
        {
          ...wechatForm(wechat),
          config: { ...(wechatForm(wechat).config as Json), platformPublicKey: 'xyz' },
        },
        '微信支付公钥无法解析',
      ],
      [
        {
          ...wechatForm(wechat),
          config: { ...(wechatForm(wechat).config as Json), platformPublicKey: wechat.merchantPrivateKey },
        },
        '不能填写私钥',
      ],
    ];
    for (const [form, message] of cases)
      expectRefused(await admin.post(`${SETTING_BASE}/save`, form), 400, message);
    const weak = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({
      format: 'pem',
      type: 'pkcs8',
    });
    expectRefused(
      await admin.post(`${SETTING_BASE}/save`, wechatForm(wechat, { secrets: { privateKey: weak } })),
      400,
      '长度不足 2048 位',
    );
    expect(await rowOf('wechat')).toEqual(before);
  });

  it('refuses to enable a provider whose secrets are missing', async () => {
    expectRefused(
      await admin.post(`${SETTING_BASE}/save`, alipayForm(alipay, { secrets: {} })),
      400,
      '启用前请填写应用私钥',
    );
    expect(await rowOf('alipay')).toBeUndefined();
    // Switched off, the public part may be saved first.
    await saveSetting(admin, alipayForm(alipay, { enabled: false, secrets: {} }));
    expect((await entry('alipay')).enabled).toBe(false);
    await expect(providerFor(s.t.ctx, DEFAULT_TENANT_ID, 'alipay')).rejects.toThrow('该支付方式未开通');
    await saveSetting(admin, alipayForm(alipay));
    expect(await methods(student)).toEqual(['manual', 'wechat', 'alipay']);
  });

  it('switches offline payment off and on', async () => {
    await saveSetting(admin, { provider: 'manual', enabled: false, config: {} });
    expect(await methods(teacher)).toEqual(['wechat', 'alipay']);
    await expect(providerFor(s.t.ctx, DEFAULT_TENANT_ID, 'manual')).rejects.toThrow('该支付方式未开通');
    await saveSetting(admin, { provider: 'manual', enabled: true, config: {} });
    expect(await methods(teacher)).toEqual(['manual', 'wechat', 'alipay']);
  });

  it("keeps each tenant's settings apart", async () => {
    const other = await listOf(outsider);
    expect(other.map((e) => e.enabled)).toEqual([true, false, false]);
    expect(await methods(outsider)).toEqual(['manual']);
  });

  it('tests the saved keys without calling the gateway', async () => {
    const res = await admin.post(`${SETTING_BASE}/test`, { provider: 'wechat' });
    expect(res.body.result).toEqual({ ok: true, message: '密钥可以正常加载和签名（已启用）' });
    const none = await outsider.post(`${SETTING_BASE}/test`, { provider: 'alipay' });
    expect(none.body.result).toEqual({ ok: false, message: '尚未保存设置' });
    expectRefused(await teacher.post(`${SETTING_BASE}/test`, { provider: 'wechat' }), 403, '没有权限');
  });

  it('asks for the secrets again when they were sealed with another key', async () => {
    await s.t.db
      .update(teachingPaySetting)
      .set({ secretsSealed: 'v1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA==' })
      .where(
        and(eq(teachingPaySetting.tenantId, DEFAULT_TENANT_ID), eq(teachingPaySetting.provider, 'alipay')),
      );
    expect((await entry('alipay')).secrets).toEqual({ privateKey: '' });
    await expect(providerFor(s.t.ctx, DEFAULT_TENANT_ID, 'alipay')).rejects.toThrow('重新填写');
    expectRefused(
      await admin.post(`${SETTING_BASE}/save`, alipayForm(alipay, { secrets: {} })),
      400,
      '已保存的应用私钥无法读取，请重新填写',
    );
  });
});
