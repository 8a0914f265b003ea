import type { Db } from '../../../../db/client.ts';
import type { FileStorage } from '../../../../platform/storage/file-storage.ts';
import { DEFAULT_TENANT_ID } from '../../../../platform/tenancy/tenancy.ts';
import { teachingScratchAsset } from '../asset-tables.ts';
import { starterSet } from './starter-set.ts';

/**
 * The starter Scratch library every installation gets (base seed, safe on every start): rows with
 * fixed ids, so a row already there — or deleted by an admin — is left alone. The files are made in
 * code; they are written to storage here when a storage is given, else on first request
 * (`readAsset`), under `scratch-assets/<md5ext>`.
 */
export async function seedScratchStarter(db: Db, storage?: FileStorage) {
  const { entries, files } = starterSet();
  await db
    .insert(teachingScratchAsset)
    .values(
      entries.map((e) => ({
        id: e.id,
        tenantId: DEFAULT_TENANT_ID,
        assetType: e.assetType,
        assetName: e.assetName,
        tags: e.tags.join(','),
        assetData: JSON.stringify(e.entry),
        orderNum: e.orderNum,
        createBy: 'system',
      })),
    )
    .onConflictDoNothing();
  if (storage)
    for (const [md5ext, data] of files) {
      const key = `scratch-assets/${md5ext}`;
      if (!(await storage.get(key)))
        await storage.put(key, data, md5ext.endsWith('.svg') ? 'image/svg+xml' : 'audio/wav');
    }
}
