import { expect, test } from './fixtures/test.ts';
import {
  adminPassword,
  apiAs,
  button,
  loginUi,
  openingsDone,
  pickOption,
  prepareShop,
  shot,
  signedIn,
} from './portal-helpers.ts';

/**
 * A course sold in the shop: the administrator sells a new course, picking it in the goods form;
 * student1 finds the offer on the course card, redeems it with points, learns it from 我的课程, finds
 * it on the welcome card under 已购课程 and the order in 我的订单.
 */
const studentPassword = 'Student@2468';

test('shop: a student redeems a course with points and learns it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin', adminPassword);
  await prepareShop(admin, studentPassword);
  const stamp = Date.now() % 100000;
  const courseName = `E2E 兑换课程${stamp}`;
  const unitName = `兑换第一课${stamp}`;
  const course = await admin.post<{ id: string }>('/api/teaching/teachingCourse/add', {
    courseName,
    courseDesc: '用积分兑换就能学的课程',
    showType: 2,
    showHome: 1,
  });
  await admin.post('/api/teaching/teachingCourseUnit/add', {
    courseId: course.id,
    unitName,
    mediaContent: '<p>欢迎来到兑换来的课程</p>',
  });
  const users = await admin.get<{ records: { id: string }[] }>('/api/sys/user/list?username=student1');
  await admin.post('/api/teaching/teachingJifen/award', {
    userId: users.records[0].id,
    amount: 100,
    reason: '兑换课程的积分',
  });
  const goodsName = `${courseName}（积分兑换）`;

  await test.step('the admin sells the course, picking it in the goods form', async () => {
    await loginUi(page, 'admin', adminPassword);
    await expect(page).not.toHaveURL(/\/user\/login/);
    await page.goto('/shop/productInfo');
    await button(page, '新增').first().click({ timeout: 45_000 });
    const modal = page.getByRole('dialog').filter({ hasText: '关联内容' });
    const item = (label: string) => modal.locator('.ant-form-item', { hasText: label });
    const option = (text: string) =>
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
    const pick = (label: string, text: string) => pickOption(page, item(label).locator('.ant-select'), text);
    await modal.getByPlaceholder('请输入商品名称').fill(goodsName);
    await pick('商品类型', '课程');
    await item('关联内容').locator('.ant-select').click();
    await page.keyboard.type(courseName);
    await openingsDone(page);
    await option(`${courseName}（本机构）`).click();
    await item('积分价').getByRole('spinbutton').fill('30');
    await item('库存').getByRole('spinbutton').fill('10');
    await pick('状态', '在售');
    await shot(page, 'shop-course-goods-form');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await expect(modal).toBeHidden();
    await expect(page.locator('tr', { hasText: goodsName })).toBeVisible();
  });

  const student = await signedIn(browser, 'student1', studentPassword);

  await test.step('the student redeems it from the course card', async () => {
    await student.goto(`/home-page/course?q=${encodeURIComponent(courseName)}`);
    const offer = student.getByTestId('course-offer');
    await expect(offer).toHaveText(/积分兑换 · 30 积分/);
    await shot(student, 'shop-course-offer');
    await offer.click();
    await expect(student).toHaveURL(/\/home-page\/otherGoodsDetail\?id=/);
    await expect(student.getByTestId('goods-contents')).toHaveText(courseName);
    await shot(student, 'shop-course-goods-detail');
    await button(student, '积分兑换').click();
    const dialog = student.getByRole('dialog').filter({ hasText: '积分兑换' });
    await expect(dialog.getByTestId('redeem-cost')).toHaveText('30 积分');
    await button(student, '确认兑换').click();
    await expect(student).toHaveURL(/\/home-page\/courseDetail\?id=/);
    await expect(student.getByRole('heading', { name: courseName })).toBeVisible();
    await expect(student.getByTestId('course-offer')).toHaveCount(0);
  });

  await test.step('the course opens from 我的课程', async () => {
    await student.goto('/teaching/mineCourse/cardList');
    await student.getByRole('heading', { name: courseName }).click();
    await expect(student).toHaveURL(/\/home-page\/courseDetail\?id=/);
    await student.getByText(unitName).first().click();
    await expect(student).toHaveURL(/\/home-page\/courseUnit\?id=/);
    await expect(student.getByRole('heading', { name: `第 1 单元 · ${unitName}` })).toBeVisible();
    await shot(student, 'shop-course-unit');
  });

  await test.step('the welcome card lists the bought course', async () => {
    await student.goto('/');
    const bought = student.getByTestId('my-purchased-courses');
    await expect(bought).toContainText('已购课程');
    await expect(bought.getByRole('link', { name: courseName })).toBeVisible();
    await shot(student, 'shop-course-welcome-card');
  });

  await test.step('my points and my orders are in the account card', async () => {
    await student.goto('/home-page/home');
    await student.getByTestId('new-home-user').hover();
    const links = student.getByTestId('welcome-account-links');
    await expect(links.getByRole('button', { name: '我的积分' })).toBeVisible();
    await shot(student, 'shop-account-links');
    await links.getByRole('button', { name: '我的订单' }).click();
    await expect(student).toHaveURL(/\/home-page\/myOrders/);
    const order = student.getByTestId('my-order').filter({ hasText: goodsName });
    await expect(order).toContainText('已完成');
    await expect(order.getByRole('button', { name: '去学习' })).toBeVisible();
  });
});
