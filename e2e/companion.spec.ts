import fs from 'node:fs';
import path from 'node:path';
import { sampleAssessment } from '../apps/server/src/domains/companion/assessments/test/assessment-fixtures.ts';
import { expect, type Page, test } from './fixtures/test.ts';
import { adminPassword, apiAs, signedIn } from './portal-helpers.ts';

/**
 * The mobile companion on a phone-sized screen: a parent opens /m/, reads an article, lets the
 * child take an assessment (guardian checked by SMS code, answers kept across a reload) and gets
 * the report with its radar chart; then the organisation's admin finds the lead and marks it contacted.
 */

const SMS_LOG = path.join(process.env.CK_E2E_DATA_DIR ?? '', 'sms-codes.log');

/** The newest code the log provider wrote for `mobile` (lines `<iso> <mobile> <code>`). */
async function smsCodeFor(mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        if (!fs.existsSync(SMS_LOG)) return '';
        const lines = fs.readFileSync(SMS_LOG, 'utf8').trim().split('\n');
        const mine = lines.map((l) => l.split(' ')).filter((p) => p[1] === mobile);
        code = mine.at(-1)?.[2] ?? '';
        return code;
      },
      { message: `${mobile} 的短信验证码` },
    )
    .not.toBe('');
  return code;
}

/** Answers the question on screen: the first choice, or every step of an order task in order. */
async function answerCurrent(page: Page) {
  const question = page.locator('.m-question');
  const type = (await question.locator('.m-question-type').textContent()) ?? '';
  if (type.includes('排序题')) {
    const steps = question.locator('.m-options .m-option');
    const n = await steps.count();
    for (let i = 0; i < n; i++) await steps.nth(i).click();
    await expect(question.locator('.m-order-placed li')).toHaveCount(n);
  } else {
    const choice = question.locator('[role="radio"], [role="checkbox"]').first();
    await choice.click();
    await expect(choice).toHaveAttribute('aria-checked', 'true');
  }
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const stamp = Date.now() % 100_000;
const ARTICLE_TITLE = `暑期编程营开营啦 ${stamp}`;
let testPowerId = '';

/** `YYYY-MM-DD HH:mm:ss` a minute ago (Asia/Shanghai, the server's display zone). */
function aMinuteAgo(): string {
  const d = new Date(Date.now() - 60_000 + 8 * 3600_000);
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

// The organisation's content, as its admin publishes it in the back office: an article, a published
// assessment and a home button that opens it.
test.beforeAll(async ({ request }) => {
  const admin = await apiAs(request, 'admin', adminPassword);
  await admin.post('/api/teaching/xcxArticle/add', {
    title: ARTICLE_TITLE,
    summary: '七月开营，名额有限',
    content: '<p>欢迎参加<strong>暑期编程营</strong>，孩子将完成自己的第一个游戏。</p>',
    publishTime: aMinuteAgo(),
    isTop: true,
    status: '1',
  });
  const created = await admin.post<{ id: string }>(
    '/api/teaching/teachingTestPower/add',
    sampleAssessment({ name: `编程思维小测 ${stamp}` }),
  );
  testPowerId = created.id;
  await admin.post('/api/teaching/xcxSetting/add', {
    title: '能力测评',
    position: '1',
    linkType: 'assessment',
    linkTarget: testPowerId,
    sortNo: 0,
    enabled: true,
  });
});

test('companion: article, assessment with SMS check, resume after reload, report, lead followed up', async ({
  page,
  browser,
}) => {
  const mobile = `139${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const child = `小测${Date.now() % 10_000}`;

  await test.step('the home page shows the organisation, its entries and newest articles', async () => {
    await page.goto('/m/');
    await expect(page.locator('.m-org-name')).not.toBeEmpty();
    await expect(page.locator('.m-article-card').first()).toBeVisible();
    // Nothing is wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  await test.step('a visitor reads the article and comes back', async () => {
    await page.locator('.m-article-card', { hasText: ARTICLE_TITLE }).click();
    await expect(page).toHaveURL(/\/m\/article\//);
    await expect(page.locator('.m-article-title')).toHaveText(ARTICLE_TITLE);
    await expect(page.locator('.m-rich strong')).toHaveText('暑期编程营');
    await expect(page.locator('.m-rich')).not.toBeEmpty();
    await expect(page.locator('.m-article .m-meta')).toContainText('次阅读');
    await page.goBack();
    await expect(page.locator('.m-org-name')).toBeVisible();
  });

  await test.step('the home button leads to the assessment', async () => {
    await page.locator(`.m-grid a[href*="/m/assessment/${testPowerId}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/m/assessment/${testPowerId}`));
    await page.getByRole('button', { name: '开始测评' }).click();
  });

  await test.step('the form checks the guardian by SMS code and starts the attempt', async () => {
    const form = page.locator('.m-form');
    await form.getByRole('button', { name: '开始测评' }).click();
    await expect(form.getByRole('alert')).toHaveText('请填写孩子姓名');
    await form.getByLabel('孩子姓名').fill(child);
    await form.getByLabel('孩子年龄').fill('8');
    await form.getByLabel('家长姓名').fill('测试家长');
    await form.getByLabel('手机号').fill(mobile);
    await form.getByRole('button', { name: '获取验证码' }).click();
    await expect(form.getByRole('button', { name: /秒后重发/ })).toBeDisabled();
    await form.getByLabel('验证码').fill(await smsCodeFor(mobile));
    await form.getByRole('button', { name: '开始测评' }).click();
    await expect(page.locator('.m-question')).toBeVisible();
  });

  const counter = page.getByRole('button', { name: /^答题卡 \d+\/\d+$/ });
  const total = Number(((await counter.textContent()) ?? '').split('/')[1]);
  expect(total).toBeGreaterThan(1);
  const half = Math.ceil(total / 2);

  await test.step('half the questions are answered and autosaved', async () => {
    for (let i = 0; i < half; i++) {
      await answerCurrent(page);
      await page.getByRole('button', { name: '下一题' }).click();
    }
    await expect(page.locator('.m-save')).toHaveText('已保存');
  });

  await test.step('after a reload the answers are still there and the child goes on where they stopped', async () => {
    await page.reload();
    await expect(counter).toHaveText(`答题卡 ${half}/${total}`);
    await expect(page.locator('.m-question-type')).toContainText(`第 ${half + 1} 题`);
    await counter.click();
    await expect(page.locator('.m-navigator .m-nav-done')).toHaveCount(half);
    await page.locator('.m-navigator .m-nav-cell').nth(half).click();
  });

  await test.step('the rest is answered and handed in after the confirmation', async () => {
    for (let i = half; i < total; i++) {
      await answerCurrent(page);
      if (i < total - 1) await page.getByRole('button', { name: '下一题' }).click();
    }
    await page.locator('.m-take-actions').getByRole('button', { name: '交卷' }).click();
    const dialog = page.getByRole('dialog', { name: '确认交卷？' });
    await expect(dialog).toContainText('全部题目都已作答');
    await dialog.getByRole('button', { name: '确认交卷' }).click();
  });

  await test.step('the report shows the score, the radar chart and the band', async () => {
    await expect(page).toHaveURL(/\/m\/report\/[^/]+$/);
    await expect(page.locator('.m-score-total')).toContainText('分');
    await expect(page.locator('svg[data-testid="report-radar"]')).toBeVisible();
    await expect(page.locator('.m-band h3')).not.toBeEmpty();
    await expect(page.locator('.m-band p')).not.toBeEmpty();
    await expect(page.locator('.m-report')).toContainText(child);
    // The link is shareable: opened afresh it shows the same report.
    const fresh = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await fresh.goto(page.url());
    await expect(fresh.locator('.m-report')).toContainText(child);
    await fresh.close();
  });

  await test.step("the organisation's admin finds the lead by phone and marks it 已联系", async () => {
    const admin = await signedIn(browser, 'admin', adminPassword);
    await admin.goto('/companion/ReportList');
    await admin.getByPlaceholder('孩子、家长姓名或电话').fill(mobile);
    await admin.getByPlaceholder('孩子、家长姓名或电话').press('Enter');
    const row = admin.locator('.ant-table-row', { hasText: mobile });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(child);
    await expect(row.getByTestId('follow-tag')).toHaveText('未联系');
    await row.getByRole('button', { name: '跟进' }).click();
    const dialog = admin.getByRole('dialog', { name: `跟进：${child}` });
    await dialog.getByText('已联系', { exact: true }).click();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('follow-tag')).toHaveText('已联系');
    await admin.context().close();
  });
});
