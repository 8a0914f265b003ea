import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { minimumOf, nodeVersionProblem, promisedRange } from './check-node.mjs';

// The Node.js version the platform promises (package.json engines, README, the start-up check) must
// be one every installed package accepts: a package raising its minimum must raise the promise too.
const root = new URL('../', import.meta.url);
const readJson = (file: string) => JSON.parse(readFileSync(new URL(file, root), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const promised: string = readJson('package.json').engines.node;
const minimum = semver.minVersion(promised)?.version ?? '';

describe('the promised Node.js version', () => {
  it('is a plain lower bound the start-up check understands', () => {
    expect(promised).toMatch(/^>=\d+\.\d+\.\d+$/);
    expect(promisedRange()).toBe(promised);
    expect(minimumOf(promised)?.join('.')).toBe(minimum);
  });

  it('is accepted by the engines.node range of every package in package-lock.json', () => {
    const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
    const ranges = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const node = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      return node ? [{ path: path || '(root)', node }] : [];
    });
    expect(ranges.length).toBeGreaterThan(100);
    const excluding = ranges
      .filter((r) => !semver.satisfies(minimum, r.node, { includePrerelease: true }))
      .map((r) => `${r.path} 要求 node ${r.node}`);
    expect(excluding).toEqual([]);
  });

  it('is what the README tells newcomers', () => {
    expect(readFileSync(new URL('README.md', root), 'utf8')).toContain(`需要 Node.js ≥ ${minimum}`);
  });
});

describe('the start-up check', () => {
  it('refuses an older Node.js with a clear Chinese message', () => {
    expect(nodeVersionProblem('20.19.4', '>=20.19.5')).toBe(
      '当前 Node.js 版本为 v20.19.4，本平台需要 Node.js 20.19.5 或更高版本。' +
        '请先升级 Node.js（推荐使用最新的 22 LTS 版本），再运行 npm start。',
    );
    expect(nodeVersionProblem('v18.20.8', '>=20.19.5')).toContain('v18.20.8');
    expect(nodeVersionProblem('20.9.0', '>=20.19.5')).not.toBeNull();
  });

  it('lets the minimum and anything newer through', () => {
    for (const v of ['20.19.5', '20.20.0', '22.0.0', 'v24.1.0'])
      expect(nodeVersionProblem(v, '>=20.19.5'), v).toBeNull();
  });

  it('says so when the promise is not a plain lower bound', () => {
    expect(nodeVersionProblem('22.0.0', '^20.19.5')).toContain('engines.node');
  });
});
