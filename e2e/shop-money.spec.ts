import { expect, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, loginUi, prepareShop, shot, signedIn } from './portal-helpers.ts';

/**
 * Buying with money, paid offline: student1 buys a good with 现金购买 choosing 线下支付 and sees the
 * order waiting for payment; the administrator confirms the money in 订单管理 (确认收款); the
 * student's pay dialog turns to 支付成功 and 我的订单 shows the order paid.
 */
const studentPassword = 'Student@2468';

test('shop: a student buys with money offline, the admin confirms the payment', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin', adminPassword);
  await prepareShop(admin, studentPassword);
  // The pay-settings journey switches offline payment off; this one needs it on.
  await admin.post('/api/teaching/teachingPaySetting/save', {
    provider: 'manual',
    enabled: true,
    config: {},
  });
  const name = `E2E 编程积木套装${Date.now() % 100000}`;
  const good = await admin.post<{ id: string }>('/api/teaching/teachingProduct/add', {
    productName: name,
    goodsType: '1',
    pointsPrice: 0,
    moneyPrice: 12.5,
    stock: 3,
    perUserLimit: 0,
    status: '1',
    description: '<p>一套可以编程的积木</p>',
  });

  const student = await signedIn(browser, 'student1', studentPassword);

  await test.step('the student orders it with 现金购买, paying offline', async () => {
    await student.goto(`/home-page/otherGoodsDetail?id=${good.id}`);
    await expect(student.getByRole('heading', { name })).toBeVisible({ timeout: 30_000 });
    await button(student, '现金购买').click();
    const dialog = student.getByRole('dialog').filter({ hasText: `购买：${name}` });
    await expect(dialog.getByLabel('线下支付')).toBeChecked();
    await dialog.getByLabel('收货人').fill('李小明');
    await dialog.getByLabel('联系电话').fill('13800000000');
    await dialog.getByLabel('收货地址').fill('码趣示范学校 三年级1班');
    await button(student, '提交订单').click();
    const waiting = dialog.getByTestId('pay-waiting');
    await expect(waiting).toContainText('应付 ¥12.50');
    await expect(waiting).toContainText('线下付款');
    await shot(student, 'shop-money-offline-waiting');
  });

  await test.step('the admin confirms the money in 订单管理', async () => {
    await loginUi(page, 'admin', adminPassword);
    await expect(page).not.toHaveURL(/\/user\/login/);
    await page.goto('/shop/zuhuOrder');
    const row = page.locator('tr', { hasText: name });
    await expect(row).toContainText('待支付', { timeout: 45_000 });
    await expect(row).toContainText('线下支付');
    await row.getByRole('button', { name: /确认收款/ }).click();
    await page
      .locator('.ant-popconfirm-buttons')
      .getByRole('button', { name: /确认收款/ })
      .click();
    await expect(page.getByText('已确认收款')).toBeVisible();
    await expect(page.locator('tr', { hasText: name })).toContainText('已支付');
    await shot(page, 'shop-money-confirmed');
  });

  await test.step('the student sees it paid', async () => {
    const dialog = student.getByRole('dialog').filter({ hasText: `购买：${name}` });
    // The dialog asks about the order every 3 s while it waits.
    await expect(dialog.getByText('支付成功')).toBeVisible({ timeout: 20_000 });
    await button(student, '查看我的订单').click();
    await expect(student).toHaveURL(/\/home-page\/myOrders/);
    const order = student.getByTestId('my-order').filter({ hasText: name });
    await expect(order).toContainText('已支付');
    await expect(order).toContainText('¥12.50');
  });
});
