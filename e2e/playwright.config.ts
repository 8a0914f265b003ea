import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 18080);

// A fresh database per run; workers load this file again and inherit the same values via the env.
if (!process.env.CK_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'ck-e2e-'));
  process.env.CK_E2E_DATA_DIR = dataDir;
  // Only the runner (not a worker) owns the directory; it exits after the web server has stopped.
  if (!process.env.TEST_WORKER_INDEX)
    process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
process.env.CK_E2E_ADMIN_PASSWORD ??= 'Admin@123456';
// The school's CAS server of e2e/sso.spec.ts: a fake the spec starts on this address.
process.env.CK_E2E_CAS_URL ??= `http://127.0.0.1:${port + 1000}/cas`;

/**
 * Browser journeys against the real platform: the server (which also serves apps/web/dist, so build
 * first) on port 18080 with captcha off, driven through Debian's Chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Dialogs and dropdowns open at once (the app honours reduced motion), so no click lands mid-animation.
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 860 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The production bundle that `npm run build` makes.
    command: 'node apps/server/dist/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/sys/config/getCurrentConfig`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.CK_E2E_DATA_DIR,
      LOGIN_CAPTCHA: 'off',
      ADMIN_PASSWORD: process.env.CK_E2E_ADMIN_PASSWORD,
      CAS_SERVER_URL: process.env.CK_E2E_CAS_URL,
      // e2e/companion.spec.ts reads the guardian's SMS code here.
      SMS_LOG_FILE: join(process.env.CK_E2E_DATA_DIR, 'sms-codes.log'),
    },
  },
});
