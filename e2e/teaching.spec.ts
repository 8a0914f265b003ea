import { makeSb3 } from './fixtures/make-sb3.ts';
import { type APIRequestContext, expect, test } from './fixtures/test.ts';
import {
  adminPassword,
  apiAs,
  button,
  shot,
  signedIn,
  teacherAndNewStudent,
  tokenOf,
  WEBGL_LAUNCH,
} from './portal-helpers.ts';

/**
 * The teaching journey: the admin makes a map course with a unit (uploaded video and Scratch case),
 * places the unit on the map and opens the course to 三年级1班; a new student joins the class with its
 * code, studies the unit (the video plays, the case loads in the Scratch player), and the class
 * teacher sees the unit studied on the progress board.
 */

// The Scratch stage draws with WebGL: ask for the software renderer, as the player's own journey does.
test.use({
  actionTimeout: 20_000,
  launchOptions: WEBGL_LAUNCH,
});
test.setTimeout(180_000);

const CLASS_NAME = '三年级1班';
const SCHOOL_NAME = '码趣示范学校';
const DEMO_SCRATCH_COURSE = '0193f000-0000-7000-8000-0000000c0001';
const PASSWORD = 'Teach@e2e2026';

type Admin = Awaited<ReturnType<typeof apiAs>>;

/** A file the demo content stored (the demo course's map, a demo unit's video), as bytes. */
async function storedFile(request: APIRequestContext, token: string, path: string): Promise<Buffer> {
  const res = await request.get(`/api/sys/common/static/${path}`, { headers: { 'X-Access-Token': token } });
  expect(res.ok(), `下载 ${path}`).toBe(true);
  return res.body();
}

/** Media for the uploads: the demo scratch course's map picture and the video of its first unit. */
async function demoMedia(request: APIRequestContext, admin: Admin) {
  const token = await tokenOf(request, 'admin', adminPassword);
  const course = await admin.get<{ courseMap: string | null }>(
    `/api/teaching/teachingCourse/queryById?id=${DEMO_SCRATCH_COURSE}`,
  );
  const units = await admin.get<{ records: { courseVideo: string | null; courseVideoSource: number }[] }>(
    `/api/teaching/teachingCourseUnit/list?courseId=${DEMO_SCRATCH_COURSE}&pageSize=50`,
  );
  const video = units.records.find((u) => u.courseVideoSource === 1 && u.courseVideo?.endsWith('.webm'));
  expect(course.courseMap, '示范课程有地图').toBeTruthy();
  expect(video, '示范单元有 WebM 视频').toBeTruthy();
  return {
    map: await storedFile(request, token, course.courseMap ?? ''),
    video: await storedFile(request, token, video?.courseVideo ?? ''),
  };
}

/** A new student account in no class, and a known password for the demo teacher. */
async function accounts(admin: Admin, suffix: string) {
  const student = `stu${suffix}`;
  const { code } = await teacherAndNewStudent(admin, {
    student,
    realname: `新同学${suffix}`,
    password: PASSWORD,
    className: CLASS_NAME,
  });
  return { student, code };
}

/** `YYYY-MM-DD HH:mm:ss` in Beijing time, a minute ago: the course is open at once. */
function aMinuteAgo(): string {
  const t = new Date(Date.now() - 60_000 + 8 * 3600_000);
  return t.toISOString().slice(0, 19).replace('T', ' ');
}

test('teaching: a map course with a unit is opened to a class, a new student studies it, the teacher sees it', async ({
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const courseName = `动画入门${suffix}`;
  const unitName = `第一课 会走路的猫${suffix}`;
  const admin = await apiAs(request, 'admin', adminPassword);
  const media = await demoMedia(request, admin);
  const { student, code } = await accounts(admin, suffix);

  const page = await signedIn(browser, 'admin', adminPassword);

  await test.step('the admin adds a map course from 教学管理 → 课程管理', async () => {
    const menu = page.locator('.ant-layout-sider .ant-menu');
    const item = menu.getByRole('menuitem', { name: '课程管理' });
    if (!(await item.isVisible())) await menu.getByText('教学管理').click();
    await item.click();
    await expect(page).toHaveURL(/\/teaching\/course$/);
    await button(page, '新增课程').click();
    const modal = page.getByRole('dialog', { name: '新增课程' });
    await modal.getByLabel('课程名称').fill(courseName);
    await modal.getByLabel('课程简介').fill('用积木让小猫动起来');
    await modal.getByRole('radio', { name: '地图' }).check();
    await modal.locator('input#course_courseMap').setInputFiles({
      name: '课程地图.png',
      mimeType: 'image/png',
      buffer: media.map,
    });
    await expect(modal.locator('.ant-upload-list-item-done')).toHaveCount(1);
    await shot(page, 'teaching-course-form');
    await button(page, '保存').last().click();
    await expect(modal).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(courseName) });
    await expect(row).toContainText('地图');
    await row.getByRole('button', { name: '单元' }).click();
    await expect(page).toHaveURL(/\/teaching\/courseUnit\?courseId=/);
  });

  await test.step('adds a unit with an uploaded video and a Scratch case', async () => {
    await button(page, '新增单元').first().click();
    const drawer = page.getByRole('dialog', { name: '新增单元' });
    await drawer.getByLabel('单元名称').fill(unitName);
    await drawer.getByRole('tab', { name: '视频' }).click();
    await drawer.locator('input#unit_courseVideo').setInputFiles({
      name: '小猫走路.webm',
      mimeType: 'video/webm',
      buffer: media.video,
    });
    await expect(button(page, '重新上传视频')).toBeVisible();
    await drawer.getByRole('tab', { name: '案例与课件' }).click();
    await drawer.locator('input#unit_courseCase').setInputFiles({
      name: '小球.sb3',
      mimeType: 'application/octet-stream',
      buffer: await makeSb3(),
    });
    await expect(button(page, '重新上传案例')).toBeVisible();
    await shot(page, 'teaching-unit-drawer');
    await drawer.getByRole('button', { name: /保\s*存/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText(unitName)).toBeVisible();
  });

  await test.step('places the unit on the course map and saves', async () => {
    await button(page, '编辑地图').click();
    await expect(page).toHaveURL(/\/teaching\/courseMap\?courseId=/);
    await page.getByRole('button', { name: `放置单元 1 ${unitName}` }).click();
    const map = page.getByRole('img', { name: '课程地图' });
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    if (!box) throw new Error('地图没有显示');
    await map.click({ position: { x: box.width * 0.3, y: box.height * 0.6 } });
    await expect(page.getByRole('button', { name: new RegExp(`^单元 1 ${unitName}，位置`) })).toBeVisible();
    await button(page, '保存（1）').click();
    await expect(page.getByText('地图位置已保存')).toBeVisible();
    await shot(page, 'teaching-course-map');
  });

  await test.step(`authorises the course to ${CLASS_NAME} on 课程授权`, async () => {
    await page.goto('/teaching/courseAuth');
    await page.locator('.ant-tree').getByText(CLASS_NAME, { exact: true }).click();
    await button(page, '添加课程').click();
    const modal = page.getByRole('dialog', { name: `给「${CLASS_NAME}」添加课程` });
    await modal.getByLabel('课程').fill(courseName);
    await page.locator('.ant-select-item-option', { hasText: courseName }).click();
    await expect(modal.locator('.ant-select-selection-item', { hasText: courseName })).toBeVisible();
    // The multiple select keeps its list open: a click elsewhere in the dialog closes it.
    await modal.getByText(`给「${CLASS_NAME}」添加课程`).click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await modal.getByLabel('开放时间').click();
    await modal.getByLabel('开放时间').fill(aMinuteAgo());
    await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
    await button(page, '授权').last().click();
    await expect(modal).toBeHidden();
    const row = page.getByRole('row', { name: new RegExp(courseName) });
    await expect(row).toContainText('已开放');
    await shot(page, 'teaching-course-auth');
  });
  await page.context().close();

  const learner = await signedIn(browser, student, PASSWORD);
  await test.step('the new student joins the class with its code', async () => {
    await learner.goto('/home-page/joinCourse');
    await learner.getByLabel('班级码').fill(code);
    await button(learner, '查看班级').click();
    await expect(learner.getByText(CLASS_NAME, { exact: true })).toBeVisible();
    await expect(learner.getByText(SCHOOL_NAME, { exact: true })).toBeVisible();
    await shot(learner, 'teaching-join-class');
    await button(learner, '确认加入').click();
    await expect(learner).toHaveURL(/\/teaching\/mineCourse\/cardList/);
  });

  await test.step('opens the course map and the unit', async () => {
    await learner.getByRole('heading', { name: courseName }).click();
    await expect(learner).toHaveURL(/\/home-page\/courseDetail\?id=/);
    const marker = learner
      .getByTestId('course-map')
      .getByRole('button', { name: new RegExp(`^第 1 单元：${unitName}`) });
    await expect(marker).toBeVisible();
    await shot(learner, 'teaching-student-map');
    await marker.click();
    await expect(learner).toHaveURL(/\/home-page\/courseUnit\?id=/);
    await expect(learner.getByRole('heading', { name: `第 1 单元 · ${unitName}` })).toBeVisible();
  });

  await test.step('the video plays', async () => {
    const video = learner.locator('video.ck-learn-video');
    await expect(video).toBeVisible();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
      .toBeGreaterThan(0.5);
  });

  await test.step('the case project loads in the Scratch player', async () => {
    const player = learner.getByTestId('scratch-player');
    await expect(player).toHaveAttribute('data-state', 'ready', { timeout: 90_000 });
    await expect(player.getByLabel('Scratch 舞台')).toBeVisible();
    await shot(learner, 'teaching-student-unit');
  });
  await learner.context().close();

  const teacher = await signedIn(browser, 'teacher', PASSWORD, { depart: CLASS_NAME });
  await test.step('the teacher sees the unit studied on 学习进度', async () => {
    await teacher.goto('/teaching/progress');
    const selects = teacher.locator('.ant-card .ant-select');
    await selects.nth(0).click();
    await teacher.locator('.ant-select-item-option', { hasText: CLASS_NAME }).click();
    await selects.nth(1).click();
    await teacher.locator('.ant-select-item-option', { hasText: courseName }).click();
    await expect(teacher.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    const row = teacher.getByRole('row', { name: new RegExp(student) });
    await expect(row).toContainText('已学习');
    await expect(teacher.getByRole('columnheader', { name: unitName })).toBeVisible();
    await shot(teacher, 'teaching-progress-board');
  });
  await teacher.context().close();
});
