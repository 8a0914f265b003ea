import { expect, test } from '@playwright/test';
import yazl from 'yazl';
import { adminPassword, apiAs, button, shot } from './portal-helpers.ts';

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

function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

test('judge: admin publishes A+B with test data, student solves it in the practice area', async ({
  browser,
  request,
}) => {
  const admin = await apiAs(request, 'admin', adminPassword);
  const status = await admin.get<{ report: { available: boolean; reason: string } }>('/api/judge/status');
  test.skip(!status.report.available, `判题沙箱不可用，跳过判题旅程：${status.report.reason}`);
  await admin.put('/api/sys/user/changePassword', {
    username: 'student1',
    password: studentPassword,
    confirmpassword: studentPassword,
  });
  const adminToken = (
    await (
      await request.post('/api/sys/login', { data: { username: 'admin', password: adminPassword } })
    ).json()
  ).result.token as string;
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
    const zip = await zipOf({
      '1.in': '1 2\n',
      '1.out': '3\n',
      '2.in': '10 -3\n',
      '2.out': '7\n',
      '3.in': '100 200\n',
      '3.out': '300\n',
    });
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

  const studentToken = (
    await (
      await request.post('/api/sys/login', { data: { username: 'student1', password: studentPassword } })
    ).json()
  ).result.token as string;
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
