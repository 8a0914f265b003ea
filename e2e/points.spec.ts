import { expect, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, setPasswords, shot, signedIn } from './portal-helpers.ts';

/**
 * Points journey: student1 signs in for the day on /home-page/jifen and watches the balance grow (a
 * second sign-in is not offered); the class teacher awards points in 积分流水 after confirming, and the
 * student finds the award in the points detail.
 */
const PASSWORD = 'Points@e2e2026';
const CLASS_NAME = '三年级1班';
const REASON = '课堂展示讲得清楚';

test('points: daily sign-in, a teacher award, and the student sees both', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const admin = await apiAs(request, 'admin', adminPassword);
  await setPasswords(admin, ['teacher', 'student1'], PASSWORD);
  const studentApi = await apiAs(request, 'student1', PASSWORD);
  const before = await studentApi.get<number>('/api/teaching/teachingJifen/getMyJifen');
  const rules = await studentApi.get<{ kind: string; amount: number }[]>(
    '/api/teaching/teachingJifenRule/list',
  );
  const signInAmount = rules.find((r) => r.kind === 'signIn')?.amount ?? 0;
  expect(signInAmount).toBeGreaterThan(0);

  const student = await signedIn(browser, 'student1', PASSWORD);
  await test.step('the student signs in for today and the balance grows', async () => {
    await student.goto('/home-page/jifen');
    const balance = student.getByTestId('points-balance');
    await expect(balance).toContainText(String(before));
    await expect(student.getByText('如何获得积分')).toBeVisible();
    await expect(student.getByText('每日签到').first()).toBeVisible();
    await button(student, `签到领 ${signInAmount} 积分`).click();
    await expect(student.getByText(`签到成功，获得 ${signInAmount} 积分`)).toBeVisible();
    await expect(student.getByTestId('signed-in')).toBeVisible();
    await expect(balance).toContainText(String(before + signInAmount));
    await shot(student, 'points-sign-in');
  });

  await test.step('the old study-count address opens the points page', async () => {
    await student.goto('/home-page/studyCount');
    await expect(student).toHaveURL(/\/home-page\/jifen$/);
    await expect(student.getByTestId('signed-in')).toBeVisible();
  });

  const teacher = await signedIn(browser, 'teacher', PASSWORD, { depart: CLASS_NAME });
  await test.step('the teacher awards the student in 积分流水', async () => {
    await teacher.goto('/points/ledger');
    await button(teacher, '奖励 / 扣减').click();
    const dialog = teacher.getByRole('dialog', { name: '奖励 / 扣减积分' });
    await dialog.getByLabel('班级').click();
    await teacher.locator('.ant-select-item-option', { hasText: CLASS_NAME }).click();
    await dialog.getByLabel('学生').click();
    await teacher.locator('.ant-select-item-option', { hasText: '李小明' }).click();
    await dialog.getByLabel('积分').fill('15');
    await dialog.getByLabel('原因').fill(REASON);
    await button(teacher, '提交').click();
    const confirm = teacher.getByRole('dialog', { name: '确认修改积分' });
    await expect(confirm).toContainText(`奖励 李小明 15 积分，原因：${REASON}`);
    await button(teacher, '确认').click();
    await expect(teacher.getByText(`奖励成功，李小明 现有 ${before + signInAmount + 15} 积分`)).toBeVisible();
    await expect(teacher.locator('.ant-table-row', { hasText: REASON })).toContainText('+15');
    await shot(teacher, 'points-ledger-award');
  });

  await test.step('the student finds the award in the points detail', async () => {
    await student.goto('/home-page/jifenDetail');
    const row = student.locator('.ant-table-row', { hasText: REASON });
    await expect(row).toContainText('+15');
    await expect(row).toContainText('教师奖惩');
    await student.goto('/home-page/jifen');
    await expect(student.getByTestId('points-balance')).toContainText(String(before + signInAmount + 15));
  });
});
