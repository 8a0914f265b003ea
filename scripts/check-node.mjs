// Runs first in `npm start` / `npm run serve`, before anything that may need a newer Node.js: plain
// JavaScript that older versions can still parse, so they get a clear message instead of a crash.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The lowest version a `>=X.Y.Z` range allows, as [major, minor, patch]; null for any other form. */
export function minimumOf(range) {
  const m = /^\s*>=\s*v?(\d+)\.(\d+)(?:\.(\d+))?\s*$/.exec(range || '');
  return m ? [Number(m[1]), Number(m[2]), Number(m[3] || 0)] : null;
}

/** Why `current` (e.g. `20.19.4`) cannot run the platform under `range`, in Chinese; null when it can. */
export function nodeVersionProblem(current, range) {
  const min = minimumOf(range);
  if (!min) return `package.json 的 engines.node 应写成“>=主版本.次版本.修订号”，实际为“${range}”`;
  const parts = String(current).replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const have = parts[i] || 0;
    if (have > min[i]) return null;
    if (have < min[i]) {
      return (
        `当前 Node.js 版本为 v${parts.join('.')}，本平台需要 Node.js ${min.join('.')} 或更高版本。` +
        '请先升级 Node.js（推荐使用最新的 22 LTS 版本），再运行 npm start。'
      );
    }
  }
  return null;
}

/** The promised range, read from the root package.json. */
export function promisedRange() {
  const file = fileURLToPath(new URL('../package.json', import.meta.url));
  const engines = JSON.parse(readFileSync(file, 'utf8')).engines || {};
  return engines.node || '';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problem = nodeVersionProblem(process.versions.node, promisedRange());
  if (problem) {
    console.error(`\n[环境检查] ${problem}\n`);
    process.exit(1);
  }
}
