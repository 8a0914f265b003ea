import { expect, type Locator, test } from './fixtures/test.ts';
import { apiAs, button, loginUi } from './portal-helpers.ts';

/**
 * Lists on a phone (390 px): a table scrolls sideways with one line per cell, no pinned column covers
 * the others and stacked cards keep apart. On a wide screen (1440 px) a table wider than its card
 * scrolls sideways rather than being cut off.
 */
const adminPassword = process.env.CK_E2E_ADMIN_PASSWORD ?? 'Admin@123456';

test.use({ viewport: { width: 390, height: 844 } });

/** True when the element is what a tap at its centre reaches (nothing pinned lies on top of it). */
async function isOnTop(target: Locator) {
  const box = await target.boundingBox();
  if (!box) return false;
  const x = box.x + Math.min(box.width / 2, 20);
  const y = box.y + box.height / 2;
  return target.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px, py)), [x, y]);
}

test('the user list and the practice list are readable at 390 px', async ({ page }) => {
  await loginUi(page, 'admin', adminPassword);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });

  await page.goto('/isystem/user');
  const account = page.locator('.ant-table-thead th', { hasText: '用户账号' });
  const realname = page.locator('.ant-table-thead th', { hasText: '真实姓名' });
  await expect(account).toBeVisible();
  expect(await isOnTop(account)).toBe(true);
  expect(await isOnTop(realname)).toBe(true);

  await page.goto('/oj');
  const title = page.locator('.ant-table-tbody td a', { hasText: '两数之和' }).first();
  await expect(title).toBeVisible();
  const box = await title.boundingBox();
  // One line of text, not one character per line.
  expect(box?.height ?? 0).toBeLessThan(30);
  expect(box?.width ?? 0).toBeGreaterThan(40);
});

test('stacked cards of a list page keep a gap at 390 px', async ({ page }) => {
  await loginUi(page, 'admin', adminPassword);
  await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  await page.goto('/isystem/depart');
  const cards = page.locator('.ant-row > .ant-col > .ant-card');
  await expect(cards.nth(1)).toBeVisible();
  const upper = await cards.nth(0).boundingBox();
  const lower = await cards.nth(1).boundingBox();
  if (!upper || !lower) throw new Error('部门管理页的两张卡片没有显示');
  // One above the other, not side by side, with space between.
  expect(lower.y).toBeGreaterThan(upper.y);
  expect(lower.y - (upper.y + upper.height)).toBeGreaterThanOrEqual(8);
});

/**
 * The table's scrolling box reaches all of its content, scrolls when the content is wider, and no
 * box around it cuts it off.
 */
async function expectScrollsNotCut(wrapper: Locator) {
  const box = wrapper.locator('.ant-table-content').first();
  await expect(box).toBeVisible();
  const m = await box.evaluate((el) => {
    const table = el.querySelector('table');
    const own = el.getBoundingClientRect();
    const cutBy: string[] = [];
    for (let up = el.parentElement; up; up = up.parentElement) {
      const overflow = getComputedStyle(up).overflowX;
      if (overflow === 'visible') continue;
      const r = up.getBoundingClientRect();
      if (own.right > r.right + 1 || own.left < r.left - 1) cutBy.push(`${up.tagName}.${up.className}`);
    }
    return {
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
      contentWidth: table?.getBoundingClientRect().width ?? 0,
      overflowX: getComputedStyle(el).overflowX,
      right: own.right,
      viewport: document.documentElement.clientWidth,
      cutBy,
    };
  });
  expect(m.contentWidth).toBeGreaterThan(0);
  expect(m.scrollWidth).toBeGreaterThanOrEqual(Math.floor(m.contentWidth));
  if (m.contentWidth > m.clientWidth + 1) expect(['auto', 'scroll']).toContain(m.overflowX);
  expect(m.right).toBeLessThanOrEqual(m.viewport + 1);
  expect(m.cutBy).toEqual([]);
}

test.describe('at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the monitoring sessions table scrolls instead of being cut', async ({ page }) => {
    await loginUi(page, 'admin', adminPassword);
    await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
    await page.goto('/isystem/monitor');
    const sessions = page.locator('.ant-card', { hasText: '在线会话' }).locator('.ant-table-wrapper');
    await expect(sessions.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    await expectScrollsNotCut(sessions);
  });

  test('the verdict table beside the editor scrolls instead of being cut', async ({ page, request }) => {
    const admin = await apiAs(request, 'admin', adminPassword);
    const { records } = await admin.get<{ records: { id: string; title: string }[] }>(
      '/ojapi/problem/list?pageNo=1&pageSize=50',
    );
    const problem = records.find((r) => r.title === '两数之和') ?? records[0];
    if (!problem) throw new Error('练习区没有题目');
    await loginUi(page, 'admin', adminPassword);
    await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
    await page.goto(`/oj/problem/${problem.id}`);
    await expect(page.getByText(problem.title).first()).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('语言').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'C++17' }).click();
    await page.locator('.cm-content').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(
      '#include <iostream>\nint main() { int a, b; std::cin >> a >> b; std::cout << a + b; }\n',
    );
    await button(page, '提交').click();
    const cases = page.getByTestId('case-table');
    await expect(cases).toBeVisible({ timeout: 30_000 });
    await expectScrollsNotCut(cases);
  });
});
