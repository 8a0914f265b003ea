import { afterAll, describe, expect, it } from 'vitest';
import type { CaseResult, Verdict } from '../src/index.ts';
import { compareDefault, compareExact, compareFloat, totalScore } from '../src/index.ts';
import { boxesOpened } from '../src/sandbox/box.ts';
import { LIMITS, openEngine } from './sandbox-helper.ts';

const { engine, cleanup } = await openEngine();
afterAll(() => cleanup());

describe('built-in checkers', () => {
  it('default ignores trailing spaces and trailing blank lines only', () => {
    expect(compareDefault('1 2  \n3\n\n\n', '1 2\n3')).toBeNull();
    expect(compareDefault('1 2\r\n3\r\n', '1 2\n3\n')).toBeNull();
    expect(compareDefault('1  2\n3\n', '1 2\n3\n')).toContain('第 1 行');
    expect(compareDefault('1 2\n', '1 2\n3\n')).toContain('过早结束');
    expect(compareDefault('\n1 2\n', '1 2\n')).not.toBeNull();
  });

  it('exact compares byte for byte', () => {
    expect(compareExact('a\n', 'a\n')).toBeNull();
    expect(compareExact('a \n', 'a\n')).not.toBeNull();
  });

  it('float accepts differences within the tolerance', () => {
    expect(compareFloat('3.14159 2', '3.1416 2', 1e-3)).toBeNull();
    expect(compareFloat('3.2', '3.1416', 1e-3)).not.toBeNull();
    expect(compareFloat('1000000.5', '1000000', 1e-6)).toBeNull(); // relative
    expect(compareFloat('1 2', '1 2 3', 1e-6)).toContain('个数据');
    expect(compareFloat('yes', 'no', 1e-6)).not.toBeNull();
  });
});

const cases = (verdicts: Verdict[]): CaseResult[] =>
  verdicts.map((verdict, index) => ({
    index,
    name: String(index + 1),
    verdict,
    timeMs: 0,
    memoryKb: 0,
    score: 0,
    message: '',
  }));

describe('scoring', () => {
  it('by cases with given points', () => {
    expect(totalScore(cases(['AC', 'WA', 'AC']), [10, 20, 70])).toBe(80);
  });

  it('by subtasks: sum, min and max', () => {
    const r = cases(['AC', 'WA', 'AC', 'AC', 'WA', 'WA']);
    expect(totalScore(r, [], [{ score: 30, mode: 'sum', cases: [0, 1] }])).toBe(15);
    expect(totalScore(r, [], [{ score: 30, mode: 'min', cases: [0, 1] }])).toBe(0);
    expect(totalScore(r, [], [{ score: 30, mode: 'min', cases: [2, 3] }])).toBe(30);
    expect(totalScore(r, [], [{ score: 40, mode: 'max', cases: [1, 2] }])).toBe(40);
    expect(
      totalScore(
        r,
        [],
        [
          { score: 30, mode: 'min', cases: [0, 1] },
          { score: 30, mode: 'min', cases: [2, 3] },
          { score: 40, mode: 'max', cases: [4, 5] },
        ],
      ),
    ).toBe(30);
  });
});

const PI = '#include <stdio.h>\nint main(){printf("%.5f\\n", 3.14159265);return 0;}\n';
const CHECKER = `#include <cstdio>
#include <cstdlib>
// Accepts any pair (x, y) with x + y equal to the number in the input.
int main(int argc, char **argv) {
  if (argc < 4) return 3;
  FILE *in = std::fopen(argv[1], "r"), *out = std::fopen(argv[2], "r");
  long n = 0, x = 0, y = 0;
  if (!in || !out || std::fscanf(in, "%ld", &n) != 1) return 3;
  if (std::fscanf(out, "%ld %ld", &x, &y) != 2) { std::fprintf(stderr, "格式错误"); return 2; }
  if (x + y != n) { std::fprintf(stderr, "和不对"); return 1; }
  std::fprintf(stderr, "ok");
  return 0;
}
`;

describe.skipIf(!engine.available)('checkers in the judge', () => {
  it('float checker with tolerance', async () => {
    const tc = [{ name: '1', input: { text: '' }, answer: { text: '3.1416\n' } }];
    const loose = await engine.judge({
      language: 'c',
      code: PI,
      cases: tc,
      ...LIMITS,
      checker: { type: 'float', epsilon: 1e-3 },
    });
    expect(loose.verdict).toBe('AC');
    const strict = await engine.judge({
      language: 'c',
      code: PI,
      cases: tc,
      ...LIMITS,
      checker: { type: 'exact' },
    });
    expect(strict.verdict).toBe('WA');
  });

  it('special judge (testlib-style input output answer), compiled once and cached', async () => {
    const code =
      '#include <stdio.h>\nint main(){long n;scanf("%ld",&n);printf("%ld %ld\\n",n-1,1L);return 0;}\n';
    const wrong = '#include <stdio.h>\nint main(){printf("1 1\\n");return 0;}\n';
    const tc = [
      { name: '1', input: { text: '10\n' }, answer: { text: '5 5\n' } },
      { name: '2', input: { text: '7\n' }, answer: { text: '3 4\n' } },
    ];
    const checker = { type: 'special' as const, source: CHECKER };
    const b0 = boxesOpened();
    const ok = await engine.judge({ language: 'c', code, cases: tc, ...LIMITS, checker });
    const first = boxesOpened() - b0;
    expect(ok.cases.map((c) => c.verdict)).toEqual(['AC', 'AC']);
    const b1 = boxesOpened();
    const bad = await engine.judge({ language: 'c', code: wrong, cases: tc, ...LIMITS, checker });
    // Same cases, one compile fewer: the checker came from the cache.
    expect(boxesOpened() - b1).toBe(first - 1);
    expect(bad.verdict).toBe('WA');
    expect(bad.cases[0].message).toBe('和不对');
    const broken = await engine.judge({
      language: 'c',
      code,
      cases: tc,
      ...LIMITS,
      checker: { type: 'special', source: 'int main( {' },
    });
    expect(broken.verdict).toBe('SE');
    expect(broken.compileMessage).toContain('特判程序编译失败');
  });

  it('scores subtasks end to end', async () => {
    const code =
      '#include <stdio.h>\nint main(){int n;scanf("%d",&n);printf("%d\\n",n<100?n*2:0);return 0;}\n';
    const tc = [1, 2, 300, 4].map((n, i) => ({
      name: String(i + 1),
      input: { text: `${n}\n` },
      answer: { text: `${n * 2}\n` },
    }));
    const r = await engine.judge({
      language: 'c',
      code,
      cases: tc,
      ...LIMITS,
      subtasks: [
        { score: 40, mode: 'min', cases: [0, 1] },
        { score: 60, mode: 'min', cases: [2, 3] },
      ],
    });
    expect(r.verdict).toBe('WA');
    expect(r.score).toBe(40);
  });
});
