import { deflateSync } from 'node:zlib';
import { expect, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, loginUi, shot } from './portal-helpers.ts';

/** A small solid-colour PNG, built in memory for the avatar upload. */
function png(size = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, Buffer.from([31, 137, 242]))]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const USER = 'kid2026';
const PASSWORD = 'Start2026a';
const NEW_PASSWORD = 'Better2026b';

/**
 * A new student's journey: register, land on the account centre, join a class by code, switch
 * department, change avatar, theme and navigation (kept after reload), password, then switch account.
 */
test('account journey: register, centre, class, department, avatar, theme, password, switch account', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, 'admin', adminPassword);
  type Node = { id: string; departName?: string; title?: string; children?: Node[] };
  const find = (nodes: Node[], name: string): Node | undefined =>
    nodes.find((n) => (n.departName ?? n.title) === name) ??
    nodes.map((n) => find(n.children ?? [], name)).find(Boolean);
  const tree = await admin.get<Node[]>('/api/sys/sysDepart/queryTreeList');
  const defaultClass = find(tree, '三年级1班');
  expect(defaultClass).toBeTruthy();
  await admin.put('/api/sys/config/edit', { allowReg: true, _defaultClass: defaultClass?.id });
  await admin.post('/api/sys/sysDepart/add', { departName: '编程提高班', orgCategory: '3' });
  const codes = await admin.get<{ departName: string; code: string }[]>('/api/teaching/class/codes');
  const code = codes.find((c) => c.departName === '编程提高班')?.code ?? '';
  expect(code).toMatch(/^[A-Z0-9]{6}$/);

  await test.step('the result page opened directly claims no registration', async () => {
    await page.goto(`/user/register-result?username=${USER}`);
    await expect(page.getByText('没有新的注册结果')).toBeVisible();
    await expect(page.getByText('注册成功')).toHaveCount(0);
    await expect(page.getByTestId('register-result')).not.toContainText(USER);
    await expect(button(page, '去登录')).toBeVisible();
    await expect(button(page, '注册账号')).toBeVisible();
  });

  await test.step('register (allowed by the config) and see the result', async () => {
    await page.goto('/user/login');
    await page.getByRole('link', { name: '注册账号' }).click();
    await expect(page).toHaveURL(/\/user\/register$/);
    await page.getByPlaceholder('用户名').fill(USER);
    await page.getByPlaceholder('真实姓名（选填）').fill('小码');
    await page.getByPlaceholder('密码：8-64 位，包含字母和数字').fill(PASSWORD);
    await page.getByPlaceholder('确认密码').fill('Mismatch1');
    await button(page, '注册').click();
    await expect(page.getByText('两次输入的密码不一样')).toBeVisible();
    await page.getByPlaceholder('确认密码').fill(PASSWORD);
    await button(page, '注册').click();
    await expect(page).toHaveURL(/\/user\/register-result/);
    await expect(page.getByTestId('register-result')).toContainText(USER);
    await expect(page.getByTestId('register-result')).toContainText('三年级1班');
  });

  await test.step('sign in and land on the account centre', async () => {
    await button(page, '立即登录').click();
    // The login form already holds the new account's name.
    await expect(page).toHaveURL(/\/user\/login\?username=/);
    await expect(page.getByPlaceholder('用户名')).toHaveValue(USER);
    await page.getByPlaceholder('密码').fill(PASSWORD);
    await button(page, '登录').first().click();
    await expect(page).toHaveURL(/\/account\/center$/);
    await expect(page.getByTestId('center-points')).toContainText('0');
    await expect(page.getByText('暂无考试记录')).toBeVisible();
    await shot(page, 'account-center');
  });

  await test.step('join a class by its code: a wrong code is refused clearly', async () => {
    await button(page, '加入班级').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '班级码' });
    await dialog.getByPlaceholder('请输入班级码').fill('ZZZZ99');
    await button(page, '加入').click();
    await expect(dialog.getByText('班级码不存在，请向老师核对后重新输入')).toBeVisible();
    await dialog.getByPlaceholder('请输入班级码').fill(code.toLowerCase());
    await button(page, '加入').click();
    await expect(page.getByText('已加入班级「编程提高班」')).toBeVisible();
    await expect(page.getByText('编程提高班').first()).toBeVisible();
  });

  await test.step('switch department', async () => {
    await button(page, '切换部门').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '切换部门' });
    await dialog.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown').getByText('编程提高班').click();
    await dialog.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page.getByText('部门切换成功')).toBeVisible();
    await expect(page.locator('.ant-tag').filter({ hasText: '编程提高班（当前）' })).toBeVisible();
  });

  await test.step('change the avatar: pick, crop, upload', async () => {
    await page.goto('/account/settings/avatar');
    await page
      .getByTestId('avatar-file')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png() });
    await expect(page.locator('.ant-modal').filter({ hasText: '裁剪头像' })).toBeVisible();
    // The cropper needs the picked image decoded before it can save; press again until it has.
    await expect(async () => {
      await button(page, '保存头像').click({ timeout: 2_000 });
      await expect(page.getByText('头像已更新')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('avatar-preview').locator('img')).toHaveAttribute(
      'src',
      /\/api\/sys\/common\/static\/.+/,
    );
  });

  await test.step('theme and navigation mode survive a reload', async () => {
    await page.goto('/account/settings/custom');
    const settings = page.getByTestId('theme-settings');
    await settings.getByText('暗色', { exact: true }).click();
    await settings.getByText('顶部菜单', { exact: true }).click();
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.ant-layout-header .ant-menu-horizontal.ant-menu-dark')).toBeVisible();
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await page.getByTestId('theme-settings').getByText('侧边菜单', { exact: true }).click();
    await expect(page.locator('.ant-layout-sider')).toBeVisible();
  });

  await test.step('change the password: the modal validates, then the user signs in again', async () => {
    await page.goto('/account/center');
    await button(page, '修改密码').click();
    const dialog = page.locator('.ant-modal').filter({ hasText: '修改密码' });
    await button(page, '确认修改').click();
    await expect(dialog.getByText('请输入旧密码')).toBeVisible();
    await dialog.getByPlaceholder('请输入旧密码').fill(PASSWORD);
    await dialog.getByPlaceholder('请输入新密码').fill(NEW_PASSWORD);
    await dialog.getByPlaceholder('请再次输入新密码').fill(`${NEW_PASSWORD}x`);
    await button(page, '确认修改').click();
    await expect(dialog.getByText('两次输入的密码不一样')).toBeVisible();
    await dialog.getByPlaceholder('请再次输入新密码').fill(NEW_PASSWORD);
    await button(page, '确认修改').click();
    await expect(page).toHaveURL(/\/user\/login/);
    await loginUi(page, USER, NEW_PASSWORD);
    // Two classes now: the login asks which one to work in.
    const picker = page.locator('.ant-modal').filter({ hasText: '请选择登录部门' });
    await picker.locator('.ant-select').click();
    await page.locator('.ant-select-dropdown').getByText('编程提高班').click();
    await picker.getByRole('button', { name: /确\s*认/ }).click();
    await expect(page).toHaveURL(/\/account\/center$/);
    // Let the centre finish signing in (menus and permissions) before the next page is opened.
    await expect(page.getByTestId('center-points')).toContainText('0');
  });

  await test.step('welcome page when signed in, then switch account', async () => {
    await page.goto('/');
    await expect(page.getByTestId('welcome-nickname')).toHaveText('小码');
    await expect(page.getByTestId('profile-card')).toContainText('小码');
    await expect(page.getByTestId('my-points')).toHaveText('0');
    await expect(button(page, '我的作品')).toBeVisible();
    await expect(button(page, '我的课程')).toBeVisible();
    await expect(button(page, '进入系统')).toBeVisible();
    await expect(page.getByRole('button', { name: /后台管理/ })).toHaveCount(0);
    await button(page, '切换账号').click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('提示');
    await expect(confirm).toContainText('确定要退出当前账号并登录新账号吗？');
    await confirm.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page).toHaveURL(/\/user\/login$/);
  });
});
