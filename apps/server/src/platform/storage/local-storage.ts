import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './file-storage.ts';

/** Files on the local disk under `<dataDir>/files`; a key can never resolve outside that root. */
export class LocalStorage implements FileStorage {
  readonly kind = 'local' as const;
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'files');
  }

  private fileOf(key: string): string {
    const file = path.resolve(this.root, key);
    if (!file.startsWith(this.root + path.sep)) throw new Error(`非法的存储路径：${key}`);
    return file;
  }

  async put(key: string, data: Buffer) {
    const file = this.fileOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data, { flag: 'wx' });
  }

  async get(key: string) {
    try {
      return await fs.readFile(this.fileOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async remove(key: string) {
    await fs.rm(this.fileOf(key), { force: true });
  }

  publicUrl() {
    return undefined;
  }
}
