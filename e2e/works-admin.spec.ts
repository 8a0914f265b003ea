import { expect, test } from './fixtures/test.ts';
import { button, newStudentInClass, shot, signedIn } from './portal-helpers.ts';

/**
 * Extra homework from setting to score: the class teacher sets a file homework for 三年级1班 and
 * publishes it; a student of the class finds it in 我的额外作业 and hands in a file; the teacher grades
 * it in 作业批改 with the keyboard (Ctrl+Enter); the student sees the score and the comment.
 */

// The machine is shared: lazy pages may take a while to arrive, so waits are generous.
test.use({ actionTimeout: 90_000 });
test.setTimeout(480_000);
const slow = expect.configure({ timeout: 90_000 });

const CLASS_NAME = '三年级1班';
const PASSWORD = 'Works@e2e2026';

test('extra homework: set and published, handed in by a student, graded by keyboard, score seen', async ({
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const homework = `周末作业：我的小发明${suffix}`;
  const realname = `小明${suffix}`;
  const student = `hw${suffix}`;

  await test.step('setup: the teacher has a known password, a new student joins the class', async () => {
    await newStudentInClass(request, { student, realname, password: PASSWORD, className: CLASS_NAME });
  });

  const teacher = await signedIn(browser, 'teacher', PASSWORD, { depart: CLASS_NAME, timeout: 90_000 });
  await test.step('the teacher adds a file homework for the class on 额外作业 and publishes it', async () => {
    await teacher.goto('/teaching/additionalWork');
    await button(teacher, '新增作业').click();
    const modal = teacher.getByRole('dialog', { name: '新增额外作业' });
    await modal.getByLabel('作业名称').fill(homework);
    await modal.getByLabel('作业类型').click();
    await teacher.locator('.ant-select-item-option', { hasText: /^文件$/ }).click();
    await modal.getByLabel('作业说明').fill('用身边的材料做一个小发明，拍照或写下说明后上传。');
    await modal.getByLabel('布置班级').click();
    await teacher.locator('.ant-select-item-option', { hasText: CLASS_NAME }).click();
    await modal.getByText('作业说明', { exact: true }).click();
    await slow(modal.locator('.ant-select-selection-item', { hasText: CLASS_NAME })).toBeVisible();
    await shot(teacher, 'works-additional-form');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await slow(modal).toBeHidden();

    const row = teacher.getByRole('row', { name: new RegExp(homework) });
    await slow(row).toContainText('草稿');
    await slow(row).toContainText(CLASS_NAME);
    await row.getByRole('button', { name: '发布' }).click();
    // The confirmation's own button, once it is there (the row's 发布 would open a second one).
    await teacher
      .getByRole('dialog', { name: '发布额外作业' })
      .getByRole('button', { name: /发\s*布/ })
      .click();
    await slow(row).toContainText('已发布');
    await shot(teacher, 'works-additional-list');
  });

  const learner = await signedIn(browser, student, PASSWORD, { timeout: 90_000 });
  await test.step('the student finds it in 我的额外作业 and hands in a file', async () => {
    await learner.goto('/teaching/mineAdditionalWork');
    const card = learner.locator('.ant-card', { hasText: homework });
    await slow(card).toContainText('未提交');
    await slow(card).toContainText('剩余');
    await card.getByRole('button', { name: /做作业/ }).click();
    const modal = learner.getByRole('dialog', { name: `提交作业：${homework}` });
    await modal.locator('input[type=file]').setInputFiles({
      name: '小发明说明.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('我用纸盒做了一个会转的风车。\n'),
    });
    await slow(modal.getByText('小发明说明.txt')).toBeVisible();
    await modal.getByRole('button', { name: /提交作业/ }).click();
    await slow(modal).toBeHidden();
    await slow(card).toContainText('已提交');
    await shot(learner, 'works-mine-submitted');
  });

  await test.step('the teacher grades it on 作业批改 and submits with Ctrl+Enter', async () => {
    await teacher.goto('/teaching/additionalWork');
    const row = teacher.getByRole('row', { name: new RegExp(homework) });
    await slow(row).toContainText('1 / 0 /');
    await row.getByRole('button', { name: '批改' }).click();
    await slow(teacher).toHaveURL(/\/teaching\/workCorrect\?/);
    await slow(teacher.getByText('已批改 0 / 1')).toBeVisible();
    const queue = teacher.getByRole('navigation', { name: '批改队列' });
    await slow(queue.getByRole('button', { name: new RegExp(realname) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await slow(teacher.getByRole('link', { name: /下载作品文件/ })).toBeVisible();
    await slow(teacher.getByLabel('快捷键')).toContainText('Enter');
    await teacher.getByRole('spinbutton', { name: '分数' }).fill('88');
    await teacher.getByRole('textbox', { name: '评语' }).fill('想法很棒，说明写得很清楚！');
    await shot(teacher, 'works-correct');
    await teacher.keyboard.press('Control+Enter');
    await slow(teacher.getByText('批改已提交')).toBeVisible();
    await slow(teacher.getByText('已批改 1 / 1')).toBeVisible();
  });
  await teacher.context().close();

  await test.step('the student sees the score and the comment', async () => {
    await learner.reload();
    const card = learner.locator('.ant-card', { hasText: homework });
    await slow(card).toContainText('已批改');
    await slow(card).toContainText('得分 88 分');
    await slow(card).toContainText('想法很棒，说明写得很清楚！');
    await shot(learner, 'works-mine-graded');
  });
  await learner.context().close();
});
