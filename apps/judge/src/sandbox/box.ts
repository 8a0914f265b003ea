import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { RunLimits, RunStats } from '../types.ts';
import type { BoxCgroup } from './cgroup.ts';
import type { SandboxEnv } from './env.ts';

export type MemoryMode = 'as' | 'data' | 'none';

export interface BoxOptions {
  /** Host paths bound read-only inside the box (the compiled program at /prog, a checker at /chk). */
  readOnly?: { host: string; box: string }[];
  /** Cap of the whole box for the memory cgroup, in KiB. */
  memoryKb: number;
  processes: number;
}

export interface RunSpec {
  argv: string[];
  limits: RunLimits;
  memoryMode: MemoryMode;
  /** Paths inside the box; stdout / stderr files must be prepared with `prepareOutput`. */
  stdin: string;
  stdout: string;
  stderr: string;
  cwd?: string;
}

let boxCounter = 0;

/** Boxes this process has opened so far (each compile and each judged program takes one). */
export const boxesOpened = () => boxCounter;
const MEMORY_MODE: Record<MemoryMode, number> = { none: 0, as: 1, data: 2 };

/**
 * One bubblewrap sandbox kept open across several runs: the launcher inside forks one program per
 * request, so a case costs a fork + exec instead of a new set of namespaces.
 */
export class Box {
  private readonly lines: string[] = [];
  private waiting: ((line: string | null) => void) | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private closed = false;
  private stderrText = '';

  private constructor(
    private readonly env: SandboxEnv,
    private readonly child: ChildProcessWithoutNullStreams,
    readonly dir: string,
    private readonly cgroup: BoxCgroup | null,
  ) {
    readline.createInterface({ input: child.stdout }).on('line', (line) => this.push(line));
    child.stdout.on('close', () => this.push(null));
    child.stderr.on('data', (d: Buffer) => {
      if (this.stderrText.length < 4000) this.stderrText += d.toString();
    });
  }

  /** Host directory mounted read-write at /box, the program's working directory. */
  get workDir() {
    return path.join(this.dir, 'work');
  }

  /** Host directory mounted at /io: stdin / stdout files of the runs. */
  get ioDir() {
    return path.join(this.dir, 'io');
  }

  static async open(env: SandboxEnv, opts: BoxOptions): Promise<Box> {
    const id = `box-${process.pid}-${++boxCounter}`;
    const dir = path.join(env.root, 'boxes', id);
    fs.mkdirSync(path.join(dir, 'work'), { recursive: true, mode: 0o755 });
    fs.mkdirSync(path.join(dir, 'io'), { mode: 0o755 });
    if (env.dropTo) fs.chownSync(path.join(dir, 'work'), env.dropTo.uid, env.dropTo.gid);
    const cgroup = env.cgroups?.create(id, opts.memoryKb * 1024, opts.processes + 16) ?? null;
    const args = [
      'enter',
      String(env.dropTo?.uid ?? -1),
      String(env.dropTo?.gid ?? -1),
      String(cgroup?.procsFiles.length ?? 0),
      ...(cgroup?.procsFiles ?? []),
      '--',
      env.bwrap,
      ...bwrapArgs(env, dir, opts),
      '/.ck/ckbox',
      'serve',
    ];
    const child = spawn(env.launcher, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const box = new Box(env, child, dir, cgroup);
    child.on('error', () => box.push(null));
    const ready = await box.next();
    if (ready !== 'READY') {
      await box.close();
      throw new Error(`沙箱启动失败：${box.stderrText.trim() || '未知原因'}`);
    }
    return box;
  }

  private push(line: string | null) {
    if (line === null) this.closed = true;
    if (this.waiting) {
      const w = this.waiting;
      this.waiting = null;
      w(line);
    } else if (line !== null) this.lines.push(line);
  }

  private next(): Promise<string | null> {
    const line = this.lines.shift();
    if (line !== undefined) return Promise.resolve(line);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  /** Writes a file into /io (never through a link the program may have left there). */
  writeIo(name: string, data: string | Buffer) {
    const file = path.join(this.ioDir, name);
    fs.rmSync(file, { force: true });
    fs.writeFileSync(file, data, { flag: 'wx', mode: 0o644 });
  }

  copyIo(name: string, from: string) {
    const file = path.join(this.ioDir, name);
    fs.rmSync(file, { force: true });
    fs.copyFileSync(from, file, fs.constants.COPYFILE_EXCL);
    fs.chmodSync(file, 0o644);
  }

  /** An empty file in /io the sandboxed program may write (its stdout or stderr). */
  prepareOutput(name: string) {
    this.writeIo(name, '');
    if (this.env.dropTo) fs.chownSync(path.join(this.ioDir, name), this.env.dropTo.uid, this.env.dropTo.gid);
  }

  /** Empties the working directory between runs. */
  clearWork() {
    for (const entry of fs.readdirSync(this.workDir)) {
      fs.rmSync(path.join(this.workDir, entry), { recursive: true, force: true });
    }
  }

  /** Empties /io: nothing of an earlier run (its input, an answer, outputs) stays for the next one. */
  clearIo() {
    for (const entry of fs.readdirSync(this.ioDir)) {
      fs.rmSync(path.join(this.ioDir, entry), { recursive: true, force: true });
    }
  }

  run(spec: RunSpec): Promise<RunStats> {
    const result = this.queue.then(() => this.runNow(spec));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async runNow(spec: RunSpec): Promise<RunStats> {
    const { limits } = spec;
    const wallMs = limits.wallMs ?? limits.cpuMs * 3;
    const fields = [
      limits.cpuMs,
      wallMs,
      limits.memoryKb,
      MEMORY_MODE[spec.memoryMode],
      limits.processes + 1, // the launcher counts too
      limits.outputBytes,
      limits.openFiles,
      spec.stdin,
      spec.stdout,
      spec.stderr,
      spec.cwd ?? '/box',
      spec.argv.length,
      ...spec.argv,
    ].map(String);
    if (fields.some((f) => /[\t\n\r]/.test(f) || f === '')) throw new Error('运行参数不能包含制表符或换行');
    const oomBefore = this.cgroup?.oomKills() ?? 0;
    this.child.stdin.write(`${fields.join('\t')}\n`);
    const line = await this.next();
    if (line === null) throw new Error(`沙箱意外退出：${this.stderrText.trim()}`);
    const oomKilled = (this.cgroup?.oomKills() ?? 0) > oomBefore;
    if (line.startsWith('ERR ')) {
      return {
        exitCode: -1,
        signal: 0,
        cpuMs: 0,
        wallMs: 0,
        memoryKb: 0,
        wallKilled: false,
        oomKilled,
        startError: line.slice(4),
      };
    }
    const [, code, sig, cpuUs, wallUs, rssKb, wallKilled] = line.split(' ');
    return {
      exitCode: Number(code),
      signal: Number(sig),
      cpuMs: Number(cpuUs) / 1000,
      wallMs: Number(wallUs) / 1000,
      memoryKb: Number(rssKb),
      wallKilled: wallKilled === '1',
      oomKilled,
    };
  }

  async close() {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.stdin.end();
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
    this.cgroup?.remove();
  }
}

function bwrapArgs(env: SandboxEnv, dir: string, opts: BoxOptions): string[] {
  // The launcher is the namespace's PID 1: when it exits the kernel kills whatever is left before bwrap returns.
  const args = ['--unshare-all', '--as-pid-1', '--die-with-parent', '--new-session', '--hostname', 'ckbox'];
  args.push('--ro-bind', '/usr', '/usr');
  for (const link of env.systemLinks) args.push('--symlink', link.target, link.path);
  for (const p of env.systemBinds) args.push('--ro-bind', p, p);
  args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp');
  args.push('--bind', path.join(dir, 'work'), '/box', '--bind', path.join(dir, 'io'), '/io');
  args.push('--ro-bind', env.launcher, '/.ck/ckbox');
  for (const b of opts.readOnly ?? []) args.push('--ro-bind', b.host, b.box);
  args.push('--chdir', '/box', '--clearenv');
  const vars: Record<string, string> = {
    PATH: '/usr/local/bin:/usr/bin:/bin',
    HOME: '/tmp',
    LANG: 'C.UTF-8',
    PYTHONDONTWRITEBYTECODE: '1',
    PYTHONIOENCODING: 'utf-8',
  };
  for (const [k, v] of Object.entries(vars)) args.push('--setenv', k, v);
  return args;
}
