import type { ConfigMap } from '@ck/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { AuthContext } from '../../../platform/auth/auth-context.ts';
import { sysConfig } from '../../../platform/config/tables.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { DEFAULT_TENANT_ID, liveScope } from '../../../platform/tenancy/tenancy.ts';
import { sysDepart, sysRole } from '../../identity/index.ts';
import type { ConfigEdit } from './config-rules.ts';

/** Every key of the tenant, private ones included; unset keys fall back to the default tenant's. */
export async function allConfig(db: Db, tenantId: string): Promise<ConfigMap> {
  const rows = await db
    .select()
    .from(sysConfig)
    .where(inArray(sysConfig.tenantId, [...new Set([DEFAULT_TENANT_ID, tenantId])]));
  rows.sort((a, b) => Number(a.tenantId === tenantId) - Number(b.tenantId === tenantId));
  const out: ConfigMap = {};
  for (const r of rows) out[r.configKey] = r.configValue ?? '';
  return out;
}

/** Self-registration may not hand out a role at or above the editor's level, nor a missing class. */
async function checkRegistrationDefaults(db: Db, auth: AuthContext, body: ConfigEdit) {
  if (body._defaultRole) {
    const [role] = await db
      .select({ level: sysRole.level })
      .from(sysRole)
      .where(and(liveScope(sysRole, auth), eq(sysRole.roleCode, body._defaultRole)));
    if (!role) throw badRequest(`默认角色不存在：${body._defaultRole}`);
    if (role.level >= auth.level) throw badRequest('默认角色的级别必须低于您自己的角色');
  }
  if (body._defaultClass) {
    const [cls] = await db
      .select({ id: sysDepart.id })
      .from(sysDepart)
      .where(
        and(liveScope(sysDepart, auth), eq(sysDepart.id, body._defaultClass), eq(sysDepart.orgCategory, '3')),
      );
    if (!cls) throw badRequest('默认班级不存在');
  }
}

/** Saves the given keys for the caller's tenant in one transaction; answers every key afterwards. */
export async function saveConfig(db: Db, auth: AuthContext, body: ConfigEdit): Promise<ConfigMap> {
  const entries = Object.entries(body).filter(([, v]) => v !== undefined) as [string, string][];
  if (!entries.length) throw badRequest('没有需要保存的配置项');
  await checkRegistrationDefaults(db, auth, body);
  const now = new Date();
  await db.transaction(async (tx) => {
    for (const [configKey, configValue] of entries) {
      await tx
        .insert(sysConfig)
        .values({ tenantId: auth.tenantId, configKey, configValue, updateTime: now })
        .onConflictDoUpdate({
          target: [sysConfig.tenantId, sysConfig.configKey],
          set: { configValue, updateTime: now },
        });
    }
  });
  return allConfig(db, auth.tenantId);
}
