import { expect, test } from './fixtures/test.ts';
import { adminPassword, button, tokenOf } from './portal-helpers.ts';

/**
 * The notification journey: an admin composes and publishes an announcement to everybody; a student's
 * bell shows it within seconds (pushed through the websocket), opens it, it becomes read, and the
 * my-announcements page lists it.
 */
const studentPassword = 'Student@2468';

test('notices: publish to all, bell via websocket, read, my announcements', async ({ browser, request }) => {
  const adminToken = await tokenOf(request, 'admin', adminPassword);
  // The demo student's password is random; the admin sets a known one.
  const reset = await request.put('/api/sys/user/changePassword', {
    headers: { 'X-Access-Token': adminToken },
    data: { username: 'student1', password: studentPassword, confirmpassword: studentPassword },
  });
  expect(reset.ok(), await reset.text()).toBe(true);
  const studentToken = await tokenOf(request, 'student1', studentPassword);
  const title = `放假通知 ${Date.now().toString(36)}`;

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  const sockets: string[] = [];
  student.on('websocket', (ws) => sockets.push(ws.url()));
  const bell = student.getByRole('button', { name: /^消息通知/ });

  await test.step('the student signs in; the bell is empty and the socket is open', async () => {
    await student.goto(`/dashboard/index?token=${encodeURIComponent(studentToken)}`);
    await expect(student).toHaveURL(/\/dashboard\/index$/);
    await expect(bell).toHaveAccessibleName('消息通知，0 条未读');
    await expect.poll(() => sockets.some((u) => u.includes('/websocket/'))).toBe(true);
  });

  const admin = await browser.newPage();
  await test.step('the admin composes and publishes an announcement for everybody', async () => {
    await admin.goto(`/isystem/annountCement?token=${encodeURIComponent(adminToken)}`);
    await expect(admin).toHaveURL(/\/isystem\/annountCement$/);
    await button(admin, '新建公告').click();
    const dialog = admin.getByRole('dialog', { name: '新建公告' });
    await dialog.getByPlaceholder('公告标题').fill(title);
    await dialog.getByLabel('紧急').check();
    const editor = dialog.locator('.ck-rich-text');
    await editor.click();
    await editor.pressSequentially('明天全校放假一天。');
    await button(admin, '保存并发布').click();
    await admin
      .getByRole('dialog', { name: '确认发布' })
      .getByRole('button', { name: /发\s*布/ })
      .click();
    await expect(admin.getByText('已保存并发布')).toBeVisible();
    const row = admin.locator('.ant-table-row').filter({ hasText: title });
    await expect(row).toContainText('已发布');
  });

  await test.step('the bell shows it within seconds, pushed through the socket', async () => {
    // While the socket is healthy the bell polls only once a minute: a quick update proves the push.
    await expect(bell).toHaveAccessibleName('消息通知，1 条未读', { timeout: 5_000 });
    await bell.click();
    const popover = student.getByTestId('notice-popover');
    await expect(popover.getByRole('tab', { name: '通知(1)' })).toBeVisible();
    await expect(popover.getByRole('tab', { name: '系统消息(0)' })).toBeVisible();
    await popover.getByText(title).click();
  });

  await test.step('opening it shows the content and marks it read', async () => {
    const detail = student.getByTestId('notice-detail');
    await expect(detail).toContainText('明天全校放假一天。');
    await expect(detail).toContainText('紧急');
    await expect(bell).toHaveAccessibleName('消息通知，0 条未读');
    await student.getByRole('button', { name: '关闭', exact: true }).click();
  });

  await test.step('my announcements lists it as read', async () => {
    await bell.click();
    await student
      .getByTestId('notice-popover')
      .getByRole('button', { name: /查看更多/ })
      .click();
    await expect(student).toHaveURL(/\/isps\/userAnnouncement$/);
    const row = student.locator('.ant-table-row').filter({ hasText: title });
    await expect(row).toContainText('已读');
    await expect(row).toContainText('紧急');
    await student.getByText('未读', { exact: true }).click();
    await expect(student.locator('.ant-table-row').filter({ hasText: title })).toHaveCount(0);
  });

  await test.step('hostile content is stored and rendered clean', async () => {
    const headers = { 'X-Access-Token': adminToken };
    const added = await request.post('/api/sys/annountCement/add', {
      headers,
      data: {
        titile: `${title} 附件`,
        msgContent:
          '<p>正文</p><img src="/none.png" onerror="window.__ckXss=1"><a href="javascript:window.__ckXss=2">点我</a>' +
          '<script>window.__ckXss=3</script><svg onload="window.__ckXss=4"></svg>',
      },
    });
    const id = (await added.json()).result.id as string;
    expect((await request.get(`/api/sys/annountCement/doReleaseData?id=${id}`, { headers })).ok()).toBe(true);
    await student.getByPlaceholder('搜索标题').fill(`${title} 附件`);
    await student.getByPlaceholder('搜索标题').press('Enter');
    await student.getByText('全部', { exact: true }).click();
    await student
      .locator('.ant-table-row')
      .filter({ hasText: '附件' })
      .getByRole('button', { name: /查\s*看/ })
      .click();
    const detail = student.getByTestId('notice-detail');
    await expect(detail).toContainText('正文');
    await detail.getByText('点我').click();
    expect(await detail.locator('[onerror], [onload], script, svg').count()).toBe(0);
    expect(await detail.locator('a').first().getAttribute('href')).toBeNull();
    expect(await student.evaluate(() => (globalThis as { __ckXss?: number }).__ckXss)).toBeUndefined();
  });

  await admin.close();
  await studentContext.close();
});
