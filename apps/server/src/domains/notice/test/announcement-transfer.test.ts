import type { AddressInfo } from 'node:net';
import { envelopeOf, importResultSchema } from '@ck/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Client, clientOf, expectAnswer } from '../../../../test/helpers/api-client.ts';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { uploadXlsx, xlsxOf, xlsxRows } from '../../../../test/helpers/xlsx-upload.ts';
import { sysAnnouncement } from '../tables.ts';
import { addNotice, BASE, openSocket, publishedNotice, userIdOf } from './notice-helpers.ts';

let admin: Client;
let adminToken: string;
const HEADER = ['标题', '摘要', '内容', '开始时间', '结束时间', '发布人', '优先级', '消息类型', '通告对象'];

const s = testAppSuite();

beforeAll(async () => {
  adminToken = await s.t.login('admin');
  admin = clientOf(s.t, adminToken);
});

const countRows = async () => (await s.t.db.select({ id: sysAnnouncement.id }).from(sysAnnouncement)).length;

describe('announcement sheets', () => {
  it('exports the tenant announcements with codes as words', async () => {
    await addNotice(admin, { titile: '导出的公告', priority: 'H' });
    const res = await s.t.app.inject({
      method: 'GET',
      url: `${BASE}/exportXls`,
      headers: { 'x-access-token': adminToken },
    });
    expect(res.statusCode).toBe(200);
    const rows = await xlsxRows(res.rawPayload);
    expect(rows[0]).toEqual([...HEADER, '发布状态']);
    const row = rows.find((r) => r[0] === '导出的公告')!;
    expect(row[6]).toBe('高');
    expect(row[9]).toBe('未发布');
    const teacher = await s.t.login('teacher');
    const refused = await s.t.app.inject({
      method: 'GET',
      url: `${BASE}/exportXls`,
      headers: { 'x-access-token': teacher },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('imports valid rows as drafts for everybody, with content cleaned', async () => {
    const file = await xlsxOf(HEADER, [
      [
        '导入公告一',
        '摘要',
        '<p>好<script>x()</script></p>',
        '2030-01-01 08:00:00',
        '',
        '',
        '中',
        '系统消息',
        '全体用户',
      ],
      ['导入公告二', '', '', '', '', '教务处', 'L', '1', ''],
    ]);
    const res = await uploadXlsx(s.t, `${BASE}/importExcel`, adminToken, file);
    expectAnswer(res, envelopeOf(importResultSchema));
    expect(res.body.result).toMatchObject({ total: 2, success: 2 });
    const [one] = await s.t.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, '导入公告一'));
    expect(one).toMatchObject({
      priority: 'M',
      msgCategory: '2',
      msgType: 'ALL',
      sendStatus: '0',
      msgContent: '<p>好</p>',
    });
    const [two] = await s.t.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, '导入公告二'));
    expect(two).toMatchObject({ sender: '教务处', priority: 'L' });
  });

  it('writes nothing when one row is wrong, and names the rows in Chinese', async () => {
    const before = await countRows();
    const file = await xlsxOf(HEADER, [
      ['好公告', '', '', '', '', '', '低', '通知公告', '全体用户'],
      ['', '', '', '', '', '', '', '', ''],
      ['坏时间', '', '', '明天', '', '', '', '', ''],
      ['给个人', '', '', '', '', '', '', '', '指定用户'],
      ['坏优先级', '', '', '', '', '', '最高', '', ''],
    ]);
    const res = await uploadXlsx(s.t, `${BASE}/importExcel`, adminToken, file);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('导入失败，未写入任何数据');
    expect(res.body.message).toContain('第 4 行：开始时间格式应为 YYYY-MM-DD HH:mm:ss');
    expect(res.body.message).toContain('第 5 行：导入的公告只能发给全体用户');
    expect(res.body.message).toContain('第 6 行：优先级只能是 L、M 或 H');
    expect(await countRows()).toBe(before);
    const teacher = await s.t.login('teacher');
    expect((await uploadXlsx(s.t, `${BASE}/importExcel`, teacher, file)).status).toBe(403);
  });
});

describe('syncNotic', () => {
  it('pushes a published announcement again to recipients online', async () => {
    await s.t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (s.t.app.server.address() as AddressInfo).port;
    const token = await s.t.login('student1');
    const socket = await openSocket(
      `ws://127.0.0.1:${port}/websocket/${await userIdOf(s.t, 'student1')}?token=${encodeURIComponent(token)}`,
    );
    try {
      const id = await publishedNotice(admin, { titile: '再推一次' });
      await socket.next((f) => f.msgId === id);
      const before = socket.frames.filter((f) => f.msgId === id).length;
      const res = await admin.get(`${BASE}/syncNotic?anntId=${id}`);
      expect(res.status, res.body.message).toBe(200);
      await expect
        .poll(() => socket.frames.filter((f) => f.msgId === id).length, { timeout: 3000 })
        .toBe(before + 1);
    } finally {
      await socket.close();
    }
  });

  it('refuses drafts, unknown ids, other tenants and roles without release', async () => {
    const draft = await addNotice(admin, { titile: '草稿不推' });
    const res = await admin.get(`${BASE}/syncNotic?anntId=${draft}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('只能同步已发布的公告');
    expect((await admin.get(`${BASE}/syncNotic?anntId=nope`)).status).toBe(404);
    expect((await admin.get(`${BASE}/syncNotic`)).body.message).toBe('缺少公告 id');
    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    expect((await outsider.get(`${BASE}/syncNotic?anntId=${draft}`)).status).toBe(404);
    const teacher = clientOf(s.t, await s.t.login('teacher'));
    expect((await teacher.get(`${BASE}/syncNotic?anntId=${draft}`)).status).toBe(403);
  });
});
