import { expect, test } from './fixtures/test.ts';

/** A link carrying `?token=` signs the browser in: the token is kept, dropped from the URL, and the user is known. */
const adminPassword = process.env.CK_E2E_ADMIN_PASSWORD ?? 'Admin@123456';

test('a token link signs the browser in', async ({ page, request }) => {
  const login = await request.post('/api/sys/login', {
    data: { username: 'admin', password: adminPassword },
  });
  const { result } = await login.json();

  await page.goto(`/account/center?token=${encodeURIComponent(result.token)}`);
  await expect(page).toHaveURL(/\/account\/center$/);
  await expect(page.getByTestId('user-menu')).toContainText('管理员');
  await expect(page.locator('.ant-layout-sider .ant-menu').getByText('系统管理')).toBeVisible();

  // A reload keeps the session: the token was stored, not just used once.
  await page.reload();
  await expect(page).toHaveURL(/\/account\/center$/);
  await expect(page.getByTestId('user-menu')).toContainText('管理员');
});

test('a permission request that gets no answer keeps the session and is asked again', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/sys/login', {
    data: { username: 'admin', password: adminPassword },
  });
  const { result } = await login.json();
  // The first permission fetch dies on the network, as when the user leaves the page mid-load.
  let aborted = 0;
  await page.route('**/api/sys/permission/getUserPermissionByToken*', (route) => {
    if (aborted++ === 0) return route.abort('failed');
    return route.continue();
  });

  await page.goto(`/account/center?token=${encodeURIComponent(result.token)}`);
  await expect(page.getByTestId('user-menu')).toContainText('管理员');
  await expect(page).toHaveURL(/\/account\/center$/);
  expect(aborted).toBeGreaterThan(1);
  const stillValid = await request.get('/api/sys/user/info', {
    headers: { 'X-Access-Token': result.token },
  });
  expect(stillValid.status()).toBe(200);
});
