import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Client, Json, Page } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { sysAnnouncement, sysAnnouncementSend } from '../tables.ts';
import { addNotice, BASE, publish, publishedNotice, SEND, userIdOf } from './notice-helpers.ts';

const s = signedInSuite({
  admin: 'admin',
  s1: 'student1',
  s2: 'student2',
  teacher: 'teacher',
});

interface Feed {
  anntMsgList: Json[];
  anntMsgTotal: number;
  sysMsgList: Json[];
  sysMsgTotal: number;
}
const feedOf = async (c: Client) => {
  const res = await c.get(`${BASE}/listByUser`);
  expect(res.status).toBe(200);
  return res.body.result as Feed;
};
const idsIn = (f: Feed) => [...f.anntMsgList, ...f.sysMsgList].map((n) => n.id);
const myPage = async (c: Client, params = '') => {
  const res = await c.get(`${SEND}/getMyAnnouncementSend?pageSize=50${params}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Page;
};
const markRead = (c: Client, anntId: string) => c.put(`${SEND}/editByAnntIdAndUserId`, { anntId });

describe('the bell feed (listByUser)', () => {
  it('holds the five newest unread of each category with the unread totals', async () => {
    await s.s2.put(`${SEND}/readAll`, {});
    const notices: string[] = [];
    for (let i = 0; i < 7; i++)
      notices.push(await publishedNotice(s.admin, { titile: `通知${i}`, priority: 'M' }));
    const system = await publishedNotice(s.admin, { titile: '系统维护', msgCategory: '2' });
    const feed = await feedOf(s.s2);
    expect(feed.anntMsgTotal).toBe(7);
    expect(feed.anntMsgList.map((n) => n.titile)).toEqual(['通知6', '通知5', '通知4', '通知3', '通知2']);
    expect(feed.sysMsgTotal).toBe(1);
    expect(feed.sysMsgList[0]).toMatchObject({
      id: system,
      anntId: system,
      titile: '系统维护',
      msgCategory: '2',
      readFlag: '0',
      priority: 'L',
    });
    expect(feed.anntMsgList[0]).not.toHaveProperty('msgContent');

    expect((await markRead(s.s2, notices[6])).status).toBe(200);
    const after = await feedOf(s.s2);
    expect(after.anntMsgTotal).toBe(6);
    expect(after.anntMsgList[0].titile).toBe('通知5');

    const all = await s.s2.put(`${SEND}/readAll`, {});
    expect(all.status).toBe(200);
    expect(await feedOf(s.s2)).toEqual({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 });
  });

  it('shows only published announcements inside their start/end window', async () => {
    const draft = await addNotice(s.admin, { titile: '草稿' });
    const future = await publishedNotice(s.admin, { titile: '未来', startTime: '2099-01-01 00:00:00' });
    const past = await publishedNotice(s.admin, {
      titile: '过期',
      startTime: '2000-01-01 00:00:00',
      endTime: '2000-12-31 00:00:00',
    });
    const current = await publishedNotice(s.admin, {
      titile: '当前',
      startTime: '2000-01-01 00:00:00',
      endTime: '2099-12-31 00:00:00',
    });
    const revoked = await publishedNotice(s.admin, { titile: '撤销' });
    await s.admin.get(`${BASE}/doReovkeData?id=${revoked}`);
    const deleted = await publishedNotice(s.admin, { titile: '删除' });
    await s.admin.del(`${BASE}/delete?id=${deleted}`);

    const ids = idsIn(await feedOf(s.s1));
    expect(ids).toContain(current);
    for (const hidden of [draft, future, past, revoked, deleted]) {
      expect(ids).not.toContain(hidden);
      expect((await s.s1.get(`${BASE}/queryById?id=${hidden}`)).status).toBe(404);
      expect((await markRead(s.s1, hidden)).status).toBe(404);
    }
    const page = await myPage(s.s1);
    expect(page.records.map((r) => r.id)).not.toContain(future);
  });
});

describe('USER announcements', () => {
  it('reach only the users they were sent to', async () => {
    const student1 = await userIdOf(s.t, 'student1');
    const id = await publishedNotice(s.admin, {
      titile: '只给学生一',
      msgType: 'USER',
      userIds: student1,
      msgContent: '<p>秘密</p>',
    });
    expect(idsIn(await feedOf(s.s1))).toContain(id);
    const detail = await s.s1.get(`${BASE}/queryById?id=${id}`);
    expect(detail.status).toBe(200);
    expect((detail.body.result as Json).msgContent).toBe('<p>秘密</p>');

    for (const stranger of [s.s2, s.teacher]) {
      expect(idsIn(await feedOf(stranger))).not.toContain(id);
      expect((await myPage(stranger)).records.map((r) => r.id)).not.toContain(id);
      expect((await myPage(stranger, '&readFlag=1')).records.map((r) => r.id)).not.toContain(id);
      const q = await stranger.get(`${BASE}/queryById?id=${id}`);
      expect(q.status).toBe(404);
      expect(JSON.stringify(q.body)).not.toContain('秘密');
      const mark = await markRead(stranger, id);
      expect(mark.status).toBe(404);
      expect(mark.body.message).toBe('公告不存在或已撤销');
    }
    // readAll of a stranger does not touch it either.
    await s.s2.put(`${SEND}/readAll`, {});
    const rows = await s.t.db.select().from(sysAnnouncementSend).where(eq(sysAnnouncementSend.anntId, id));
    expect(rows.map((r) => r.userId)).toEqual([student1]);
  });

  it('matches whole ids only, not prefixes', async () => {
    const student1 = await userIdOf(s.t, 'student1');
    const id = await addNotice(s.admin, { msgType: 'USER', userIds: student1 });
    // Simulate a stored list holding only a longer id that starts with student2's id.
    const student2 = await userIdOf(s.t, 'student2');
    await s.t.db
      .update(sysAnnouncement)
      .set({ userIds: `${student2}x` })
      .where(eq(sysAnnouncement.id, id));
    await publish(s.admin, id).catch(() => undefined);
    expect(idsIn(await feedOf(s.s2))).not.toContain(id);
  });
});

describe('my announcements (getMyAnnouncementSend)', () => {
  it('pages, filters read/unread and searches titles', async () => {
    const a = await publishedNotice(s.admin, { titile: '春游通知', priority: 'H' });
    const b = await publishedNotice(s.admin, { titile: '秋游通知' });
    await markRead(s.teacher, a);
    const read = await myPage(s.teacher, '&readFlag=1');
    expect(read.records.map((r) => r.id)).toContain(a);
    expect(read.records.map((r) => r.id)).not.toContain(b);
    expect(read.records.find((r) => r.id === a)).toMatchObject({
      readFlag: '1',
      priority: 'H',
      priority_dictText: '紧急',
    });
    const unread = await myPage(s.teacher, '&readFlag=0');
    expect(unread.records.map((r) => r.id)).toContain(b);
    expect(unread.records.map((r) => r.id)).not.toContain(a);
    const search = await myPage(s.teacher, `&titile=${encodeURIComponent('春游')}`);
    expect(search.records.map((r) => r.id)).toEqual([a]);
    // LIKE wildcards are plain text.
    expect((await myPage(s.teacher, '&titile=%25')).records).toEqual([]);

    const paged = await s.teacher.get(`${SEND}/getMyAnnouncementSend?pageNo=1&pageSize=1`);
    const p = paged.body.result as Page;
    expect(p.records).toHaveLength(1);
    expect(p.size).toBe(1);
    expect(p.total).toBeGreaterThanOrEqual(2);
    expect(p.pages).toBe(p.total);
  });

  it('refuses bad parameters with clear messages', async () => {
    const bad = await s.teacher.get(`${SEND}/getMyAnnouncementSend?readFlag=2`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('阅读状态只能是 0 或 1');
    const size = await s.teacher.get(`${SEND}/getMyAnnouncementSend?pageSize=1000`);
    expect(size.status).toBe(400);
    expect(size.body.message).toBe('每页最多 200 条');
    const missing = await s.teacher.put(`${SEND}/editByAnntIdAndUserId`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('缺少公告 id');
  });

  it('needs a session', async () => {
    for (const url of [`${BASE}/listByUser`, `${SEND}/getMyAnnouncementSend`]) {
      const res = await s.t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });
});
