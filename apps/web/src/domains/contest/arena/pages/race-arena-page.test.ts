// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The statement renderer and CodeMirror are lazy chunks of the judge; plain stand-ins keep this test fast.
vi.mock('../../../judge/components/lazy-parts.tsx', () => ({
  Statement: ({ source }: { source: string }) => createElement('div', null, source),
  Editor: ({ value }: { value: string }) => createElement('pre', null, value),
}));

import { JuryDeskPage } from './jury-desk-page.tsx';
import { RaceArenaPage } from './race-arena-page.tsx';

type Answers = Record<string, unknown>;

const baseStatus = {
  phase: 'running',
  serverTime: '2026-03-01 10:00:00',
  registered: true,
  groupId: 'g1',
  groupName: '小学组',
  ruleType: 'acm',
  startedAt: null,
  deadline: '2026-03-01 11:00:00',
  examId: null,
  isJury: false,
};
const info = {
  id: 'c1',
  contestName: '春季编程赛',
  ruleType: 'acm',
  startTime: '2026-03-01 09:00:00',
  endTime: '2026-03-01 11:00:00',
  duration: null,
  lockTime: null,
  isPractice: 0,
  phase: 'running',
  serverTime: '2026-03-01 10:00:00',
};
const statement = {
  id: 'p1',
  label: 'A',
  title: '加法',
  content: '输入两个整数，输出它们的和。',
  samples: [{ input: '1 2', output: '3' }],
  timeLimit: 1000,
  memoryLimit: 256,
  languages: [],
};
const languages = [{ id: 'cpp17', name: 'C++17', editor: 'cpp', template: 'int main() {}' }];
const problems = [
  { id: 'p1', label: 'A', title: '加法', timeLimit: 1000, memoryLimit: 256, myResult: 'AC', myTries: 1 },
  { id: 'p2', label: 'B', title: '排序', timeLimit: 1000, memoryLimit: 256, myResult: null, myTries: 0 },
];

/** Answers the API by path (the part after the client's base) with a success envelope. */
function mockApi(answers: Answers) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const path = new URL(input, 'http://localhost').pathname.replace(/^\/(api|ojapi)/, '');
      calls.push(path);
      const result = path in answers ? answers[path] : [];
      const body = { success: true, message: '', code: 200, result, timestamp: 0 };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  return calls;
}

let root: Root | null = null;
let host: HTMLElement;

async function render(page: () => unknown, url: string) {
  host = document.createElement('div');
  document.body.appendChild(host);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = createElement(
    QueryClientProvider,
    { client },
    createElement(
      MemoryRouter,
      { initialEntries: [url] },
      createElement(App, null, createElement(page as never)),
    ),
  );
  await act(async () => {
    root = createRoot(host);
    root.render(tree);
  });
  return host;
}

/** Waits (on real timers) until the page shows what the test expects. */
async function until(check: () => boolean, ms = 8000) {
  const end = performance.now() + ms;
  while (!check()) {
    if (performance.now() > end) throw new Error(`页面未出现预期内容：${host.textContent}`);
    await act(() => new Promise((r) => setTimeout(r, 25)));
  }
}
const has = (text: string) => () => !!host.textContent?.includes(text);

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 1, 10, 0, 0));
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({
      matches: false,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }),
  });
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  host?.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const T = '/teaching/teachingContest';
const arenaAnswers: Answers = {
  [`${T}/publicDetail`]: info,
  [`${T}/problems`]: problems,
  [`${T}/problem`]: statement,
  '/judge/languages': languages,
};

describe('RaceArenaPage', { timeout: 30_000 }, () => {
  it('sends a contestant who is not registered back to the contest home', async () => {
    mockApi({ [`${T}/status`]: { ...baseStatus, registered: false }, [`${T}/publicDetail`]: info });
    const page = await render(RaceArenaPage, '/home-page/raceArena?contestId=c1');
    await until(has('你还没有参加这场比赛'));
    expect(page.querySelector('a[href="/home-page/raceHome?id=c1"]')).not.toBeNull();
  });

  it('shows the problems with my state and a countdown on the server clock', async () => {
    mockApi({ ...arenaAnswers, [`${T}/status`]: baseStatus });
    const page = await render(RaceArenaPage, '/home-page/raceArena?contestId=c1');
    await until(has('春季编程赛'));
    await until(has('输入两个整数'));
    expect(page.textContent).toContain('春季编程赛');
    expect(page.textContent).toContain('小学组');
    expect(page.querySelector('[data-testid="arena-countdown"]')?.textContent).toContain('01:00:00');
    const list = page.querySelector('[data-testid="arena-problems"]')?.textContent ?? '';
    expect(list).toContain('加法');
    expect(list).toContain('通过');
    expect(list).toContain('未提交');
    expect(page.textContent).not.toContain('比赛已结束');
    // The language list arrived: the editor shows the template and submitting is open.
    const submit = () => page.querySelector<HTMLButtonElement>('[data-testid="arena-submit"]');
    await until(() => submit()?.disabled === false);
    expect(page.textContent).toContain('int main() {}');
  });

  it('disables submitting once the contestant time is up', async () => {
    // The browser clock is an hour behind: only the server clock says the time is up.
    mockApi({ ...arenaAnswers, [`${T}/status`]: { ...baseStatus, serverTime: '2026-03-01 11:00:00' } });
    const page = await render(RaceArenaPage, '/home-page/raceArena?contestId=c1');
    await until(() => !!page.querySelector('[data-testid="arena-submit"]'));
    const submit = page.querySelector<HTMLButtonElement>('[data-testid="arena-submit"]');
    expect(submit?.disabled).toBe(true);
    expect(submit?.textContent).toContain('比赛已结束');
    expect(page.textContent).toContain('不能再提交代码');
  });

  it('sends a paper group to the online exam page', async () => {
    mockApi({
      [`${T}/status`]: { ...baseStatus, examId: 'e9', ruleType: 'paper' },
      [`${T}/publicDetail`]: info,
    });
    const page = await render(RaceArenaPage, '/home-page/raceArena?contestId=c1');
    await until(() => !!page.querySelector('a[href="/kaoshi-online?examId=e9"]'));
    expect(page.textContent).toContain('本组为试卷比赛');
  });

  it('asks for a start of a duration contest before showing problems', async () => {
    const calls = mockApi({
      [`${T}/status`]: baseStatus,
      [`${T}/publicDetail`]: { ...info, duration: 90 },
      [`${T}/problems`]: problems,
    });
    const page = await render(RaceArenaPage, '/home-page/raceArena?contestId=c1');
    await until(has('限时 90 分钟'));
    expect(page.querySelector('[data-testid="arena-enter"]')?.textContent).toContain('开始比赛');
    expect(calls).not.toContain(`${T}/problems`);
  });
});

describe('JuryDeskPage', { timeout: 30_000 }, () => {
  it('refuses a user without the jury permission', async () => {
    const calls = mockApi({});
    const page = await render(JuryDeskPage, '/contest/jury?contestId=c1');
    await until(has('没有权限'));
    expect(page.textContent).toContain('你没有使用裁判台的权限');
    expect(calls).toHaveLength(0);
  });
});
