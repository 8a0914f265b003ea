import fs from 'node:fs';
import path from 'node:path';

/** The cgroups of one box: processes join them, the judge reads the OOM-kill counter. */
export interface BoxCgroup {
  procsFiles: string[];
  oomKills(): number;
  remove(): void;
}

export interface CgroupControl {
  version: 'v1' | 'v2';
  memory: boolean;
  pids: boolean;
  create(name: string, memoryBytes: number, pids: number): BoxCgroup | null;
}

const ROOT = '/sys/fs/cgroup';
const GROUP = 'ck-judge';

function tryWrite(file: string, value: string): boolean {
  try {
    fs.writeFileSync(file, value);
    return true;
  } catch {
    return false;
  }
}

function counter(file: string, key: string): number {
  try {
    const line = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`${key} `));
    return line ? Number(line.split(' ')[1]) || 0 : 0;
  } catch {
    return 0;
  }
}

function rmdirQuiet(dir: string) {
  try {
    fs.rmdirSync(dir);
  } catch {
    // still busy or already gone
  }
}

function makeDir(dir: string): boolean {
  try {
    fs.mkdirSync(dir, { recursive: true });
    return true;
  } catch {
    return false;
  }
}

function detectV2(): CgroupControl | null {
  const controllers = path.join(ROOT, 'cgroup.controllers');
  if (!fs.existsSync(controllers)) return null;
  const base = path.join(ROOT, GROUP);
  if (!makeDir(base)) return null;
  tryWrite(path.join(ROOT, 'cgroup.subtree_control'), '+memory +pids');
  const memory = tryWrite(path.join(base, 'cgroup.subtree_control'), '+memory');
  const pids = tryWrite(path.join(base, 'cgroup.subtree_control'), '+pids');
  if (!memory && !pids) return null;
  return {
    version: 'v2',
    memory,
    pids,
    create(name, memoryBytes, pidsMax) {
      const dir = path.join(base, name);
      if (!makeDir(dir)) return null;
      if (memory) {
        tryWrite(path.join(dir, 'memory.max'), String(memoryBytes));
        tryWrite(path.join(dir, 'memory.swap.max'), '0');
      }
      if (pids) tryWrite(path.join(dir, 'pids.max'), String(pidsMax));
      return {
        procsFiles: [path.join(dir, 'cgroup.procs')],
        oomKills: () => counter(path.join(dir, 'memory.events'), 'oom_kill'),
        remove: () => rmdirQuiet(dir),
      };
    },
  };
}

function detectV1(): CgroupControl | null {
  const memBase = path.join(ROOT, 'memory', GROUP);
  const pidsBase = path.join(ROOT, 'pids', GROUP);
  const memory = fs.existsSync(path.join(ROOT, 'memory', 'cgroup.procs')) && makeDir(memBase);
  const pids = fs.existsSync(path.join(ROOT, 'pids', 'cgroup.procs')) && makeDir(pidsBase);
  if (!memory && !pids) return null;
  return {
    version: 'v1',
    memory,
    pids,
    create(name, memoryBytes, pidsMax) {
      const procsFiles: string[] = [];
      const dirs: string[] = [];
      if (memory) {
        const dir = path.join(memBase, name);
        if (makeDir(dir) && tryWrite(path.join(dir, 'memory.limit_in_bytes'), String(memoryBytes))) {
          tryWrite(path.join(dir, 'memory.memsw.limit_in_bytes'), String(memoryBytes));
          procsFiles.push(path.join(dir, 'cgroup.procs'));
          dirs.push(dir);
        }
      }
      if (pids) {
        const dir = path.join(pidsBase, name);
        if (makeDir(dir) && tryWrite(path.join(dir, 'pids.max'), String(pidsMax))) {
          procsFiles.push(path.join(dir, 'cgroup.procs'));
          dirs.push(dir);
        }
      }
      if (procsFiles.length === 0) return null;
      const memDir = path.join(memBase, name);
      return {
        procsFiles,
        oomKills: () => (memory ? counter(path.join(memDir, 'memory.oom_control'), 'oom_kill') : 0),
        remove: () => {
          for (const dir of dirs) rmdirQuiet(dir);
        },
      };
    },
  };
}

/** cgroup v2 or v1 memory / pids control when this process may create groups; null otherwise. */
export function detectCgroups(): CgroupControl | null {
  if (process.platform !== 'linux') return null;
  try {
    return detectV2() ?? detectV1();
  } catch {
    return null;
  }
}
