import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` must leave a working judge when it can (install as root, like the tests) and say how to
// fix it when it cannot, without stopping the platform from starting. The script runs here on a PATH of
// stubs: `id` decides root or not, `apt-get` fails like a machine without network.

const ROOT = path.resolve(import.meta.dirname, '../../../../../..');
const SCRIPT = path.join(ROOT, 'scripts/ensure-judge-tools.sh');
const FIX = 'sudo bash scripts/ensure-judge-tools.sh';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

function stubs(uid: number, apt: 'fails' | 'installs') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-tools-'));
  dirs.push(dir);
  const write = (name: string, body: string) =>
    fs.writeFileSync(path.join(dir, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
  write('id', `echo ${uid}`);
  const log = `echo "$@" >> '${path.join(dir, 'apt.log')}'`;
  write('apt-get', apt === 'fails' ? `${log}; exit 100` : log);
  return dir;
}

function run(dir: string, ...args: string[]) {
  const bash = spawnSync('sh', ['-c', 'command -v bash'], { encoding: 'utf8' }).stdout.trim();
  const res = spawnSync(bash, [SCRIPT, ...args], { env: { PATH: dir }, encoding: 'utf8' });
  const log = path.join(dir, 'apt.log');
  const apt = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
  return { code: res.status, stderr: res.stderr, apt };
}

describe('scripts/ensure-judge-tools.sh', () => {
  it('is run by `npm start` in its start mode before the build', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    // After the Node.js version check, before the build and the server.
    const steps = pkg.scripts.start.split(' && ');
    const tools = steps.indexOf('bash scripts/ensure-judge-tools.sh --start');
    expect(steps[0]).toBe('node scripts/check-node.mjs');
    expect(tools).toBe(1);
    expect(steps.indexOf('npm run build')).toBeGreaterThan(tools);
    expect(steps.at(-1)).toBe('npm run serve');
  });

  it('as a normal user: the start goes on with a warning and the fix; the test command still stops', () => {
    const dir = stubs(1000, 'installs');
    const start = run(dir, '--start');
    expect(start.code).toBe(0);
    expect(start.stderr).toContain('在线判题暂不可用');
    expect(start.stderr).toContain(FIX);
    expect(start.apt).toBe('');
    expect(run(dir).code).toBe(1);
  });

  it('as root: installs with apt, and when apt fails the start goes on with the fix', () => {
    const ok = run(stubs(0, 'installs'), '--start');
    expect(ok.code).toBe(0);
    expect(ok.apt).toContain('install -y -qq --no-install-recommends bubblewrap gcc g++ python3');

    const dir = stubs(0, 'fails');
    const start = run(dir, '--start');
    expect(start.code).toBe(0);
    expect(start.apt).toContain('update');
    expect(start.stderr).toContain(FIX);
    expect(run(dir).code).toBe(1);
  });
});
