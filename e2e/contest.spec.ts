import { expect, type Page, test } from './fixtures/test.ts';
import { adminPassword, apiAs, button, shot, signedIn } from './portal-helpers.ts';

/**
 * A contest from the back office to the final board: the administrator creates a running ACM contest
 * with a lock time on 赛事信息, two groups of demo judge problems on 赛事分组 and verification codes on
 * 赛事验证码; two new students join with codes (one on the contest page, one on the race login) and
 * submit A+B in the arena (AC / WA); the public board ranks them; once the board is locked a later AC
 * stays pending on the public board while the jury desk shows it, until the jury unfreezes.
 */

test.use({ actionTimeout: 60_000 });
test.setTimeout(240_000);
const slow = expect.configure({ timeout: 90_000 });

const PASSWORD = 'Race@e2e2026';
const AB_CPP =
  '#include <iostream>\nusing namespace std;\nint main() {\n  long long a, b;\n  cin >> a >> b;\n  cout << a + b << endl;\n  return 0;\n}\n';
const AB_WRONG =
  '#include <iostream>\nusing namespace std;\nint main() {\n  long long a, b;\n  cin >> a >> b;\n  cout << a - b << endl;\n  return 0;\n}\n';

type Row = { id: string; contestName: string };
type CodeRow = { code: string; groupName: string; usedBy: string | null };
type JuryRow = { realname: string; verdict: string | null };

/** `YYYY-MM-DD HH:mm` (or with seconds) in Asia/Shanghai, `minutes` from now. */
function shanghai(minutes: number, seconds = false) {
  const d = new Date(Date.now() + minutes * 60_000 + 8 * 3_600_000);
  return d
    .toISOString()
    .slice(0, seconds ? 19 : 16)
    .replace('T', ' ');
}

/** Types a date into an antd picker input and confirms it. */
async function typeDate(page: Page, placeholder: string, value: string) {
  const input = page.getByPlaceholder(placeholder);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
}

/** Adds a judge problem to the group form by searching its title. */
async function addProblem(page: Page, title: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').last().click();
  await page.keyboard.type(title);
  await page.locator('.ant-select-item-option', { hasText: title }).first().click();
}

/** Picks C++ in the arena, writes `code` and submits it; answers when the verdict `label` shows. */
async function submitCode(page: Page, code: string, label: RegExp) {
  await page.getByLabel('语言').click();
  await page.locator('.ant-select-item-option', { hasText: /C\+\+/ }).first().click();
  const editor = page.locator('.cm-content').first();
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
  await page.getByTestId('arena-submit').click();
  await slow(page.getByTestId('arena-my-submissions')).toContainText(label);
}

test('contest: created in the back office, joined with codes, judged, ranked, frozen and unfrozen', async ({
  browser,
  request,
}) => {
  const suffix = Date.now().toString(36).slice(-5);
  const contestName = `春季挑战赛${suffix}`;
  const ace = { username: `ra${suffix}`, realname: `赛甲${suffix}` };
  const late = { username: `rb${suffix}`, realname: `赛乙${suffix}` };
  const admin = await apiAs(request, 'admin', adminPassword);
  let contestId = '';
  let groupA = '';

  await test.step('setup: the judge is ready and two new students exist', async () => {
    const status = await admin.get<{ report: { available: boolean; reason: string }; languages: string[] }>(
      '/api/judge/status',
    );
    expect(status.report.available, `判题机不可用：${status.report.reason}`).toBe(true);
    const roles = await admin.get<{ id: string; roleCode: string }[]>('/api/sys/role/queryall');
    const studentRole = roles.find((r) => r.roleCode === 'student');
    for (const s of [ace, late])
      await admin.post('/api/sys/user/add', {
        ...s,
        password: PASSWORD,
        confirmpassword: PASSWORD,
        userIdentity: 1,
        selectedroles: studentRole?.id,
      });
  });

  const office = await signedIn(browser, 'admin', adminPassword);

  await test.step('赛事信息: a running ACM contest, codes only, locked in the future', async () => {
    await office.goto('/contest/contestInfo');
    await button(office, '新增赛事').click();
    const dialog = office.getByRole('dialog');
    await dialog.getByLabel('赛事名称').fill(contestName);
    await typeDate(office, '开始时间', shanghai(-10));
    await typeDate(office, '结束时间', shanghai(90));
    await typeDate(office, '不封榜', shanghai(80));
    await dialog.getByRole('radio', { name: '仅验证码' }).check();
    const publish = dialog.getByRole('switch').last();
    if ((await publish.getAttribute('aria-checked')) !== 'true') await publish.click();
    await button(office, '保存').click();
    await expect(dialog).toBeHidden();
    await expect(office.getByText(contestName)).toBeVisible();
    const page = await admin.get<{ records: Row[] }>(
      `/api/teaching/teachingContest/list?contestName=${encodeURIComponent(contestName)}`,
    );
    contestId = page.records.find((r) => r.contestName === contestName)?.id ?? '';
    expect(contestId).not.toBe('');
  });

  await test.step('赛事分组: two groups of demo problems', async () => {
    await office.goto(`/contest/contestClass?contestId=${contestId}`);
    for (const [name, problems] of [
      ['甲组', ['两数之和', '奇数还是偶数']],
      ['乙组', ['从 1 加到 n', '两数之和']],
    ] as const) {
      await button(office, '新增分组').click();
      const dialog = office.getByRole('dialog');
      await dialog.getByLabel('分组名称').fill(name);
      for (const p of problems) await addProblem(office, p);
      await button(office, '保存').click();
      await expect(dialog).toBeHidden();
      await expect(office.getByRole('cell', { name, exact: true })).toBeVisible();
    }
    const groups = await admin.get<{ id: string; className: string }[]>(
      `/api/teaching/teachingContestClass/list?contestId=${contestId}`,
    );
    groupA = groups.find((g) => g.className === '甲组')?.id ?? '';
    expect(groups).toHaveLength(2);
  });

  await test.step('赛事验证码: codes for each group', async () => {
    await office.goto(`/contest/codes?contestId=${contestId}`);
    for (const [name, count] of [
      ['甲组', '2'],
      ['乙组', '1'],
    ] as const) {
      await button(office, '生成验证码').click();
      const dialog = office.getByRole('dialog', { name: '生成验证码' });
      await dialog.getByRole('combobox').first().click();
      await office.locator('.ant-select-item-option', { hasText: name }).click();
      await dialog.getByLabel('数量').fill(count);
      await button(office, '生成').click();
      await expect(dialog).toBeHidden();
      // The new codes open ready to print.
      const print = office.getByRole('dialog', { name: '打印验证码' });
      await expect(print.locator('.ck-code-slip').first()).toBeVisible();
      await print.getByRole('button', { name: '关 闭' }).click();
      await expect(print).toBeHidden();
    }
    await expect(office.getByRole('cell', { name: '乙组', exact: true })).toHaveCount(1);
    await shot(office, 'contest-codes');
  });

  const codes = await admin.get<{ records: CodeRow[] }>(
    `/api/teaching/teachingContestCode/list?contestId=${contestId}&groupId=${groupA}&pageSize=50`,
  );
  expect(codes.records).toHaveLength(2);
  const [codeAce, codeLate] = codes.records.map((r) => r.code);

  const first = await signedIn(browser, ace.username, PASSWORD);
  await test.step('a student redeems a code on the contest page and gets AC', async () => {
    await first.goto(`/home-page/raceHome?id=${contestId}`);
    await button(first, '使用验证码报名').click();
    await first.getByPlaceholder('请输入验证码').fill(codeAce ?? '');
    await button(first, '报名').last().click();
    await button(first, '进入比赛').click();
    await expect(first).toHaveURL(/raceArena/);
    await submitCode(first, AB_CPP, /通过/);
  });

  const second = await (await browser.newContext()).newPage();
  await test.step('another student joins on the race login and gets a wrong answer', async () => {
    await second.goto(
      `/user/raceLogin?redirect=${encodeURIComponent(`/home-page/raceHome?id=${contestId}`)}`,
    );
    await second.getByPlaceholder('用户名').fill(late.username);
    await second.getByPlaceholder('密码').fill(PASSWORD);
    await second.getByPlaceholder('赛事验证码（选填）').fill(codeLate ?? '');
    await second.locator('button[type=submit]').click();
    await slow(second).toHaveURL(/raceHome/);
    await button(second, '进入比赛').click();
    await submitCode(second, AB_WRONG, /答案错误|WA/);
  });

  const boardUrl = `/home-page/raceRank?contestId=${contestId}&groupId=${groupA}`;
  const rowOf = (page: Page, name: string) => page.locator('.ck-race-board tbody tr', { hasText: name });
  await test.step('the public board ranks the solver first', async () => {
    await first.goto(boardUrl);
    const rows = first.locator('.ck-race-board tbody tr.ant-table-row');
    await slow(rows.first()).toContainText(ace.realname);
    await expect(rows.nth(1)).toContainText(late.realname);
    await expect(rowOf(first, late.realname)).toContainText('-1');
  });

  await test.step('after the lock a later AC is pending in public and live on the jury desk', async () => {
    await admin.put('/api/teaching/teachingContest/edit', { id: contestId, lockTime: shanghai(0, true) });
    await second.goto(`/home-page/raceArena?contestId=${contestId}`);
    await submitCode(second, AB_CPP, /通过/);
    await slow
      .poll(async () => {
        const page = await admin.get<{ records: JuryRow[] }>(
          `/api/teaching/teachingContest/jury/submissions?contestId=${contestId}`,
        );
        return page.records.filter((r) => r.realname === late.realname && r.verdict === 'AC').length;
      })
      .toBe(1);
    await first.goto(boardUrl);
    await slow(rowOf(first, late.realname)).toContainText('?');
    await shot(first, 'contest-board-frozen');
    await office.goto(`/contest/jury?contestId=${contestId}`);
    const live = office.getByTestId('jury-board');
    await slow(live.locator('tr', { hasText: late.realname })).toContainText('+1');
    // The jury reads any contestant's code.
    await office.getByRole('tab', { name: '提交记录' }).click();
    const submissions = office.getByTestId('jury-submissions');
    await submissions.locator('tr', { hasText: ace.realname }).getByRole('button', { name: '代码' }).click();
    await expect(office.locator('.ant-drawer .cm-content')).toContainText('a + b');
    await office.keyboard.press('Escape');
  });

  await test.step('the jury unfreezes and the public board shows the AC', async () => {
    await office.getByRole('tab', { name: '解封榜单' }).click();
    await office.getByTestId('jury-unfreeze').click();
    await button(office, '解封').last().click();
    await expect(office.getByTestId('jury-unfreeze')).toBeDisabled();
    await first.reload();
    await slow(rowOf(first, late.realname)).toContainText('+1');
    await expect(rowOf(first, late.realname)).not.toContainText('?');
    await shot(first, 'contest-board-final');
  });

  await test.step('after the end the jury gives the winners certificates', async () => {
    await admin.put('/api/teaching/teachingContest/edit', {
      id: contestId,
      endTime: shanghai(0, true),
      awardMode: 'score',
      awardFirst: 1,
      awardSecond: null,
      awardThird: null,
    });
    const template = await admin.post<{ id: string }>('/api/teaching/teachingCertTemplate/add', {
      name: `获奖证书${suffix}`,
      width: 1123,
      height: 794,
      fields: [{ key: 'courseName', x: 50, y: 58, fontSize: 28, color: '#333333', align: 'center' }],
    });
    expect(template.id).toBeTruthy();
    await office.reload();
    await office.getByRole('tab', { name: '获奖证书' }).click();
    await office.getByLabel('证书模板').click();
    await office.locator('.ant-select-item-option', { hasText: `获奖证书${suffix}` }).click();
    await office.getByTestId('jury-award-certs').click();
    await button(office, '颁发').last().click();
    await slow(office.getByTestId('jury-award-result')).toContainText('新颁发 2 张');
    const mine = await (await apiAs(request, ace.username, PASSWORD)).get<{ courseName: string }[]>(
      '/api/teaching/teachingCert/mine',
    );
    expect(mine.map((c) => c.courseName)).toContain(`${contestName} 甲组 一等奖`);
  });
});
