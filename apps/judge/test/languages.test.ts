import { afterAll, describe, expect, it } from 'vitest';
import { AB_CASES, judgeOne, openEngine } from './sandbox-helper.ts';

const { engine, cleanup } = await openEngine();
afterAll(() => cleanup());

const offered = new Map(engine.languages().map((l) => [l.id, l]));

const PASCAL_AB = `program ab;
var
  a, b: int64;
begin
  readln(a, b);
  writeln(a + b);
end.
`;
const GO_AB = `package main

import (
\t"bufio"
\t"fmt"
\t"os"
)

func main() {
\tr := bufio.NewReader(os.Stdin)
\tvar a, b int64
\tfmt.Fscan(r, &a, &b)
\tfmt.Println(a + b)
}
`;

describe.skipIf(!engine.available)('languages', () => {
  it('every offered language passes A+B with its own template', async () => {
    // C and C++ have their own suites (and a slow first compile of bits/stdc++.h).
    for (const lang of [...offered.values()].filter((l) => !['c', 'cpp17', 'cpp20'].includes(l.id))) {
      const r = await engine.judge({
        language: lang.id,
        code: lang.template,
        cases: AB_CASES,
        timeMs: 2000,
        memoryMb: 128,
      });
      expect(r.verdict, `${lang.id}: ${r.compileMessage} ${r.cases[0]?.message}`).toBe('AC');
    }
  });

  /** Compiled languages without a suite of their own: a solution, and a program that does not compile. */
  const COMPILED = [
    {
      id: 'pascal',
      name: 'Free Pascal',
      solution: PASCAL_AB,
      broken: 'begin writeln(x) end.',
      error: 'Identifier not found',
    },
    {
      id: 'go',
      name: 'Go',
      solution: GO_AB,
      broken: 'package main\nfunc main() { x := 1 }\n',
      error: 'declared but not used',
    },
  ];
  for (const lang of COMPILED)
    it.skipIf(!offered.has(lang.id))(`${lang.name}: solutions pass, compile errors are CE`, async () => {
      const judge = (code: string) =>
        engine.judge({ language: lang.id, code, cases: AB_CASES, timeMs: 1000, memoryMb: 64 });
      const ok = await judge(lang.solution);
      expect(ok.verdict, ok.compileMessage).toBe('AC');
      const bad = await judge(lang.broken);
      expect(bad.verdict).toBe('CE');
      expect(bad.compileMessage).toContain(lang.error);
    });

  it('Java and JavaScript templates pass a 32 MB problem; past the heap they are MLE', async () => {
    for (const id of ['java', 'javascript'].filter((l) => offered.has(l))) {
      const lang = offered.get(id);
      const r = await engine.judge({
        language: id,
        code: lang?.template ?? '',
        cases: AB_CASES,
        timeMs: 1000,
        memoryMb: 32,
      });
      expect(r.verdict, `${id}: ${r.cases[0]?.message}`).toBe('AC');
    }
    if (offered.has('javascript')) {
      const hog = await judgeOne(
        engine,
        'javascript',
        'const a = [];\nfor (;;) a.push(new Array(1 << 16).fill(1.5));\n',
        { timeMs: 3000, memoryMb: 32 },
      );
      expect(hog.verdict).toBe('MLE');
    }
    if (offered.has('java')) {
      const hog = await judgeOne(
        engine,
        'java',
        'import java.util.*;\npublic class Main { public static void main(String[] a) { List<long[]> l = new ArrayList<>(); for (;;) l.add(new long[1 << 16]); } }\n',
        { timeMs: 3000, memoryMb: 32 },
      );
      expect(hog.verdict).toBe('MLE');
    }
  });

  it('a static array over the memory limit is MLE, a null pointer still RE', async () => {
    const big = await judgeOne(
      engine,
      'c',
      '#include <stdio.h>\nint a[100000000];\nint main(){a[5]=1;printf("%d\\n",a[4]);return 0;}\n',
    );
    expect(big.verdict, big.compileMessage).toBe('MLE');
    expect(big.cases[0].message).toContain('静态');
    const fits = await judgeOne(
      engine,
      'c',
      '#include <stdio.h>\nint a[1000000];\nint main(){a[5]=1;puts("done");return a[4];}\n',
    );
    expect(fits.verdict).toBe('AC');
    const nul = await judgeOne(engine, 'c', '#include <stdio.h>\nint main(){int *volatile p=0;return *p;}\n');
    expect(nul.verdict).toBe('RE');
    if (offered.has('pascal')) {
      const pas = await judgeOne(
        engine,
        'pascal',
        'var a: array[1..100000000] of longint;\nbegin a[5] := 1; writeln(a[4]); end.\n',
      );
      expect(pas.verdict, pas.compileMessage).toBe('MLE');
    }
  });
});
