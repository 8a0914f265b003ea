import ExcelJS from 'exceljs';
import { type Browser, expect, type Page, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, loginUi, setPasswords, shot, tokenOf } from './portal-helpers.ts';

/**
 * The question bank to paper to print: the class teacher imports questions from an Excel file made on
 * the bank's own template, finds them in 题库, builds a paper with a fixed section of those questions
 * and a random section drawn from the demo's “Scratch 一级”, previews it as a student would see it and
 * opens the teacher's print version.
 */

// The machine is shared: lazy pages may take a while to arrive, so waits are generous.
test.use({ actionTimeout: 90_000 });
test.setTimeout(480_000);
const slow = expect.configure({ timeout: 90_000 });

const CLASS_NAME = '三年级1班';
const PASSWORD = 'Exam@e2e2026';

async function signedIn(browser: Browser, username: string, password: string, depart: string) {
  const page = await (await browser.newContext()).newPage();
  await loginUi(page, username, password);
  // A teacher in several departments picks the one to sign in to.
  const dialog = page.getByRole('dialog', { name: '请选择登录部门' });
  await dialog.getByRole('combobox').click();
  await page.locator('.ant-select-item-option', { hasText: depart }).click();
  await button(page, '确认').last().click();
  await slow(page).not.toHaveURL(/\/user\/login/);
  await slow(page.getByTestId('user-menu')).toBeVisible();
  return page;
}

/** The bank's import template with its example rows replaced by `rows` (column label -> value). */
async function sheetFrom(template: Buffer, rows: Record<string, string | number>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = sheet.getRow(1);
  const columns = new Map<string, number>();
  header.eachCell((cell, col) => columns.set(String(cell.value).replace(/\*$/, '').trim(), col));
  for (const label of Object.keys(rows[0]!)) expect(columns.has(label), `模板中有“${label}”一列`).toBe(true);
  if (sheet.rowCount > 1) sheet.spliceRows(2, sheet.rowCount - 1);
  rows.forEach((values, i) => {
    const row = sheet.getRow(i + 2);
    for (const [label, value] of Object.entries(values)) row.getCell(columns.get(label)!).value = value;
    row.commit();
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function pickOption(page: Page, text: string | RegExp) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text })
    .first()
    .click();
}

test('question bank: Excel import, a paper with fixed and random sections, preview and print', async ({
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const mark = `演练${suffix}`;
  const paperName = `Scratch 一级课堂小测 ${suffix}`;
  const stems = [
    `【${mark}】在 Scratch 中，“移动 10 步”积木属于哪一类？`,
    `【${mark}】想让角色说话，应使用哪一类积木？`,
    `【${mark}】舞台中心的坐标是？`,
  ];

  let xlsx: Buffer = Buffer.alloc(0);
  await test.step('setup: the teacher has a known password; the import file follows the template', async () => {
    const admin = await apiAs(request, 'admin', adminPassword);
    await setPasswords(admin, ['teacher'], PASSWORD);
    const token = await tokenOf(request, 'teacher', PASSWORD);
    const template = await request.get('/api/teaching/teachingQuestion/importTemplate', {
      headers: { 'X-Access-Token': token },
    });
    expect(template.ok()).toBe(true);
    xlsx = await sheetFrom(Buffer.from(await template.body()), [
      {
        题型: '单选题',
        分类: 'Scratch 一级',
        题干: stems[0]!,
        选项A: '运动',
        选项B: '外观',
        选项C: '声音',
        选项D: '事件',
        答案: 'A',
        解析: '“移动 10 步”是蓝色的运动类积木。',
        分值: 2,
        难度: 1,
        知识点: `运动,${mark}`,
      },
      {
        题型: '单选',
        分类: 'Scratch 一级',
        题干: stems[1]!,
        选项A: '运动',
        选项B: '外观',
        选项C: '事件',
        选项D: '控制',
        答案: 'B',
        解析: '“说 你好！”在外观类积木中。',
        分值: 2,
        难度: 1,
        知识点: `外观,${mark}`,
      },
      {
        题型: '填空题',
        分类: 'Scratch 一级',
        题干: stems[2]!.replace('是？', '是 (____, ____)。'),
        答案: '0 ; 0',
        解析: '舞台中心是坐标原点。',
        分值: 4,
        难度: 2,
        知识点: `坐标,${mark}`,
      },
    ]);
  });

  const teacher = await signedIn(browser, 'teacher', PASSWORD, CLASS_NAME);

  await test.step('the teacher imports the file on 题库 and finds the questions in the list', async () => {
    await teacher.goto('/exam/question');
    await slow(button(teacher, '导入')).toBeVisible();
    await teacher.locator('input[type=file][accept=".xlsx"]').setInputFiles({
      name: '一级题目.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    const report = teacher.getByRole('dialog', { name: '导入结果' });
    await slow(report.getByText('全部数据导入成功')).toBeVisible();
    await shot(teacher, 'exam-bank-import');
    await report.getByRole('button', { name: /知道了/ }).click();

    await teacher.getByPlaceholder('题干关键词').first().fill(mark);
    await teacher.getByPlaceholder('题干关键词').first().press('Enter');
    const rows = teacher.locator('.ant-table-tbody tr.ant-table-row');
    await slow(rows).toHaveCount(3);
    await slow(rows.filter({ hasText: '移动 10 步' })).toHaveCount(1);
  });

  let paperUrl = '';
  await test.step('the teacher builds a paper: a fixed section of the new questions and a random one', async () => {
    await teacher.goto('/exam/paper');
    await button(teacher, '新建试卷').click();
    await slow(teacher).toHaveURL(/\/exam\/paperEdit/);
    await teacher.getByPlaceholder('如：Scratch 一级模拟卷').fill(paperName);

    // A new paper starts with one fixed section.
    const titles = teacher.getByPlaceholder('如：一、单选题');
    await titles.nth(0).fill('一、基础题');
    await button(teacher, '选择题目').click();
    const picker = teacher.getByRole('dialog', { name: /选择题目/ });
    await picker.getByPlaceholder('题干关键词').fill(mark);
    await picker.getByPlaceholder('题干关键词').press('Enter');
    await slow(picker.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);
    await picker.locator('.ant-table-thead .ant-checkbox-input').check();
    await picker.getByRole('button', { name: /加入大题/ }).click();
    await slow(teacher.getByText('已加入 3 道题')).toBeVisible();

    // The menu opens on hover.
    await button(teacher, '添加大题').hover();
    const randomItem = teacher.getByRole('menuitem', { name: '随机抽题大题' });
    await slow(randomItem).toBeVisible();
    await randomItem.dispatchEvent('click');
    await slow(titles).toHaveCount(2);
    await teacher.locator('.ant-select', { hasText: '抽题分类（不选为全部）' }).click();
    await teacher.locator('.ant-select-tree-node-content-wrapper', { hasText: /^Scratch 一级$/ }).click();
    // A random section starts as single choice.
    await teacher
      .locator('.ant-select', { hasText: /^单选题$/ })
      .last()
      .click();
    await pickOption(teacher, /^判断题$/);
    await titles.nth(1).fill('二、判断题（随机）');
    await teacher.getByPlaceholder('数量').fill('5');
    await teacher.getByPlaceholder('分值').fill('4');
    await shot(teacher, 'exam-bank-paper-editor');

    await button(teacher, '保存并预览').click();
    await slow(teacher).toHaveURL(/\/exam\/preview\?id=/);
    paperUrl = teacher.url();
  });

  await test.step('the preview shows both sections as a student sees them, without answers', async () => {
    await slow(teacher.getByText('一、基础题')).toBeVisible();
    await slow(teacher.getByText('二、判断题（随机）')).toBeVisible();
    await slow(teacher.locator('.ck-question')).toHaveCount(8);
    await slow(teacher.getByText('移动 10 步').first()).toBeVisible();
    await shot(teacher, 'exam-bank-preview');
  });

  await test.step('the teacher’s print version renders the sections with the answers', async () => {
    const id = new URL(paperUrl).searchParams.get('id');
    const print = await teacher.context().newPage();
    await print.goto(`/exam/paperPrint?id=${id}&answers=1`);
    await slow(print.getByText(paperName).first()).toBeVisible();
    await slow(print.getByText('一、基础题')).toBeVisible();
    await slow(print.getByText('二、判断题（随机）')).toBeVisible();
    await slow(print.getByText('（教师版）')).toBeVisible();
    await slow(print.getByText('“移动 10 步”是蓝色的运动类积木。')).toBeVisible();
    await shot(print, 'exam-bank-print');
  });
});
