import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { start, stop, waitFor } from './measure.ts';

// Editor first load from a cold cache: the bundled server, Debian's Chromium through Playwright, a
// fresh browser context per run (empty cache). Measures the bytes transferred (headers + encoded
// bodies of every response, the editor's workers included) and the time from navigation until the
// editor can be used: /python when Pyodide is ready (运行 enabled), /scratch3 when the GUI's blocks
// workspace is visible. A page the build does not have is skipped with a message.
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/main.js';
const PORT = Number(process.env.BENCH_PORT ?? 18307);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_PASSWORD = 'Bench@123456';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LOAD_AT_START = os.loadavg()[0].toFixed(1);

interface Editor {
  path: string;
  label: string;
  /** Resolves when the editor is usable. */
  ready: (page: Page) => Promise<void>;
}

const EDITORS: Editor[] = [
  {
    path: '/scratch3',
    label: 'Scratch 3 编辑器：积木工作区出现',
    // The GUI may run in an iframe of the page: look in every frame.
    ready: async (page) => {
      const deadline = Date.now() + 120_000;
      while (Date.now() < deadline) {
        for (const frame of page.frames()) {
          const blocks = frame.locator('.blocklyWorkspace, .blocklySvg').first();
          if (await blocks.isVisible().catch(() => false)) return;
        }
        await page.waitForTimeout(100);
      }
      throw new Error('积木工作区 120 秒内没有出现');
    },
  },
  {
    path: '/python',
    label: 'Python 编辑器：Pyodide 就绪（运行按钮可用）',
    ready: async (page) => {
      await page
        .getByRole('button', { name: /运\s*行/ })
        .and(page.locator(':enabled'))
        .waitFor({ state: 'visible', timeout: 120_000 });
    },
  },
];

interface Run {
  bytes: number;
  requests: number;
  ms: number;
}

async function loadOnce(browser: Browser, editor: Editor, token: string): Promise<Run | string> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  const finished: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    finished.push(
      request
        .sizes()
        .then((s) => s.responseBodySize + s.responseHeadersSize)
        .catch(() => 0),
    );
  });
  try {
    const started = Date.now();
    await page.goto(`${BASE}${editor.path}?token=${encodeURIComponent(token)}`);
    // An unknown path lands on /404: the editor is not in this build.
    await page.waitForLoadState('domcontentloaded');
    const missing = await Promise.race([
      editor.ready(page).then(() => false),
      page.waitForURL(/\/404$/, { timeout: 120_000 }).then(() => true),
    ]);
    if (missing) return `${editor.path} 不在这个构建里，跳过`;
    const ms = Date.now() - started;
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const sizes = await Promise.all(finished);
    return { bytes: sizes.reduce((a, b) => a + b, 0), requests: sizes.length, ms };
  } catch (error) {
    return `${editor.path} 加载失败：${(error as Error).message.split('\n')[0]}`;
  } finally {
    await context.close();
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ck-bench-editors-'));
  const server = start(SERVER, {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOGIN_CAPTCHA: 'off',
    ADMIN_PASSWORD,
  });
  const browser = await chromium.launch({
    executablePath: process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    await waitFor(`${BASE}/api/sys/config/getCurrentConfig`, Date.now(), 120_000);
    const login = await fetch(`${BASE}/api/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const token = ((await login.json()) as { result: { token: string } }).result.token;
    const rows: string[] = [];
    for (const editor of EDITORS) {
      const runs: Run[] = [];
      let skipped = '';
      for (let i = 0; i < RUNS && !skipped; i++) {
        const run = await loadOnce(browser, editor, token);
        if (typeof run === 'string') skipped = run;
        else runs.push(run);
      }
      if (skipped) {
        console.log(skipped);
        rows.push(`| \`${editor.path}\` | ${editor.label} | — | — | — | ${skipped} |`);
        continue;
      }
      const ms = runs.map((r) => r.ms);
      const line = `| \`${editor.path}\` | ${editor.label} | ${mb(runs[0].bytes)} | ${runs[0].requests} | ${median(ms)} ms | ${ms.join(' / ')} ms |`;
      console.log(line);
      rows.push(line);
    }
    return [
      '## 编辑器首次加载（冷缓存）',
      '',
      `由 \`node --import tsx bench/editors.ts\` 生成（${new Date().toISOString().slice(0, 10)}，${os.cpus().length} 核，Node ${process.version}，开始时 1 分钟平均负载 ${LOAD_AT_START}）。`,
      `打包后的服务（内嵌 PGlite）与 Debian 的 Chromium（无头），每次一个全新的浏览器上下文（空缓存），同一页面测 ${RUNS} 次。`,
      '传输量是全部应答（含编辑器 Worker 取的文件）的头部与编码后正文之和；可用时间从开始导航算起。',
      '',
      '| 页面 | 可用的标志 | 传输量 | 请求数 | 可用时间（中位数） | 各次 |',
      '|---|---|---:|---:|---:|---|',
      ...rows,
      '',
      'Python 编辑器的大头是自托管的 Pyodide（`pyodide.asm.wasm` 约 9.2 MB、`python_stdlib.zip` 约 2.4 MB、`pyodide.asm.mjs` 约 1.2 MB），只在 `/python` 加载；',
      '服务器没有压缩应答，这些文件按原始大小传输；再次打开时凭 ETag 重新验证，不再重新下载。',
      '',
    ].join('\n');
  } finally {
    await browser.close();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const section = await main();
const file = 'docs/benchmarks.md';
const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# 性能基准\n';
const at = current.indexOf('## 编辑器首次加载');
if (at < 0) fs.writeFileSync(file, `${current.trimEnd()}\n\n${section}`);
else {
  const next = current.indexOf('\n## ', at + 1);
  fs.writeFileSync(file, `${current.slice(0, at)}${section}${next >= 0 ? current.slice(next + 1) : ''}`);
}
console.log(section);
