import { aiConversationSchema, envelopeOf, pageResultOf } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, type Client, expectAnswer, type Json } from '../../../../test/helpers/api-client.ts';
import { appSuite } from '../../../../test/helpers/app-suite.ts';
import { OTHER_TENANT_ID } from '../../../../test/helpers/fixtures.ts';
import { expectRefused } from '../../../../test/helpers/refusals.ts';
import { schoolApp } from '../../../../test/helpers/school-world.ts';
import { addStudent } from '../../../../test/helpers/students.ts';
import { xlsxRows } from '../../../../test/helpers/xlsx-upload.ts';
import { DEFAULT_TENANT_ID } from '../../../platform/tenancy/tenancy.ts';
import { sysUser } from '../../identity/index.ts';
import { CONVERSATION_HEADERS } from '../conversations/conversation-excel.ts';
import { teachingAiConversation } from '../tables.ts';

const suite = appSuite(schoolApp);

const BASE = '/api/teaching/teachingAiConversation';
const page = envelopeOf(pageResultOf(aiConversationSchema));

/** Conversation ids by a short name, inserted in beforeAll. */
const ids: Record<string, string> = {};

async function userIdOf(username: string) {
  const [u] = await suite.t.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.username, username));
  return u.id;
}

async function log(
  name: string,
  username: string,
  at: string,
  row: Partial<typeof teachingAiConversation.$inferInsert> = {},
) {
  const id = uuidv7();
  ids[name] = id;
  await suite.t.db.insert(teachingAiConversation).values({
    id,
    tenantId: DEFAULT_TENANT_ID,
    userId: await userIdOf(username),
    username,
    realname: null,
    scene: 'general',
    question: `${name} 的问题`,
    answer: `${name} 的回答`,
    status: 'ok',
    promptTokens: 10,
    completionTokens: 20,
    durationMs: 1500,
    createTime: new Date(at),
    ...row,
  });
}

beforeAll(async () => {
  // A student of teacher_b's class B01A01.
  await addStudent(suite.t, 'student_b', '孙小华', suite.w.classB);

  // Times in Asia/Shanghai: 23:30 on 1 March is still 1 March there, 00:30 on 2 March is 2 March
  // (both are 1 March in UTC).
  await log('s1', 'student1', '2026-03-01T23:30:00+08:00', {
    realname: '李小明',
    scene: 'debug',
    question: '我的循环为什么停不下来？',
    answer: '检查一下 while 的条件，它什么时候会变成假？',
    context: 'C++ · 1001 · 答案错误',
  });
  await log('s2', 'student2', '2026-03-02T00:30:00+08:00', {
    realname: '张小红',
    question: '什么是变量？',
    answer: '',
    status: 'error',
    errorMessage: 'AI 服务响应超时，请稍后再试',
  });
  await log('tb', 'teacher_b', '2026-03-03T10:00:00+08:00', { scene: 'scratch', status: 'stopped' });
  await log('sb', 'student_b', '2026-03-03T11:00:00+08:00', { realname: '孙小华', scene: 'unit' });
  await log('ad', 'admin', '2026-03-04T09:00:00+08:00', { question: '=HYPERLINK("http://x","循环")' });
  await log('ot', 'other_admin', '2026-03-05T09:00:00+08:00', {
    tenantId: OTHER_TENANT_ID,
    question: '另一机构里关于循环的问题',
  });
});

function expectPage(res: ApiAnswer) {
  expectAnswer(res, page);
  return res.body.result as { records: Json[]; total: number; pages: number; current: number; size: number };
}

const namesOf = (records: Json[]) => records.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

async function listed(who: Client, query = '', path = 'list') {
  return namesOf(expectPage(await who.get(`${BASE}/${path}?${query}`)).records);
}

describe('conversation log: who sees what', () => {
  it('shows an administrator the whole tenant, newest first, never another tenant', async () => {
    expect(await listed(suite.w.admin)).toEqual(['ad', 'sb', 'tb', 's2', 's1']);
    const one = expectPage(await suite.w.admin.get(`${BASE}/list`)).records.find((r) => r.id === ids.s1)!;
    expect(one).toMatchObject({
      username: 'student1',
      realname: '李小明',
      scene: 'debug',
      status: 'ok',
      context: 'C++ · 1001 · 答案错误',
      promptTokens: 10,
      completionTokens: 20,
      durationMs: 1500,
      createTime: '2026-03-01 23:30:00',
    });
    expect(await listed(suite.w.outsider)).toEqual(['ot']);
  });

  it('shows a teacher the users of their own classes only', async () => {
    expect(await listed(suite.w.teacher)).toEqual(['s2', 's1']);
    expect(await listed(suite.w.teacherB)).toEqual(['sb', 'tb']);
  });

  it('shows everyone their own questions under mine, and refuses students the log', async () => {
    expect(await listed(suite.w.student, '', 'mine')).toEqual(['s1']);
    expect(await listed(suite.w.teacherB, '', 'mine')).toEqual(['tb']);
    expect(await listed(suite.w.teacher, '', 'mine')).toEqual([]);
    expect(await listed(suite.w.outsider, '', 'mine')).toEqual(['ot']);
    expectRefused(await suite.w.student.get(`${BASE}/list`), 403);
    expectRefused(await suite.w.student.get(`${BASE}/exportXls`), 403);
    expect((await suite.t.app.inject({ method: 'GET', url: `${BASE}/mine` })).statusCode).toBe(401);
  });
});

describe('conversation log: search', () => {
  it('filters by account or name, keyword in question or answer, scene and status', async () => {
    expect(await listed(suite.w.admin, 'username=student1')).toEqual(['s1']);
    expect(await listed(suite.w.admin, `username=${encodeURIComponent('小红')}`)).toEqual(['s2']);
    expect(await listed(suite.w.admin, `keyword=${encodeURIComponent('循环')}`)).toEqual(['ad', 's1']);
    expect(await listed(suite.w.admin, 'keyword=while')).toEqual(['s1']);
    expect(await listed(suite.w.admin, 'keyword=%25')).toEqual([]);
    expect(await listed(suite.w.admin, 'keyword=_')).toEqual([]);
    expect(await listed(suite.w.admin, 'scene=debug')).toEqual(['s1']);
    expect(await listed(suite.w.admin, 'status=error')).toEqual(['s2']);
    expect(await listed(suite.w.teacher, 'scene=scratch')).toEqual([]);
    expect(await listed(suite.w.student, 'status=error', 'mine')).toEqual([]);
  });

  it('takes dates as Asia/Shanghai days, both ends included', async () => {
    expect(await listed(suite.w.admin, 'dateFrom=2026-03-01&dateTo=2026-03-01')).toEqual(['s1']);
    expect(await listed(suite.w.admin, 'dateFrom=2026-03-02&dateTo=2026-03-02')).toEqual(['s2']);
    expect(await listed(suite.w.admin, 'dateFrom=2026-03-03')).toEqual(['ad', 'sb', 'tb']);
    expect(await listed(suite.w.admin, 'dateTo=2026-03-02')).toEqual(['s2', 's1']);
  });

  it('pages the result', async () => {
    const first = expectPage(await suite.w.admin.get(`${BASE}/list?pageNo=1&pageSize=2`));
    expect(first).toMatchObject({ total: 5, pages: 3, current: 1, size: 2 });
    expect(namesOf(first.records)).toEqual(['ad', 'sb']);
    const last = expectPage(await suite.w.admin.get(`${BASE}/list?pageNo=3&pageSize=2`));
    expect(namesOf(last.records)).toEqual(['s1']);
  });

  it.each([
    ['scene=nothing', '未知的场景'],
    ['status=done', '未知的状态'],
    ['dateFrom=2026-02-30', '开始日期格式应为 YYYY-MM-DD'],
    ['dateTo=20260301', '结束日期格式应为 YYYY-MM-DD'],
    ['dateFrom=2026-03-05&dateTo=2026-03-01', '开始日期不能晚于结束日期'],
    ['pageSize=500', '每页最多 200 条'],
    [`keyword=${'长'.repeat(101)}`, '关键词不能超过 100 个字符'],
  ])('refuses %s with 400', async (query, text) => {
    for (const path of ['list', 'mine', 'exportXls'])
      expectRefused(await suite.w.admin.get(`${BASE}/${path}?${encodeURI(query)}`), 400, text);
  });
});

describe('conversation log: export', () => {
  async function sheetOf(username: string, query = '') {
    const res = await suite.t.app.inject({
      method: 'GET',
      url: `${BASE}/exportXls?${query}`,
      headers: { 'x-access-token': await suite.t.login(username) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('attachment');
    return xlsxRows(res.rawPayload);
  }

  it('writes the filtered rows of the caller’s scope as an xlsx sheet', async () => {
    const rows = await sheetOf('admin', 'scene=debug');
    expect(rows[0]).toEqual(CONVERSATION_HEADERS);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 7)).toEqual([
      '2026-03-01 23:30:00',
      'student1',
      '李小明',
      '帮我找错',
      '已回答',
      '我的循环为什么停不下来？',
      '检查一下 while 的条件，它什么时候会变成假？',
    ]);
    const teacherRows = await sheetOf('teacher');
    expect(teacherRows.slice(1).map((r) => r[1])).toEqual(['student2', 'student1']);
  });

  it('keeps a question that looks like a formula as plain text', async () => {
    const rows = await sheetOf('admin', 'username=admin');
    expect(rows[1][5]).toBe('=HYPERLINK("http://x","循环")');
  });
});
