import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Json, Page } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { sysAnnouncement } from '../tables.ts';
import { addNotice, BASE, publish, publishedNotice, userIdOf } from './notice-helpers.ts';

const s = signedInSuite({
  admin: 'admin',
  student: 'student1',
  other: 'other_admin',
});

const rowCount = async () => Number((await s.t.db.select({ n: count() }).from(sysAnnouncement))[0].n);
const stored = async (id: string) =>
  (await s.t.db.select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id)))[0];

describe('composing announcements', () => {
  it('adds a draft with every field, lists it and reads it back', async () => {
    const student1 = await userIdOf(s.t, 'student1');
    const id = await addNotice(s.admin, {
      titile: '期末考试安排',
      msgAbstract: '本周五下午考试',
      msgContent: '<p>请<strong>准时</strong>参加</p>',
      startTime: '2020-01-01 08:00:00',
      endTime: '2099-12-31 23:59:59',
      priority: 'H',
      msgCategory: '2',
      msgType: 'USER',
      userIds: student1,
      busType: 'exam',
      busId: 'e1',
      openType: 'url',
      openPage: 'https://example.com/exam',
    });
    const res = await s.admin.get(`${BASE}/queryById?id=${id}`);
    expect(res.status).toBe(200);
    const r = res.body.result as Json;
    expect(r).toMatchObject({
      titile: '期末考试安排',
      msgAbstract: '本周五下午考试',
      msgContent: '<p>请<strong>准时</strong>参加</p>',
      startTime: '2020-01-01 08:00:00',
      endTime: '2099-12-31 23:59:59',
      sender: 'admin',
      priority: 'H',
      priority_dictText: '紧急',
      msgCategory: '2',
      msgType: 'USER',
      sendStatus: '0',
      sendStatus_dictText: '未发布',
      userIds: student1,
      busType: 'exam',
      busId: 'e1',
      openType: 'url',
      openPage: 'https://example.com/exam',
    });
    const list = (await s.admin.get(`${BASE}/list?titile=*期末*&pageSize=10`)).body.result as Page;
    expect(list.records.map((x) => x.id)).toContain(id);
    expect(list.records.find((x) => x.id === id)).toMatchObject({ receiverCount: 1, readCount: 0 });
  });

  it('stores rich text clean: no script, no event handlers, no javascript: links', async () => {
    const id = await addNotice(s.admin, {
      msgContent:
        '<p onclick="steal()">正文<script>alert(1)</script><img src="x.png" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">链接</a><a href="JaVaScRiPt:alert(4)">二</a>' +
        '<iframe src="https://evil.example"></iframe><svg onload="alert(5)"></svg></p>',
    });
    const html = (await stored(id)).msgContent ?? '';
    expect(html).toContain('正文');
    expect(html).toContain('<img src="x.png" />');
    expect(html).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|svg/i);
    // Editing goes through the same cleaner.
    const edit = await s.admin.put(`${BASE}/edit`, {
      id,
      titile: '改',
      msgContent: '<b onmouseover="x()">粗</b>',
    });
    expect(edit.status).toBe(200);
    expect((await stored(id)).msgContent).toBe('<b>粗</b>');
  });

  it('never takes status, times or tenant from the body', async () => {
    const id = await addNotice(s.admin, { sendStatus: '1', sendTime: '2020-01-01 00:00:00', tenantId: 'x' });
    const row = await stored(id);
    expect(row.sendStatus).toBe('0');
    expect(row.sendTime).toBeNull();
    expect(row.tenantId).not.toBe('x');
  });

  const refusals: [string, Json, string][] = [
    ['empty title', { titile: '  ' }, '请输入标题'],
    ['title too long', { titile: '长'.repeat(101) }, '标题不能超过 100 个字符'],
    ['unknown priority', { titile: 'a', priority: 'X' }, '优先级只能是 L、M 或 H'],
    ['unknown category', { titile: 'a', msgCategory: '3' }, '消息类型只能是 1（通知公告）或 2（系统消息）'],
    ['unknown target', { titile: 'a', msgType: 'GROUP' }, '通告对象只能是 ALL 或 USER'],
    ['USER without users', { titile: 'a', msgType: 'USER', userIds: '' }, '请选择接收公告的用户'],
    ['bad start time', { titile: 'a', startTime: '明天' }, '开始时间格式应为 YYYY-MM-DD HH:mm:ss'],
    [
      'end before start',
      { titile: 'a', startTime: '2030-01-02 00:00:00', endTime: '2030-01-01 00:00:00' },
      '结束时间必须晚于开始时间',
    ],
    [
      'javascript: link',
      { titile: 'a', openType: 'url', openPage: 'javascript:alert(1)' },
      '链接只能是 http(s) 地址或站内路径',
    ],
    [
      'protocol-relative link',
      { titile: 'a', openType: 'url', openPage: '//evil.example/x' },
      '链接只能是 http(s) 地址或站内路径',
    ],
    [
      'unknown open type',
      { titile: 'a', openType: 'iframe', openPage: '/x' },
      '打开方式只能是 url 或 component',
    ],
    ['open type without page', { titile: 'a', openType: 'component' }, '请填写要打开的地址或页面'],
  ];
  it.each(refusals)('refuses %s with a clear message and stores nothing', async (_name, body, message) => {
    const before = await rowCount();
    const res = await s.admin.post(`${BASE}/add`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await rowCount()).toBe(before);
  });

  it('refuses recipients of another tenant or unknown users', async () => {
    const before = await rowCount();
    const foreign = await userIdOf(s.t, 'other_admin');
    for (const userIds of [foreign, 'no-such-user', `${await userIdOf(s.t, 'student1')},${foreign}`]) {
      const res = await s.admin.post(`${BASE}/add`, { titile: 'a', msgType: 'USER', userIds });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('所选用户不存在或不属于本机构');
    }
    expect(await rowCount()).toBe(before);
  });

  it('refuses edits of a published announcement until it is revoked', async () => {
    const id = await publishedNotice(s.admin, { titile: '原标题' });
    const res = await s.admin.put(`${BASE}/edit`, { id, titile: '新标题' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('已发布的公告不能修改，请先撤销');
    expect((await stored(id)).titile).toBe('原标题');
    expect((await s.admin.get(`${BASE}/doReovkeData?id=${id}`)).status).toBe(200);
    expect((await s.admin.put(`${BASE}/edit`, { id, titile: '新标题' })).status).toBe(200);
    expect((await stored(id)).titile).toBe('新标题');
  });
});

describe('publishing and revoking', () => {
  it('moves draft -> published -> revoked -> published, with send and cancel times', async () => {
    const id = await addNotice(s.admin);
    await publish(s.admin, id);
    let row = await stored(id);
    expect(row.sendStatus).toBe('1');
    expect(row.sendTime).toBeInstanceOf(Date);
    const again = await s.admin.get(`${BASE}/doReleaseData?id=${id}`);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('该公告已发布');
    expect((await s.admin.get(`${BASE}/doReovkeData?id=${id}`)).status).toBe(200);
    row = await stored(id);
    expect(row.sendStatus).toBe('2');
    expect(row.cancelTime).toBeInstanceOf(Date);
    const twice = await s.admin.get(`${BASE}/doReovkeData?id=${id}`);
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('只能撤销已发布的公告');
    await publish(s.admin, id);
    expect((await stored(id)).sendStatus).toBe('1');
  });

  it('soft-deletes, singly and in batches', async () => {
    const a = await addNotice(s.admin);
    const b = await addNotice(s.admin);
    const c = await addNotice(s.admin);
    expect((await s.admin.del(`${BASE}/delete?id=${a}`)).status).toBe(200);
    expect((await s.admin.del(`${BASE}/deleteBatch?ids=${b},${c}`)).status).toBe(200);
    for (const id of [a, b, c]) expect((await stored(id)).delFlag).toBe(1);
    expect((await s.admin.get(`${BASE}/queryById?id=${a}`)).status).toBe(404);
  });
});

describe('who may do what', () => {
  it('keeps students out of every admin route', async () => {
    const id = await addNotice(s.admin);
    const calls = [
      s.student.get(`${BASE}/list`),
      s.student.post(`${BASE}/add`, { titile: 'x' }),
      s.student.put(`${BASE}/edit`, { id, titile: 'x' }),
      s.student.del(`${BASE}/delete?id=${id}`),
      s.student.get(`${BASE}/doReleaseData?id=${id}`),
      s.student.get(`${BASE}/doReovkeData?id=${id}`),
      s.student.get(`${BASE}/readStats?id=${id}`),
      s.student.get(`${BASE}/unreadUsers?id=${id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
    expect((await stored(id)).sendStatus).toBe('0');
    // A draft is not readable by a student either.
    expect((await s.student.get(`${BASE}/queryById?id=${id}`)).status).toBe(404);
  });

  it('keeps tenants apart', async () => {
    const id = await addNotice(s.admin, { titile: '本机构公告' });
    expect((await s.other.get(`${BASE}/queryById?id=${id}`)).status).toBe(404);
    expect((await s.other.get(`${BASE}/doReleaseData?id=${id}`)).status).toBe(404);
    expect((await s.other.put(`${BASE}/edit`, { id, titile: '篡改' })).status).toBe(404);
    expect((await s.other.del(`${BASE}/delete?id=${id}`)).status).toBe(404);
    const list = (await s.other.get(`${BASE}/list?pageSize=100`)).body.result as Page;
    expect(list.records.map((r) => r.id)).not.toContain(id);
    const row = await stored(id);
    expect([row.titile, row.sendStatus, row.delFlag]).toEqual(['本机构公告', '0', 0]);
  });
});

describe('read figures', () => {
  it('counts readers and lists who has not read', async () => {
    const s1 = await userIdOf(s.t, 'student1');
    const s2 = await userIdOf(s.t, 'student2');
    const id = await publishedNotice(s.admin, { msgType: 'USER', userIds: `${s1},${s2}` });
    let stats = (await s.admin.get(`${BASE}/readStats?id=${id}`)).body.result as Json;
    expect(stats).toEqual({ receiverCount: 2, readCount: 0, unreadCount: 2 });
    expect(
      (await s.student.put('/api/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: id })).status,
    ).toBe(200);
    stats = (await s.admin.get(`${BASE}/readStats?id=${id}`)).body.result as Json;
    expect(stats).toEqual({ receiverCount: 2, readCount: 1, unreadCount: 1 });
    const unread = (await s.admin.get(`${BASE}/unreadUsers?id=${id}`)).body.result as Page;
    expect(unread.records.map((u) => u.username)).toEqual(['student2']);
    expect(unread.total).toBe(1);

    const all = await publishedNotice(s.admin);
    const everyone = (await s.admin.get(`${BASE}/readStats?id=${all}`)).body.result as Json;
    expect(everyone.receiverCount).toBeGreaterThanOrEqual(4);
    const names = (
      (await s.admin.get(`${BASE}/unreadUsers?id=${all}&pageSize=100`)).body.result as Page
    ).records.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'teacher', 'student1', 'student2']));
    expect(names).not.toContain('other_admin');
  });
});
