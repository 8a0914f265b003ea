import { and, eq } from 'drizzle-orm';
import { type Client, clientOf, type Json } from '../../../../test/helpers/api-client.ts';
import type { TestApp } from '../../../../test/helpers/test-app.ts';
import { sysRole, sysUser } from '../../identity/index.ts';

export const BASE = '/api/teaching/teachingZuhuInfo';
export const TENANT_PASSWORD = 'School2026ok';

let serial = 0;

/** A fresh tenant form with a unique name and administrator account. */
export function tenantForm(over: Json = {}): Json {
  serial++;
  const tag = `${process.pid}${serial}`;
  return {
    zuhuName: `测试机构${tag}`,
    adminUsername: `school_admin_${tag}`,
    adminPassword: TENANT_PASSWORD,
    expireTime: '2099-12-31',
    maxStudents: 0,
    contactName: '赵老师',
    contactPhone: '13800000000',
    ...over,
  };
}

/** Creates a tenant as the platform administrator and signs its administrator in. */
export async function newTenant(t: TestApp, platform: Client, over: Json = {}) {
  const form = tenantForm(over);
  const res = await platform.post(`${BASE}/add`, form);
  if (res.status !== 200) throw new Error(`新建机构失败：${res.status} ${res.body.message}`);
  const tenant = res.body.result as Json & { id: string };
  const admin = clientOf(t, await t.login(form.adminUsername as string, TENANT_PASSWORD));
  return { tenant, form, admin };
}

/** The id of a role of a tenant by code. */
export async function roleId(t: TestApp, tenantId: string, code: string): Promise<string> {
  const [row] = await t.db
    .select({ id: sysRole.id })
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.roleCode, code), eq(sysRole.delFlag, 0)));
  return row.id;
}

export async function usersOf(t: TestApp, tenantId: string) {
  return t.db.select({ username: sysUser.username }).from(sysUser).where(eq(sysUser.tenantId, tenantId));
}

/** A student for `/sys/user/add`. */
export const studentForm = (username: string, studentRole: string): Json => ({
  username,
  password: 'Pupil2026ok',
  realname: username,
  userIdentity: 1,
  selectedroles: studentRole,
});
