import { expect, type Page, test } from './fixtures/test.ts';

/**
 * The back-office shell journey: guard redirect, login, menu, multi-tab rules, the dictionary page with
 * its item drawer (add and search), logout, and the guard again.
 */
const adminPassword = process.env.CK_E2E_ADMIN_PASSWORD ?? 'Admin@123456';

/** antd puts a space between two Chinese characters in buttons ("登 录"); an icon may prefix its name. */
const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${text.split('').join('\\s*')}\\s*$`) });

const tabs = (page: Page) => page.locator('.ck-tabs .ant-tabs-tab');
const tab = (page: Page, title: string) => tabs(page).filter({ hasText: title });
const sideMenu = (page: Page) => page.locator('.ant-layout-sider .ant-menu');

async function contextAction(page: Page, tabTitle: string, action: string) {
  const item = page
    .locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item')
    .filter({ has: page.getByText(action, { exact: true }) });
  // The tab bar re-renders right after a navigation and may close the menu under the pointer: open it
  // again and retry the click if either raced it (every action here is harmless to repeat).
  await expect(async () => {
    await tab(page, tabTitle).click({ button: 'right' });
    await expect(item).toBeVisible({ timeout: 2_000 });
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

test('shell journey: guard, login, menu, tabs, dictionary items, logout', async ({ page }) => {
  await test.step('a protected URL sends a signed-out visitor to login with the redirect', async () => {
    await page.goto('/isystem/dict');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fisystem%2Fdict$/);
    await expect(page.getByPlaceholder('验证码')).toHaveCount(0);
  });

  await test.step('the login form validates, then signs in and follows the redirect', async () => {
    await button(page, '登录').click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await page.getByPlaceholder('用户名').fill('admin');
    await page.getByPlaceholder('密码').fill(adminPassword);
    await button(page, '登录').click();
    await expect(page).toHaveURL(/\/isystem\/dict$/);
  });

  await test.step('the side menu comes from the server', async () => {
    const menu = sideMenu(page);
    await expect(menu.getByRole('menuitem', { name: '首页' })).toBeVisible();
    await expect(menu.getByText('系统管理')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: '数据字典' })).toBeVisible();
    await expect(tabs(page)).toHaveCount(2);
    await expect(page).toHaveTitle(/^数据字典 · /);
  });

  await test.step('tabs: close one, the last and the home tab refuse to close', async () => {
    await tab(page, '数据字典').locator('.ant-tabs-tab-remove').click();
    await expect(tabs(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/dashboard\/index$/);
    await expect(page.getByText(/欢迎回来/).first()).toBeVisible();

    await contextAction(page, '首页', '关闭当前');
    await expect(page.getByText('这是最后一页，不能再关闭了啦')).toBeVisible();

    await sideMenu(page).getByRole('menuitem', { name: '数据字典' }).click();
    await expect(page).toHaveURL(/\/isystem\/dict$/);
    await expect(tabs(page)).toHaveCount(2);
    await expect(tab(page, '数据字典')).toHaveClass(/ant-tabs-tab-active/);

    await contextAction(page, '首页', '关闭当前');
    await expect(page.getByText('首页不能关闭!')).toBeVisible();
    await expect(tabs(page)).toHaveCount(2);
    await expect(tab(page, '首页').locator('.ant-tabs-tab-remove')).toHaveCount(0);
  });

  await test.step('dictionary page: find 性别 and add an item to it', async () => {
    const main = page.locator('.ant-layout-content');
    await main.getByPlaceholder('请输入字典名称（模糊查询）').fill('性别');
    await button(page, '查询').first().click();
    const row = main.locator('.ant-table-row').filter({ hasText: 'sex' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: '字典配置' }).click();

    const drawer = page.locator('.ant-drawer');
    await expect(drawer.getByText('字典配置 · 性别')).toBeVisible();
    await expect(drawer.locator('.ant-table-row')).toHaveCount(2);

    await button(page, '新增').last().click();
    const dialog = page.getByRole('dialog').filter({ hasText: '新增字典项' });
    await dialog.getByRole('textbox', { name: '名称' }).fill('E2E测试项');
    await dialog.getByRole('textbox', { name: '数据值' }).fill('e2e');
    await button(page, '保存').click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(drawer.locator('.ant-table-row')).toHaveCount(3);

    await drawer.getByPlaceholder('请输入名称（模糊查询）').fill('E2E');
    await drawer.getByRole('button', { name: /查\s*询/ }).click();
    await expect(drawer.locator('.ant-table-row')).toHaveCount(1);
    await expect(drawer.locator('.ant-table-row').first()).toContainText('E2E测试项');
    await expect(drawer.locator('.ant-table-row').first()).toContainText('启用');

    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();
  });

  await test.step('logout confirms, then lands on a public page', async () => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '真的要退出登录吗？' })
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(button(page, '登录/注册')).toBeVisible();
  });

  await test.step('the guard applies again after logout', async () => {
    await page.goto('/isystem/dict');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fisystem%2Fdict$/);
  });
});
