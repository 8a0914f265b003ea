import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppSuite } from '../../../../test/helpers/app-suite.ts';
import { call, setConfig, userNamed } from '../../../../test/helpers/portal.ts';
import { sysDepart, sysRole, sysUserDepart, sysUserRole } from '../tables.ts';

const s = testAppSuite();

const register = (body: object) => call(s.t, 'POST', '/api/sys/user/register', body);
const rolesOf = async (userId: string) =>
  (
    await s.t.db
      .select({ code: sysRole.roleCode })
      .from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.id, sysUserRole.roleId))
      .where(eq(sysUserRole.userId, userId))
  ).map((r) => r.code);

describe('registration', () => {
  it('is refused while allowReg is off', async () => {
    const res = await register({ username: 'newkid', password: 'Passw0rd1' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('系统暂未开放注册');
    expect(await userNamed(s.t, 'newkid')).toBeUndefined();
  });

  it('ignores identity, departments, roles and status sent in the body (mass assignment)', async () => {
    await setConfig(s.t, 'allowReg', 'true');
    await setConfig(s.t, '_defaultClass', 'A01A01');
    const res = await register({
      username: 'newkid',
      password: 'Passw0rd1',
      confirmPassword: 'Passw0rd1',
      realname: '新同学',
      userIdentity: 2,
      departIds: 'x,y',
      roles: ['admin'],
      role: 'admin',
      status: 2,
      tenantId: 'other',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('注册成功');
    const user = await userNamed(s.t, 'newkid');
    expect(user.userIdentity).toBe(1);
    expect(user.departIds).toBeNull();
    expect(user.status).toBe(1);
    expect(user.tenantId).not.toBe('other');
    expect(await rolesOf(user.id)).toEqual(['student']);
    const [klass] = await s.t.db.select().from(sysDepart).where(eq(sysDepart.orgCode, 'A01A01'));
    const links = await s.t.db.select().from(sysUserDepart).where(eq(sysUserDepart.userId, user.id));
    expect(links.map((l) => l.departId)).toEqual([klass.id]);
    expect(await s.t.login('newkid', 'Passw0rd1')).toBeTruthy();
  });

  it('never grants a role above student, whatever the default role says', async () => {
    await setConfig(s.t, '_defaultRole', 'admin');
    expect((await register({ username: 'sneaky', password: 'Passw0rd1' })).status).toBe(200);
    expect(await rolesOf((await userNamed(s.t, 'sneaky')).id)).toEqual(['student']);
  });

  it('refuses bad input with clear messages and creates nothing', async () => {
    const cases: [object, number, string][] = [
      [{ username: 'newkid', password: 'Passw0rd1' }, 409, '该用户名已被注册'],
      [
        { username: 'ab', password: 'Passw0rd1' },
        400,
        '用户名须以字母开头，由 3-32 位字母、数字或下划线组成',
      ],
      [{ username: 'weakling', password: 'password' }, 400, '密码必须同时包含字母和数字'],
      [
        { username: 'weakling', password: 'Passw0rd1', confirmPassword: 'Passw0rd2' },
        400,
        '两次输入的密码不一样',
      ],
      [{ username: 'weakling', password: 'Passw0rd1', phone: '13800000001' }, 400, '请输入短信验证码'],
      [{ username: 'weakling', password: 'Passw0rd1', phone: '123' }, 400, '手机号格式不正确'],
    ];
    for (const [body, status, message] of cases) {
      const res = await register(body);
      expect(res.status, message).toBe(status);
      expect(res.body.message).toContain(message);
    }
    expect(await userNamed(s.t, 'weakling')).toBeUndefined();
  });
});
