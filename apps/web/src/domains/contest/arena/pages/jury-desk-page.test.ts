// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../../stores/session-store.ts';
import { click, has, mockApi, render, setUpDom, tearDown, until } from '../test-harness.ts';
import { JuryDeskPage } from './jury-desk-page.tsx';

const T = '/teaching/teachingContest';
const board = {
  contestId: 'c1',
  groupId: 'g1',
  ruleType: 'acm',
  frozen: false,
  problems: ['p1'],
  problemTitles: [{ id: 'p1', label: 'A', title: '加法' }],
  rows: [
    {
      rank: 1,
      userId: 'u1',
      realname: '张小明',
      school: '实验小学',
      solved: 1,
      penalty: 32,
      score: 100,
      cells: { p1: { result: 'AC', tries: 2, time: 12, score: 100, firstSolve: true } },
      award: null,
    },
  ],
  generatedAt: '2026-03-01 10:00:00',
};
const answers = {
  [`${T}/queryById`]: {
    id: 'c1',
    contestName: '春季编程赛',
    lockTime: '2026-03-01 10:30:00',
    unfrozenAt: null,
  },
  '/teaching/teachingContestClass/list': [{ id: 'g1', className: '小学组', problemIds: ['p1'] }],
  [`${T}/rank`]: board,
  // The server answers null (the time is read again with the contest).
  [`${T}/unfreeze`]: null,
  [`${T}/jury/submissions`]: {
    records: [
      {
        id: 's1',
        groupId: 'g1',
        userId: 'u1',
        realname: '张小明',
        problemId: 'p1',
        label: 'A',
        language: 'cpp17',
        verdict: 'WA',
        score: 0,
        createTime: '2026-03-01 09:40:00',
      },
    ],
    total: 1,
    size: 20,
    current: 1,
    pages: 1,
  },
  [`${T}/jury/rejudge`]: null,
};
const tab = async (page: HTMLElement, name: string) =>
  click([...page.querySelectorAll('[role="tab"]')].find((t) => t.textContent === name));
const button = (root: ParentNode, selector: string, text: string) =>
  [...root.querySelectorAll(selector)].find((b) => b.textContent?.replace(/\s/g, '') === text);

beforeEach(setUpDom);
afterEach(async () => {
  await tearDown();
  useSession.setState({ auth: [] });
});

describe('JuryDeskPage', { timeout: 60_000 }, () => {
  it('refuses a user without the jury permission and asks nothing of the server', async () => {
    const calls = mockApi(answers);
    await render(JuryDeskPage, '/contest/jury?contestId=c1');
    await until(has('你没有使用裁判台的权限'));
    expect(calls).toHaveLength(0);
  });

  it('shows the live board and unfreezes after a confirmation', async () => {
    useSession.setState({ auth: [{ action: 'teaching:contest:jury', type: '1' }] });
    const calls = mockApi(answers);
    const page = await render(JuryDeskPage, '/contest/jury?contestId=c1');
    await until(has('张小明'));
    expect(page.querySelector('[data-testid="jury-board"]')?.textContent).toContain('+1');

    await tab(page, '解封榜单');
    await until(() => !!page.querySelector('[data-testid="jury-unfreeze"]'));
    expect(page.textContent).toContain('尚未解封');
    await click(page.querySelector('[data-testid="jury-unfreeze"]'));
    await until(has('此操作不能撤销'));
    // Nothing is sent before the confirmation.
    expect(calls.some((c) => c.path === `${T}/unfreeze`)).toBe(false);
    await click(
      [...document.querySelectorAll('.ant-modal-confirm button')].find(
        (b) => b.textContent?.replace(/\s/g, '') === '解封',
      ),
    );
    await until(() => {
      const shown = page.querySelector('[data-testid="jury-unfrozen-at"]')?.textContent ?? '';
      return shown !== '' && shown !== '尚未解封';
    });
    expect(page.querySelector('[data-testid="jury-unfreeze"]')?.textContent?.replace(/\s/g, '')).toBe(
      '已解封',
    );
    expect(calls.find((c) => c.path === `${T}/unfreeze`)).toMatchObject({
      method: 'POST',
      body: { contestId: 'c1' },
    });
  });

  it('rejudges one submission only after a confirmation', async () => {
    useSession.setState({ auth: [{ action: 'teaching:contest:jury', type: '1' }] });
    const calls = mockApi(answers);
    const page = await render(JuryDeskPage, '/contest/jury?contestId=c1');
    await until(has('张小明'));
    await tab(page, '提交记录');
    await until(
      () => !!page.querySelector('[data-testid="jury-submissions"]')?.textContent?.includes('答案错误'),
    );
    await click(button(page, '[data-testid="jury-submissions"] button', '重判'));
    await until(has('重判这次提交？'));
    expect(calls.some((c) => c.path === `${T}/jury/rejudge`)).toBe(false);
    await click(button(document, '.ant-popconfirm button', '重判'));
    await until(() => calls.some((c) => c.path === `${T}/jury/rejudge`));
    expect(calls.find((c) => c.path === `${T}/jury/rejudge`)).toMatchObject({
      method: 'POST',
      body: { submissionId: 's1' },
    });
  });
});
