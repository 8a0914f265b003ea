import { aiConnectionTestSchema, envelopeOf } from '@ck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiAnswer,
  type Client,
  clientOf,
  expectAnswer,
  type Json,
} from '../../../../test/helpers/api-client.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { TEST_QUESTION } from '../settings/connection-test.ts';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.ts';

const BASE = '/api/teaching/teachingAiSetting';
const KEY = 'sk-right-key-0123456789';
const WRONG = 'sk-wrong-key-9876543210';

let t: TestApp;
let fake: FakeOpenAi;
let admin: Client;

beforeAll(async () => {
  [t, fake] = await Promise.all([createTestApp(), startFakeOpenAi({ apiKey: KEY })]);
  admin = clientOf(t, await t.login('admin'));
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

const form = (over: Json = {}): Json => ({
  baseUrl: fake.url,
  apiKey: KEY,
  model: 'fake-model',
  temperature: 0.5,
  maxTokens: 2000,
  timeoutMs: 5000,
  enabled: false,
  roles: ['student'],
  dailyQuota: 10,
  dailyTokens: 0,
  hours: '',
  ...over,
});

function expectTest(res: ApiAnswer) {
  expectAnswer(res, envelopeOf(aiConnectionTestSchema));
  const result = res.body.result as { ok: boolean; message: string; latencyMs: number; reply: string | null };
  expect(result.latencyMs).toBeGreaterThanOrEqual(0);
  return result;
}

describe('AI settings: test connection', () => {
  it('asks one short line with the unsaved form values and shows the reply', async () => {
    fake.behave({ reply: '连接成功' });
    const result = expectTest(await admin.post(`${BASE}/test`, form()));
    expect(result).toMatchObject({ ok: true, message: '连接成功', reply: '连接成功' });
    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent.body).toMatchObject({ model: 'fake-model', stream: true, temperature: 0.5 });
    expect(sent.body.max_tokens).toBeLessThanOrEqual(64);
    expect(sent.body.messages).toEqual([{ role: 'user', content: TEST_QUESTION }]);
  });

  it('uses the stored key when the key field is empty or masked', async () => {
    const saved = await admin.post(`${BASE}/save`, form({ model: 'saved-model' }));
    expect(saved.status).toBe(200);
    fake.behave({ reply: '好的' });
    for (const apiKey of ['', (saved.body.result as Json).apiKey]) {
      expect(expectTest(await admin.post(`${BASE}/test`, form({ apiKey }))).ok).toBe(true);
      expect(fake.requests.at(-1)?.authorization).toBe(`Bearer ${KEY}`);
    }
  });

  it('never sends the stored key to another host', async () => {
    const calls = fake.requests.length;
    const res = await admin.post(`${BASE}/test`, form({ baseUrl: 'http://localhost:9/v1', apiKey: '' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('请重新填写 API Key');
    expect(fake.requests.length).toBe(calls);
  });

  it('reports a refused key in Chinese without the key, as a 200 answer', async () => {
    fake.behave({});
    const res = await admin.post(`${BASE}/test`, form({ apiKey: WRONG }));
    const result = expectTest(res);
    expect(result.ok).toBe(false);
    expect(result.reply).toBeNull();
    expect(result.message).toContain('连接失败');
    expect(result.message).toContain('密钥');
    expect(JSON.stringify(res.body)).not.toContain(WRONG);
    expect(JSON.stringify(res.body)).not.toContain(KEY);
  });

  it('reports a provider error status in Chinese', async () => {
    fake.behave({ mode: 'status', status: 503 });
    const result = expectTest(await admin.post(`${BASE}/test`, form()));
    expect(result).toMatchObject({ ok: false, reply: null });
    expect(result.message).toContain('503');
  });

  it('cuts a hanging provider at the timeout', async () => {
    fake.behave({ mode: 'hang' });
    const result = expectTest(await admin.post(`${BASE}/test`, form({ timeoutMs: 1000 })));
    expect(result.ok).toBe(false);
    expect(result.message).toContain('超时');
    expect(result.latencyMs).toBeGreaterThanOrEqual(900);
  });

  it('reports an address nobody answers', async () => {
    const result = expectTest(await admin.post(`${BASE}/test`, form({ baseUrl: 'http://127.0.0.1:9/v1' })));
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/^连接失败：/);
  });

  it('refuses bad input with 400 before calling anyone', async () => {
    const calls = fake.requests.length;
    const res = await admin.post(`${BASE}/test`, form({ baseUrl: 'not a url' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('接口地址必须是 http(s) 地址');
    expect(fake.requests.length).toBe(calls);
  });

  it('limits the tests per administrator per minute', async () => {
    fake.behave({ reply: '连接成功' });
    let limited: ApiAnswer | undefined;
    for (let i = 0; i < 12 && !limited; i++) {
      const res = await admin.post(`${BASE}/test`, form());
      if (res.status === 429) limited = res;
    }
    expect(limited?.body.message).toContain('测试连接过于频繁');
  });
});
