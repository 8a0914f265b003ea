import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CKBOX_SOURCE } from '../native/ckbox-source.ts';

/** First match of a program on the usual system paths, or null. */
export function findProgram(name: string): string | null {
  for (const dir of ['/usr/bin', '/bin', '/usr/local/bin', '/usr/sbin']) {
    const file = path.join(dir, name);
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.realpathSync(file);
    } catch {
      // not here
    }
  }
  return null;
}

/** Compiles the launcher once per source version into the cache directory and answers its path. */
export function ensureLauncher(cacheDir: string): string {
  const hash = crypto.createHash('sha256').update(CKBOX_SOURCE).digest('hex').slice(0, 16);
  const binary = path.join(cacheDir, `ckbox-${hash}`);
  if (fs.existsSync(binary)) return binary;
  const gcc = findProgram('gcc') ?? findProgram('cc');
  if (!gcc) throw new Error('找不到 C 编译器 gcc，无法构建判题启动器');
  // Several processes may start at once: each builds its own copy and renames it into place.
  const source = path.join(cacheDir, `ckbox-${hash}.${process.pid}.c`);
  fs.writeFileSync(source, CKBOX_SOURCE);
  const tmp = `${binary}.${process.pid}.tmp`;
  execFileSync(gcc, ['-O2', '-o', tmp, source], { stdio: 'pipe' });
  fs.rmSync(source, { force: true });
  fs.chmodSync(tmp, 0o755);
  fs.renameSync(tmp, binary);
  return binary;
}
