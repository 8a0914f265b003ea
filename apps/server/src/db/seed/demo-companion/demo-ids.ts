// Fixed ids of the companion's demo rows, so the content (home buttons, articles) and the demo
// assessment can point at each other and a re-run of the seed finds what it made.

export const DEMO_CITY_IDS = {
  beijing: '01937a00-0000-7000-8000-00000000c101',
  shanghai: '01937a00-0000-7000-8000-00000000c102',
  hangzhou: '01937a00-0000-7000-8000-00000000c103',
} as const;

/** The published demo assessment 少儿编程能力测评. */
export const DEMO_TEST_POWER_ID = '01937a00-0000-7000-8000-00000000c201';
