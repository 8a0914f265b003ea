import { expect, test } from './fixtures/test.ts';
import { adminPassword, button, shot, signedIn } from './portal-helpers.ts';

/**
 * Tenants: the platform administrator creates an organisation with its first administrator and brand
 * name; that administrator signs in and sees the organisation's brand; the platform administrator then
 * sets the expiry in the past, and the organisation's administrator is shown the expiry notice.
 */
const stamp = Date.now().toString(36);
const ORG = `晨光编程学校${stamp}`;
const BRAND = `晨光编程${stamp}`;
const ORG_ADMIN = `chenguang_${stamp}`;
const ORG_PASSWORD = 'Morning2026ok';

test('tenants: create an organisation with its administrator, brand it, let it expire', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const platform = await signedIn(browser, 'admin', adminPassword);

  await test.step('the platform administrator creates the organisation and its administrator', async () => {
    await platform.goto('/tenant/zuhuInfo');
    await button(platform, '新建机构').click();
    const dialog = platform.getByRole('dialog', { name: '新建机构' });
    await dialog.locator('#tenant-add_zuhuName').fill(ORG);
    await dialog.locator('#tenant-add_contactName').fill('周老师');
    await dialog.locator('#tenant-add_maxStudents').fill('50');
    await dialog.locator('#tenant-add_brandName').fill(BRAND);
    await dialog.locator('#tenant-add_adminUsername').fill(ORG_ADMIN);
    await dialog.locator('#tenant-add_adminPassword').fill(ORG_PASSWORD);
    await dialog.locator('#tenant-add_confirmPassword').fill(`${ORG_PASSWORD}x`);
    await button(platform, '保存').last().click();
    await expect(dialog.getByText('两次输入的密码不一致')).toBeVisible();
    await dialog.locator('#tenant-add_confirmPassword').fill(ORG_PASSWORD);
    await button(platform, '保存').last().click();
    await expect(dialog).toBeHidden();
    const row = platform.locator('.ant-table-row', { hasText: ORG });
    await expect(row).toBeVisible();
    await expect(row.getByText('0/50')).toBeVisible();
    await shot(platform, 'tenant-list');
  });

  const orgAdmin = await signedIn(browser, ORG_ADMIN, ORG_PASSWORD);
  await test.step('its administrator signs in and sees the organisation’s brand', async () => {
    await expect(orgAdmin.getByText(BRAND).first()).toBeVisible();
    await orgAdmin.goto('/tenant/zuhuInfo');
    const rows = orgAdmin.locator('.ant-table-row');
    await expect(rows).toHaveCount(1, { timeout: 30_000 });
    await expect(rows.first()).toContainText(ORG);
    await expect(button(orgAdmin, '新建机构')).toHaveCount(0);
  });

  await test.step('the platform administrator licenses a course on 课程授权; the organisation sees it read-only', async () => {
    await platform.goto('/teaching/courseAuth');
    await platform.getByRole('tab', { name: '机构授权' }).click();
    const picker = platform.getByTestId('allocation-tenant');
    await picker.click();
    await picker.locator('input').fill(ORG);
    await platform.locator('.ant-select-item-option', { hasText: ORG }).click();
    const licences = platform.getByTestId('tenant-licenses');
    await licences.getByLabel('授权课程').click();
    // Courses made by other journeys may be listed first; take one that can be chosen.
    const option = platform
      .locator(
        '.ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled):not(.ant-select-item-option-selected)',
      )
      .first();
    const courseName = (await option.innerText()).trim();
    await option.click();
    // A multiple select keeps its list open; close it so it cannot cover the save button.
    await platform.keyboard.press('Escape');
    await expect(platform.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await button(platform, '保存授权').click();
    await button(platform, '确定').last().click();
    await expect(platform.getByText('授权已保存')).toBeVisible();
    await shot(platform, 'tenant-course-licence');

    await orgAdmin.goto('/teaching/course');
    const row = orgAdmin.locator('.ant-table-row', { hasText: courseName });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByText('平台授权')).toBeVisible();
    await platform.goto('/tenant/zuhuInfo');
  });

  await test.step('the platform administrator sets the expiry in the past', async () => {
    const row = platform.locator('.ant-table-row', { hasText: ORG });
    await row.getByRole('button', { name: /编辑/ }).click();
    const title = platform.getByText(`编辑机构：${ORG}`);
    await expect(title).toBeVisible();
    await platform.getByRole('tab', { name: '到期与配额' }).click();
    const date = platform.locator('#tenant-edit_expireTime');
    await date.click();
    await date.fill('2026-01-05');
    await date.press('Enter');
    await button(platform, '保存').last().click();
    await button(platform, '确定').last().click();
    await expect(title).toBeHidden();
    await expect(platform.locator('.ant-table-row', { hasText: ORG }).getByText('已到期')).toBeVisible();
  });

  await test.step('the organisation’s administrator is shown the expiry notice', async () => {
    await orgAdmin.goto('/account/center');
    await expect(orgAdmin).toHaveURL(/\/tenant-expired/, { timeout: 20_000 });
    await expect(orgAdmin.getByTestId('tenant-notice-message')).toHaveText(
      '所在机构的服务已于 2026-01-05 到期，请联系机构管理员续费',
    );
    await expect(orgAdmin.getByText('机构已到期')).toBeVisible();
    await shot(orgAdmin, 'tenant-expired');
  });
});
