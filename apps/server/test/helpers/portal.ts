import { and, eq } from 'drizzle-orm';
import { sysConfig, sysUser } from '../../src/db/schema/index.ts';
import { DEFAULT_TENANT_ID } from '../../src/platform/tenancy/tenancy.ts';
import type { TestApp } from './test-app.ts';

export type Body = { success: boolean; message: string; code: number; result: unknown };

/** JSON call through `app.inject`, optionally signed in. */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  token?: string,
) {
  const res = await t.app.inject({
    method,
    url,
    payload,
    headers: token ? { 'x-access-token': token } : {},
  });
  return { status: res.statusCode, body: res.json() as Body };
}

export async function setConfig(t: TestApp, configKey: string, configValue: string) {
  await t.db
    .insert(sysConfig)
    .values({ tenantId: DEFAULT_TENANT_ID, configKey, configValue })
    .onConflictDoUpdate({ target: [sysConfig.tenantId, sysConfig.configKey], set: { configValue } });
}

export async function userNamed(t: TestApp, username: string) {
  const [u] = await t.db
    .select()
    .from(sysUser)
    .where(and(eq(sysUser.username, username), eq(sysUser.delFlag, 0)));
  return u;
}

export async function setPhone(t: TestApp, username: string, phone: string) {
  await t.db.update(sysUser).set({ phone }).where(eq(sysUser.username, username));
}
