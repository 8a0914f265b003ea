import { expect, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, loginUi, prepareShop, shot, signedIn } from './portal-helpers.ts';

/**
 * The shop journey: an administrator puts a new good on shelf from 商品管理; student1 opens it on the
 * public detail page, redeems it with points (confirming the cost and giving an address) and finds it
 * in 我的订单; the administrator ships it from 订单管理 with a tracking number, and the student sees it
 * shipped.
 */
const studentPassword = 'Student@2468';

test('shop: a good goes on shelf, a student redeems it, the admin ships it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin', adminPassword);
  await prepareShop(admin, studentPassword);

  const name = `E2E 编程贴纸${Date.now() % 100000}`;
  const good = await admin.post<{ id: string }>('/api/teaching/teachingProduct/add', {
    productName: name,
    goodsType: '1',
    pointsPrice: 20,
    moneyPrice: 0,
    stock: 5,
    perUserLimit: 2,
    status: '0',
    description: '<p>闪亮的 <strong>编程</strong> 贴纸</p>',
  });

  await test.step('the admin puts the good on shelf from 商品管理', async () => {
    await loginUi(page, 'admin', adminPassword);
    await expect(page).not.toHaveURL(/\/user\/login/);
    await page.goto('/shop/productInfo');
    const row = page.locator('tr', { hasText: name });
    // The first back-office page of the run loads its code on demand: allow a busy machine some time.
    await expect(row).toBeVisible({ timeout: 45_000 });
    await row.getByRole('switch').click();
    await expect(page.getByText('已上架')).toBeVisible();
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  const student = await signedIn(browser, 'student1', studentPassword);

  await test.step('the student redeems it on the detail page', async () => {
    await student.goto(`/home-page/otherGoodsDetail?id=${good.id}`);
    await expect(student.getByRole('heading', { name })).toBeVisible();
    await expect(student.getByTestId('goods-stock')).toHaveText('剩余5');
    await button(student, '积分兑换').click();
    const dialog = student.getByRole('dialog').filter({ hasText: '积分兑换' });
    await expect(dialog.getByTestId('redeem-cost')).toHaveText('20 积分');
    await dialog.getByLabel('收货人').fill('李小明');
    await dialog.getByLabel('联系电话').fill('13800000000');
    await dialog.getByLabel('收货地址').fill('码趣示范学校 三年级1班');
    await shot(student, 'shop-redeem-dialog');
    await button(student, '确认兑换').click();
    await expect(student).toHaveURL(/\/home-page\/myOrders/);
    const order = student.getByTestId('my-order').filter({ hasText: name });
    await expect(order).toContainText('已支付');
  });

  await test.step('the admin ships it from 订单管理', async () => {
    await page.goto('/shop/zuhuOrder');
    const row = page.locator('tr', { hasText: name });
    await expect(row).toContainText('已支付');
    await row.getByRole('button', { name: /发\s*货/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '发货' });
    await dialog.getByLabel('物流单号').fill('SF1234567890');
    await button(page, '确认发货').click();
    await expect(page.locator('tr', { hasText: name })).toContainText('已发货');
    await shot(page, 'shop-order-desk');
  });

  await test.step('the student sees the parcel on its way', async () => {
    await student.reload();
    const order = student.getByTestId('my-order').filter({ hasText: name });
    await expect(order).toContainText('已发货');
    await expect(order).toContainText('SF1234567890');
  });
});
