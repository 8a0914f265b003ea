import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const adminPassword = process.env.CK_E2E_ADMIN_PASSWORD ?? 'Admin@123456';
export const SHOTS = path.join(import.meta.dirname, 'screenshots');

/** antd puts a space between two Chinese characters in buttons ("登 录"); an icon may prefix its name. */
export const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${text.split('').join('\\s*')}\\s*$`) });

export async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

type Envelope<T> = { success: boolean; message: string; result: T };

/** A signed-in API client for test setup (captcha is off on the e2e server). */
export async function apiAs(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/sys/login', { data: { username, password } });
  const body = (await login.json()) as Envelope<{ token: string }>;
  expect(body.success, body.message).toBe(true);
  const headers = { 'X-Access-Token': body.result.token };
  const check = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>) => {
    const json = (await res.json()) as Envelope<T>;
    expect(json.success, json.message).toBe(true);
    return json.result;
  };
  return {
    get: async <T>(url: string) => check<T>(await request.get(url, { headers })),
    post: async <T>(url: string, data: object) => check<T>(await request.post(url, { headers, data })),
    put: async <T>(url: string, data: object) => check<T>(await request.put(url, { headers, data })),
  };
}

export async function loginUi(page: Page, username: string, password: string) {
  await page.goto('/user/login');
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await button(page, '登录').first().click();
}
