import { makeSb3, makeSb3WithoutProject } from './fixtures/make-sb3.ts';
import { expect, type Locator, type Page, test } from './fixtures/test.ts';
import { adminPassword, tokenOf, uploadFile, WEBGL_LAUNCH } from './portal-helpers.ts';

/**
 * The Scratch player on its page: a project uploaded through the file API loads, runs on the green
 * flag (the ball moves, the VM reports running), stops, takes key presses; a bad file shows why it
 * failed. The stage draws with WebGL: the browser is asked for the software renderer explicitly
 * instead of relying on its fallback without a GPU.
 */
test.use({
  launchOptions: WEBGL_LAUNCH,
});

/** Signs the browser in as the administrator (the player page may be open to signed-in users only). */
async function signIn(page: Page): Promise<string> {
  const token = await tokenOf(page.request, 'admin', adminPassword);
  await page.goto(`/account/center?token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  return token;
}

/** Uploads a file through the platform's upload API; the answer is the path it is served under. */
async function upload(page: Page, token: string, name: string, data: Buffer): Promise<string> {
  const stored = await uploadFile<string>(page.request, token, '/api/sys/common/upload', name, data, {
    biz: 'teaching/unit',
  });
  return `/api/sys/common/static/${stored}`;
}

// Software WebGL on a busy machine: loading and the first frames can take many seconds.
test.setTimeout(240_000);
const SLOW = { timeout: 60_000 };

const stageShot = (stage: Locator) => stage.screenshot({ animations: 'disabled' });

test('scratch player: loads an uploaded project, runs it, stops it and takes keys', async ({ page }) => {
  const token = await signIn(page);
  const src = await upload(page, token, '小球.sb3', await makeSb3());
  await page.goto(`/scratch-player?src=${encodeURIComponent(src)}&title=${encodeURIComponent('小球')}`);
  const player = page.getByTestId('scratch-player');
  await expect(player).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(player.getByText('小球')).toBeVisible();
  const stage = player.getByLabel('Scratch 舞台');
  await expect(stage).toBeVisible();
  const before = await stageShot(stage);

  // The first frame after the flag may block the page for seconds: do not wait for it in the click.
  await page.getByRole('button', { name: '开始' }).click({ noWaitAfter: true });
  await page.mouse.move(0, 0);
  await expect(player).toHaveAttribute('data-running', 'true', SLOW);
  // The ball keeps moving: two pictures a moment apart differ, and both differ from the first.
  await expect.poll(async () => (await stageShot(stage)).equals(before), SLOW).toBe(false);
  const moving = await stageShot(stage);
  await expect.poll(async () => (await stageShot(stage)).equals(moving), SLOW).toBe(false);

  await page.getByRole('button', { name: '停止' }).click();
  await expect(player).toHaveAttribute('data-running', 'false', SLOW);
  // Stopped: once the bubble is gone and the tooltip has faded, the picture stays still.
  await page.mouse.move(0, 0);
  let stopped = await stageShot(stage);
  await expect
    .poll(async () => {
      const next = await stageShot(stage);
      const still = next.equals(stopped);
      stopped = next;
      return still;
    }, SLOW)
    .toBe(true);

  // The space key lifts the ball: the picture changes although the project is stopped.
  await stage.click();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await stageShot(stage)).equals(stopped), SLOW).toBe(false);

  await page.getByRole('button', { name: '加速模式' }).click();
  await expect(page.getByRole('button', { name: '加速模式' })).toHaveAttribute('aria-pressed', 'true', SLOW);
});

test('scratch player: a broken file shows the reason', async ({ page }) => {
  const token = await signIn(page);
  const notZip = await upload(page, token, '坏文件.sb3', Buffer.from('这不是作品文件'));
  await page.goto(`/scratch-player?src=${encodeURIComponent(notZip)}`);
  const error = page.getByTestId('scratch-error');
  await expect(error.getByText('作品加载失败')).toBeVisible({ timeout: 60_000 });
  await expect(error.getByText('不是有效的 Scratch 作品文件')).toBeVisible();

  const noProject = await upload(page, token, '空压缩包.sb3', await makeSb3WithoutProject());
  await page.goto(`/scratch-player?src=${encodeURIComponent(noProject)}`);
  await expect(page.getByTestId('scratch-error').getByText('作品加载失败')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('scratch-error').getByText('没有 project.json')).toBeVisible();

  await page.goto(`/scratch-player?src=${encodeURIComponent('/api/sys/common/static/e2e/none.sb3')}`);
  await expect(page.getByTestId('scratch-error').getByText('文件不存在（404）')).toBeVisible({
    timeout: 60_000,
  });
});
