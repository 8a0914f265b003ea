import { type FakeOpenAi, startFakeOpenAi } from '../apps/server/src/domains/ai/test/fake-openai.ts';
import { expect, type Locator, test } from './fixtures/test.ts';
import { adminPassword, apiAs, setPasswords, shot, tokenOf } from './portal-helpers.ts';

/**
 * The code dog journey: an administrator points the AI settings at a local OpenAI-compatible server;
 * student1 submits a wrong C++ solution to a practice problem, presses "问问码狗", sees the code,
 * language and verdict attached, asks, and watches the answer stream in and end in a highlighted code
 * block; the provider received the student's code. Then a long answer is stopped half way.
 */
const studentPassword = 'Student@2468';
const API_KEY = 'sk-e2e-codedog-7781';
const MARKER = 'ck-e2e-codedog-marker';
const WRONG_CPP = [
  '#include <iostream>',
  'using namespace std;',
  `// ${MARKER}`,
  'int main() {',
  '    int a, b;',
  '    cin >> a >> b;',
  '    cout << a - b << endl;',
  '    return 0;',
  '}',
  '',
].join('\n');
const REPLY = [
  '先别急，我们一起看看你的程序。',
  '',
  '题目要求输出两个数的**和**，而你的程序输出的是差。改成下面这样试试：',
  '',
  '```cpp',
  '#include <iostream>',
  'int main() {',
  '    int a, b;',
  '    std::cin >> a >> b;',
  '    std::cout << a + b << std::endl;',
  '    return 0;',
  '}',
  '```',
  '',
  '提交之前，先用样例自己测一测哦！',
].join('\n');
const LONG_REPLY = `${'循环就是让电脑重复做同一件事。'.repeat(120)}最后一句。`;

let fake: FakeOpenAi;

test.beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: API_KEY });
});

test.afterAll(async () => {
  await fake?.close();
});

/** The texts an answer shows while it streams, until it is no longer loading. */
async function watchStream(answer: Locator): Promise<number[]> {
  const lengths: number[] = [];
  for (let i = 0; i < 300; i++) {
    const state = await answer.getAttribute('data-state');
    lengths.push((await answer.innerText()).length);
    if (state === 'got') break;
    await answer.page().waitForTimeout(100);
  }
  return lengths;
}

test('code dog: a student asks about a failing C++ submission and sees the answer stream in', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await apiAs(request, 'admin', adminPassword);
  const status = await admin.get<{ report: { available: boolean; reason: string } }>('/api/judge/status');
  test.skip(!status.report.available, `判题沙箱不可用，跳过码狗旅程：${status.report.reason}`);

  await test.step('the admin points the AI settings at the local provider', async () => {
    const saved = await admin.post<{ apiKey: string; hasKey: boolean; enabled: boolean }>(
      '/api/teaching/teachingAiSetting/save',
      {
        baseUrl: fake.url,
        apiKey: API_KEY,
        model: 'fake-codedog',
        temperature: 0.5,
        maxTokens: 1024,
        timeoutMs: 60_000,
        enabled: true,
        roles: ['student', 'teacher', 'admin'],
        dailyQuota: 0,
        dailyTokens: 0,
        hours: '',
      },
    );
    expect(saved.enabled).toBe(true);
    expect(saved.hasKey).toBe(true);
    expect(saved.apiKey).not.toContain(API_KEY);
  });

  await setPasswords(admin, ['student1'], studentPassword);
  const student = await apiAs(request, 'student1', studentPassword);
  const { records } = await student.get<{ records: { id: string; title: string }[] }>(
    '/ojapi/problem/list?pageNo=1&pageSize=50',
  );
  expect(records.length, '练习区有题目').toBeGreaterThan(0);
  const problem = records.find((r) => r.title === '两数之和') ?? records[0];
  const studentToken = await tokenOf(request, 'student1', studentPassword);

  const context = await browser.newContext();
  const page = await context.newPage();
  await test.step('student1 submits a wrong C++ solution and waits for its verdict', async () => {
    await page.goto(`/oj/problem/${problem.id}?token=${encodeURIComponent(studentToken)}`);
    await expect(page.getByText(problem.title).first()).toBeVisible();
    await page.getByLabel('语言').click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'C++17' }).click();
    const editor = page.locator('.cm-content');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.insertText(WRONG_CPP);
    await page.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByTestId('submission-verdict')).toContainText(/\((WA|RE|TLE|CE|OLE)\)/, {
      timeout: 90_000,
    });
  });
  const verdict = (await page.getByTestId('submission-verdict').innerText()).trim();

  const panel = page.getByTestId('ai-panel');
  await test.step('问问码狗 opens the panel with the code, language and verdict attached', async () => {
    await page.getByTestId('ask-ai').click();
    await expect(panel).toBeVisible();
    const attached = panel.getByTestId('ai-context');
    await expect(attached).toContainText('C++');
    await expect(attached).toContainText(verdict);
    await attached.getByText('已附带').click();
    await expect(attached.getByTestId('ai-context-code')).toContainText(MARKER);
    await expect(panel.getByTestId('ai-input')).toBeEnabled();
  });

  await test.step('the answer streams in and ends in a highlighted C++ block', async () => {
    fake.behave({ reply: REPLY, chunkSize: 4, chunkDelayMs: 60 });
    const asked = fake.requests.length;
    await panel.getByTestId('ai-input').fill('为什么我的程序答案错误？');
    await panel.getByTestId('ai-send').click();
    await expect(panel.getByTestId('ai-message-user').last()).toHaveText('为什么我的程序答案错误？');
    const answer = panel.getByTestId('ai-message-assistant').last();
    await expect(answer).toContainText('先别急');
    const lengths = await watchStream(answer);
    // Several growing texts were seen before the end: it came token by token, not at once.
    expect(new Set(lengths.filter((n) => n > 0)).size).toBeGreaterThan(2);
    await expect(answer).toHaveAttribute('data-state', 'got');
    await expect(answer).toHaveAttribute('data-outcome', 'ok');
    await expect(answer).toContainText('提交之前，先用样例自己测一测哦！');
    const code = answer.locator('pre code.hljs');
    await expect(code).toContainText('std::cout << a + b');
    await expect(code.locator('.hljs-keyword').first()).toBeVisible();
    await shot(page, 'ai-practice-answer');

    expect(fake.requests.length).toBe(asked + 1);
    const sent = fake.requests[fake.requests.length - 1];
    expect(sent.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent.body.stream).toBe(true);
    const prompt = sent.body.messages.map((m) => m.content).join('\n');
    expect(prompt).toContain(MARKER);
    expect(prompt).toContain('为什么我的程序答案错误？');
  });

  await test.step('the stop button ends a long answer and keeps what came', async () => {
    fake.behave({ reply: LONG_REPLY, chunkSize: 2, chunkDelayMs: 80 });
    await panel.getByTestId('ai-input').fill('什么是循环？');
    await panel.getByTestId('ai-input').press('Enter');
    const answer = panel.getByTestId('ai-message-assistant').last();
    await expect(answer).toContainText('循环就是');
    await panel.getByTestId('ai-stop').click();
    await expect(answer).toHaveAttribute('data-outcome', 'stopped');
    await expect(answer).toContainText('已停止回答');
    const kept = (await answer.innerText()).length;
    await page.waitForTimeout(1000);
    expect((await answer.innerText()).length).toBe(kept);
    expect(await answer.innerText()).not.toContain('最后一句。');
    await expect(panel.getByTestId('ai-send')).toBeVisible();
    // Stopping closed the request, and the server let go of the provider's stream too.
    await expect.poll(() => fake.openStreams(), { timeout: 15_000 }).toBe(0);
  });

  await test.step('my history lists the questions', async () => {
    await panel.getByTestId('ai-tabs').getByText('我的提问', { exact: true }).click();
    await expect(
      panel.getByTestId('ai-history-item').filter({ hasText: '为什么我的程序答案错误？' }),
    ).toBeVisible();
  });
  await context.close();
});
