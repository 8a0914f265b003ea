import fs from 'node:fs';
import path from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

export const adminPassword = process.env.CK_E2E_ADMIN_PASSWORD ?? 'Admin@123456';
export const SHOTS = path.join(import.meta.dirname, 'screenshots');

/** antd puts a space between two Chinese characters in buttons ("登 录"); an icon may prefix its name. */
export const button = (page: Page, text: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)${text.split('').join('\\s*')}\\s*$`) });

/**
 * Waits until no dialog or dropdown is still zooming or sliding in: a click on a dialog's button or a
 * dropdown's option while it is still opening can be lost.
 */
export async function openingsDone(page: Page) {
  await expect(
    page.locator('.ant-zoom-appear, .ant-zoom-enter, .ant-slide-up-appear, .ant-slide-up-enter'),
  ).toHaveCount(0, { timeout: 10_000 });
}

/** Picks the option labelled exactly `text` in an antd select and waits until the select shows it. */
export async function pickOption(page: Page, select: Locator, text: string) {
  const exact = new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
  await expect(async () => {
    if (!(await select.getAttribute('class'))?.includes('ant-select-open')) await select.click();
    await openingsDone(page);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: exact })
      .click({ timeout: 3_000 });
    await expect(select).toContainText(text, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

export async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

type Envelope<T> = { success: boolean; message: string; result: T };

/** Signs in through the API (captcha is off on the e2e server) and answers the session token. */
export async function tokenOf(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/sys/login', { data: { username, password } });
  const body = (await login.json()) as Envelope<{ token: string }>;
  expect(body.success, body.message).toBe(true);
  return body.result.token;
}

/** Multipart upload of one file (with more form `fields`) as `token`; answers the envelope's result. */
export async function uploadFile<T>(
  request: APIRequestContext,
  token: string,
  url: string,
  name: string,
  data: Buffer,
  fields: Record<string, string> = {},
) {
  const res = await request.post(url, {
    headers: { 'X-Access-Token': token },
    multipart: { file: { name, mimeType: 'application/octet-stream', buffer: data }, ...fields },
  });
  const body = (await res.json()) as Envelope<T>;
  expect(body.success, body.message).toBe(true);
  return body.result;
}

/** A signed-in API client for test setup. */
export async function apiAs(request: APIRequestContext, username: string, password: string) {
  const headers = { 'X-Access-Token': await tokenOf(request, username, password) };
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

type Admin = Awaited<ReturnType<typeof apiAs>>;

/** Gives each of the accounts `usernames` the password `password`. */
export async function setPasswords(admin: Admin, usernames: string[], password: string) {
  for (const username of usernames)
    await admin.put('/api/sys/user/changePassword', { username, password, confirmpassword: password });
}

/** student1 gets `studentPassword`; the official-site switch that opens the shop is on (the demo has it on). */
export async function prepareShop(admin: Admin, studentPassword: string) {
  await setPasswords(admin, ['student1'], studentPassword);
  const site = await admin.get<{ indexConfig: Record<string, unknown> }>('/api/sys/config/getCurrentConfig');
  if (site.indexConfig?.ifshopping !== true && site.indexConfig?.ifshopping !== 'true')
    await admin.post('/api/teaching/indexConfig/save', {
      indexConfig: { ...site.indexConfig, ifshopping: true },
    });
}

export async function loginUi(page: Page, username: string, password: string) {
  await page.goto('/user/login');
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await button(page, '登录').first().click();
}

/** A signed-in page in a context of its own; a teacher in several departments picks `depart`. */
export async function signedIn(
  browser: Browser,
  username: string,
  password: string,
  {
    depart,
    prepare,
    timeout = 30_000,
  }: { depart?: string; prepare?: (c: BrowserContext) => void; timeout?: number } = {},
) {
  const context = await browser.newContext();
  prepare?.(context);
  const page = await context.newPage();
  await loginUi(page, username, password);
  if (depart) {
    const dialog = page.getByRole('dialog', { name: '请选择登录部门' });
    await dialog.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: depart }).click();
    await button(page, '确认').last().click();
  }
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout });
  // The landing page has loaded the session (menu and permissions) before the journey moves on.
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout });
  return page;
}

type NewStudent = { student: string; realname: string; password: string; className: string };

/**
 * Journey set-up: the demo teacher gets a known password, and a new student account (in no class yet)
 * is created with the same password. Answers the class of `className` with its join code.
 */
export async function teacherAndNewStudent(
  admin: Admin,
  { student, realname, password, className }: NewStudent,
) {
  await setPasswords(admin, ['teacher'], password);
  const roles = await admin.get<{ id: string; roleCode: string }[]>('/api/sys/role/queryall');
  const studentRole = roles.find((r) => r.roleCode === 'student');
  expect(studentRole, '学生角色').toBeTruthy();
  await admin.post('/api/sys/user/add', {
    username: student,
    password,
    confirmpassword: password,
    realname,
    userIdentity: 1,
    selectedroles: studentRole?.id,
  });
  const classes = await admin.get<{ id: string; departName: string; code: string }[]>(
    '/api/teaching/myClass/list',
  );
  const klass = classes.find((c) => c.departName === className);
  expect(klass, `${className} 的班级码`).toBeTruthy();
  return { classId: klass?.id ?? '', code: klass?.code ?? '' };
}

/**
 * teacherAndNewStudent done by the administrator, after which the new student joins the class with its
 * code. Answers the administrator's and the student's API clients with the class.
 */
export async function newStudentInClass(request: APIRequestContext, who: NewStudent) {
  const admin = await apiAs(request, 'admin', adminPassword);
  const klass = await teacherAndNewStudent(admin, who);
  const learner = await apiAs(request, who.student, who.password);
  await learner.post('/api/teaching/class/join', { code: klass.code });
  return { admin, learner, ...klass };
}

/** In-app navigation (a history entry the router follows), as a link inside the app does. */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: `e2e${idx}`, idx }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

/** Chromium with the software WebGL renderer, for journeys that draw a Scratch stage on a machine without a GPU. */
export const WEBGL_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--disable-background-networking',
    '--disable-quic',
    '--no-first-run',
    '--disable-component-update',
    '--disable-sync',
  ],
};
