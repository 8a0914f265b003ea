import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readPlainFile, truncate } from './files.ts';
import type { LanguageConfig } from './languages.ts';
import { Box } from './sandbox/box.ts';
import type { SandboxEnv } from './sandbox/env.ts';
import type { RunLimits } from './types.ts';

export type CompileOutcome = { ok: true; dir: string } | { ok: false; message: string };

/** Compilers run with their own limits: enough for real programs, short enough for tricks. */
export const COMPILE_LIMITS: RunLimits = {
  cpuMs: 10_000,
  wallMs: 20_000,
  memoryKb: 1024 * 1024,
  processes: 32,
  outputBytes: 64 * 1024 * 1024,
  openFiles: 256,
};

const MAX_ARTIFACT = 64 * 1024 * 1024;

function cacheKey(lang: LanguageConfig, source: string) {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([lang.id, lang.compile, lang.outputs]))
    .update('\0')
    .update(source)
    .digest('hex');
}

/** Compiled program of `source`, from the cache or compiled now inside a sandbox. */
export async function compileProgram(
  env: SandboxEnv,
  lang: LanguageConfig,
  source: string,
  limits: RunLimits = env.compileLimits,
): Promise<CompileOutcome> {
  const dir = path.join(env.cacheDir, 'prog', cacheKey(lang, source));
  if (fs.existsSync(path.join(dir, '.done'))) return { ok: true, dir };
  const box = await Box.open(env, { memoryKb: limits.memoryKb + 256 * 1024, processes: limits.processes });
  try {
    fs.writeFileSync(path.join(box.workDir, lang.sourceFile), source, { mode: 0o644 });
    box.prepareOutput('out');
    box.prepareOutput('err');
    const stats = await box.run({
      argv: lang.compile,
      limits,
      memoryMode: lang.compileMemoryMode,
      stdin: '/dev/null',
      stdout: '/io/out',
      stderr: '/io/err',
    });
    const said = [
      readPlainFile(path.join(box.ioDir, 'err'), 16_384),
      readPlainFile(path.join(box.ioDir, 'out'), 4096),
    ]
      .map((b) => b?.toString('utf8') ?? '')
      .join('')
      .trim();
    if (stats.startError) return { ok: false, message: `无法启动编译器：${stats.startError}` };
    if (stats.wallKilled || stats.cpuMs > limits.cpuMs) {
      return { ok: false, message: truncate(`编译超时（超过 ${limits.cpuMs / 1000} 秒）\n${said}`, 8000) };
    }
    if (stats.oomKilled) return { ok: false, message: truncate(`编译器内存超限\n${said}`, 8000) };
    if (stats.exitCode !== 0 || stats.signal !== 0) {
      const why = stats.signal ? `编译器被信号 ${stats.signal} 终止（可能超出编译资源限制）` : '';
      return { ok: false, message: truncate([said, why].filter(Boolean).join('\n') || '编译失败', 8000) };
    }
    return collect(box.workDir, lang, dir);
  } finally {
    await box.close();
  }
}

/** Copies the compiler's output into the cache: regular files only, links never followed. */
function collect(workDir: string, lang: LanguageConfig, dir: string): CompileOutcome {
  const names = lang.outputs.includes('*.class')
    ? fs.readdirSync(workDir).filter((n) => n.endsWith('.class'))
    : lang.outputs;
  if (names.length === 0)
    return { ok: false, message: '编译没有产生可运行的文件（Java 需要 public class Main）' };
  const tmp = `${dir}.${process.pid}.${Date.now()}.tmp`;
  fs.mkdirSync(tmp, { recursive: true, mode: 0o755 });
  for (const name of names) {
    const data = readPlainFile(path.join(workDir, name), MAX_ARTIFACT);
    if (!data) {
      fs.rmSync(tmp, { recursive: true, force: true });
      return { ok: false, message: `编译产物 ${name} 不存在或不是普通文件` };
    }
    fs.writeFileSync(path.join(tmp, name), data, { mode: 0o755 });
  }
  fs.writeFileSync(path.join(tmp, '.done'), '');
  try {
    fs.renameSync(tmp, dir);
  } catch {
    // Compiled at the same time by another job: keep theirs.
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return { ok: true, dir };
}
