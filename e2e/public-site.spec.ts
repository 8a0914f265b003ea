import { expect, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, loginUi, shot } from './portal-helpers.ts';

/**
 * The public site as a visitor sees it: the welcome page, the new home with its menu, carousel and
 * news, a news article (sanitised), header rules, the open assessments page, the login page, and a phone.
 */
test('visitor journey: welcome page, new home, news article, header rules, login page', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, 'admin', adminPassword);
  const news = await admin.post<{ id: string }>('/api/teaching/news/add', {
    title: '春季编程营开始报名',
    status: '1',
    summary: '面向三到六年级同学的 Scratch 与 Python 编程营',
    content:
      '<p>欢迎报名<strong>春季编程营</strong>。</p><script>window.__hacked = 1</script><img src="x" onerror="window.__hacked = 2">',
  });
  await admin.post('/api/teaching/news/add', { title: '还在写的草稿', status: '0', content: '<p>草稿</p>' });

  await test.step('welcome page for a visitor', async () => {
    await page.goto('/');
    const panel = page.getByTestId('welcome-panel');
    await expect(panel.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(button(page, '登录/注册')).toBeVisible();
    await expect(page.getByTestId('profile-card')).toHaveCount(0);
    await shot(page, 'welcome');
  });

  await test.step('new home: header menu without login-only items, carousel, latest news', async () => {
    await page.getByRole('link', { name: '进入官网首页' }).click();
    await expect(page).toHaveURL(/\/home-page\/home$/);
    const header = page.getByTestId('new-home-header');
    await expect(header.getByRole('menuitem', { name: '新闻动态' })).toBeVisible();
    await expect(header.getByRole('menuitem', { name: '赛事活动' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: /登\s*录/ })).toBeVisible();
    await expect(page.getByTestId('banner')).toBeVisible();
    await expect(page.getByTestId('news-item').filter({ hasText: '春季编程营开始报名' })).toBeVisible();
    await expect(page.getByText('还在写的草稿')).toHaveCount(0);
    await shot(page, 'new-home');
  });

  await test.step('the header is sticky only within 60 px of the top', async () => {
    const header = page.getByTestId('new-home-header');
    await expect(header).toHaveClass(/ck-nh-header-sticky/);
    // String expressions: they run in the page, outside this file's (Node) type environment.
    await page.evaluate('document.body.style.minHeight = "3000px"; window.scrollTo(0, 400)');
    await expect(header).not.toHaveClass(/ck-nh-header-sticky/);
    await page.evaluate('window.scrollTo(0, 0)');
    await expect(header).toHaveClass(/ck-nh-header-sticky/);
  });

  await test.step('news list and a sanitised article', async () => {
    await page.getByTestId('new-home-header').getByRole('menuitem', { name: '新闻动态' }).click();
    await expect(page).toHaveURL(/\/home-page\/frontNews$/);
    await page.getByTestId('news-item').filter({ hasText: '春季编程营开始报名' }).click();
    await expect(page).toHaveURL(new RegExp(`frontNewsDetail\\?id=${news.id}$`));
    const article = page.getByTestId('news-article');
    await expect(article.getByRole('heading', { name: '春季编程营开始报名' })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('春季编程营');
    expect(await page.evaluate('window.__hacked')).toBeUndefined();
    await expect(page).toHaveTitle(/^春季编程营开始报名 · /);
  });

  await test.step('header hidden on a shared goods detail; the assessments page is open', async () => {
    const goods = await page.request.get('/api/teaching/teachingProduct/front/list?pageSize=1');
    const [first] = (await goods.json()).result.records as { id: string; productName: string }[];
    await page.goto(`/home-page/otherGoodsDetail?id=${first.id}&fromShare=1`);
    await expect(page.getByRole('heading', { name: first.productName })).toBeVisible();
    await expect(page.getByTestId('new-home-header')).toHaveCount(0);
    await page.goto(`/home-page/otherGoodsDetail?id=${first.id}`);
    await expect(page.getByTestId('new-home-header')).toBeVisible();
    await page.goto('/home-page/testing');
    await expect(page.getByRole('heading', { name: '在线测评' })).toBeVisible();
    await expect(page).toHaveTitle(/^在线测评 · /);
    // Open new-home pages stay open to a visitor; the front-menu editor asks for a login.
    await page.goto('/home-page/course');
    await expect(page.getByRole('heading', { name: '精品课程' })).toBeVisible();
    await expect(page.getByText('编程启蒙体验课').first()).toBeVisible();
    await page.goto('/home-page/menu');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fhome-page%2Fmenu$/);
    await page.goto('/home-page/otherGoods');
  });

  await test.step('the mascot: a short press opens its greeting', async () => {
    const mascot = page.getByTestId('mascot');
    await expect(mascot).toHaveAttribute('width', '200');
    await expect(mascot).toHaveAttribute('height', '124');
    // It waits tucked away at the right edge: a short press pulls it out, the next one greets.
    await expect(mascot).toHaveAttribute('data-hidden', 'right');
    await mascot.click();
    await expect(mascot).toHaveAttribute('data-hidden', '');
    await mascot.click();
    await expect(page.getByTestId('mascot-panel')).toContainText('我是你的编程小伙伴码狗');
  });

  await test.step('login page with the phone tab; a protected page needs login', async () => {
    await page.goto('/account/center');
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Faccount%2Fcenter$/);
    await page.getByRole('tab', { name: '手机号登录' }).click();
    await expect(page.getByPlaceholder('手机号')).toBeVisible();
    await button(page, '获取验证码').click();
    await expect(page.getByText('请输入手机号')).toBeVisible();
    await page.getByRole('tab', { name: '账号密码登录' }).click();
    await shot(page, 'login');
  });
});

test('a 375 px phone gets the drawer menus', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/home-page/home');
  await expect(page.getByTestId('new-home-header').getByRole('menuitem')).toHaveCount(0);
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(page.locator('.ant-drawer').getByRole('menuitem', { name: '新闻动态' })).toBeVisible();
  await page.keyboard.press('Escape');

  await loginUi(page, 'admin', adminPassword);
  await expect(page).toHaveURL(/\/account\/center$/);
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await page.getByRole('button', { name: '打开菜单' }).click();
  await expect(page.locator('.ant-drawer').getByRole('menuitem', { name: '首页' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: '搜索菜单' }).click();
  await expect(page.locator('.ant-modal').getByPlaceholder('搜索菜单')).toBeVisible();
  await context.close();
});
