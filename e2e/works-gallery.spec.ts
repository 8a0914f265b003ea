import { makeSb3 } from './fixtures/make-sb3.ts';
import { type APIRequestContext, expect as baseExpect, type Page, test } from './fixtures/test.ts';
import {
  adminPassword,
  apiAs,
  button,
  loginUi,
  setPasswords,
  shot,
  tokenOf,
  uploadFile,
  WEBGL_LAUNCH,
} from './portal-helpers.ts';

/**
 * The works gallery: a visitor sees featured works on /work/home, opens one and plays it; signing in
 * from the star button comes back to the work, stars it once and comments; a student's my works page
 * lists their works and deletes one after confirming.
 */
test.use({
  launchOptions: WEBGL_LAUNCH,
});
// Software WebGL and a shared machine: loading the player and the first frames can take long.
test.setTimeout(480_000);
const SLOW = { timeout: 60_000 };
// Pages of a busy shared machine: give every check more than the default ten seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
const PASSWORD = 'Gallery@2024';
const BASE = '/api/teaching/teachingWork';

interface Seeded {
  scratch: string;
  python: string;
  privateWork: string;
}

/** Uploads a work file as the signed-in student; the answer is the stored path `submit` accepts. */
async function uploadWork(
  request: APIRequestContext,
  token: string,
  workType: number,
  name: string,
  data: Buffer,
): Promise<string> {
  const url = `${BASE}/upload?workType=${workType}&kind=file`;
  return (await uploadFile<{ path: string }>(request, token, url, name, data)).path;
}

/**
 * student1 makes a Scratch work, a Python work and a private one; the administrator features the
 * Scratch work and puts the Python work on the home page. Known passwords for student1 and student2.
 */
async function seed(request: APIRequestContext, suffix: string): Promise<Seeded> {
  const admin = await apiAs(request, 'admin', adminPassword);
  await setPasswords(admin, ['student1', 'student2'], PASSWORD);
  const token = await tokenOf(request, 'student1', PASSWORD);
  const student = await apiAs(request, 'student1', PASSWORD);
  const sb3 = await uploadWork(request, token, 2, 'ball.sb3', await makeSb3());
  const py = await uploadWork(
    request,
    token,
    4,
    'guess.py',
    Buffer.from('name = input("你叫什么名字？")\nprint("你好，" + name)\n', 'utf8'),
  );
  const scratch = await student.post<{ id: string }>(`${BASE}/submit`, {
    workName: `弹跳小球${suffix}`,
    workType: 2,
    workFile: sb3,
  });
  const python = await student.post<{ id: string }>(`${BASE}/submit`, {
    workName: `打招呼${suffix}`,
    workType: 4,
    workFile: py,
  });
  const privateWork = await student.post<{ id: string }>(`${BASE}/submit`, {
    workName: `草稿${suffix}`,
    workType: 2,
    workFile: sb3,
  });
  await admin.put(`${BASE}/setStatus`, { id: scratch.id, workStatus: 4 });
  await admin.put(`${BASE}/setStatus`, { id: python.id, workStatus: 3 });
  return { scratch: scratch.id, python: python.id, privateWork: privateWork.id };
}

async function starCount(page: Page) {
  return Number(await page.getByTestId('star-count').innerText());
}

test('works gallery: featured works, play, sign in to star once, comment, my works delete', async ({
  page,
  browser,
  request,
}) => {
  const suffix = String(Date.now()).slice(-5);
  const ids = await seed(request, suffix);

  // A visitor: the featured work is on the gallery's home page, the Python work among the newest.
  await page.goto('/work/home');
  const featured = page.locator('section', { has: page.getByRole('heading', { name: /精选作品/ }) });
  // The demo content's featured works, and the one featured just now.
  await expect(featured.getByText('会跳舞的小猫')).toBeVisible();
  await expect(featured.getByText('海龟画星星')).toBeVisible();
  await expect(featured.getByText(`弹跳小球${suffix}`)).toBeVisible();
  const newest = page.locator('section', { has: page.getByRole('heading', { name: /最新作品/ }) });
  await expect(newest.getByText(`打招呼${suffix}`)).toBeVisible();
  // The private draft is never in the gallery.
  await expect(page.getByText(`草稿${suffix}`)).toHaveCount(0);
  await newest.locator('.ant-segmented-item', { hasText: /^Python$/ }).click();
  await expect(newest.getByText(`打招呼${suffix}`)).toBeVisible();
  await expect(newest.getByText(`弹跳小球${suffix}`)).toHaveCount(0);
  await shot(page, 'works-gallery-home');

  // Its detail page plays the project.
  await featured.getByRole('button', { name: `查看作品 弹跳小球${suffix}` }).click();
  await expect(page).toHaveURL(new RegExp(`/work-detail\\?id=${ids.scratch}`));
  await expect(page.getByTestId('work-title')).toHaveText(`弹跳小球${suffix}`);
  const player = page.getByTestId('scratch-player');
  await expect(player).toHaveAttribute('data-state', 'ready', SLOW);
  await page.getByRole('button', { name: '开始' }).click();
  await expect(player).toHaveAttribute('data-running', 'true', SLOW);
  await page.getByRole('button', { name: '停止' }).click();
  await expect(player).toHaveAttribute('data-running', 'false', SLOW);
  await expect(page.getByTestId('author-card')).toContainText(/作品 \d+ · 获赞 \d+/);

  // A private work is refused to visitors with a clear message.
  await page.goto(`/work-detail?id=${ids.privateWork}`);
  await expect(page.getByText('这个作品还没有公开，登录后才能查看')).toBeVisible();

  // Starring needs a login that comes back to the work.
  await page.goto(`/work-detail?id=${ids.scratch}`);
  const before = await starCount(page);
  await page.getByTestId('star-button').click();
  await expect(page).toHaveURL(/\/user\/login\?redirect=/);
  await page.getByPlaceholder('用户名').fill('student2');
  await page.getByPlaceholder('密码').fill(PASSWORD);
  await button(page, '登录').first().click();
  await expect(page).toHaveURL(new RegExp(`/work-detail\\?id=${ids.scratch}`), SLOW);
  await expect(page.getByTestId('star-button')).toBeVisible();
  await page.getByTestId('star-button').click();
  await expect(page.getByTestId('star-count')).toHaveText(String(before + 1));
  await expect(page.getByTestId('star-button')).toHaveAttribute('aria-pressed', 'true');
  // Counted once: after a reload the star is still mine and the count has not moved.
  await page.reload();
  await expect(page.getByTestId('star-button')).toHaveAttribute('aria-pressed', 'true');
  expect(await starCount(page)).toBe(before + 1);

  // A comment is shown as text, never as HTML.
  const text = `<b>真好玩</b> ${suffix}`;
  await page.getByRole('textbox', { name: '写评论' }).fill(text);
  await button(page, '发表评论').click();
  const comment = page.getByTestId('work-comment').filter({ hasText: text });
  await expect(comment).toBeVisible();
  await expect(comment.locator('b')).toHaveCount(0);
  await expect(comment.getByRole('button', { name: /举\s*报/ })).toBeVisible();

  // The Python work shows its code with an "open in the editor" button.
  await page.goto(`/work-detail?id=${ids.python}`);
  await expect(page.getByTestId('work-code')).toContainText('你叫什么名字');
  await expect(button(page, '在编辑器中打开')).toBeVisible();

  // student1's works: all three listed, the draft deleted after confirming.
  const ctx = await browser.newContext();
  const mine = await ctx.newPage();
  await loginUi(mine, 'student1', PASSWORD);
  await expect(mine).not.toHaveURL(/\/user\/login/, SLOW);
  await mine.goto('/work/workList');
  const cards = mine.getByTestId('work-card');
  await expect(cards.filter({ hasText: `弹跳小球${suffix}` })).toBeVisible();
  await expect(cards.filter({ hasText: `打招呼${suffix}` })).toBeVisible();
  const draft = cards.filter({ hasText: `草稿${suffix}` });
  await expect(draft).toBeVisible();
  await expect(cards.filter({ hasText: `弹跳小球${suffix}` })).toContainText('精选');
  await expect(draft).toContainText('已保存');
  await shot(mine, 'works-gallery-mine');
  await draft.getByRole('button', { name: `更多操作 草稿${suffix}` }).click();
  await mine.getByRole('menuitem', { name: /删除/ }).click();
  const confirm = mine.getByRole('dialog');
  await expect(confirm).toContainText('确定要删除这个作品吗？');
  await button(mine, '删除').last().click();
  await expect(draft).toHaveCount(0);
  await expect(cards.filter({ hasText: `弹跳小球${suffix}` })).toBeVisible();
  // Gone on the server too.
  const student = await apiAs(request, 'student1', PASSWORD);
  const left = await student.get<{ records: { id: string }[] }>(`${BASE}/mine?pageSize=100`);
  expect(left.records.map((r) => r.id)).not.toContain(ids.privateWork);
  await ctx.close();
});

test('works gallery: phone width shows two columns and the detail stacks', async ({ page, request }) => {
  const suffix = String(Date.now()).slice(-5);
  const ids = await seed(request, suffix);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/work/index');
  await expect(page.getByText(`弹跳小球${suffix}`)).toBeVisible();
  const cards = page.getByTestId('work-card');
  const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(a && b && Math.abs(a.y - b.y) < 2, '两张卡片并排').toBe(true);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'works-gallery-index-390');
  await page.goto(`/work-detail?id=${ids.python}`);
  await expect(page.getByTestId('work-code')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'works-gallery-detail-390');
});
