import { aiStatusSchema, envelopeOf } from '@ck/shared';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../../../test/helpers/api-client.ts';
import { DEMO_PASSWORD } from '../../../../test/helpers/fixtures.ts';
import { ensureUser } from '../../../db/seed/seed.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { teachingContest, teachingUserOtherInfo } from '../../contest/index.ts';
import { teachingUserPaper } from '../../exam/index.ts';
import { sysRole } from '../../identity/index.ts';
import { loadAiConfig } from '../ai-config.ts';
import { insideHours, zonedNow } from '../chat/chat-clock.ts';
import { isLocalBaseUrl, REFUSALS } from '../chat/chat-policy.ts';
import { teachingAiPrompt } from '../resources.ts';
import { teachingAiConversation } from '../tables.ts';
import { addPrompt, ask, COMPAT, chatSuite, question, STATUS, saveSettings } from './chat-fixtures.ts';

const suite = chatSuite();

let n = 0;
/** A fresh signed-in user with one role; every test asks as its own user from its own address. */
async function newUser(role = 'student') {
  const [r] = await suite.t.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, DEFAULT_TENANT_ID), eq(sysRole.roleCode, role)));
  const username = `ai_${role}_${n++}`;
  const { id } = await ensureUser(
    suite.t.db,
    { [role]: r.id },
    {
      username,
      realname: username,
      userIdentity: role === 'student' ? 1 : 2,
      roles: [role],
      password: DEMO_PASSWORD,
    },
  );
  return { id, username, token: await suite.t.login(username), ip: `10.0.${n}.1` };
}
type User = Awaited<ReturnType<typeof newUser>>;

async function status(u: User) {
  const res = await suite.t.app.inject({
    method: 'GET',
    url: STATUS,
    headers: { 'x-access-token': u.token },
  });
  const body = { status: res.statusCode, body: res.json() };
  expectAnswer(body, envelopeOf(aiStatusSchema));
  return body.body.result as {
    available: boolean;
    reason: string | null;
    usage: Record<string, number>;
    scenes: unknown[];
  };
}

async function compat(u: User, body: unknown) {
  const res = await suite.t.app.inject({
    method: 'POST',
    url: COMPAT,
    headers: { 'x-access-token': u.token },
    payload: body as Record<string, unknown>,
    remoteAddress: u.ip,
  });
  return res.json() as { success: boolean; message: string; result: unknown };
}

/** The user is refused by status, chat and the compatibility call with `reason`, and nobody is called. */
async function expectRefused(u: User, reason: string) {
  const calls = suite.fake.requests.length;
  const s = await status(u);
  expect(s).toMatchObject({ available: false, reason });
  const res = await ask(suite.t, u.token, question('帮帮我'), u.ip);
  expect(res.status).toBe(200);
  expect(res.events).toEqual([{ error: reason }]);
  expect(await compat(u, question('帮帮我'))).toMatchObject({
    success: false,
    message: reason,
    result: null,
  });
  expect(suite.fake.requests.length).toBe(calls);
}

async function expectAvailable(u: User) {
  const s = await status(u);
  expect(s).toMatchObject({ available: true, reason: null });
  const res = await ask(suite.t, u.token, question('你好'), u.ip);
  expect(res.events.at(-1)).toHaveProperty('done', true);
}

const hhmm = (minute: number) => {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

describe('the rules of use, pure', () => {
  it('reads hours in ranges, across midnight, and empty as all day', () => {
    expect(insideHours('', 0)).toBe(true);
    expect(insideHours('08:00-21:00', 8 * 60)).toBe(true);
    expect(insideHours('08:00-21:00', 21 * 60)).toBe(false);
    expect(insideHours('08:00-21:00', 7 * 60 + 59)).toBe(false);
    expect(insideHours('21:00-07:00', 23 * 60)).toBe(true);
    expect(insideHours('21:00-07:00', 3 * 60)).toBe(true);
    expect(insideHours('21:00-07:00', 12 * 60)).toBe(false);
    expect(insideHours('08:00-12:00,14:00-17:30', 13 * 60)).toBe(false);
    expect(insideHours('08:00-12:00,14:00-17:30', 17 * 60 + 29)).toBe(true);
    expect(insideHours('08:00-08:00', 3 * 60)).toBe(true);
  });

  it('knows the day in Asia/Shanghai, not in UTC', () => {
    // 16:30 UTC on the 26th is 00:30 on the 27th in Shanghai: that day began at 16:00 UTC.
    const z = zonedNow('Asia/Shanghai', new Date('2026-11-26T16:30:15Z'));
    expect(z.minuteOfDay).toBe(30);
    expect(z.dayStart.toISOString()).toBe('2026-11-26T16:00:00.000Z');
    const utc = zonedNow('UTC', new Date('2026-11-26T16:30:15Z'));
    expect(utc.minuteOfDay).toBe(16 * 60 + 30);
    expect(utc.dayStart.toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('takes the timezone and limits from the environment and refuses a wrong zone', () => {
    expect(loadAiConfig({})).toEqual({
      timezone: 'Asia/Shanghai',
      userPerMinute: 10,
      ipPerMinute: 60,
      maxStreamsPerUser: 2,
    });
    expect(loadAiConfig({ AI_TIMEZONE: 'Europe/Berlin' }).timezone).toBe('Europe/Berlin');
    expect(() => loadAiConfig({ AI_TIMEZONE: 'Mars/Olympus' })).toThrow(/AI_TIMEZONE/);
  });

  it('lets only a local server go without a key', () => {
    expect(isLocalBaseUrl('http://127.0.0.1:11434/v1')).toBe(true);
    expect(isLocalBaseUrl('http://localhost:8000/v1')).toBe(true);
    expect(isLocalBaseUrl('https://api.deepseek.com/v1')).toBe(false);
    expect(isLocalBaseUrl('http://127.0.0.1.evil.com/v1')).toBe(false);
  });
});

describe('status', () => {
  it('lists the enabled scenes with their guide questions and today’s use', async () => {
    await addPrompt(suite.t, {
      scene: 'debug',
      systemPrompt: '找错',
      guideQuestions: '我的代码哪里错了？\n\n  为什么超时？ ',
      sortNo: 2,
    });
    await addPrompt(suite.t, {
      scene: 'general',
      systemPrompt: '通用',
      guideQuestions: '什么是变量？',
      sortNo: 1,
    });
    await addPrompt(suite.t, {
      scene: 'scratch',
      systemPrompt: '停用',
      guideQuestions: '不显示',
      enabled: false,
    });
    await saveSettings(suite.t, suite.fake, { dailyQuota: 5, dailyTokens: 9000 });
    const u = await newUser();
    const before = await status(u);
    expect(before).toEqual({
      available: true,
      reason: null,
      scenes: [
        { scene: 'general', name: '通用答疑', guideQuestions: ['什么是变量？'] },
        { scene: 'debug', name: '帮我找错', guideQuestions: ['我的代码哪里错了？', '为什么超时？'] },
      ],
      usage: { messages: 0, tokens: 0, dailyQuota: 5, dailyTokens: 9000 },
    });
    const scoped = await suite.t.app.inject({
      method: 'GET',
      url: `${STATUS}?scene=debug`,
      headers: { 'x-access-token': u.token },
    });
    expect(scoped.statusCode).toBe(200);
    const bad = await suite.t.app.inject({
      method: 'GET',
      url: `${STATUS}?scene=nope`,
      headers: { 'x-access-token': u.token },
    });
    expect(bad.statusCode).toBe(400);
    await ask(suite.t, u.token, question('你好'), u.ip);
    const after = await status(u);
    expect(after.usage.messages).toBe(1);
    expect(after.usage.tokens).toBeGreaterThan(0);
    await suite.t.db.delete(teachingAiPrompt);
  });
});

describe('refusals', () => {
  it('refuses while switched off', async () => {
    await saveSettings(suite.t, suite.fake, { enabled: false });
    await expectRefused(await newUser(), REFUSALS.disabled);
  });

  it('refuses without a key unless the provider is on this machine', async () => {
    await saveSettings(suite.t, suite.fake, { apiKey: '', baseUrl: 'https://api.deepseek.com/v1' });
    await expectRefused(await newUser(), REFUSALS.noKey);
    await saveSettings(suite.t, suite.fake, { apiKey: '' });
    const local = await status(await newUser());
    expect(local).toMatchObject({ available: true, reason: null });
  });

  it('refuses a role that is not allowed', async () => {
    await saveSettings(suite.t, suite.fake, { roles: ['teacher'] });
    await expectRefused(await newUser('student'), REFUSALS.role);
    await expectAvailable(await newUser('teacher'));
  });

  it('refuses outside the hours of use, read in Asia/Shanghai', async () => {
    const now = zonedNow('Asia/Shanghai').minuteOfDay;
    const later = `${hhmm(now + 120)}-${hhmm(now + 180)}`;
    await saveSettings(suite.t, suite.fake, { hours: later });
    await expectRefused(await newUser(), `不在可用时段 ${later}`);
    const twoRanges = `${later},${hhmm(now + 240)}-${hhmm(now + 300)}`;
    await saveSettings(suite.t, suite.fake, { hours: twoRanges });
    expect((await status(await newUser())).reason).toBe(`不在可用时段 ${twoRanges.replace(',', '、')}`);
    // A range that passes midnight and holds now.
    await saveSettings(suite.t, suite.fake, { hours: `${hhmm(now - 60)}-${hhmm(now - 120)}` });
    await expectAvailable(await newUser());
  });

  it('refuses once today’s messages are used up; failures cost none, yesterday does not count', async () => {
    await saveSettings(suite.t, suite.fake, { dailyQuota: 2 });
    const u = await newUser();
    const { dayStart } = zonedNow('Asia/Shanghai');
    const row = (minutes: number, status: string) => ({
      id: uuidv7(),
      tenantId: DEFAULT_TENANT_ID,
      userId: u.id,
      username: u.username,
      scene: 'general',
      question: '旧问题',
      status,
      createTime: new Date(dayStart.getTime() + minutes * 60_000),
    });
    await suite.t.db.insert(teachingAiConversation).values([row(-1, 'ok'), row(-600, 'ok'), row(1, 'error')]);
    await expectAvailable(u);
    suite.fake.behave({ mode: 'status', status: 503 });
    expect((await ask(suite.t, u.token, question('再问'), u.ip)).events[0]).toHaveProperty('error');
    suite.fake.behave({});
    expect((await status(u)).usage.messages).toBe(1);
    expect((await ask(suite.t, u.token, question('再问'), u.ip)).events.at(-1)).toHaveProperty('done', true);
    await expectRefused(u, REFUSALS.messages);
    expect((await status(u)).usage).toMatchObject({ messages: 2, dailyQuota: 2 });
  });

  it('refuses once today’s tokens are used up', async () => {
    await saveSettings(suite.t, suite.fake, { dailyTokens: 50 });
    const u = await newUser();
    await expectAvailable(u);
    const used = (await status(u)).usage.tokens;
    expect(used).toBeGreaterThanOrEqual(50);
    await expectRefused(u, REFUSALS.tokens);
  });

  it('refuses during an exam attempt, and not after it was handed in', async () => {
    const u = await newUser();
    const attempt = uuidv7();
    await suite.t.db.insert(teachingUserPaper).values({
      id: attempt,
      tenantId: DEFAULT_TENANT_ID,
      examId: uuidv7(),
      paperId: uuidv7(),
      userId: u.id,
      username: u.username,
      seed: 1,
      layout: { sections: [] },
      deadline: new Date(Date.now() + 3600_000),
    });
    await expectRefused(u, REFUSALS.exam);
    await suite.t.db
      .update(teachingUserPaper)
      .set({ userPaperStatus: 2, submitTime: new Date() })
      .where(eq(teachingUserPaper.id, attempt));
    await expectAvailable(u);
  });

  it('refuses a contestant of a running contest, not of a practice contest', async () => {
    const u = await newUser();
    const contest = async (isPractice: number) => {
      const contestId = uuidv7();
      await suite.t.db.insert(teachingContest).values({
        id: contestId,
        tenantId: DEFAULT_TENANT_ID,
        contestName: `码狗测试赛${n++}`,
        ruleType: 'acm',
        startTime: new Date(Date.now() - 600_000),
        endTime: new Date(Date.now() + 3600_000),
        isPractice,
      });
      const id = uuidv7();
      await suite.t.db.insert(teachingUserOtherInfo).values({
        id,
        tenantId: DEFAULT_TENANT_ID,
        contestId,
        groupId: uuidv7(),
        userId: u.id,
        username: u.username,
        realname: u.username,
      });
      return id;
    };
    await contest(1);
    await expectAvailable(u);
    const entry = await contest(0);
    await expectRefused(u, REFUSALS.contest);
    await suite.t.db
      .update(teachingUserOtherInfo)
      .set({ delFlag: 1 })
      .where(eq(teachingUserOtherInfo.id, entry));
    await expectAvailable(u);
  });
});

describe('rate limits', () => {
  it('lets one user ask 10 questions a minute', async () => {
    const u = await newUser();
    for (let i = 0; i < 10; i++) {
      const res = await ask(suite.t, u.token, question(`第 ${i} 问`), u.ip);
      expect(res.events.at(-1), `第 ${i} 问`).toHaveProperty('done', true);
    }
    const calls = suite.fake.requests.length;
    const res = await ask(suite.t, u.token, question('第 11 问'), '10.99.0.1');
    expect(res.events).toEqual([{ error: expect.stringMatching(/^提问太频繁了，请 \d+ 秒后再试$/) }]);
    expect((await compat(u, question('第 12 问'))).message).toContain('提问太频繁');
    expect(suite.fake.requests.length).toBe(calls);
    // Others go on.
    await expectAvailable(await newUser());
  });

  it('lets one address ask 60 questions a minute, whoever asks', async () => {
    const users = await Promise.all(Array.from({ length: 7 }, () => newUser()));
    const ip = '10.200.0.1';
    let refused = 0;
    for (let i = 0; i < 61; i++) {
      const u = users[i % users.length];
      const res = await ask(suite.t, u.token, question(`第 ${i} 问`), ip);
      if ('error' in res.events[0]) refused++;
    }
    expect(refused).toBe(1);
    const last = await ask(suite.t, users[0].token, question('换个地址'), '10.201.0.1');
    expect(last.events.at(-1)).toHaveProperty('done', true);
  });
});
