// biome-ignore-all lint/suspicious/noTemplateCurlyInString: message templates hold ${变量} placeholders on purpose
import { expect, type Page, test } from './fixtures/test.ts';
import { adminPassword, button, loginUi } from './portal-helpers.ts';

/** 消息中心: a template added with its variable hint, then sent to oneself with 发送测试, and a refused variable. */

const content = (page: Page) => page.locator('.ant-layout-content');
const dialog = (page: Page, title: string | RegExp) =>
  page.getByRole('dialog').filter({ has: page.locator('.ant-modal-title').getByText(title) });

test('message templates: add with the variable hint, send a test, refuse an unknown variable', async ({
  page,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const code = `e2e_${suffix}`;
  const name = `测试通知${suffix}`;
  const rows = () => content(page).locator('.ant-table-tbody tr.ant-table-row');

  await test.step('open 消息模板 with the seeded templates', async () => {
    await loginUi(page, 'admin', adminPassword);
    await expect(page).not.toHaveURL(/\/user\/login/);
    await page.goto('/modules/message/sysMessageTemplateList');
    // A full page load fetches the app and then the page's own chunk.
    await expect(content(page).getByText('上课提醒').first()).toBeVisible({ timeout: 30_000 });
  });

  await test.step('add a template; the hint lists its variables and flags a bad placeholder', async () => {
    await button(page, '新增').click();
    const form = dialog(page, '新增消息模板');
    await expect(form).toBeVisible();
    await form.getByLabel('模板编码').fill(code);
    await form.getByLabel('模板标题').fill(name);
    const body = form.getByLabel('模板内容');
    await body.fill('你好 ${user.name}');
    await expect(form.getByText('占位符“${user.name}”无效', { exact: false })).toBeVisible();
    await body.fill('${who}你好，明天 ${time} 上课');
    await expect(form.locator('.ant-tag').getByText('who', { exact: true })).toBeVisible();
    await expect(form.locator('.ant-tag').getByText('time', { exact: true })).toBeVisible();
    await button(page, '保存').last().click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(form).toBeHidden();
  });

  await test.step('发送测试 to oneself arrives; an unknown variable is refused', async () => {
    const search = content(page).locator('form').first();
    await search.getByLabel('模板编码').fill(code);
    await button(page, '查询').first().click();
    await expect(rows()).toHaveCount(1);
    await rows().first().getByRole('button', { name: '发送测试' }).click();
    const sender = dialog(page, `发送测试：${name}`);
    await expect(sender).toBeVisible();
    const data = sender.getByLabel('测试数据（JSON）');
    await data.fill('{"who":"管理员","time":"09:00","room":"301"}');
    await sender.getByLabel('接收人').fill('admin');
    await sender.getByRole('button', { name: /发\s*送/ }).click();
    await expect(sender.locator('.ant-alert-error')).toContainText('模板中没有变量：room');
    await data.fill('{"who":"管理员","time":"09:00"}');
    await sender.getByRole('button', { name: /发\s*送/ }).click();
    await expect(sender.locator('.ant-alert-success')).toContainText('发送成功，共 1 条');
    await expect(sender.locator('.ant-table')).toContainText('发送成功');
  });

  await test.step('the send is in 消息记录', async () => {
    await page.goto('/modules/message/sysMessageList');
    await expect(content(page).getByText(name).first()).toBeVisible({ timeout: 30_000 });
  });
});
