import type { AppConfig } from '../../config/env.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';

/** Where uploaded bytes live. Keys are relative paths such as `avatar/20261122/abc_photo.png`. */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the object does not exist. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** A direct public URL for the object, when the store has one (CDN in front of a bucket). */
  publicUrl(key: string): string | undefined;
}

/** The S3-compatible store when it is configured, else the local disk under `DATA_DIR/files`. */
export function createStorage(config: AppConfig): FileStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.dataDir);
}
