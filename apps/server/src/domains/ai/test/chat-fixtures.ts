import type { AiStreamEvent } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingAiPrompt } from '../resources.ts';
import { teachingAiConversation, teachingAiSetting } from '../tables.ts';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.ts';

export const CHAT = '/api/teaching/teachingAiPrompt/chat';
export const COMPAT = '/api/teaching/teachingAiPrompt/ai';
export const STATUS = '/api/teaching/teachingAiSetting/status';
/** The key the fake demands; it must reach the fake and nothing else. */
export const KEY = 'sk-secret-test-key-7f3a9c';

/**
 * Registers the hooks of a chat test file: a fresh app (`open` makes it) and a fake model server with
 * the seeded prompts removed; before each test, the fake's default behaviour and settings pointing at
 * it. Answers the object the hooks fill in.
 */
export function chatSuite(open: () => Promise<TestApp> = () => createTestApp()) {
  const suite = {} as { t: TestApp; fake: FakeOpenAi };
  beforeAll(async () => {
    suite.t = await open();
    suite.fake = await startFakeOpenAi({ apiKey: KEY });
    await suite.t.db.delete(teachingAiPrompt);
  });
  afterAll(async () => {
    await suite.t.close();
    await suite.fake.close();
  });
  beforeEach(async () => {
    suite.fake.behave({});
    await saveSettings(suite.t, suite.fake);
  });
  return suite;
}

export interface SettingsRow {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  enabled: boolean;
  roles: string[];
  dailyQuota: number;
  dailyTokens: number;
  hours: string;
}

/**
 * Writes the tenant's AI settings straight into the table, the key sealed as the settings routes
 * store it: enabled, pointing at the fake, every role, no quota, all day (unless overridden).
 */
export async function saveSettings(t: TestApp, fake: FakeOpenAi, over: Partial<SettingsRow> = {}) {
  const s: SettingsRow = {
    baseUrl: fake.url,
    apiKey: KEY,
    model: 'fake-model',
    timeoutMs: 5000,
    enabled: true,
    roles: ['student', 'teacher', 'admin'],
    dailyQuota: 0,
    dailyTokens: 0,
    hours: '',
    ...over,
  };
  const row = {
    baseUrl: s.baseUrl,
    apiKeySealed: s.apiKey ? t.ctx.secrets.seal(s.apiKey) : '',
    apiKeyHint: s.apiKey.slice(-4),
    model: s.model,
    temperature: 0.5,
    maxTokens: 512,
    timeoutMs: s.timeoutMs,
    enabled: s.enabled ? 1 : 0,
    roles: s.roles.join(','),
    dailyQuota: s.dailyQuota,
    dailyTokens: s.dailyTokens,
    hours: s.hours,
  };
  await t.db
    .insert(teachingAiSetting)
    .values({ id: uuidv7(), tenantId: DEFAULT_TENANT_ID, ...row })
    .onConflictDoUpdate({ target: teachingAiSetting.tenantId, set: row });
}

/** A business prompt of the default tenant, straight into the resource's table. */
export async function addPrompt(
  t: TestApp,
  p: { scene: string; systemPrompt: string; guideQuestions?: string; enabled?: boolean; sortNo?: number },
) {
  await t.db.insert(teachingAiPrompt).values({
    id: uuidv7(),
    tenantId: DEFAULT_TENANT_ID,
    promptName: `提示词${p.sortNo ?? 0}`,
    scene: p.scene,
    systemPrompt: p.systemPrompt,
    guideQuestions: p.guideQuestions ?? '',
    enabled: p.enabled ?? true,
    sortNo: p.sortNo ?? 0,
    delFlag: 0,
  });
}

/** The events of a `text/event-stream` body. */
export function eventsOf(body: string): AiStreamEvent[] {
  return body
    .split('\n\n')
    .map((frame) => frame.trim())
    .filter(Boolean)
    .map((frame) => {
      if (!frame.startsWith('data: ')) throw new Error(`不是 data 事件：${frame}`);
      return JSON.parse(frame.slice(6)) as AiStreamEvent;
    });
}

/** A chat question through `app.inject`: the status, headers, raw body and its events. */
export async function ask(t: TestApp, token: string, payload: unknown, ip = '127.0.0.1') {
  const res = await t.app.inject({
    method: 'POST',
    url: CHAT,
    headers: { 'x-access-token': token },
    payload: payload as Record<string, unknown>,
    remoteAddress: ip,
  });
  const streamed = String(res.headers['content-type'] ?? '').startsWith('text/event-stream');
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.body,
    events: streamed ? eventsOf(res.body) : [],
    json: streamed ? null : (res.json() as { success: boolean; message: string }),
  };
}

/** The text the deltas of a stream add up to. */
export const textOf = (events: AiStreamEvent[]) => events.map((e) => ('delta' in e ? e.delta : '')).join('');

/** A one-message question. */
export const question = (message: string, extra: Record<string, unknown> = {}) => ({
  messages: [{ role: 'user', message }],
  ...extra,
});

/** Every log row of a user, oldest first. */
export async function logRows(t: TestApp, userId: string) {
  const rows = await t.db
    .select()
    .from(teachingAiConversation)
    .where(eq(teachingAiConversation.userId, userId));
  return rows.sort((a, b) => a.createTime.getTime() - b.createTime.getTime() || a.id.localeCompare(b.id));
}
