import { expect, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, loginUi, openInApp, setPasswords } from './portal-helpers.ts';

/**
 * What a newcomer meets in the first hour: the welcome notice clear of drawers' Save buttons, the
 * mascot tucked away, below dialogs, out of the code editor's way and switched off for good when asked,
 * and exception pages with the brand and a way back.
 */
const PASSWORD = 'First@Hour2468';
const PEEK = 28;

test.beforeAll(async ({ request }) => {
  const admin = await apiAs(request, 'admin', adminPassword);
  await setPasswords(admin, ['student1'], PASSWORD);
});

test('first hour: welcome notice, mascot and exception pages', async ({ page }) => {
  const viewport = page.viewportSize() ?? { width: 1366, height: 860 };

  await test.step('the welcome notice opens clear of the right side where drawers open', async () => {
    await loginUi(page, 'student1', PASSWORD);
    const notice = page.locator('.ant-notification-notice').filter({ hasText: '欢迎回来' });
    await expect(notice).toBeVisible();
    const box = await notice.boundingBox();
    expect(box).not.toBeNull();
    // Drawers are anchored right (Save in their header or footer): the notice stays in the left part.
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(viewport.width - 500);
    await expect(page.getByTestId('user-menu')).toBeVisible();
  });

  const mascot = page.getByTestId('mascot');
  await test.step('the mascot starts tucked away at the right edge', async () => {
    await expect(mascot).toBeVisible();
    await expect(mascot).toHaveAttribute('data-hidden', 'right');
    const box = await mascot.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(viewport.width - PEEK - 1);
  });

  await test.step('a click pulls it out; a dialog mask covers it', async () => {
    const strip = await mascot.boundingBox();
    await page.mouse.click((strip?.x ?? 0) + 8, (strip?.y ?? 0) + 60);
    await expect(mascot).toHaveAttribute('data-hidden', '');
    await expect(async () => {
      const box = await mascot.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    }).toPass();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '修改密码' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const box = await mascot.boundingBox();
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x, y)?.getAttribute('data-testid') ?? '',
      [(box?.x ?? 0) + 100, (box?.y ?? 0) + 62],
    );
    expect(onTop).not.toBe('mascot');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step('it steps aside while a code editor is on the page', async () => {
    await openInApp(page, '/oj');
    await page.getByRole('link', { name: '两数之和' }).click();
    await expect(page.locator('.cm-editor').first()).toBeVisible({ timeout: 30_000 });
    await expect(mascot).toHaveCount(0);
    await openInApp(page, '/dashboard/index');
    await expect(mascot).toBeVisible();
  });

  await test.step('it can be turned off in the personal settings, and stays off', async () => {
    await openInApp(page, '/account/settings/custom');
    const toggle = page.getByRole('switch', { name: '显示码狗' });
    await expect(toggle).toBeChecked();
    await toggle.click();
    await expect(mascot).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByRole('switch', { name: '显示码狗' })).not.toBeChecked();
    await expect(mascot).toHaveCount(0);
    await page.getByRole('switch', { name: '显示码狗' }).click();
    await expect(mascot).toBeVisible();
  });

  await test.step('exception pages show the brand and lead home or back', async () => {
    const config = (await (await page.request.get('/api/sys/config/getCurrentConfig')).json()) as {
      result: { brandName?: string };
    };
    const brand = config.result.brandName || '编程教学平台';
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByTestId('exception-brand')).toContainText(brand);
    await expect(page.getByTestId('exception-brand').getByRole('img')).toBeVisible();
    // Opened first in this tab: there is no earlier page, so "back" goes home.
    await button(page, '返回上一页').click();
    await expect(page).toHaveURL(/\/dashboard\/index$/);

    await openInApp(page, '/403');
    await expect(page.getByText('抱歉，您无权访问此页面。')).toBeVisible();
    await expect(page.getByTestId('exception-brand')).toContainText(brand);
    await button(page, '返回上一页').click();
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    await expect(page.getByTestId('user-menu')).toBeVisible();

    await openInApp(page, '/500');
    await expect(page.getByText('抱歉，服务器出错了，请稍后再试。')).toBeVisible();
    await button(page, '返回首页').click();
    await expect(page).toHaveURL(/\/dashboard\/index$/);
  });
});
