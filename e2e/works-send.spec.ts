import { expect, test } from './fixtures/test.ts';
import { apiAs, newStudentInClass, shot, signedIn } from './portal-helpers.ts';

/**
 * 作品管理 → 发送给学生: the class teacher picks a featured work, finds a new student of 三年级1班 by
 * name in the picker and sends it; the student gets a personal message with the work's link.
 */

test.use({ actionTimeout: 90_000 });
test.setTimeout(300_000);
const slow = expect.configure({ timeout: 90_000 });

const CLASS_NAME = '三年级1班';
const PASSWORD = 'Works@e2e2026';

test('works: a teacher sends a featured work to a student picked by class and name', async ({
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const realname = `小芳${suffix}`;
  const student = `sw${suffix}`;
  let workName = '';

  await test.step('setup: a new student in the class, and a public work to send', async () => {
    const { admin } = await newStudentInClass(request, {
      student,
      realname,
      password: PASSWORD,
      className: CLASS_NAME,
    });
    const works = await admin.get<{ records: { workName: string; workStatus: number }[] }>(
      '/api/teaching/teachingWork/list?workStatus=4&pageSize=20',
    );
    workName = works.records.find((w) => w.workStatus === 4)?.workName ?? '';
    expect(workName, '一个精选作品').not.toBe('');
  });

  const teacher = await signedIn(browser, 'teacher', PASSWORD, { depart: CLASS_NAME, timeout: 90_000 });
  await test.step('the teacher picks the student in the dialog and sends', async () => {
    await teacher.goto(`/teaching/teachingWork`);
    const row = teacher.getByRole('row', { name: new RegExp(workName) }).first();
    await row.getByRole('button', { name: '发送给学生' }).click();
    const dialog = teacher.getByRole('dialog', { name: `发送给学生：${workName}` });
    await slow(dialog).toBeVisible();
    await dialog.getByLabel('班级').click();
    await teacher.locator('.ant-select-item-option', { hasText: CLASS_NAME }).click();
    await dialog.getByPlaceholder('搜索姓名或账号').fill(realname);
    const pick = dialog.getByRole('row', { name: new RegExp(realname) });
    await slow(pick).toBeVisible();
    await pick.getByRole('checkbox').check();
    await slow(dialog.getByText(`${realname}（${student}）`)).toBeVisible();
    await shot(teacher, 'works-send-picker');
    await dialog.getByRole('button', { name: /发送（1 人）/ }).click();
    await slow(teacher.getByText('已发送给 1 名学生')).toBeVisible();
    await slow(dialog).toBeHidden();
  });
  await teacher.context().close();

  await test.step('the student finds the work’s link in their messages', async () => {
    const learner = await apiAs(request, student, PASSWORD);
    const feed = await learner.get<unknown>('/api/sys/annountCement/listByUser');
    expect(JSON.stringify(feed)).toContain(`分享了作品《${workName}》给你`);
  });
});
