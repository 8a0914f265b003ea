import { expect, type Page, test } from './fixtures/test.ts';

/**
 * Administration journey: the admin adds a class under the demo school, batch-creates three students
 * for it (passwords shown once), finds one by search, freezes it, and that student can no longer sign in.
 */
const adminPassword = process.env.CK_E2E_ADMIN_PASSWORD ?? 'Admin@123456';

const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${text.split('').join('\\s*')}\\s*$`) });
const visibleModal = (page: Page) => page.getByRole('dialog').last();

async function openMenu(page: Page, name: string) {
  const menu = page.locator('.ant-layout-sider .ant-menu');
  const item = menu.getByRole('menuitem', { name });
  if (!(await item.isVisible())) await menu.getByText('系统管理').click();
  await item.click();
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/user/login');
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await button(page, '登录').click();
}

test('admin creates a class, batch-creates students, freezes one who then cannot sign in', async ({
  page,
}) => {
  const suffix = Date.now().toString(36).slice(-4);
  const className = `五年级${suffix}班`;
  const prefix = `e${suffix}`;
  let students: { username: string; password: string }[] = [];

  await test.step('sign in as admin and open 部门管理', async () => {
    await signIn(page, 'admin', adminPassword);
    await expect(page).toHaveURL(/\/account\/center|\/dashboard/);
    await openMenu(page, '部门管理');
    await expect(page.getByText('码趣示范学校')).toBeVisible();
  });

  await test.step('add a class under the demo school', async () => {
    await page.locator('.ant-tree').getByText('码趣示范学校').click();
    await button(page, '添加下级').click();
    const modal = visibleModal(page);
    await modal.getByLabel('名称').fill(className);
    await modal.getByLabel('班级').check();
    await button(page, '保存').last().click();
    await expect(page.locator('.ant-tree').getByText(className)).toBeVisible();
    await expect(page.getByText(/A01A\d{2}（系统生成）/)).toBeVisible();
  });

  await test.step('batch-create three students and read their passwords once', async () => {
    await openMenu(page, '用户管理');
    await button(page, '批量创建学生').click();
    const modal = visibleModal(page);
    // The tree dropdown loads its nodes after opening; pick again until the class shows as chosen.
    await expect(async () => {
      await modal.getByLabel('班级').click();
      await page
        .locator('.ant-select-tree-node-content-wrapper')
        .filter({ hasText: className })
        .click({ timeout: 3_000 });
      await expect(modal.getByTitle(className)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await modal.getByLabel('账号前缀').fill(prefix);
    await modal.getByRole('spinbutton', { name: '数量' }).fill('3');
    await button(page, '开始创建').click();
    await expect(modal.getByText('初始密码只显示这一次')).toBeVisible();
    const rows = modal.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    students = [];
    for (let i = 0; i < 3; i++) {
      const cells = rows.nth(i).locator('td');
      students.push({
        username: (await cells.nth(0).innerText()).trim(),
        password: (await cells.nth(2).innerText()).trim(),
      });
    }
    expect(students.map((s) => s.username)).toEqual([`${prefix}001`, `${prefix}002`, `${prefix}003`]);
    await button(page, '我已保存，关闭').click();
    await expect(modal).toBeHidden();
  });

  await test.step('find one student by search and freeze it', async () => {
    await page.locator('#userSearch_username').fill(`${prefix}002`);
    await button(page, '查询').click();
    const rows = page.locator('.ant-card .ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(className);
    await rows.first().getByRole('button', { name: '冻结' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(rows.first().getByText('冻结', { exact: true }).first()).toBeVisible();
    await expect(rows.first().getByRole('button', { name: '解冻' })).toBeVisible();
  });

  await test.step('the frozen student cannot sign in; another one can', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await signIn(page, students[1].username, students[1].password);
    await expect(page.getByText('该用户已冻结，请联系管理员').first()).toBeVisible();
    await expect(page).toHaveURL(/\/user\/login/);
    await signIn(page, students[0].username, students[0].password);
    await expect(page).not.toHaveURL(/\/user\/login/);
  });
});
