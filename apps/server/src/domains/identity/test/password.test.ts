import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';

const s = testAppSuite();

const change = (token: string, payload: Record<string, unknown>) =>
  s.t.app.inject({
    method: 'POST',
    url: '/api/sys/user/updatePassword',
    headers: { 'x-access-token': token },
    payload,
  });

/** An updatePassword form with the new password typed twice alike. */
const newPassword = (username: string, oldpassword: string, password: string) => ({
  username,
  oldpassword,
  password,
  confirmpassword: password,
});

const getAs = (token: string, url: string) =>
  s.t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });

describe('updatePassword', () => {
  it('limits guesses of the current password: the fifth wrong one ends every session, then it waits', async () => {
    const token = await s.t.login('student2');
    const other = await s.t.login('student2');
    const guess = (tok: string, oldpassword: string) =>
      change(tok, newPassword('student2', oldpassword, 'Guess@2026x'));
    for (let i = 0; i < 4; i++) {
      const res = await guess(token, `wrong${i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('旧密码输入错误');
    }
    const fifth = await guess(token, 'wrong4');
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toContain('旧密码错误次数过多');
    // Both sessions of the account are gone.
    for (const tok of [token, other]) {
      const res = await getAs(tok, '/api/sys/permission/getUserPermissionByToken');
      expect(res.statusCode).toBe(401);
    }
    // Signing in again does not reset the count: even the right password waits.
    const again = await s.t.login('student2');
    const blocked = await guess(again, 'Demo@123456');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('旧密码错误次数过多，请 15 分钟后再试');
  });

  it('validates every field with a Chinese message and changes nothing', async () => {
    const token = await s.t.login('teacher');
    const cases: [Record<string, unknown>, string][] = [
      [{ username: 'teacher', password: 'New@12345', confirmpassword: 'New@12345' }, '请输入旧密码'],
      [{ username: 'teacher', oldpassword: 'Demo@123456', confirmpassword: 'x' }, '请输入新密码'],
      [{ username: 'teacher', oldpassword: 'Demo@123456', password: 'New@12345' }, '请确认新密码'],
      [
        { ...newPassword('teacher', 'Demo@123456', 'New@12345'), confirmpassword: 'New@12346' },
        '两次输入的密码不一样',
      ],
      [newPassword('teacher', 'wrong', 'New@12345'), '旧密码输入错误'],
      [newPassword('teacher', 'Demo@123456', 'short'), '密码长度必须为 8-64 位'],
    ];
    for (const [payload, message] of cases) {
      const res = await change(token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    await expect(s.t.login('teacher', 'Demo@123456')).resolves.toBeTruthy();
  });

  it("refuses to change someone else's password", async () => {
    const token = await s.t.login('student1');
    const res = await change(token, newPassword('admin', 'Demo@123456', 'Hack@12345'));
    expect(res.statusCode).toBe(403);
    await expect(s.t.login('admin')).resolves.toBeTruthy();
  });

  it('changes the password and revokes every session of the user', async () => {
    const a = await s.t.login('student1');
    const b = await s.t.login('student1');
    const res = await change(a, newPassword('student1', 'Demo@123456', 'Fresh@2026x'));
    expect(res.json()).toMatchObject({ success: true });
    for (const token of [a, b]) {
      const after = await getAs(token, '/api/sys/user/getCurrentUserDeparts');
      expect(after.statusCode).toBe(401);
    }
    await expect(s.t.login('student1', 'Demo@123456')).rejects.toThrow();
    await expect(s.t.login('student1', 'Fresh@2026x')).resolves.toBeTruthy();
  });
});

describe('updatePassword by PUT', () => {
  it('changes the password the way JeecgBoot clients send it', async () => {
    const admin = await s.t.login('admin');
    const added = await s.t.app.inject({
      method: 'POST',
      url: '/api/sys/user/add',
      headers: { 'x-access-token': admin },
      payload: { username: 'put_pw_user', password: 'Start@2026a', realname: '改密' },
    });
    expect(added.statusCode, added.json().message).toBe(200);
    const token = await s.t.login('put_pw_user', 'Start@2026a');
    const res = await s.t.app.inject({
      method: 'PUT',
      url: '/api/sys/user/updatePassword',
      headers: { 'x-access-token': token },
      payload: newPassword('put_pw_user', 'Start@2026a', 'Put@2026abc'),
    });
    expect(res.statusCode, res.json().message).toBe(200);
    await expect(s.t.login('put_pw_user', 'Put@2026abc')).resolves.toBeTruthy();
  });
});
