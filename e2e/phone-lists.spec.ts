import { expect, type Locator, test } from '@playwright/test';
import { loginUi } from './portal-helpers.ts';

/**
 * Lists on a phone (390 px): a table scrolls sideways with one line per cell, and no pinned column
 * covers the others.
 */
const adminPassword = process.env.CK_E2E_ADMIN_PASSWORD ?? 'Admin@123456';

test.use({ viewport: { width: 390, height: 844 } });

/** True when the element is what a tap at its centre reaches (nothing pinned lies on top of it). */
async function isOnTop(target: Locator) {
  const box = await target.boundingBox();
  if (!box) return false;
  const x = box.x + Math.min(box.width / 2, 20);
  const y = box.y + box.height / 2;
  return target.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px, py)), [x, y]);
}

test('the user list and the practice list are readable at 390 px', async ({ page }) => {
  await loginUi(page, 'admin', adminPassword);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });

  await page.goto('/isystem/user');
  const account = page.locator('.ant-table-thead th', { hasText: '用户账号' });
  const realname = page.locator('.ant-table-thead th', { hasText: '真实姓名' });
  await expect(account).toBeVisible();
  expect(await isOnTop(account)).toBe(true);
  expect(await isOnTop(realname)).toBe(true);

  await page.goto('/oj');
  const title = page.locator('.ant-table-tbody td a', { hasText: '两数之和' }).first();
  await expect(title).toBeVisible();
  const box = await title.boundingBox();
  // One line of text, not one character per line.
  expect(box?.height ?? 0).toBeLessThan(30);
  expect(box?.width ?? 0).toBeGreaterThan(40);
});
