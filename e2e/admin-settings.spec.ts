import { expect, type Page, test } from './fixtures/test.ts';

/** Administrator journey: rename the brand in 系统设置 and see it on the login page; upload in 文件管理. */
const adminPassword = process.env.CK_E2E_ADMIN_PASSWORD ?? 'Admin@123456';

const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${text.split('').join('\\s*')}\\s*$`) });

/** A tiny valid 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('admin settings: brand name reaches the login page; an uploaded image is listed', async ({
  page,
  browser,
}) => {
  const brand = `码趣E2E${Date.now() % 100000}`;

  await test.step('sign in and open 系统设置', async () => {
    await page.goto('/user/login?redirect=%2Fisystem%2Fconfig');
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill(adminPassword);
    await button(page, '登录').click();
    await expect(page).toHaveURL(/\/isystem\/config$/);
    await expect(page.locator('.ant-layout-sider').getByRole('menuitem', { name: '系统设置' })).toBeVisible();
  });

  await test.step('change the brand name, preview it and save', async () => {
    const main = page.locator('.ant-layout-content');
    const name = main.getByRole('textbox', { name: '品牌名称' });
    await expect(name).toHaveValue(/.+/);
    await name.fill(brand);
    await button(page, '预览').click();
    const preview = page.getByRole('dialog').filter({ hasText: '效果预览' });
    await expect(preview.getByText(brand)).toBeVisible();
    await preview.getByRole('button', { name: '关 闭', exact: true }).click();
    await expect(preview).toBeHidden();
    await button(page, '保存').first().click();
    await expect(page.getByText('保存成功')).toBeVisible();
  });

  await test.step('a signed-out visitor sees the new name on the login page', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/user/login');
    await expect(visitor.getByRole('heading', { name: brand })).toBeVisible();
    await context.close();
  });

  await test.step('upload an image in 文件管理 and see it in the list', async () => {
    await page.goto('/isystem/file');
    const main = page.locator('.ant-layout-content');
    await expect(main.getByText('文件管理').first()).toBeVisible();
    await main
      .locator('input[type=file]')
      .setInputFiles({ name: 'e2e-logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('上传成功')).toBeVisible();
    const row = main.locator('.ant-table-row').filter({ hasText: 'e2e-logo.png' });
    await expect(row).toHaveCount(1);
    // Private unless the switch says otherwise; the list still previews it through a signed link.
    await expect(row).toContainText('私有');
    const thumb = row.locator('img');
    await expect(thumb).toBeVisible();
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});
