import { type FakeCas, startFakeCas } from '../apps/server/src/domains/identity/sso/test/fake-cas-server.ts';
import { expect, test } from './fixtures/test.ts';
import { button } from './portal-helpers.ts';

/**
 * The school's single sign-on: from the login page, "统一身份认证登录" goes to the CAS server (a local
 * fake on the address the e2e server was configured with), the student signs in there, comes back with
 * a ticket and lands signed in; the CAS identity shows as bound in account settings. A CAS user without
 * an account here is refused with the reason and a way back to the login page.
 */
let cas: FakeCas;

test.beforeAll(async () => {
  const url = new URL(process.env.CK_E2E_CAS_URL ?? '');
  cas = await startFakeCas({ port: Number(url.port) });
});

test.afterAll(async () => {
  await cas?.close();
});

test('a student signs in through the school CAS server from the login page', async ({ page }) => {
  await page.goto('/user/login');
  const sso = page.getByTestId('sso-login');
  await expect(sso.getByRole('button', { name: /统一身份认证登录/ })).toBeVisible();
  // Only configured providers get a button.
  await expect(sso.getByRole('button', { name: /微信/ })).toHaveCount(0);
  await sso.getByRole('button', { name: /统一身份认证登录/ }).click();

  await expect(page.getByRole('heading', { name: '区教育统一身份认证' })).toBeVisible();
  const service = new URL(page.url()).searchParams.get('service');
  expect(service).toMatch(/\/user\/cas-login$/);
  await page.getByLabel('CAS账号').fill('student1');
  await button(page, '登录 CAS').click();

  await page.waitForURL('**/account/center');
  await expect(page.getByText('李小明').first()).toBeVisible();
  expect(cas.validations.at(-1)?.service).toBe(service);

  await page.goto('/account/settings/binding');
  const bindings = page.getByTestId('third-bindings');
  // The settings page is a chunk of its own: give a busy machine time to load it.
  await expect(bindings.getByText('统一身份认证', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(bindings.getByText('已绑定')).toBeVisible();
});

test('a CAS user without an account here is refused with the reason', async ({ page }) => {
  await page.goto('/user/login');
  await page
    .getByTestId('sso-login')
    .getByRole('button', { name: /统一身份认证登录/ })
    .click();
  await page.getByLabel('CAS账号').fill('visitor_2026');
  await button(page, '登录 CAS').click();
  await page.waitForURL('**/user/cas-login?ticket=*');
  await expect(
    page.getByText('统一身份认证账号“visitor_2026”在本平台没有对应的账号，请联系管理员开通'),
  ).toBeVisible();
  await page.getByRole('button', { name: '返回登录' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
});
