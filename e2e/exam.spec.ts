import { abCasesZip } from './fixtures/ab-cases.ts';
import { makeSb3 } from './fixtures/make-sb3.ts';
import { expect, type Page, test } from './fixtures/test.ts';
import {
  adminPassword,
  apiAs,
  button,
  newStudentInClass,
  shot,
  signedIn,
  tokenOf,
  uploadFile,
} from './portal-helpers.ts';

/**
 * An online exam from the question bank to the student's record: the administrator builds a level-exam
 * paper (单选 / 判断 / 编程 / 实操) through the API; the class teacher schedules it for 三年级1班 on
 * 考试安排; a new student of the class takes it (choices survive a reload, C++ in the code editor, a
 * Scratch work handed in for the practical task) and submits; the judge scores the code; the teacher
 * grades the practical task on 阅卷 with the keyboard; the student finds the score and the grade in
 * 我的考试记录.
 */

// The machine is shared: lazy pages, the compiler and the judge may take a while, so waits are generous.
test.use({ actionTimeout: 90_000 });
test.setTimeout(600_000);
const slow = expect.configure({ timeout: 90_000 });

const CLASS_NAME = '三年级1班';
const PASSWORD = 'Exam@e2e2026';
const AB_CPP =
  '#include <iostream>\nusing namespace std;\nint main() {\n  long long a, b;\n  cin >> a >> b;\n  cout << a + b << endl;\n  return 0;\n}\n';

// Level-exam scores: 2 × 10 + 10 + 40 + 30 = 100.
const SCORES = { single: 10, judge: 10, code: 40, practice: 30 } as const;
const PRACTICE_GIVEN = 25;

/** `YYYY-MM-DD HH:mm` in Asia/Shanghai (the browser's and the API's zone), `minutes` from now. */
function shanghaiMinute(minutes: number) {
  const d = new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000);
  return d.toISOString().slice(0, 16).replace('T', ' ');
}

/** The answer of the question on screen: the choice whose text is `text`. */
async function choose(page: Page, text: string) {
  const option = page.locator('.xt-question-card .ant-radio-wrapper', { hasText: text });
  await option.click();
  await slow(option).toHaveClass(/ant-radio-wrapper-checked/);
}

test('online exam: scheduled by the teacher, taken and handed in by a student, judged, graded, score seen', async ({
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const realname = `小考${suffix}`;
  const student = `ex${suffix}`;
  const paperName = `三年级编程等级测试${suffix}`;
  const examName = `三年级期中考试${suffix}`;
  const workName = `小猫散步${suffix}`;
  let judging = false;
  let judgeReason = '';

  await test.step('setup: a new student in the class, the questions, the judge problem and the paper', async () => {
    const { admin, learner } = await newStudentInClass(request, {
      student,
      realname,
      password: PASSWORD,
      className: CLASS_NAME,
    });

    // The judge runs inside the e2e server when the sandbox is usable on this machine.
    const status = await admin.get<{ report: { available: boolean; reason: string }; languages: string[] }>(
      '/api/judge/status',
    );
    judging = status.report.available && status.languages.includes('cpp17');
    judgeReason = status.report.reason;

    // A+B, hidden from the practice area (exam problems usually are), with three cases.
    const problem = await admin.post<{ id: string }>('/api/judge/problem/add', {
      title: `考试 A+B ${suffix}`,
      content: '输入两个整数 $a$ 和 $b$，输出 $a+b$。',
      samples: [{ input: '1 2', output: '3' }],
      timeLimit: 1000,
      memoryLimit: 128,
      visible: 0,
      difficulty: 1,
    });
    const adminToken = await tokenOf(request, 'admin', adminPassword);
    const data = await uploadFile<{ caseCount: number }>(
      request,
      adminToken,
      `/api/judge/problem/uploadData?id=${problem.id}`,
      'ab.zip',
      await abCasesZip(),
    );
    expect(data.caseCount).toBe(3);

    const add = (body: object) => admin.post<{ id: string }>('/api/teaching/teachingQuestion/add', body);
    /** A single-choice question worth SCORES.single; the options are keyed A, B, C, D in order. */
    const single = (stem: string, options: string[], answer: string) =>
      add({
        questionType: 1,
        questionContent: `<p>${stem}</p>`,
        options: options.map((text, i) => ({ key: 'ABCD'[i], content: `<p>${text}</p>` })),
        answer,
        score: SCORES.single,
      });
    const single1 = await single(
      'Scratch 中，让角色移动的积木在哪个分类里？',
      ['外观', '运动', '声音', '画笔'],
      'B',
    );
    const single2 = await single('C++ 程序从哪个函数开始执行？', ['start', 'begin', 'main', 'run'], 'C');
    const judge = await add({
      questionType: 3,
      questionContent: '<p>在 Python 中，print("你好") 会在屏幕上显示“你好”。</p>',
      answer: '1',
      score: SCORES.judge,
    });
    const code = await add({
      questionType: 6,
      questionContent: '<p>A+B：输入两个整数 a 和 b（用空格隔开），输出它们的和。</p>',
      problemId: problem.id,
      score: SCORES.code,
    });
    const practice = await add({
      questionType: 7,
      questionContent: '<p>用 Scratch 做一个作品：点击绿旗后，小猫在舞台上来回走动。</p>',
      practiceEditor: 'scratch',
      rubric: '<p>小猫能移动 15 分；碰到边缘能反弹 10 分；作品有名字 5 分。</p>',
      score: SCORES.practice,
    });
    const fixed = (title: string, ids: string[], score: number) => ({
      title,
      questions: ids.map((questionId) => ({ questionId, score })),
    });
    await admin.post('/api/teaching/teachingPaper/add', {
      paperName,
      intro: '全国青少年编程能力等级测试（模拟）',
      passScore: 60,
      duration: 30,
      status: 1,
      sections: [
        fixed('一、单选题', [single1.id, single2.id], SCORES.single),
        fixed('二、判断题', [judge.id], SCORES.judge),
        fixed('三、编程题', [code.id], SCORES.code),
        fixed('四、实操题', [practice.id], SCORES.practice),
      ],
    });

    // The student's Scratch work for the practical task, saved through the works API.
    const studentToken = await tokenOf(request, student, PASSWORD);
    const sb3 = await uploadFile<{ path: string }>(
      request,
      studentToken,
      '/api/teaching/teachingWork/upload?workType=2&kind=file',
      'cat.sb3',
      await makeSb3(),
    );
    await learner.post('/api/teaching/teachingWork/submit', { workName, workType: 2, workFile: sb3.path });
  });

  const admin = await apiAs(request, 'admin', adminPassword);
  const teacher = await signedIn(browser, 'teacher', PASSWORD, { depart: CLASS_NAME, timeout: 90_000 });
  let examId = '';
  await test.step('the teacher schedules the exam for the class on 考试安排', async () => {
    await teacher.goto('/exam/examine');
    await button(teacher, '安排考试').click();
    const modal = teacher.getByRole('dialog', { name: '安排考试' });
    await slow(modal).toBeVisible();
    await modal.getByLabel('试卷').click();
    await modal.getByLabel('试卷').fill(paperName);
    await teacher.locator('.ant-select-item-option', { hasText: paperName }).click();
    await slow(modal.getByText('总分 100 分，及格 60 分，共 5 题')).toBeVisible();
    await modal.getByLabel('考试名称').fill(examName);

    const [opens, closes] = [shanghaiMinute(-1), shanghaiMinute(24 * 60)];
    const start = modal.getByPlaceholder('开始时间');
    await start.click();
    await start.fill(opens);
    await start.press('Enter');
    const end = modal.getByPlaceholder('结束时间');
    await end.fill(closes);
    await end.press('Enter');

    await modal
      .locator('.ant-form-item')
      .filter({ has: teacher.locator('label', { hasText: /^考试时长$/ }) })
      .getByRole('spinbutton')
      .fill('30');
    await modal.getByLabel('参考班级').click();
    await teacher.locator('.ant-select-item-option', { hasText: CLASS_NAME }).first().click();
    await modal.getByText('考试名称', { exact: true }).click();
    await slow(modal.locator('.ant-select-selection-item', { hasText: CLASS_NAME })).toBeVisible();
    await shot(teacher, 'exam-schedule-form');
    await modal.getByRole('button', { name: /保\s*存/ }).click();
    await slow(modal).toBeHidden();

    const row = teacher.getByRole('row', { name: new RegExp(examName) });
    await slow(row).toBeVisible();
    await shot(teacher, 'exam-schedule-list');
    const exams = await admin.get<{
      records: { id: string; duration: number; startTime: string; endTime: string; departNames: string }[];
    }>(`/api/teaching/teachingExam/list?examName=${encodeURIComponent(examName)}`);
    expect(exams.records).toHaveLength(1);
    expect(exams.records[0]).toMatchObject({
      duration: 30,
      startTime: `${opens}:00`,
      endTime: `${closes}:00`,
      departNames: CLASS_NAME,
    });
    examId = exams.records[0].id;
  });

  const attempt = async () => {
    const list = await admin.get<{ records: { id: string; username: string }[] }>(
      `/api/teaching/teachingUserPaper/list?examId=${examId}`,
    );
    const mine = list.records.find((r) => r.username === student);
    expect(mine, '学生的答卷').toBeTruthy();
    return admin.get<{
      userPaperStatus: number;
      gotScore: number | null;
      sections: {
        questions: { questionType: number; myAnswer: string | null; gotScore: number | null }[];
      }[];
    }>(`/api/teaching/teachingUserPaper/detail?id=${mine?.id}`);
  };
  const scoreOf = (d: Awaited<ReturnType<typeof attempt>>, type: number) =>
    d.sections.flatMap((s) => s.questions).find((q) => q.questionType === type)?.gotScore ?? null;
  const learner = await signedIn(browser, student, PASSWORD, { timeout: 90_000 });
  const exam = learner.locator('.xt-page');
  const saved = exam.locator('.xt-save');
  const pager = exam.locator('.xt-pager');
  const card = exam.getByRole('navigation', { name: '答题卡' });
  await test.step('the student starts the exam from 我的试卷', async () => {
    await learner.goto('/teaching/minePaper/list');
    const paper = learner.locator('.ant-card', { hasText: examName });
    await slow(paper).toContainText('进行中');
    await slow(paper).toContainText(paperName);
    await slow(paper).toContainText('30 分钟');
    await shot(learner, 'exam-mine-papers');
    await paper.getByRole('button', { name: /开始考试/ }).click();
    await slow(learner).toHaveURL(new RegExp(`/kaoshi-online\\?examId=${examId}`));
    await button(learner, '开始答题').click();
    await slow(exam.locator('.xt-header-title')).toHaveText(examName);
    await slow(pager).toContainText('1 / 5');
  });

  await test.step('answers the choices, each saved, and finds them all after a reload', async () => {
    await slow(exam.locator('.xt-question-card')).toContainText('一、单选题');
    await choose(learner, '运动');
    await slow(saved).toContainText(/已保存 \d\d:\d\d:\d\d/);
    await pager.getByRole('button', { name: /下一题/ }).click();
    await slow(pager).toContainText('2 / 5');
    await choose(learner, 'main');
    await pager.getByRole('button', { name: /下一题/ }).click();
    await slow(exam.locator('.xt-question-card')).toContainText('二、判断题');
    await choose(learner, '正确');
    await slow(card.getByRole('button', { name: '第 3 题，已答' })).toBeVisible();
    await slow(saved).toContainText(/已保存 \d\d:\d\d:\d\d/);
    await shot(learner, 'exam-answering');
    // Saved means on the server, not only in the browser.
    await expect
      .poll(
        async () => {
          const d = await attempt();
          return d.sections.flatMap((sec) => sec.questions.map((q) => q.myAnswer)).slice(0, 3);
        },
        { timeout: 30_000 },
      )
      .toEqual(['B', 'C', '1']);

    await learner.reload();
    await button(learner, '继续答题').click();
    // Back on the question that was on screen, with every choice still made.
    await slow(pager).toContainText('3 / 5');
    const checked = exam.locator('.xt-question-card .ant-radio-wrapper-checked');
    await slow(checked).toHaveText('正确');
    for (const n of [1, 2, 3])
      await slow(card.getByRole('button', { name: `第 ${n} 题，已答` })).toBeVisible();
    await card.getByRole('button', { name: /^第 1 题/ }).click();
    await slow(checked).toContainText('运动');
    await card.getByRole('button', { name: /^第 2 题/ }).click();
    await slow(checked).toContainText('main');
  });

  await test.step('writes A+B in C++ and hands in the Scratch work for the practical task', async () => {
    await card.getByRole('button', { name: /^第 4 题/ }).click();
    await slow(exam.locator('.xt-question-card')).toContainText('三、编程题');
    await slow(exam.getByLabel('编程语言')).toBeVisible();
    const editor = exam.locator('.cm-content');
    await editor.click();
    await learner.keyboard.press('ControlOrMeta+a');
    await learner.keyboard.press('Delete');
    await learner.keyboard.insertText(AB_CPP);
    await slow(card.getByRole('button', { name: '第 4 题，已答' })).toBeVisible();
    await slow(saved).toContainText(/已保存 \d\d:\d\d:\d\d/);
    if (judging) {
      // A try on the problem's sample before handing in.
      await exam.getByTestId('exam-run-samples').click();
      await slow(exam.getByTestId('exam-sample-outcome')).toContainText('通过');
    }
    await shot(learner, 'exam-code');

    await pager.getByRole('button', { name: /下一题/ }).click();
    await slow(exam.locator('.xt-question-card')).toContainText('四、实操题');
    await exam.getByLabel('选择要提交的作品').click();
    await learner.locator('.ant-select-item-option', { hasText: workName }).click();
    await slow(card.getByRole('button', { name: '第 5 题，已答' })).toBeVisible();
    await slow(saved).toContainText(/已保存 \d\d:\d\d:\d\d/);
    await shot(learner, 'exam-practice');
  });

  await test.step('submits after confirming', async () => {
    await exam
      .locator('.xt-header')
      .getByRole('button', { name: /交\s*卷/ })
      .click();
    const confirm = learner.getByRole('dialog', { name: '确定交卷吗？' });
    await slow(confirm).toContainText('所有题目都已作答。');
    // The dialog zooms in from the 交卷 button: click once it has landed, not while it is still small.
    await slow(learner.locator('.ant-zoom-appear, .ant-zoom-enter')).toHaveCount(0);
    await confirm.getByRole('button', { name: /确定交卷/ }).click();
    await slow(learner.getByText('交卷成功')).toBeVisible();
    await shot(learner, 'exam-handed-in');
    // Back in 我的试卷 the exam is handed in; its score waits for the practical task's grade.
    await learner.getByRole('link', { name: /返\s*回/ }).click();
    const paper = learner.locator('.ant-card', { hasText: examName });
    await slow(paper).toContainText('已交卷');
    await slow(paper).toContainText('待公布');
    await slow(paper).toContainText('已用 1 / 1 次');
    await slow(paper.getByRole('button', { name: /开始考试|继续答题|再考一次/ })).toHaveCount(0);
  });

  await test.step('the choices are scored at once and the judge scores the C++ answer', async () => {
    const handedIn = await attempt();
    expect(handedIn.userPaperStatus).toBe(1);
    expect(scoreOf(handedIn, 1)).toBe(SCORES.single);
    expect(scoreOf(handedIn, 3)).toBe(SCORES.judge);
    expect(scoreOf(handedIn, 7)).toBeNull();
    if (judging)
      await expect
        .poll(async () => scoreOf(await attempt(), 6), { timeout: 120_000, intervals: [1000, 2000, 3000] })
        .toBe(SCORES.code);
    else {
      // Without a usable sandbox nothing judges the code: the attempt waits (待批阅) with no score for it.
      test.info().annotations.push({ type: 'judge', description: `判题沙箱不可用：${judgeReason}` });
      expect(scoreOf(handedIn, 6)).toBeNull();
    }
  });

  await test.step('the teacher grades the practical task on 阅卷 with the keyboard', async () => {
    await teacher.goto(`/exam/examReview?examId=${examId}`);
    await slow(teacher.getByText('已批 0 / 1')).toBeVisible();
    const queue = teacher.getByRole('navigation', { name: '批改队列' });
    await slow(queue.getByRole('button', { name: new RegExp(realname) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await slow(teacher.getByRole('link', { name: /打开学生作品/ })).toBeVisible();
    await slow(teacher.getByText('评分标准')).toBeVisible();
    await teacher.getByRole('textbox', { name: '评语' }).fill('小猫走得很顺畅，再加上碰到边缘就反弹会更好！');
    // A digit anywhere on the page goes to the score box; Enter there saves.
    await teacher.getByText('评分标准').click();
    await teacher.keyboard.type(String(PRACTICE_GIVEN));
    await slow(teacher.getByRole('spinbutton', { name: '得分' })).toHaveValue(String(PRACTICE_GIVEN));
    await shot(teacher, 'exam-review');
    await teacher.keyboard.press('Enter');
    await slow(teacher.getByText(`已保存：${realname}（${student}） ${PRACTICE_GIVEN} 分`)).toBeVisible();
    await slow(teacher.getByText('已批 1 / 1')).toBeVisible();
  });

  await test.step('the teacher reads the question analysis of the results', async () => {
    await teacher.goto('/exam/examine');
    await teacher
      .getByRole('row', { name: new RegExp(examName) })
      .getByRole('button', { name: '成绩' })
      .click();
    const analysis = teacher.locator('.ant-card', { hasText: '题目分析' });
    await slow(analysis.locator('tbody tr.ant-table-row')).toHaveCount(judging ? 5 : 0);
    if (judging) await expect(analysis.getByTestId('slowest-questions')).toContainText('最耗时的题目');
    await shot(teacher, 'exam-item-analysis');
  });
  await teacher.context().close();

  await test.step('the student sees the score and the grade in 我的考试记录', async () => {
    const auto = 2 * SCORES.single + SCORES.judge;
    const total = auto + PRACTICE_GIVEN + (judging ? SCORES.code : 0);
    await learner.goto('/exam/userPaper');
    const row = learner.getByRole('row', { name: new RegExp(examName) });
    if (judging) {
      await slow(row).toContainText(`${total} / 100`);
      await slow(row.locator('.ant-tag', { hasText: /^A$/ })).toBeVisible();
      await slow(row).toContainText('已完成');
    } else await slow(row).toContainText('待批阅');
    await shot(learner, 'exam-records');
    await row.getByRole('button', { name: /查看/ }).click();
    const detail = learner.getByRole('dialog', { name: '考试详情' });
    // The reload in the middle of the exam was not counted as switching away.
    await slow(detail).toContainText('切屏0 次');
    await slow(detail.getByText('老师评语：小猫走得很顺畅')).toBeVisible();
    // Scores of single questions show once the whole attempt is scored (without a judge it stays 待批阅).
    if (judging) {
      await slow(detail.getByText(`得分 ${PRACTICE_GIVEN} / ${SCORES.practice}`)).toBeVisible();
      await slow(detail.getByText(`得分 ${SCORES.code} / ${SCORES.code}`)).toBeVisible();
    }
    await shot(learner, 'exam-record-detail');
    await learner.goto('/teaching/minePaper/list');
    const paper = learner.locator('.ant-card', { hasText: examName });
    await slow(paper).toContainText('已交卷');
    if (judging) {
      await slow(paper).toContainText(`${total} / 100`);
      await slow(paper.locator('.ant-tag', { hasText: /^A$/ })).toBeVisible();
    }
    await shot(learner, 'exam-mine-papers-scored');
  });
  await learner.context().close();
});
