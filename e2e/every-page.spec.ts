import { type BrowserContext, expect, type Page, test } from './fixtures/test.ts';
import { adminPassword, apiAs, openInApp, setPasswords, signedIn } from './portal-helpers.ts';

/**
 * Every menu page of every seeded role opens without a page error, a console error, an error boundary
 * or an exception page, inside the back-office layout. The pages come from the menu the server sends
 * the signed-in user (the same call the web builds its routes from), so pages added later are covered.
 */
const PASSWORD = 'Every@Page2468';
const CLASS_NAME = '三年级1班';

interface MenuNode {
  path?: string;
  component?: string;
  hidden?: boolean;
  route?: string;
  meta?: { title?: string; url?: string; internalOrExternal?: boolean };
  children?: MenuNode[];
}

interface MenuPage {
  path: string;
  title: string;
}

/** Leaf menus with a component of their own; external links and id-taking hidden routes are skipped. */
function menuPages(nodes: MenuNode[], into: MenuPage[] = []): MenuPage[] {
  for (const node of nodes) {
    if (!node.path || node.hidden || node.meta?.internalOrExternal) continue;
    if (/^https?:/.test(node.meta?.url ?? '') || /^https?:/.test(node.path)) continue;
    if (node.children?.length) {
      menuPages(node.children, into);
      continue;
    }
    if (!node.component || node.route === '0' || node.path.includes(':')) continue;
    into.push({ path: node.path, title: node.meta?.title ?? node.path });
  }
  return into;
}

/** Collects page errors and console errors of a context, tagged with the page being visited. */
function watchErrors(context: BrowserContext, current: () => string, problems: string[]) {
  context.on('page', (page) => {
    page.on('pageerror', (error) => problems.push(`${current()}: 页面异常 ${error.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`${current()}: 控制台错误 ${msg.text()}`);
    });
  });
}

/** The token of the signed-in page, read from the first API call it makes. */
function captureToken(context: BrowserContext) {
  let token = '';
  context.on('request', (request) => {
    const header = request.headers()['x-access-token'];
    if (header) token = header;
  });
  return () => token;
}

async function fetchMenu(page: Page, token: string) {
  const res = await page.request.get('/api/sys/permission/getUserPermissionByToken', {
    headers: { 'X-Access-Token': token },
  });
  const body = (await res.json()) as { success: boolean; message: string; result: { menu: MenuNode[] } };
  expect(body.success, body.message).toBe(true);
  return body.result.menu;
}

/** Opens one page and answers what is wrong with it, if anything. */
async function visit(page: Page, target: MenuPage): Promise<string[]> {
  await openInApp(page, target.path);
  const found: string[] = [];
  // Router navigations are transitions: the old page stays until the new one is ready. The new page's
  // tab turning active says it has rendered in the back-office layout.
  const activeTab = page.locator('.ck-tabs .ant-tabs-tab-active');
  const inLayout = await expect(activeTab)
    .toHaveText(target.title, { timeout: 20_000 })
    .then(
      () => true,
      () => false,
    );
  // The route's page has replaced the loading placeholders (the session's and the page chunk's).
  await expect(page.getByTestId('page-loading').filter({ visible: true })).toHaveCount(0, {
    timeout: 20_000,
  });
  const url = new URL(page.url());
  if (/^\/(403|404|500)$/.test(url.pathname) || url.pathname.startsWith('/user/login'))
    return [`${target.path}: 跳转到了 ${url.pathname}`];
  // Back-office pages stay in the back-office layout: its side menu and tab bar.
  if (!inLayout || !(await page.locator('.ant-layout-sider .ant-menu-root').isVisible()))
    found.push(`${target.path}: 不在后台布局中（侧边菜单或页签不见了）`);
  const content = page.locator('.ant-layout-content');
  // Pages kept alive in other tabs stay mounted but hidden; only the visible one is judged.
  const broken = content
    .locator(
      '[data-testid="page-error"], .ant-result-500, .ant-result-404, .ant-result-403, .ant-result-error',
    )
    .filter({ visible: true });
  if (await broken.count())
    found.push(`${target.path}: 显示了错误页「${(await broken.first().innerText()).replace(/\s+/g, ' ')}」`);
  return found;
}

const ROLES = [
  { role: '管理员', username: 'admin', password: adminPassword },
  { role: '教师', username: 'teacher', password: PASSWORD, depart: CLASS_NAME },
  { role: '学生', username: 'student1', password: PASSWORD },
];

test.describe('every menu page opens cleanly', () => {
  test.beforeAll(async ({ request }) => {
    const admin = await apiAs(request, 'admin', adminPassword);
    await setPasswords(admin, ['teacher', 'student1'], PASSWORD);
  });

  for (const { role, username, password, depart } of ROLES) {
    test(`${role} ${username}: every menu page`, async ({ browser }) => {
      const problems: string[] = [];
      let current = '登录';
      let token = () => '';
      const page = await signedIn(browser, username, password, {
        depart,
        prepare: (context) => {
          watchErrors(context, () => current, problems);
          token = captureToken(context);
        },
      });
      const pages = menuPages(await fetchMenu(page, token()));
      expect(pages.length, `${role}的菜单页面`).toBeGreaterThan(0);
      // A page normally opens in a second or two; a busy machine gets room without a fixed wait.
      test.setTimeout(60_000 + pages.length * 15_000);
      for (const target of pages) {
        current = `${target.title} ${target.path}`;
        problems.push(...(await visit(page, target)));
        // Each page is judged on its own, so one broken page does not hide the others.
        expect.soft(problems.splice(0).join('\n'), current).toBe('');
      }
      await page.context().close();
    });
  }
});
