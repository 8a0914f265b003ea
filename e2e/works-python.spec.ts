import { expect, type Page, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, openingsDone, setPasswords, shot, tokenOf } from './portal-helpers.ts';

/**
 * The Python editor journey: a signed-in student opens /python (cross-origin isolated, CPython from
 * the site itself), answers input() in the console, draws a square with turtle, is told what a
 * NameError means, stops an endless loop and saves the program to their works.
 */
const studentPassword = 'Student@2468';

const INPUT_PROGRAM = 'name = input("你叫什么名字？")\nprint("你好，" + name + "！")\n';
const TURTLE_PROGRAM = [
  'import turtle',
  't = turtle.Turtle()',
  't.speed(10)',
  't.pencolor("red")',
  't.pensize(4)',
  'for i in range(4):',
  '    t.forward(120)',
  '    t.left(90)',
  'print("画好了", t.position())',
  '',
].join('\n');
const ERROR_PROGRAM = 'print(score)\n';
const ENDLESS_PROGRAM = 'n = 0\nwhile True:\n    n = n + 1\n';

/** Loads a program through 从电脑打开 (replacing the editor's code, confirming when it is unsaved). */
async function openProgram(page: Page, name: string, code: string) {
  const firstLine = code.split('\n')[0];
  await page
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'text/x-python', buffer: Buffer.from(code) });
  const confirm = page.locator('.ant-modal-confirm');
  const loaded = page.locator('.cm-content').filter({ hasText: firstLine });
  await expect(confirm.or(loaded)).toBeVisible();
  if (await confirm.isVisible()) {
    await openingsDone(page);
    await confirm.getByRole('button', { name: /打\s*开/ }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(loaded).toBeVisible();
}

async function runAndWait(page: Page, ending: RegExp) {
  await button(page, '运行').click();
  await expect(page.getByTestId('python-console')).toContainText(ending, { timeout: 30_000 });
}

/** Pixels of the drawing canvas that are not transparent (the background is the CSS behind it). */
const drawnPixels = (page: Page) =>
  page.getByTestId('turtle-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] > 0) n++;
    return n;
  });

test('python editor: input(), turtle drawing, error hint, stop and save', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const admin = await apiAs(request, 'admin', adminPassword);
  await setPasswords(admin, ['student1'], studentPassword);
  const student = await apiAs(request, 'student1', studentPassword);
  const token = await tokenOf(request, 'student1', studentPassword);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/python?token=${encodeURIComponent(token)}`);
  await expect(page.getByLabel('作品名称')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => window.crossOriginIsolated)).toBe(true);
  // Pyodide is ready when 运行 is enabled.
  await expect(button(page, '运行')).toBeEnabled({ timeout: 90_000 });

  await test.step('input() waits for the child to type in the console', async () => {
    await openProgram(page, 'hello.py', INPUT_PROGRAM);
    await button(page, '运行').click();
    const input = page.getByTestId('python-input');
    await expect(input).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('python-console')).toContainText('你叫什么名字？');
    await input.fill('小明');
    await input.press('Enter');
    await expect(page.getByTestId('python-console')).toContainText('你好，小明！');
    await expect(page.getByTestId('python-console')).toContainText('程序运行结束');
  });

  await test.step('turtle draws a square on the canvas', async () => {
    await openProgram(page, 'square.py', TURTLE_PROGRAM);
    expect(await drawnPixels(page)).toBe(0);
    await runAndWait(page, /画好了 \(0\.00,0\.00\)/);
    await expect(page.getByTestId('python-console')).toContainText('程序运行结束');
    expect(await drawnPixels(page)).toBeGreaterThan(500);
    await shot(page, 'python-turtle-square');
  });

  await test.step('an error is shown in red with a Chinese hint', async () => {
    await openProgram(page, 'oops.py', ERROR_PROGRAM);
    await runAndWait(page, /NameError/);
    await expect(page.locator('[data-kind=err]')).toContainText('File "main.py", line 1');
    await expect(page.locator('[data-kind=err]')).not.toContainText('_pyodide');
    await expect(page.locator('[data-kind=hint]')).toContainText('第 1 行用到了名字「score」');
  });

  await test.step('停止 interrupts an endless loop', async () => {
    await openProgram(page, 'endless.py', ENDLESS_PROGRAM);
    await button(page, '运行').click();
    await expect(button(page, '停止')).toBeVisible();
    await page.waitForTimeout(1500);
    await button(page, '停止').click();
    await expect(page.getByTestId('python-console')).toContainText('程序已停止', { timeout: 5_000 });
    await expect(button(page, '运行')).toBeEnabled({ timeout: 30_000 });
  });

  const workName = `正方形 ${Date.now().toString(36)}`;
  await test.step('saving puts the program into my works', async () => {
    await openProgram(page, 'square.py', TURTLE_PROGRAM);
    await runAndWait(page, /程序运行结束/);
    await page.getByLabel('作品名称').fill(workName);
    await button(page, '保存').click();
    await expect(page.getByText('保存成功')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/python\?workId=/);
    const mine = await student.get<{ records: { id: string; workName: string; workType: number }[] }>(
      `/api/teaching/teachingWork/mine?workName=${encodeURIComponent(workName)}`,
    );
    const saved = mine.records.find((w) => w.workName === workName);
    expect(saved?.workType).toBe(4);
    // Opening the work again loads the same program.
    await page.goto(`/python?workId=${saved!.id}`);
    await expect(page.locator('.cm-content')).toContainText('t.pencolor("red")');
    await expect(page.getByLabel('作品名称')).toHaveValue(workName);
  });
  await context.close();
});
