// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The statement renderer and CodeMirror are lazy chunks of the judge; plain stand-ins keep this test fast.
vi.mock('../../../judge/components/lazy-parts.tsx', () => ({
  Statement: ({ source }: { source: string }) => createElement('div', null, source),
  Editor: ({ value }: { value: string }) => createElement('pre', null, value),
}));

import { useSession } from '../../../../stores/session-store.ts';
import {
  type Answers,
  click,
  has,
  mockApi,
  Refusal,
  render,
  setUpDom,
  tearDown,
  until,
} from '../test-harness.ts';
import { RaceArenaPage } from './race-arena-page.tsx';

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

beforeEach(() => {
  setUpDom();
  useSession.setState({ token: 'token-1' });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 1, 10, 0, 0));
});
afterEach(async () => {
  await tearDown();
  useSession.setState({ token: '' });
  vi.useRealTimers();
});

const T = '/teaching/teachingContest';
const arenaAnswers: Answers = {
  [`${T}/publicDetail`]: info,
  [`${T}/problems`]: problems,
  [`${T}/problem`]: statement,
  '/judge/languages': languages,
};

describe('RaceArenaPage', { timeout: 60_000 }, () => {
  it('asks a visitor to sign in first and asks nothing of the server', async () => {
    useSession.setState({ token: '' });
    const calls = mockApi({});
    const page = await render(RaceArenaPage, '/home-page/raceArena?contestId=c1');
    await until(has('请先登录'));
    expect(page.querySelector('a[href^="/user/login?redirect="]')).not.toBeNull();
    expect(calls.some((c) => c.path === `${T}/status`)).toBe(false);
  });

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

  it('keeps the local draft across a reload and explains a refused submit', async () => {
    localStorage.setItem('ck-contest-draft:c1:p1:cpp17', 'int main() { return 0; }');
    const calls = mockApi({
      ...arenaAnswers,
      [`${T}/status`]: baseStatus,
      [`${T}/submit`]: new Refusal(429, ''),
    });
    const page = await render(RaceArenaPage, '/home-page/raceArena?contestId=c1');
    const submit = () => page.querySelector<HTMLButtonElement>('[data-testid="arena-submit"]');
    await until(() => submit()?.disabled === false);
    expect(page.textContent).toContain('int main() { return 0; }');
    await click(submit());
    await until(has('提交太频繁，请稍后再试'));
    expect(calls.find((c) => c.path === `${T}/submit`)?.body).toEqual({
      contestId: 'c1',
      problemId: 'p1',
      language: 'cpp17',
      code: 'int main() { return 0; }',
    });
    // The refused code is still there for the next try.
    expect(localStorage.getItem('ck-contest-draft:c1:p1:cpp17')).toBe('int main() { return 0; }');
    localStorage.clear();
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
    expect(calls.map((c) => c.path)).not.toContain(`${T}/problems`);
  });
});
