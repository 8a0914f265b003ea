import { aiSettingViewSchema, envelopeOf } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ApiAnswer, expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { SEEDED_USERS, signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { expectRefused } from '../../../../test/helpers/refusals.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { loadAiSettings } from '../settings/settings-store.ts';
import { teachingAiSetting } from '../tables.ts';

const BASE = '/api/teaching/teachingAiSetting';
const KEY = 'sk-abcdefghijklmnopqrstuvwxyz123456';

const s = signedInSuite(SEEDED_USERS);

const form = (over: Json = {}): Json => ({
  baseUrl: 'https://api.deepseek.com/v1',
  apiKey: '',
  model: 'deepseek-chat',
  temperature: 0.3,
  maxTokens: 800,
  timeoutMs: 20_000,
  enabled: true,
  roles: ['student', 'teacher'],
  dailyQuota: 30,
  dailyTokens: 50_000,
  hours: '08:00-12:00,14:00-21:00',
  ...over,
});

const rowOf = async (tenantId = DEFAULT_TENANT_ID) =>
  (await s.t.db.select().from(teachingAiSetting).where(eq(teachingAiSetting.tenantId, tenantId)))[0];

function expectView(res: ApiAnswer) {
  expectAnswer(res, envelopeOf(aiSettingViewSchema));
  return res.body.result as Json;
}

describe('AI settings: read and save', () => {
  it('answers the defaults before anything is saved: switched off, DeepSeek, no key', async () => {
    const view = expectView(await s.admin.get(`${BASE}/get`));
    expect(view).toMatchObject({
      baseUrl: 'https://api.deepseek.com/v1',
      model: 'deepseek-chat',
      enabled: false,
      apiKey: '',
      hasKey: false,
      updateTime: null,
    });
    expect(await rowOf()).toBeUndefined();
  });

  it('saves the key sealed and shows it masked: never more than four real characters', async () => {
    const save = await s.admin.post(`${BASE}/save`, form({ apiKey: KEY }));
    const saved = expectView(save);
    expect(saved).toMatchObject({
      apiKey: 'sk-****3456',
      hasKey: true,
      enabled: true,
      roles: ['student', 'teacher'],
      hours: '08:00-12:00,14:00-21:00',
      temperature: 0.3,
    });
    expect(saved.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const read = await s.admin.get(`${BASE}/get`);
    expect(expectView(read)).toEqual(saved);
    // Nothing of the key beyond its `sk-` prefix and last four characters, in any order of pieces.
    for (const res of [save, read]) {
      const text = JSON.stringify(res.body);
      for (let i = 3; i + 5 <= KEY.length; i++) expect(text).not.toContain(KEY.slice(i, i + 5));
    }

    const row = await rowOf();
    expect(row.apiKeySealed).toMatch(/^v1:/);
    expect(row.apiKeySealed).not.toContain(KEY);
    expect(row.apiKeyHint).toBe('3456');
    expect(row.updateBy).toBe('admin');
    expect((await loadAiSettings(s.t.db, s.t.ctx.secrets, DEFAULT_TENANT_ID)).apiKey).toBe(KEY);
  });

  it('keeps the stored key when the key is left empty or sent back masked', async () => {
    const sealed = (await rowOf()).apiKeySealed;
    const empty = expectView(
      await s.admin.post(`${BASE}/save`, form({ apiKey: '', model: 'deepseek-reasoner' })),
    );
    expect(empty).toMatchObject({ apiKey: 'sk-****3456', hasKey: true, model: 'deepseek-reasoner' });
    const masked = expectView(await s.admin.post(`${BASE}/save`, form({ apiKey: 'sk-****3456' })));
    expect(masked).toMatchObject({ apiKey: 'sk-****3456', hasKey: true, model: 'deepseek-chat' });
    expect((await rowOf()).apiKeySealed).toBe(sealed);
    expect((await loadAiSettings(s.t.db, s.t.ctx.secrets, DEFAULT_TENANT_ID)).apiKey).toBe(KEY);
  });

  it('replaces the key with a new one; a short key shows no real character', async () => {
    expect(expectView(await s.admin.post(`${BASE}/save`, form({ apiKey: 'ollama' }))).apiKey).toBe('****');
    expect((await rowOf()).apiKeyHint).toBe('');
    const other = 'qwen-key-0123456789abcdef';
    expect(expectView(await s.admin.post(`${BASE}/save`, form({ apiKey: other }))).apiKey).toBe('****cdef');
    expect((await loadAiSettings(s.t.db, s.t.ctx.secrets, DEFAULT_TENANT_ID)).apiKey).toBe(other);
    await s.admin.post(`${BASE}/save`, form({ apiKey: KEY }));
  });

  it('sends the stored key to no other host: moving the base URL needs the key typed again', async () => {
    const before = await rowOf();
    const qwen = 'https://dashscope.aliyuncs.com/compatible-mode/v1';
    for (const apiKey of ['', 'sk-****3456'])
      expectRefused(
        await s.admin.post(`${BASE}/save`, form({ baseUrl: qwen, apiKey })),
        400,
        '请重新填写 API Key',
      );
    expect(await rowOf()).toEqual(before);
    // Another path on the same server keeps the key.
    const samehost = expectView(
      await s.admin.post(`${BASE}/save`, form({ baseUrl: 'https://api.deepseek.com' })),
    );
    expect(samehost).toMatchObject({ baseUrl: 'https://api.deepseek.com', hasKey: true });
    const moved = expectView(
      await s.admin.post(`${BASE}/save`, form({ baseUrl: qwen, apiKey: 'sk-qwen-0000000000009999' })),
    );
    expect(moved).toMatchObject({ baseUrl: qwen, apiKey: 'sk-****9999', hasKey: true });
    await s.admin.post(`${BASE}/save`, form({ apiKey: KEY }));
  });

  it('keeps each tenant to its own settings', async () => {
    const view = expectView(await s.outsider.get(`${BASE}/get`));
    expect(view).toMatchObject({ hasKey: false, apiKey: '', enabled: false });
    expectView(
      await s.outsider.post(`${BASE}/save`, form({ apiKey: 'sk-other-tenant-key-0000', roles: ['admin'] })),
    );
    expect((await rowOf(OTHER_TENANT_ID)).apiKeyHint).toBe('0000');
    expect(expectView(await s.admin.get(`${BASE}/get`)).apiKey).toBe('sk-****3456');
  });

  it('is for holders of the setting permission only: teachers and students get 403', async () => {
    const before = await rowOf();
    for (const who of [s.teacher, s.student]) {
      expectRefused(await who.get(`${BASE}/get`), 403);
      expectRefused(await who.post(`${BASE}/save`, form({ apiKey: 'sk-stolen-0000000000' })), 403);
      expectRefused(await who.post(`${BASE}/test`, form()), 403);
    }
    expect(await rowOf()).toEqual(before);
    const anonymous = await s.t.app.inject({ method: 'GET', url: `${BASE}/get` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('AI settings: bad input is refused in Chinese and changes nothing', () => {
  const cases: [string, Json, string][] = [
    ['a base URL that is not http(s)', { baseUrl: 'ftp://example.com' }, '接口地址必须是 http(s) 地址'],
    ['a base URL the URL parser refuses', { baseUrl: 'http://[nope' }, '接口地址无效'],
    ['an empty model', { model: ' ' }, '请填写模型名称'],
    ['a temperature above 2', { temperature: 3 }, '温度不能大于 2'],
    ['a tiny max tokens', { maxTokens: 1 }, '最大回复长度至少 16'],
    ['a timeout below a second', { timeoutMs: 10 }, '超时至少 1000 毫秒'],
    ['a negative quota', { dailyQuota: -1 }, '每日次数不能为负'],
    ['hours in a wrong shape', { hours: '8点到9点' }, '可用时段格式应为 08:00-21:00'],
    ['a role the tenant does not have', { roles: ['student', 'hacker'] }, '角色不存在：hacker'],
  ];
  it.each(cases)('refuses %s', async (_name, over, text) => {
    const before = await rowOf();
    expectRefused(
      await s.admin.post(`${BASE}/save`, form({ apiKey: 'sk-should-not-be-saved-1111', ...over })),
      400,
      text,
    );
    expect(await rowOf()).toEqual(before);
  });
});
