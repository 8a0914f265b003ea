import { expect, type Locator, type Page, test } from './fixtures/test.ts';
import { adminPassword, button, loginUi, shot } from './portal-helpers.ts';

/**
 * Administrator journey in 官网管理 / 新闻管理: write an article with bold text in the rich-text editor,
 * upload a cover, publish it, and find both on the public news list and article page.
 */

/** A 16×10 blue PNG. */
const COVER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAKCAIAAAAy3EnLAAAAFElEQVR42mOQmPCfJMQwqmFoagAAhC4IcMMojZcAAAAASUVORK5CYII=',
  'base64',
);

const formItem = (dialog: Locator, label: string) =>
  dialog.locator('.ant-form-item').filter({ has: dialog.page().locator(`label[title="${label}"]`) });

const naturalWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.naturalWidth);

/** Script chunks of the rich-text editor requested so far. */
function editorChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (/rich-text-editor[^/]*\.js$/.test(new URL(req.url()).pathname)) seen.push(req.url());
  });
  return seen;
}

test('admin news: rich text and an uploaded cover reach the public news pages', async ({ page, browser }) => {
  const title = `E2E 夏令营报名${Date.now() % 100000}`;
  const chunks = editorChunks(page);

  await test.step('sign in and open 新闻管理', async () => {
    await loginUi(page, 'admin', adminPassword);
    await expect(page).not.toHaveURL(/\/user\/login/);
    await page.goto('/portal/news');
    const main = page.locator('.ant-layout-content');
    await expect(main.getByText('新闻').first()).toBeVisible();
    await expect(button(page, '新增')).toBeVisible();
    // The editor code is not part of the list page.
    expect(chunks).toEqual([]);
  });

  const dialog = page.getByRole('dialog').filter({ hasText: '新增新闻' });

  await test.step('the add form opens wide with the rich-text editor, loaded on demand', async () => {
    await button(page, '新增').click();
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.ck-rich-text')).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    const box = await dialog.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(900);
    await expect(dialog.getByRole('button', { name: '全屏' })).toBeVisible();
  });

  await test.step('an empty body and a non-image cover are refused in Chinese', async () => {
    await formItem(dialog, '标题').getByRole('textbox').fill(title);
    await button(page, '保存').click();
    await expect(formItem(dialog, '正文')).toContainText('请输入正文');
    await formItem(dialog, '封面')
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('不是图片') });
    await expect(page.getByText('只能上传图片文件（JPG、PNG、GIF、WebP 等）')).toBeVisible();
    await expect(formItem(dialog, '封面').locator('.ant-upload-list-item')).toHaveCount(0);
  });

  await test.step('write bold text, upload a cover and publish', async () => {
    const editor = dialog.locator('.ck-rich-text');
    await editor.click();
    await page.keyboard.type('欢迎参加');
    await dialog.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('暑期编程夏令营');
    await dialog.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type('，名额有限。');
    await expect(editor.locator('strong')).toHaveText('暑期编程夏令营');
    await expect(formItem(dialog, '正文')).not.toContainText('请输入正文');

    const cover = formItem(dialog, '封面');
    await cover
      .locator('input[type=file]')
      .setInputFiles({ name: 'e2e-cover.png', mimeType: 'image/png', buffer: COVER_PNG });
    const thumb = cover.locator('.ant-upload-list-item img');
    await expect(thumb).toBeVisible();
    await expect.poll(() => naturalWidth(thumb)).toBe(16);
    // One image only: the picture card's "上传封面" trigger is gone until it is removed.
    await expect(cover.getByText('上传封面')).toBeHidden();
    await cover.scrollIntoViewIfNeeded();
    await shot(page, 'admin-news-form');

    await formItem(dialog, '摘要').getByRole('textbox').fill('面向小学生的暑期编程活动');
    await formItem(dialog, '状态').locator('.ant-select').click();
    await page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasText: '已发布' }).click();
    await button(page, '保存').click();
    await expect(page.getByText('添加成功')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the list shows the row with a cover thumbnail', async () => {
    const row = page.locator('.ant-table-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('已发布');
    const thumb = row.locator('img');
    await expect(thumb).toBeVisible();
    await expect.poll(() => naturalWidth(thumb)).toBe(16);
    await shot(page, 'admin-news-list');
  });

  await test.step('a visitor sees the article with its cover and the bold text', async () => {
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto('/home-page/frontNews');
    const item = visitor.getByTestId('news-item').filter({ hasText: title });
    await expect(item).toBeVisible();
    const listCover = item.locator('img');
    await expect(listCover).toBeVisible();
    await expect.poll(() => naturalWidth(listCover)).toBe(16);
    await item.click();
    await expect(visitor).toHaveURL(/\/home-page\/frontNewsDetail\?id=/);
    const article = visitor.getByTestId('news-article');
    await expect(article.getByRole('heading', { name: title })).toBeVisible();
    await expect(article.locator('strong')).toHaveText('暑期编程夏令营');
    await expect(article).toContainText('欢迎参加暑期编程夏令营，名额有限。');
    const articleCover = article.locator('img').first();
    await expect(articleCover).toBeVisible();
    await expect.poll(() => naturalWidth(articleCover)).toBe(16);
    await context.close();
  });

  await test.step('editing loads the body into the editor; removing the cover clears it', async () => {
    const row = page.locator('.ant-table-row').filter({ hasText: title });
    await row.getByRole('button', { name: '编辑' }).click();
    const edit = page.getByRole('dialog').filter({ hasText: '编辑新闻' });
    await expect(edit.locator('.ck-rich-text strong')).toHaveText('暑期编程夏令营');
    const cover = formItem(edit, '封面');
    await cover.locator('.ant-upload-list-item').hover();
    await cover.locator('.ant-upload-list-item .anticon-delete').click();
    await expect(cover.getByText('上传封面')).toBeVisible();
    await button(page, '保存').click();
    await expect(page.getByText('编辑成功')).toBeVisible();
    await expect(row.locator('img')).toHaveCount(0);
  });
});
