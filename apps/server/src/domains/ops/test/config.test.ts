import { describe, expect, it } from 'vitest';
import { clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import { signedInSuite } from '../../../../test/helpers/app-suite.ts';

const s = signedInSuite({ admin: 'admin' });

const publicConfig = async (token?: string) => {
  const res = await s.t.app.inject({
    method: 'GET',
    url: '/api/sys/config/getCurrentConfig',
    headers: token ? { 'x-access-token': token } : {},
  });
  return res.json().result as Json;
};
const adminConfig = async () =>
  (await s.admin.get('/api/sys/config/list')).body.result as Record<string, string>;

describe('system settings', () => {
  it('lists every key, private ones included, to administrators only', async () => {
    const all = await adminConfig();
    expect(all).toMatchObject({ brandName: '码趣编程', _defaultRole: 'student', allowReg: 'false' });
    for (const user of ['student1', 'teacher']) {
      const c = clientOf(s.t, await s.t.login(user));
      const res = await c.get('/api/sys/config/list');
      expect(res.status).toBe(403);
      expect(JSON.stringify(res.body)).not.toContain('_defaultRole');
    }
  });

  it('saves settings that the public config then shows', async () => {
    const res = await s.admin.put('/api/sys/config/edit', {
      brandName: '新品牌',
      allowReg: true,
      homeBgRepeat: 'repeat-x',
      bannerLinks: 'https://example.com/a\n/home-page/news',
      indexConfig: { ifshopping: true, buttonList: [{ title: '开始', desc: '/home' }] },
      _phone: '010-12345678',
    });
    expect(res.status, res.body.message).toBe(200);
    const shown = await publicConfig();
    expect(shown).toMatchObject({ brandName: '新品牌', allowReg: 'true', homeBgRepeat: 'repeat-x' });
    expect(shown.indexConfig).toEqual({ ifshopping: true, buttonList: [{ title: '开始', desc: '/home' }] });
    expect((await adminConfig())._phone).toBe('010-12345678');
  });

  it('sanitises the footer on save', async () => {
    await s.admin.put('/api/sys/config/edit', {
      footer:
        '<p onclick="x()">© 学校<script>alert(1)</script><a href="javascript:alert(2)">链接</a><img src=x onerror=alert(3)></p>',
    });
    const footer = (await publicConfig()).footer as string;
    expect(footer).toContain('© 学校');
    expect(footer).not.toMatch(/script|onclick|onerror|javascript:/i);
  });

  it('never sends private keys to anonymous or student callers', async () => {
    const student = await s.t.login('student1');
    for (const config of [await publicConfig(), await publicConfig(student)]) {
      expect(Object.keys(config).filter((k) => k.startsWith('_'))).toEqual([]);
      expect(JSON.stringify(config)).not.toContain('010-12345678');
    }
  });

  it('refuses bad input with a Chinese message and changes nothing', async () => {
    const before = await adminConfig();
    const cases: [Json, string][] = [
      [{ brandName: '' }, '请输入品牌名称'],
      [{ brandName: '改了', hacker: '1' }, '未知的配置项：hacker'],
      [{ homeBgRepeat: 'space' }, '背景重复方式不合法'],
      [{ bannerLinks: 'javascript:alert(1)' }, '轮播图链接必须是 http(s) 地址或站内路径'],
      [{ logo: 'javascript:alert(1)' }, 'Logo地址不合法'],
      [{ homeBgColor: 'red;background:url(x)' }, '背景颜色格式不正确'],
      [{ _defaultRole: 'admin' }, '默认角色的级别必须低于您自己的角色'],
      [{ _defaultRole: 'nope' }, '默认角色不存在：nope'],
      [{ _defaultClass: 'no-such-class' }, '默认班级不存在'],
      [{}, '没有需要保存的配置项'],
    ];
    for (const [body, message] of cases) {
      const res = await s.admin.put('/api/sys/config/edit', body);
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await adminConfig()).toEqual(before);
  });

  it('accepts a lower role and a real class for self-registration', async () => {
    const res = await s.admin.put('/api/sys/config/edit', { _defaultRole: 'teacher' });
    expect(res.status, res.body.message).toBe(200);
  });

  it('refuses students and teachers, changing nothing', async () => {
    for (const user of ['student1', 'teacher']) {
      const c = clientOf(s.t, await s.t.login(user));
      expect((await c.put('/api/sys/config/edit', { brandName: '被篡改' })).status).toBe(403);
      expect((await c.post('/api/sys/config/edit', { _defaultRole: 'admin' })).status).toBe(403);
    }
    expect((await publicConfig()).brandName).toBe('新品牌');
  });
});
