import type { TestPowerBody } from '@ck/shared';
import type { TestApp } from '../../../../../test/helpers/test-app.ts';

/**
 * A small assessment with hand-computed scores. Max 60. With `RIGHT_BUT_Q2` (q1, q3, q4 right, q2
 * wrong): total 40 → 67 % → band 进阶; logic 20 / 40 = 50 %, loop 30 / 70 = 43 %.
 */
export function sampleAssessment(overrides: Partial<TestPowerBody> = {}): TestPowerBody {
  return {
    name: '编程思维小测',
    cover: null,
    intro: '十分钟了解孩子的编程思维',
    ageMin: 6,
    ageMax: 12,
    durationMinutes: 0,
    dimensions: [
      { key: 'logic', name: '逻辑思维' },
      { key: 'loop', name: '循环' },
    ],
    questions: [
      {
        id: 'q1',
        type: 'single',
        stem: '小猫向右走 3 步后在哪里？',
        options: ['原地', '右边 3 格', '左边 3 格'],
        answer: 'B',
        score: 10,
        weights: { logic: 1 },
      },
      {
        id: 'q2',
        type: 'multiple',
        stem: '哪些是重复执行的积木？',
        options: ['重复执行', '如果那么', '重复 10 次', '说你好'],
        answer: 'AC',
        score: 20,
        weights: { logic: 1, loop: 2 },
      },
      {
        id: 'q3',
        type: 'judge',
        stem: '“重复 3 次：走 1 步”等于走 3 步。',
        options: [],
        answer: 'T',
        score: 10,
        weights: { loop: 1 },
      },
      {
        id: 'q4',
        type: 'order',
        stem: '按顺序排好刷牙的步骤',
        options: ['挤牙膏', '漱口', '拿牙刷'],
        answer: 'CAB',
        score: 20,
        weights: { logic: 0.5, loop: 1 },
      },
    ],
    bands: [
      { minPercent: 0, title: '起步', text: '孩子刚刚起步，兴趣最重要。', courseIds: [] },
      { minPercent: 50, title: '进阶', text: '孩子已有不错的基础。', courseIds: [] },
      { minPercent: 80, title: '优秀', text: '孩子的编程思维很出色。', courseIds: [] },
    ],
    status: '1',
    sortNo: 0,
    ...overrides,
  };
}

export const RIGHT_BUT_Q2 = { q1: 'B', q2: 'AB', q3: 'T', q4: 'CAB' };

/** POSTs as a visitor (no login) to the public API. */
export async function mpCall(
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  attemptToken?: string,
) {
  const res = await t.app.inject({
    method,
    url,
    payload,
    headers: attemptToken ? { 'x-attempt-token': attemptToken } : {},
  });
  return { status: res.statusCode, body: res.json(), text: res.body };
}
