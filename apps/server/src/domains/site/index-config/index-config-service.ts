import type { IndexConfigBody } from '@ck/shared';
import type { Db } from '../../../db/client.ts';
import { sysConfig } from '../../../platform/config/tables.ts';

/** The config keys a save writes: `indexConfig` always, the others only when the body carries them. */
function configValues(b: IndexConfigBody): Record<string, string> {
  const values: Record<string, string> = { indexConfig: JSON.stringify(b.indexConfig) };
  if (b.joinClassText !== undefined) values.joinClassText = b.joinClassText || '加入班级';
  if (b.banner !== undefined) values.banner = b.banner.filter(Boolean).join(',');
  if (b.bannerLinks !== undefined) values.bannerLinks = b.bannerLinks.join('\n');
  return values;
}

/** Saves the official-site settings of a tenant in one transaction. */
export async function saveIndexConfig(db: Db, tenantId: string, body: IndexConfigBody) {
  await db.transaction(async (tx) => {
    for (const [configKey, configValue] of Object.entries(configValues(body))) {
      await tx
        .insert(sysConfig)
        .values({ tenantId, configKey, configValue })
        .onConflictDoUpdate({
          target: [sysConfig.tenantId, sysConfig.configKey],
          set: { configValue, updateTime: new Date() },
        });
    }
  });
}
