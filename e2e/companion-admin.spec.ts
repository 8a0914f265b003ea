import { type APIRequestContext, expect, type Page, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, loginUi, shot, tokenOf } from './portal-helpers.ts';

/**
 * Assessments in the back office: an administrator builds an assessment with two questions and
 * publishes it, finds it on the public 在线测评 page with its phone link; then works a lead in 测评报告:
 * the report with its radar chart, the follow-up, the Excel export and a share link made and revoked.
 */

type Page1<T> = { records: T[]; total: number };
interface Lead {
  id: string;
  childName: string;
  status: string;
}

/** A finished lead of the demo school, or one made through the public companion API when none is. */
async function finishedLead(request: APIRequestContext, token: string, testPowerId: string): Promise<Lead> {
  const admin = await apiAs(request, 'admin', adminPassword);
  const listed = await admin.get<Page1<Lead>>('/api/teaching/teachingReport/list?status=1&pageSize=5');
  if (listed.records.length) return listed.records[0];
  const headers = { 'X-Access-Token': token };
  const start = await request.post('/api/mp/v1/attempt/start', {
    headers,
    data: { testPowerId, childName: '王小测', childAge: 8, guardianName: '王女士' },
  });
  const attempt = (await start.json()).result as {
    attemptToken: string;
    questions: { id: string; type: string }[];
  };
  const answers = Object.fromEntries(attempt.questions.map((q) => [q.id, q.type === 'judge' ? 'T' : 'B']));
  const withAttempt = { ...headers, 'x-attempt-token': attempt.attemptToken };
  await request.post('/api/mp/v1/attempt/answers', { headers: withAttempt, data: { answers, seq: 1 } });
  const submit = await request.post('/api/mp/v1/attempt/submit', { headers: withAttempt, data: {} });
  expect((await submit.json()).success).toBe(true);
  const again = await admin.get<Page1<Lead>>('/api/teaching/teachingReport/list?status=1&pageSize=5');
  return again.records[0];
}

async function fillQuestion(page: Page, no: number, stem: string) {
  await page.getByLabel(`第 ${no} 题题干`).fill(stem);
}

test('assessments: build and publish one, see it on the site, work a lead in 测评报告', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = `E2E 编程思维测评${Date.now() % 100000}`;

  await test.step('the admin builds an assessment with two questions and publishes it', async () => {
    await loginUi(page, 'admin', adminPassword);
    await expect(page).toHaveURL(/\/account\/center/, { timeout: 30_000 });
    await page.goto('/companion/TestPowerList');
    await expect(button(page, '新增测评')).toBeVisible({ timeout: 45_000 });
    await button(page, '新增测评').click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: '新增测评' });
    await drawer.getByLabel('测评名称').fill(name);
    await drawer.getByLabel('简介').fill('十分钟了解孩子的编程思维');
    await drawer.getByText('发布', { exact: true }).click();

    await drawer.getByRole('tab', { name: /题目/ }).click();
    await button(page, '单选题').click();
    await fillQuestion(page, 1, '小猫向前走 10 步两次，一共走了多少步？');
    for (const [letter, text] of [
      ['A', '10 步'],
      ['B', '20 步'],
      ['C', '30 步'],
      ['D', '0 步'],
    ])
      await drawer.getByLabel(`第 1 题选项 ${letter}`).fill(text);
    await drawer.getByLabel('第 1 题答案').getByText('B', { exact: true }).click();
    await button(page, '判断题').click();
    await fillQuestion(page, 2, '循环可以让一段程序重复执行');
    await drawer.getByLabel('第 2 题 循环 权重').fill('2');

    // Saving without band texts names what is missing and stays open.
    await button(page, '保存').click();
    await expect(drawer.getByTestId('draft-problems')).toContainText('请填写等级评语');
    await expect(drawer.getByRole('tab', { name: /等级与推荐/, selected: true })).toBeVisible();
    for (const i of [1, 2, 3]) await drawer.getByLabel(`等级 ${i} 评语`).fill(`第 ${i} 级的评语与建议`);

    await drawer.getByRole('tab', { name: '预览' }).click();
    await expect(drawer.getByTestId('question-view')).toHaveCount(2);
    await shot(page, 'companion-test-power-drawer');
    await button(page, '保存').click();
    await expect(drawer).toBeHidden();
    const row = page.locator('tr', { hasText: name });
    await expect(row).toContainText('已发布');
    await expect(row).toContainText('2');
  });

  const admin = await apiAs(request, 'admin', adminPassword);
  const mine = await admin.get<Page1<{ id: string; name: string }>>(
    `/api/teaching/teachingTestPower/list?name=${encodeURIComponent(name)}`,
  );
  const assessmentId = mine.records[0].id;

  await test.step('it shows on the public 在线测评 page with a phone link', async () => {
    await page.goto('/home-page/testing');
    const card = page.getByTestId('assessment-card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('2 题');
    await expect(card.getByRole('link', { name: `开始测评：${name}` })).toHaveAttribute(
      'href',
      // The link names the assessment's organisation, so a phone scanning the code opens the same one.
      new RegExp(`^/m/assessment/${assessmentId}\\?orgId=[\\w-]+$`),
    );
    await expect(card.getByRole('img', { name: `${name}的手机测评二维码` })).toBeVisible();
  });

  const token = await tokenOf(request, 'admin', adminPassword);
  const lead = await finishedLead(request, token, assessmentId);

  await test.step('the report of a lead: radar chart, follow-up, export and a share link', async () => {
    await page.goto('/companion/ReportList');
    const row = page.locator('tr', { hasText: lead.childName }).first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    await row.getByRole('button', { name: /详\s*情/ }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `${lead.childName}的测评报告` });
    await expect(drawer.getByTestId('report-radar')).toBeVisible();
    await expect(drawer.getByTestId('question-view').first()).toContainText('正确答案');
    await shot(page, 'companion-report-detail');

    await drawer.getByRole('button', { name: /跟\s*进/ }).click();
    const follow = page.getByRole('dialog').filter({ hasText: '跟进状态' });
    await follow.getByText('已联系', { exact: true }).click();
    await follow.getByLabel('跟进备注').fill('已电话沟通，约周六试听');
    await follow.getByRole('button', { name: /保\s*存/ }).click();
    await expect(follow).toBeHidden();
    await expect(row.getByTestId('follow-tag')).toHaveText('已联系');

    // A finished report may already carry the parents' link: a new one replaces it.
    const link = drawer.getByTestId('share-link');
    const before = (await link.count()) ? await link.inputValue() : '';
    await drawer.getByRole('button', { name: /生成(分享)?链接$/ }).click();
    await expect(link).toHaveValue(/\/m\/report\/[\w-]{16,}$/);
    await expect(link).not.toHaveValue(before);
    await drawer.getByRole('button', { name: '撤销链接' }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '撤销分享链接' })
      .getByRole('button', { name: /撤\s*销/ })
      .click();
    await expect(drawer.getByText('还没有分享链接')).toBeVisible();

    // 打印 / 保存为 PDF prints the report alone: on paper only the print view shows.
    await page.emulateMedia({ media: 'print' });
    const paper = page.getByTestId('report-print');
    await expect(paper).toBeVisible();
    await expect(paper.getByRole('img', { name: /能力雷达图/ })).toBeVisible();
    await expect(drawer).toBeHidden();
    await shot(page, 'companion-report-print');
    await page.emulateMedia({ media: 'screen' });
    await expect(paper).toBeHidden();
    await drawer.getByRole('button', { name: '关闭', exact: true }).click();
  });

  await test.step('the leads export as an Excel file', async () => {
    const [download] = await Promise.all([page.waitForEvent('download'), button(page, '导出 Excel').click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  });
});
