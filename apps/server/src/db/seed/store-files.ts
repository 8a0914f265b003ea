import { uuidv7 } from 'uuidv7';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { deliveryOf, extensionOf } from '../../platform/storage/upload-policy.ts';
import { DEFAULT_TENANT_ID } from '../../platform/tenancy/tenancy.ts';
import type { Db } from '../client.ts';
import { sysFile } from '../schema/index.ts';

/** A generated file of the demo: its storage key, its display name and its bytes. */
export interface SeedFile {
  key: string;
  name: string;
  data: Buffer;
}

/** Who a stored file's `sys_file` row belongs to. */
interface FileOwner {
  biz: string;
  ownerId?: string;
  isPublic: boolean;
  createBy: string;
}

/**
 * Writes `files` through the platform's storage (keeping any already there) and adds each one's
 * `sys_file` row, its owner given by `ownerOf`.
 */
export async function storeSeedFiles<F extends SeedFile>(
  db: Db,
  storage: FileStorage,
  files: F[],
  ownerOf: (f: F) => FileOwner,
) {
  await Promise.all(
    files.map(async (f) => {
      if (!(await storage.get(f.key)))
        await storage.put(f.key, f.data, deliveryOf(extensionOf(f.key)).contentType);
    }),
  );
  await db
    .insert(sysFile)
    .values(
      files.map((f) => ({
        id: uuidv7(),
        tenantId: DEFAULT_TENANT_ID,
        name: f.name,
        path: f.key,
        size: f.data.length,
        type: extensionOf(f.key),
        storage: storage.kind,
        ...ownerOf(f),
      })),
    )
    .onConflictDoNothing();
}
