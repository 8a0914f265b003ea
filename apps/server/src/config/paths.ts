import fs from 'node:fs';
import path from 'node:path';

/** apps/server, found from wherever this code runs (src/ under tsx, dist/ when bundled). */
function findServerRoot(from: string): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'drizzle', 'meta'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('找不到数据库迁移目录 apps/server/drizzle');
    dir = parent;
  }
  return dir;
}

export const SERVER_ROOT = findServerRoot(import.meta.dirname);
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST = path.join(SERVER_ROOT, '..', 'web', 'dist');
