import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';

const s = testAppSuite();

describe('login', () => {
  it('signs in and answers the JeecgBoot shape', async () => {
    const res = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'admin', password: 'Admin@123456', remember_me: true },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200, message: '登录成功' });
    expect(typeof body.timestamp).toBe('number');
    expect(body.result.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(body.result.userInfo).toMatchObject({ username: 'admin', userIdentity: 2 });
    expect(JSON.stringify(body)).not.toMatch(/password|salt|\$argon2/i);
    expect(body.result.role).toEqual(['admin']);
    expect(body.result.sysAllDictItems.sex).toEqual([
      { value: '1', text: '男', title: '男' },
      { value: '2', text: '女', title: '女' },
    ]);
  });

  it('gives the same answer for a wrong password and an unknown account', async () => {
    const wrong = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'student1', password: 'nope' },
    });
    const missing = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/login',
      payload: { username: 'nobody', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(missing.statusCode).toBe(400);
    expect(wrong.json().message).toBe('用户名或密码错误');
    expect(missing.json().message).toBe(wrong.json().message);
  });
});
