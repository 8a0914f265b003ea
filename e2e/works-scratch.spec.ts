import { type BrowserContext, expect as baseExpect, type Page, test } from './fixtures/test.ts';
import { apiAs, button, newStudentInClass, shot, signedIn } from './portal-helpers.ts';

/**
 * The Scratch 3 editor journey: a student of 三年级1班 opens the homework of the demo Scratch course's
 * first unit from the unit page, renames the cat sprite in the self-hosted Scratch GUI and hands the
 * project in; the class teacher grades it on 作业批改; the student sees the score on the unit page.
 * Not one request may leave the machine (no Scratch servers, no CDN).
 */

test.use({ actionTimeout: 30_000 });
// Seven people share two cores while this runs: pages answer slowly.
const expect = baseExpect.configure({ timeout: 30_000 });
// The 16 MB editor bundle is parsed on a shared, slow CI machine: allow it time.
test.setTimeout(420_000);

const CLASS_NAME = '三年级1班';
const DEMO_SCRATCH_COURSE = '0193f000-0000-7000-8000-0000000c0001';
const PASSWORD = 'Scratch@e2e2026';
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost']);

/** Every http(s) request of the context to another host is recorded. */
function watchForeign(context: BrowserContext, foreign: string[]) {
  context.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !LOCAL_HOSTS.has(url.hostname))
      foreign.push(request.url());
  });
}

const guiFrame = (page: Page) => page.frameLocator('iframe[title="Scratch 3 编辑器"]');

test('scratch homework: opened from the unit, a sprite renamed, handed in, graded, score seen', async ({
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const realname = `小画家${suffix}`;
  const student = `sc${suffix}`;
  const spriteName = `跳舞小猫${suffix}`;
  const foreign: string[] = [];
  let unitId = '';
  let unitName = '';
  let classId = '';

  await test.step('setup: a new student joins the class; the demo course has a Scratch 3 homework', async () => {
    const joined = await newStudentInClass(request, {
      student,
      realname,
      password: PASSWORD,
      className: CLASS_NAME,
    });
    const admin = joined.admin;
    classId = joined.classId;
    const units = await admin.get<{
      records: { id: string; unitName: string; courseWorkType: number | null }[];
    }>(`/api/teaching/teachingCourseUnit/list?courseId=${DEMO_SCRATCH_COURSE}&pageSize=50`);
    const unit = units.records.find((u) => u.courseWorkType === 2);
    expect(unit, '示范课程有 Scratch 3 作业的单元').toBeTruthy();
    unitId = unit?.id ?? '';
    unitName = unit?.unitName ?? '';
  });

  const learner = await signedIn(browser, student, PASSWORD, { prepare: (c) => watchForeign(c, foreign) });
  await test.step('the student opens the homework from the unit page in the Scratch 3 editor', async () => {
    await learner.goto(`/home-page/courseUnit?courseId=${DEMO_SCRATCH_COURSE}&id=${unitId}`);
    await button(learner, '做作业').click();
    await expect(learner).toHaveURL(/\/scratch3\?unitId=/);
    await expect(learner.getByTestId('scratch-loading')).toBeVisible();
    await expect(learner.getByTestId('scratch-loading')).toBeHidden({ timeout: 300_000 });
    await expect(learner.getByLabel('作品名称')).toHaveValue(unitName);
    // The GUI runs in Chinese with the unit's starter project (its cat is called 小猫).
    const gui = guiFrame(learner);
    await expect(gui.getByText('代码', { exact: true }).first()).toBeVisible();
    await expect(gui.locator('[class*="sprite-selector-item_sprite-name"]').first()).toBeVisible();
    await shot(learner, 'works-scratch-editor');
  });

  await test.step('renames the sprite in the sprite info panel and hands the work in', async () => {
    const gui = guiFrame(learner);
    const nameInput = gui.locator('input[class*="sprite-info_sprite-input"]').first();
    await nameInput.fill(spriteName);
    await nameInput.press('Enter');
    await expect(
      gui.locator('[class*="sprite-selector-item_sprite-name"]', { hasText: spriteName }),
    ).toBeVisible();
    await expect(learner.getByText('未保存')).toBeVisible();
    await button(learner, '提交作业').click();
    await expect(learner.getByText('作业已提交，等待老师批改')).toBeVisible({ timeout: 60_000 });
    await expect(learner.getByText('未保存')).toBeHidden();

    const api = await apiAs(request, student, PASSWORD);
    const work = await api.get<{ workStatus: number; workType: number; workCover: string | null } | null>(
      `/api/teaching/teachingWork/studentWorkInfo?unitId=${unitId}`,
    );
    expect(work?.workStatus, '作业已提交').toBe(1);
    expect(work?.workType, 'Scratch 3 作品').toBe(2);
    expect(work?.workCover, '舞台截图作为封面').toBeTruthy();
  });

  const teacher = await signedIn(browser, 'teacher', PASSWORD, {
    depart: CLASS_NAME,
    prepare: (c) => watchForeign(c, foreign),
  });
  await test.step('the teacher grades it on 作业批改', async () => {
    const api = await apiAs(request, 'teacher', PASSWORD);
    const rows = await api.get<{ realname: string | null; workStatus: number }[]>(
      `/api/teaching/teachingWork/correctQueue?departId=${classId}&unitId=${unitId}&status=all`,
    );
    expect(
      rows.map((r) => r.realname),
      '批改队列里有这位学生的作品',
    ).toContain(realname);
    await teacher.goto(`/teaching/workCorrect?departId=${classId}&unitId=${unitId}`);
    await shot(teacher, 'works-scratch-correct');
    const queue = teacher.getByRole('navigation', { name: '批改队列' });
    await queue.getByRole('button', { name: new RegExp(realname) }).click();
    await teacher.getByRole('spinbutton', { name: '分数' }).fill('92');
    await teacher.getByLabel('评语').fill('小猫的名字改得很有趣！');
    await teacher.keyboard.press('Control+Enter');
    await expect(teacher.getByText('批改已提交')).toBeVisible();
  });
  await teacher.context().close();

  await test.step('the student sees the score on the unit page', async () => {
    await learner.goto(`/home-page/courseUnit?courseId=${DEMO_SCRATCH_COURSE}&id=${unitId}`);
    await expect(learner.getByText('得分 92')).toBeVisible();
    await shot(learner, 'works-scratch-graded');
  });

  await test.step('reopening the homework opens the handed-in work, not the starter', async () => {
    await button(learner, '做作业').click();
    await expect(learner.getByTestId('scratch-loading')).toBeHidden({ timeout: 300_000 });
    await expect(
      guiFrame(learner).locator('[class*="sprite-selector-item_sprite-name"]', { hasText: spriteName }),
    ).toBeVisible();
  });
  await learner.context().close();

  expect(foreign, '没有请求离开本机（不访问 Scratch 服务器或 CDN）').toEqual([]);
});
