import { beforeAll, describe, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';
import { downloadXlsx } from '../../../../test/helpers/xlsx-upload.ts';

const s = signedInSuite({ admin: 'admin' });

beforeAll(async () => {
  await s.t.login('student1');
  await s.t.app.inject({
    method: 'POST',
    url: '/api/sys/login',
    payload: { username: 'student1', password: 'wrong-password' },
  });
  await s.admin.post('/api/sys/category/add', { name: '日志测试分类' });
});

type Page = { records: Json[]; total: number };
const list = async (params: string) => {
  const res = await s.admin.get(`/api/sys/log/list?${params}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.result as Page;
};

describe('log list', () => {
  it('lists sign-ins and filters by user, keyword and time', async () => {
    const logins = await list('logType=1');
    expect(logins.records.every((r) => r.logType === 1)).toBe(true);
    expect(logins.records.map((r) => r.content)).toEqual(
      expect.arrayContaining([
        '用户 admin 登录成功',
        '用户 student1 登录成功',
        '用户 student1 登录失败：用户名或密码错误',
      ]),
    );
    const mine = await list('logType=1&username=student1&keyWord=失败');
    expect(mine.records.map((r) => r.content)).toEqual(['用户 student1 登录失败：用户名或密码错误']);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await list(`logType=1&createTime_begin=${today}&createTime_end=${today}`)).total).toBe(
      logins.total,
    );
    expect((await list('logType=1&createTime_end=2000-01-01')).total).toBe(0);
  });

  it('records admin writes as operation logs', async () => {
    const ops = await list('logType=2&keyWord=category');
    expect(ops.records[0]).toMatchObject({
      username: 'admin',
      operateType: 'system:category:add',
      content: 'POST /api/sys/category/add',
      method: 'POST',
    });
  });

  it('answers the field names JeecgBoot-family clients read', async () => {
    const [op] = (await list('logType=2&keyWord=category')).records;
    expect(op).toMatchObject({
      logContent: op.content,
      userid: op.userId,
      logType_dictText: '操作日志',
      operateType_dictText: '分类新增',
    });
    const [login] = (await list('logType=1&username=student1')).records;
    expect(login).toMatchObject({ logContent: login.content, logType_dictText: '登录日志' });
  });

  it('exports the filtered logs as xlsx', async () => {
    await downloadXlsx(s.t, '/api/sys/log/exportXls?logType=1', await s.t.login('admin'));
  });

  it('refuses bad filters with Chinese messages', async () => {
    const cases: [string, string][] = [
      ['logType=3', '日志类型只能是 1（登录）或 2（操作）'],
      ['createTime_begin=yesterday', '开始时间格式不正确：yesterday，应为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss'],
      ['column=password_hash', '日志只能按时间排序'],
      ['pageSize=100000', '每页最多 200 条'],
    ];
    for (const [q, message] of cases) {
      const res = await s.admin.get(`/api/sys/log/list?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('keeps tenants apart and refuses students and teachers', async () => {
    const outsider = clientOf(s.t, await s.t.login('other_admin'));
    const theirs = (await outsider.get('/api/sys/log/list?logType=1')).body.result as Page;
    expect(theirs.records.every((r) => r.username === 'other_admin')).toBe(true);
    for (const user of ['student1', 'teacher']) {
      const c = clientOf(s.t, await s.t.login(user));
      expect((await c.get('/api/sys/log/list')).status).toBe(403);
      expect((await c.get('/api/sys/log/exportXls')).status).toBe(403);
      expect((await c.get('/api/sys/loginfo')).status).toBe(403);
      expect((await c.get('/api/sys/visitInfo')).status).toBe(403);
    }
  });
});

describe('dashboard counters', () => {
  it('answers loginfo and visitInfo as JeecgBoot does', async () => {
    const info = (await s.admin.get('/api/sys/loginfo')).body.result as Json;
    expect(info.todayVisitCount).toBeGreaterThanOrEqual(2);
    expect(info.totalVisitCount).toBeGreaterThanOrEqual(info.todayVisitCount as number);
    expect(info.todayIp).toBeGreaterThanOrEqual(1);
    const days = (await s.admin.get('/api/sys/visitInfo')).body.result as Json[];
    expect(days).toHaveLength(7);
    expect(days[6]).toMatchObject({ visit: info.todayVisitCount, ip: info.todayIp });
    expect(days[6].tian).toMatch(/^\d{2}-\d{2}$/);
    expect(days[6].type).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives the analysis page its counters and a 30-day series', async () => {
    const res = await s.admin.get('/api/sys/dashboard/analysis');
    const body = res.body.result as Json;
    expect(body).toMatchObject({ userCount: 4, classCount: 1, todayFailedLogins: 1 });
    expect(body.series as Json[]).toHaveLength(30);
    expect((await s.admin.get('/api/sys/visitInfo?days=365')).body.message).toBe('最多统计 90 天');
  });
});
