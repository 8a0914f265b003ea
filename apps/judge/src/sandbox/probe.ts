import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RunLimits } from '../types.ts';
import { Box } from './box.ts';
import { detectCgroups } from './cgroup.ts';
import type { SandboxEnv } from './env.ts';
import { ensureLauncher, findProgram } from './toolchain.ts';

/** Which protections are active on this machine, shown once at start-up. */
export interface SandboxReport {
  available: boolean;
  reason: string;
  bwrap: string;
  runAs: string;
  namespaces: boolean;
  rlimits: boolean;
  cgroup: 'v1' | 'v2' | 'none';
  memoryCgroup: boolean;
  pidsCgroup: boolean;
}

export interface ProbeResult {
  env: SandboxEnv | null;
  report: SandboxReport;
}

const NOBODY = 65534;

function systemLayout() {
  const links: SandboxEnv['systemLinks'] = [];
  const binds: string[] = [];
  for (const p of ['/bin', '/sbin', '/lib', '/lib64', '/lib32', '/libx32']) {
    try {
      const st = fs.lstatSync(p);
      if (st.isSymbolicLink()) links.push({ path: p, target: fs.readlinkSync(p) });
      else if (st.isDirectory()) binds.push(p);
    } catch {
      // absent on this machine
    }
  }
  const etc = ['/etc/alternatives', '/etc/ld.so.cache', '/etc/ld.so.conf', '/etc/ld.so.conf.d'];
  for (const name of fs.readdirSync('/etc')) if (/^java-/.test(name)) etc.push(path.join('/etc', name));
  for (const p of etc) if (fs.existsSync(p)) binds.push(p);
  return { links, binds };
}

function bwrapVersion(bwrap: string): string {
  try {
    return execFileSync(bwrap, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'bubblewrap';
  }
}

/** Finds bubblewrap, builds the launcher, detects cgroups and proves a box can start. */
export async function probeSandbox(root: string, compileLimits: RunLimits): Promise<ProbeResult> {
  const report: SandboxReport = {
    available: false,
    reason: '',
    bwrap: '',
    runAs: '',
    namespaces: false,
    rlimits: false,
    cgroup: 'none',
    memoryCgroup: false,
    pidsCgroup: false,
  };
  const bwrap = findProgram('bwrap');
  if (!bwrap) {
    report.reason = '未安装 bubblewrap（运行 scripts/ensure-judge-tools.sh 或 apt-get install bubblewrap）';
    return { env: null, report };
  }
  report.bwrap = `${bwrapVersion(bwrap)} (${bwrap})`;
  const cacheDir = path.join(root, 'cache');
  fs.mkdirSync(cacheDir, { recursive: true, mode: 0o755 });
  fs.mkdirSync(path.join(root, 'boxes'), { recursive: true, mode: 0o755 });
  fs.chmodSync(root, 0o755);
  let launcher: string;
  try {
    launcher = ensureLauncher(cacheDir);
  } catch (e) {
    report.reason = `无法构建判题启动器：${(e as Error).message}`;
    return { env: null, report };
  }
  const dropTo = process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : null;
  report.runAs = dropTo
    ? `uid ${NOBODY}（nobody，由 root 降权）`
    : `uid ${process.getuid?.()}（当前用户，映射到命名空间内）`;
  const cgroups = detectCgroups();
  const layout = systemLayout();
  const env: SandboxEnv = {
    root,
    cacheDir,
    launcher,
    bwrap,
    dropTo,
    cgroups,
    systemBinds: layout.binds,
    systemLinks: layout.links,
    compileLimits,
  };
  try {
    const box = await Box.open(env, { memoryKb: 256 * 1024, processes: 4 });
    try {
      box.prepareOutput('out');
      box.prepareOutput('err');
      const stats = await box.run({
        argv: [findProgram('true') ?? '/usr/bin/true'],
        limits: { cpuMs: 1000, memoryKb: 64 * 1024, processes: 4, outputBytes: 1024, openFiles: 16 },
        memoryMode: 'as',
        stdin: '/dev/null',
        stdout: '/io/out',
        stderr: '/io/err',
      });
      if (stats.startError || stats.exitCode !== 0)
        throw new Error(stats.startError ?? `exit ${stats.exitCode}`);
    } finally {
      await box.close();
    }
  } catch (e) {
    report.reason = `bubblewrap 无法在本机创建命名空间：${(e as Error).message}`;
    return { env: null, report };
  }
  report.available = true;
  report.namespaces = true;
  report.rlimits = true;
  report.cgroup = cgroups?.version ?? 'none';
  report.memoryCgroup = cgroups?.memory ?? false;
  report.pidsCgroup = cgroups?.pids ?? false;
  return { env, report };
}

/** The start-up report, one protection per line. */
export function formatReport(r: SandboxReport): string {
  const yes = (b: boolean) => (b ? '已启用' : '未启用');
  if (!r.available) return `判题沙箱不可用：${r.reason}`;
  return [
    '判题沙箱：',
    `  bubblewrap：${r.bwrap}`,
    `  命名空间（用户、PID、挂载、IPC、UTS、网络=无网络）：${yes(r.namespaces)}`,
    '  文件系统：系统目录只读，私有 /tmp 与工作目录，不挂载 /etc/shadow、/home、/root 与服务目录',
    `  运行身份：${r.runAs}`,
    `  资源限制 rlimit（CPU、内存、进程数、输出大小、打开文件数、core=0）：${yes(r.rlimits)}`,
    `  cgroup：${r.cgroup === 'none' ? '不可写，未启用（内存与进程数只靠 rlimit）' : r.cgroup}` +
      (r.cgroup === 'none' ? '' : `，内存 ${yes(r.memoryCgroup)}，进程数 ${yes(r.pidsCgroup)}`),
  ].join('\n');
}
