import ExcelJS from 'exceljs';
import { expect, type Page, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, loginUi } from './portal-helpers.ts';

/**
 * Two back-office tools: 编码校验规则 (add with row validation, search, 测试, edit, delete) and the user
 * Excel import with its progress dialog (300 users written; a sheet with a bad row writes nothing).
 */

const content = (page: Page) => page.locator('.ant-layout-content');
const dialog = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title').getByText(title) });

async function openMenu(page: Page, name: string) {
  const menu = page.locator('.ant-layout-sider .ant-menu');
  const item = menu.getByRole('menuitem', { name });
  // The submenu may still be folding open or closed; click until the item can be chosen.
  await expect(async () => {
    if (!(await item.isVisible())) await menu.getByText('系统管理', { exact: true }).click();
    await item.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

async function signInAsAdmin(page: Page) {
  await loginUi(page, 'admin', adminPassword);
  await expect(page).not.toHaveURL(/\/user\/login/);
}

/** The columns of the import template (apps/server/src/domains/admin/user-excel.ts). */
const HEADER = [
  '用户账号',
  '真实姓名',
  '昵称',
  '性别',
  '生日',
  '手机号',
  '邮箱',
  '角色编码',
  '班级编码',
  '密码',
];

async function sheetOf(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('用户');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const studentRow = (username: string, realname: string) => [
  username,
  realname,
  '',
  '女',
  '2015-03-01',
  '',
  '',
  'student',
  '',
  '',
];

async function upload(page: Page, name: string, buffer: Buffer) {
  await content(page).locator('.ant-upload input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

async function searchUser(page: Page, username: string) {
  await page.locator('#userSearch_username').fill(username);
  await button(page, '查询').first().click();
}

test('code check rules: add with row checks, search, test a value, edit and delete', async ({ page }) => {
  const suffix = Date.now().toString(36).slice(-5);
  const ruleCode = `stu_no_${suffix}`;
  const ruleName = `学号规则${suffix}`;
  const rows = () => content(page).locator('.ant-table-tbody tr.ant-table-row');

  await test.step('open 编码校验规则 from the side menu', async () => {
    await signInAsAdmin(page);
    await openMenu(page, '编码校验规则');
    await expect(page).toHaveURL(/\/isystem\/checkRule$/);
    await expect(content(page).getByText('编码校验规则').first()).toBeVisible();
  });

  await test.step('add a rule of two rows; an invalid pattern gets a Chinese message', async () => {
    await button(page, '新增').click();
    const form = dialog(page, '新增编码校验规则');
    await expect(form).toBeVisible();
    await form.getByLabel('规则名称').fill(ruleName);
    await form.getByLabel('规则编码').fill(ruleCode);
    await form.getByLabel('第 1 条规则的位数').fill('2');
    await form.getByLabel('第 1 条规则的正则表达式').fill('^[A-Z]+$');
    await form.getByLabel('第 1 条规则的提示信息').fill('前两位必须是大写字母');
    await form.getByRole('button', { name: '添加规则' }).click();
    await expect(form.getByLabel('第 2 条规则的位数')).toHaveValue('*');
    await form.getByLabel('第 2 条规则的正则表达式').fill('(');
    await form.getByLabel('第 2 条规则的提示信息').fill('其余必须是数字');
    await button(page, '保存').last().click();
    await expect(form.getByText('正则表达式格式不正确')).toBeVisible();
    // Nothing was sent: the dialog stays open.
    await expect(form).toBeVisible();
    await form.getByLabel('第 2 条规则的正则表达式').fill('^[0-9]+$');
    await expect(form.getByText('正则表达式格式不正确')).toBeHidden();
    await button(page, '保存').last().click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(form).toBeHidden();
  });

  await test.step('find the rule by its code', async () => {
    const search = content(page).locator('form').first();
    await search.getByLabel('规则编码').fill(ruleCode);
    await button(page, '查询').first().click();
    await expect(rows()).toHaveCount(1);
    await expect(rows().first()).toContainText(ruleName);
    await expect(rows().first()).toContainText(ruleCode);
  });

  await test.step('测试 with a passing and a failing value', async () => {
    await rows().first().getByRole('button', { name: '测试' }).click();
    const tester = dialog(page, `测试规则：${ruleName}`);
    await expect(tester).toBeVisible();
    const value = tester.getByLabel('要校验的值');
    await value.fill('AB2024001');
    await button(page, '校验').click();
    await expect(tester.locator('.ant-alert-success')).toBeVisible();
    await value.fill('A12024001');
    await button(page, '校验').click();
    await expect(tester.locator('.ant-alert-error')).toContainText('校验未通过');
    await expect(tester.locator('.ant-alert-error')).toContainText('前两位必须是大写字母');
    await value.fill('AB20x4');
    await button(page, '校验').click();
    await expect(tester.locator('.ant-alert-error')).toContainText('其余必须是数字');
    await tester
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /关\s*闭/ })
      .click();
    await expect(tester).toBeHidden();
  });

  await test.step('edit the rule name', async () => {
    await rows().first().getByRole('button', { name: '编辑' }).click();
    const form = dialog(page, '编辑编码校验规则');
    await expect(form.getByLabel('规则编码')).toHaveValue(ruleCode);
    await expect(form.getByLabel('第 2 条规则的正则表达式')).toHaveValue('^[0-9]+$');
    await form.getByLabel('规则名称').fill(`${ruleName}（新）`);
    await button(page, '保存').last().click();
    await expect(page.getByText('编辑成功')).toBeVisible();
    await expect(form).toBeHidden();
    await expect(rows().first()).toContainText(`${ruleName}（新）`);
  });

  await test.step('delete it after the confirmation', async () => {
    await rows().first().getByRole('button', { name: '删除' }).click();
    const confirm = page
      .locator('.ant-popconfirm')
      .filter({ hasText: `确定删除规则“${ruleName}（新）”吗？` });
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(rows()).toHaveCount(0);
    await expect(content(page).getByText('没有符合条件的校验规则')).toBeVisible();
  });
});

test('user import: progress to 完成, 300 users written; a bad row writes nothing', async ({
  page,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const prefix = `imp${suffix}`;
  const usernames = Array.from({ length: 300 }, (_, i) => `${prefix}${String(i + 1).padStart(3, '0')}`);
  let initialPassword = '';

  await test.step('open 用户管理', async () => {
    await signInAsAdmin(page);
    await openMenu(page, '用户管理');
    await expect(page).toHaveURL(/\/isystem\/user$/);
  });

  await test.step('upload 300 users and follow the progress dialog to 完成', async () => {
    const sheet = await sheetOf(usernames.map((u, i) => studentRow(u, `导入学生${i + 1}`)));
    await upload(page, '用户导入.xlsx', sheet);
    const progress = dialog(page, /正在导入用户|导入完成/);
    await expect(progress).toBeVisible();
    const steps = progress.locator('.ant-steps-item');
    await expect(steps).toHaveText([/上传/, /解析/, /校验/, /写入/, /完成/]);
    await expect(progress.locator('.ant-modal-title')).toHaveText('导入完成');
    await expect(steps.last()).toHaveClass(/ant-steps-item-finish/);
    await expect(progress.locator('.ant-steps-item-finish')).toHaveCount(5);
    await expect(progress.getByText('导入成功，共 300 个用户')).toBeVisible();
    await expect(progress).toBeHidden();
  });

  await test.step('the result shows 300 imported and the initial password once', async () => {
    const info = dialog(page, '导入成功');
    await expect(info).toBeVisible();
    initialPassword = (await info.locator('.ant-typography strong').innerText()).trim();
    expect(initialPassword.length).toBeGreaterThanOrEqual(8);
    await info.getByRole('button', { name: /知\s*道\s*了|确\s*定|OK/ }).click();
    await expect(info).toBeHidden();

    const result = dialog(page, '导入结果');
    await expect(result).toBeVisible();
    const stat = (title: string) => result.locator('.ant-statistic').filter({ hasText: title });
    await expect(stat('总行数')).toContainText('300');
    await expect(stat('成功')).toContainText('300');
    await expect(stat('失败')).toContainText('0');
    await expect(result.getByText('全部数据导入成功')).toBeVisible();
    await result.getByRole('button', { name: /知\s*道\s*了/ }).click();
    await expect(result).toBeHidden();
  });

  await test.step('the list finds an imported user, who signs in with the initial password', async () => {
    const target = usernames[149];
    await searchUser(page, target);
    const rows = content(page).locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(target);
    await expect(rows.first()).toContainText('导入学生150');
    await apiAs(request, target, initialPassword);
  });

  await test.step('a sheet with one bad row reports it and writes none of the rows', async () => {
    const badPrefix = `bad${suffix}`;
    const good = [`${badPrefix}01`, `${badPrefix}03`];
    const sheet = await sheetOf([
      studentRow(good[0], '好学生一'),
      [`${badPrefix}02`, '坏学生', '', '男', '', '', '', 'no_such_role', '', ''],
      studentRow(good[1], '好学生三'),
    ]);
    await upload(page, '有误的用户.xlsx', sheet);
    const progress = dialog(page, /正在导入用户|导入失败/);
    await expect(progress.locator('.ant-modal-title')).toHaveText('导入失败');
    await expect(progress.locator('.ant-steps-item-error')).toHaveText(/完成/);
    await expect(progress).toBeHidden();

    const result = dialog(page, '导入结果');
    await expect(result.locator('.ant-alert-error')).toContainText(
      '导入失败：共 3 行，1 行有误，未写入任何数据',
    );
    const stat = (title: string) => result.locator('.ant-statistic').filter({ hasText: title });
    await expect(stat('成功')).toContainText('0');
    await expect(stat('失败')).toContainText('1');
    const errorRows = result.locator('.ant-table-tbody tr.ant-table-row');
    await expect(errorRows).toHaveCount(1);
    // Row 1 is the header, so the second data row is row 3.
    await expect(errorRows.first().locator('td').first()).toHaveText('3');
    await expect(errorRows.first()).toContainText('角色编码“no_such_role”不存在');
    await result.getByRole('button', { name: /知\s*道\s*了/ }).click();
    await expect(result).toBeHidden();

    await searchUser(page, badPrefix);
    await expect(content(page).getByText('暂无用户')).toBeVisible();
    await expect(content(page).locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(0);
  });
});
