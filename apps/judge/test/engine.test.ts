import { afterAll, describe, expect, it } from 'vitest';
import { AB_CASES, LIMITS, openEngine } from './sandbox-helper.ts';

const { engine, cleanup } = await openEngine();
afterAll(() => cleanup());

const AB: Record<string, string> = {
  c: '#include <stdio.h>\nint main(){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n',
  cpp17: '#include <cstdio>\nint main(){long a,b;std::scanf("%ld %ld",&a,&b);std::printf("%ld\\n",a+b);}\n',
  cpp20:
    '#include <cstdio>\n#include <concepts>\nint main(){long a,b;std::scanf("%ld %ld",&a,&b);std::printf("%ld\\n",a+b);}\n',
  python3: 'a, b = map(int, input().split())\nprint(a + b)\n',
  javascript:
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
  java: 'import java.util.*;\npublic class Main { public static void main(String[] x) { Scanner s = new Scanner(System.in); long a = s.nextLong(), b = s.nextLong(); System.out.println(a + b); } }\n',
};

describe.skipIf(!engine.available)('judge engine', () => {
  it('reports its protections', () => {
    expect(engine.reportText()).toContain('命名空间');
    expect(engine.report.rlimits).toBe(true);
  });

  it('offers C, C++17, C++20, Python 3 and JavaScript', () => {
    const ids = engine.languages().map((l) => l.id);
    for (const id of ['c', 'cpp17', 'cpp20', 'python3', 'javascript']) expect(ids).toContain(id);
    for (const l of engine.languages()) expect(l.template.length).toBeGreaterThan(10);
  });

  it.each(Object.keys(AB))('judges A+B in %s as AC with measured time and memory', async (language) => {
    if (!engine.languages().some((l) => l.id === language)) return; // Java only where a JDK exists
    const r = await engine.judge({ language, code: AB[language], cases: AB_CASES, ...LIMITS, memoryMb: 256 });
    expect(r.compileMessage).toBe('');
    expect(r.cases.map((c) => c.verdict)).toEqual(['AC', 'AC', 'AC']);
    expect(r.verdict).toBe('AC');
    expect(r.score).toBe(100);
    for (const c of r.cases) {
      expect(c.memoryKb).toBeGreaterThan(0);
      expect(c.timeMs).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives WA with partial score and reports each case as it is judged', async () => {
    const code =
      '#include <stdio.h>\nint main(){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a>0?a+b:1);return 0;}\n';
    const seen: string[] = [];
    const r = await engine.judge({ language: 'c', code, cases: AB_CASES, ...LIMITS }, (c) => {
      seen.push(`${c.index}:${c.verdict}`);
    });
    expect(seen).toEqual(['0:AC', '1:WA', '2:AC']);
    expect(r.verdict).toBe('WA');
    expect(r.score).toBeCloseTo(66.67, 1);
    expect(r.cases[1].message).toContain('第 1 行');
  });

  it('answers CE with the compiler message', async () => {
    const r = await engine.judge({
      language: 'c',
      code: 'int main( { return 0 }',
      cases: AB_CASES,
      ...LIMITS,
    });
    expect(r.verdict).toBe('CE');
    expect(r.compileMessage).toMatch(/error/);
    expect(r.cases).toEqual([]);
    const py = await engine.judge({ language: 'python3', code: 'print(1 +', cases: AB_CASES, ...LIMITS });
    expect(py.verdict).toBe('CE');
    expect(py.compileMessage).toMatch(/SyntaxError|never closed/);
  });

  it('answers RE for crashes and non-zero exits', async () => {
    const seg = await engine.judge({
      language: 'c',
      code: 'int main(){int *p=0;*p=1;return 0;}',
      cases: AB_CASES.slice(0, 1),
      ...LIMITS,
    });
    expect(seg.verdict).toBe('RE');
    expect(seg.cases[0].message).toContain('SIGSEGV');
    const py = await engine.judge({
      language: 'python3',
      code: 'raise ValueError("boom")',
      cases: AB_CASES.slice(0, 1),
      ...LIMITS,
    });
    expect(py.verdict).toBe('RE');
    expect(py.cases[0].message).toContain('ValueError');
  });

  it('caches compiled programs by source hash', async () => {
    const code = `${AB.c}// cache probe\n`;
    const t0 = performance.now();
    await engine.judge({ language: 'c', code, cases: AB_CASES.slice(0, 1), ...LIMITS });
    const first = performance.now() - t0;
    const t1 = performance.now();
    const again = await engine.judge({ language: 'c', code, cases: AB_CASES.slice(0, 1), ...LIMITS });
    const second = performance.now() - t1;
    expect(again.verdict).toBe('AC');
    expect(second).toBeLessThan(first);
  });

  it('self-test answers stdout, stderr, time and memory without checking', async () => {
    const r = await engine.run({
      language: 'python3',
      code: 'import sys\nprint(input()[::-1])\nprint("note", file=sys.stderr)',
      input: 'abc\n',
    });
    expect(r).toMatchObject({ verdict: 'AC', stdout: 'cba\n' });
    expect(r.stderr).toContain('note');
    expect(r.memory).toBeGreaterThan(0);
    const ce = await engine.run({ language: 'c', code: 'nope', input: '' });
    expect(ce.verdict).toBe('CE');
    const bad = await engine.run({ language: 'cobol', code: 'x', input: '' });
    expect(bad).toMatchObject({ verdict: 'CE', stderr: '不支持的语言：cobol' });
  });
});
