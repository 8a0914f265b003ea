import fs from 'node:fs';
import { abCasesZip } from './fixtures/ab-cases.ts';
import { expect, test } from './fixtures/test.ts';
import { FPS_CASES, FPS_SAMPLE, fpsOneProblem } from './fps-sample.ts';
import { adminPassword, apiAs, button, setPasswords, shot, tokenOf } from './portal-helpers.ts';

/**
 * The judge journey: an administrator adds an A+B problem in the problem bank, uploads test data built
 * here as a zip and publishes it; student1 opens it from the practice list, submits a Python solution
 * and watches every case come back 通过 (AC).
 */
const studentPassword = 'Student@2468';
// The statement also carries markup that must never run in a reader's browser.
const STATEMENT =
  '输入两个整数 $a$ 和 $b$，输出 $a+b$。\n\n<img src=x onerror="window.__xss=1"> [链接](javascript:window.__xss=2)';
const AB_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';

test('judge: admin publishes A+B with test data, student solves it in the practice area', async ({
  browser,
  request,
}) => {
  const admin = await apiAs(request, 'admin', adminPassword);
  const status = await admin.get<{ report: { available: boolean; reason: string } }>('/api/judge/status');
  test.skip(!status.report.available, `判题沙箱不可用，跳过判题旅程：${status.report.reason}`);
  await setPasswords(admin, ['student1'], studentPassword);
  const adminToken = await tokenOf(request, 'admin', adminPassword);
  const title = `A+B 问题 ${Date.now().toString(36)}`;

  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  await test.step('the admin adds the problem and makes it public', async () => {
    await page.goto(`/judge/problem?token=${encodeURIComponent(adminToken)}`);
    await button(page, '新增题目').click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByLabel('题目名称').fill(title);
    await drawer.getByRole('textbox', { name: /^题面/ }).fill(STATEMENT);
    await expect(drawer.locator('.katex').first()).toBeVisible();
    await drawer.getByRole('switch').click();
    await drawer.getByRole('tab', { name: '样例' }).click();
    await drawer.getByLabel('样例输入 1').fill('1 2');
    await drawer.getByLabel('样例输出 1').fill('3');
    await button(page, '保存').click();
    await expect(page.getByRole('cell', { name: title })).toBeVisible();
  });

  await test.step('the admin uploads a zip of three cases', async () => {
    const zip = await abCasesZip();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: '测试数据' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'ab.zip', mimeType: 'application/zip', buffer: zip });
    await expect(dialog.getByTestId('case-count')).toHaveText('3');
    await shot(page, 'judge-test-data');
  });

  await test.step('the reference solution validates the data case by case', async () => {
    const { records } = await admin.get<{ records: { id: string; title: string }[] }>(
      `/api/judge/problem/list?keyword=${encodeURIComponent(title)}`,
    );
    await admin.put('/api/judge/problem/edit', {
      id: records[0].id,
      referenceLanguage: 'python3',
      referenceCode: AB_PY,
    });
    const dialog = page.getByRole('dialog');
    await button(page, '校验测试数据').click();
    await expect(dialog.getByText('测试数据校验通过')).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByTestId('case-table').getByText('通过 (AC)')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('row').filter({ hasText: title }).getByRole('cell', { name: '公开' }),
    ).toBeVisible();
  });
  await adminContext.close();

  const studentToken = await tokenOf(request, 'student1', studentPassword);
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await test.step('student1 opens it from the practice list and submits Python', async () => {
    await student.goto(`/oj?token=${encodeURIComponent(studentToken)}`);
    await student.getByRole('link', { name: title }).click();
    await expect(student.getByText('输入两个整数')).toBeVisible();
    await expect(student.locator('.ck-markdown .katex').first()).toBeVisible();
    await expect(student.locator('.ck-markdown img, .ck-markdown a[href^="javascript"]')).toHaveCount(0);
    expect(await student.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await student.getByLabel('语言').click();
    await student.locator('.ant-select-item-option').filter({ hasText: 'Python 3' }).click();
    const editor = student.locator('.cm-content');
    await editor.click();
    await student.keyboard.press('ControlOrMeta+a');
    await student.keyboard.press('Delete');
    await student.keyboard.insertText(AB_PY);
    await button(student, '提交').click();
  });

  await test.step('every case comes back 通过 (AC)', async () => {
    await expect(student.getByTestId('submission-verdict')).toContainText('通过 (AC)', { timeout: 60_000 });
    const cells = student.getByTestId('case-table').getByText('通过 (AC)');
    await expect(cells).toHaveCount(3);
    await shot(student, 'judge-practice-accepted');
    await student.getByRole('tab', { name: '我的提交' }).click();
    await expect(student.getByRole('row').filter({ hasText: title }).first()).toContainText('通过');
  });
  await studentContext.close();
});

test('judge: admin imports an FPS file into the problem bank and exports it again', async ({
  browser,
  request,
}) => {
  const admin = await apiAs(request, 'admin', adminPassword);
  const adminToken = await tokenOf(request, 'admin', adminPassword);
  const title = `FPS 减法 ${Date.now().toString(36)}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  let id = '';

  await test.step('the admin imports a one-problem FPS XML through the 导入 modal', async () => {
    await page.goto(`/judge/problem?token=${encodeURIComponent(adminToken)}`);
    await button(page, '导入').click();
    const dialog = page.getByRole('dialog', { name: '导入题目' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'subtract.xml',
      mimeType: 'text/xml',
      buffer: Buffer.from(fpsOneProblem(title)),
    });
    await expect(dialog.getByText('subtract.xml')).toBeVisible();
    await dialog.getByTestId('import-submit').click();
    await expect(dialog.getByText('已导入 1 道题目')).toBeVisible({ timeout: 30_000 });
    const { records } = await admin.get<{ records: { id: string; title: string }[] }>(
      `/api/judge/problem/list?keyword=${encodeURIComponent(title)}`,
    );
    expect(records.map((r) => r.title)).toEqual([title]);
    id = records[0].id;
    const result = dialog.getByRole('row').filter({ hasText: title });
    await expect(result).toContainText(id);
    await expect(result.getByRole('cell', { name: '2', exact: true })).toBeVisible();
    await shot(page, 'judge-fps-import');
    await dialog
      .locator('.ant-modal-footer')
      .getByRole('button', { name: /^关\s*闭$/ })
      .click();
    await expect(dialog).toBeHidden();
  });

  const row = page.getByRole('row').filter({ hasText: title });
  const exportedXml = async (click: () => Promise<void>) => {
    const [download] = await Promise.all([page.waitForEvent('download'), click()]);
    expect(download.suggestedFilename()).toMatch(/\.xml$/);
    return fs.readFileSync(await download.path(), 'utf8');
  };
  const expectOneProblem = (xml: string) => {
    expect(xml).toContain('<fps');
    expect(xml).toContain(`<title><![CDATA[${title}]]></title>`);
    expect(xml.match(/<item>/g)).toHaveLength(1);
    for (const c of FPS_CASES) {
      expect(xml).toContain(`<test_input><![CDATA[${c.input}]]></test_input>`);
      expect(xml).toContain(`<test_output><![CDATA[${c.output}]]></test_output>`);
    }
  };
  await test.step('the admin finds it in the list: hidden, 1 s / 128 MB', async () => {
    await page.getByPlaceholder('题目名称').fill(title);
    await page.getByPlaceholder('题目名称').press('Enter');
    await expect(page.getByText('共 1 条')).toBeVisible();
    await expect(row).toContainText('1000 ms / 128 MB');
    await expect(row.getByRole('cell', { name: '隐藏' })).toBeVisible();
  });

  await test.step('导出 FPS without a selection asks first, then exports what the filter matches', async () => {
    await button(page, '导出 FPS').click();
    const confirm = page.getByRole('dialog').filter({ hasText: '没有勾选题目' });
    await expect(confirm).toContainText('全部 1 道题目');
    expectOneProblem(await exportedXml(() => confirm.getByRole('button', { name: /^导\s*出$/ }).click()));
    await expect(confirm).toBeHidden();
  });

  await test.step('导出 FPS of the selected row downloads its XML with the test data', async () => {
    await row.getByRole('checkbox').check();
    const exportButton = page.getByRole('button', { name: /导出 FPS（1）/ });
    expectOneProblem(await exportedXml(() => exportButton.click()));
  });

  await test.step('the imported test data and statement with its sample are in place', async () => {
    await row.getByRole('button', { name: '测试数据' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('case-count')).toHaveText('2');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const practice = await context.newPage();
    await practice.goto(`/oj/problem/${id}`);
    await expect(practice.getByText('输入两个整数 a 和 b')).toBeVisible();
    await expect(practice.getByText('1000 ms', { exact: true })).toBeVisible();
    await expect(practice.getByText('128 MB', { exact: true })).toBeVisible();
    await expect(practice.getByText('样例输入 1')).toBeVisible();
    await expect(practice.locator('pre').filter({ hasText: FPS_SAMPLE.input }).first()).toBeVisible();
    await expect(
      practice.locator('pre').filter({ hasText: new RegExp(`^${FPS_SAMPLE.output}\\s*$`) }),
    ).toHaveCount(1);
    await shot(practice, 'judge-fps-practice');
    await practice.close();
  });

  await test.step('deleting the selected problem also drops it from the export selection', async () => {
    await row.getByRole('button', { name: /^删\s*除$/ }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: '删除题目' })
      .getByRole('button', { name: /^删\s*除$/ })
      .click();
    await expect(row).toHaveCount(0);
    await expect(button(page, '导出 FPS')).toBeVisible();
  });
  await context.close();
});
