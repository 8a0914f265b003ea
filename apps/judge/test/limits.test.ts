import { afterAll, describe, expect, it } from 'vitest';
import { judgeOne, openEngine } from './sandbox-helper.ts';

const { engine, cleanup } = await openEngine();
afterAll(() => cleanup());

describe.skipIf(!engine.available)('limits per case, measured', () => {
  it('TLE by CPU time, with the CPU time measured', async () => {
    const code = 'int main(){volatile unsigned long x=0;for(;;)x++;}';
    const r = await judgeOne(engine, 'c', code, { timeMs: 300 });
    expect(r.verdict).toBe('TLE');
    expect(r.cases[0].timeMs).toBeGreaterThan(100); // killed by wall time when the machine is busy
  });

  it('measures a busy loop of about half a second', async () => {
    const code = `#include <stdio.h>
#include <time.h>
int main(){struct timespec t;volatile unsigned long x=0;
for(;;){clock_gettime(CLOCK_PROCESS_CPUTIME_ID,&t);if(t.tv_sec*1000000000L+t.tv_nsec>=500000000L)break;x++;}
puts("done");return 0;}`;
    const r = await judgeOne(engine, 'c', code, { timeMs: 2000 });
    expect(r.verdict).toBe('AC');
    expect(Math.abs(r.cases[0].timeMs - 500)).toBeLessThan(50);
  });

  it('MLE when allocating past the limit, with memory measured', async () => {
    const code = `#include <stdlib.h>
#include <string.h>
int main(){for(;;){char*p=malloc(1<<20);if(!p)return 3;memset(p,1,1<<20);}}`;
    const r = await judgeOne(engine, 'c', code, { timeMs: 2000 });
    expect(r.verdict).toBe('MLE');
    expect(r.cases[0].memoryKb).toBeGreaterThan(60 * 1024);
    const py = await judgeOne(engine, 'python3', 'a = []\nwhile True:\n    a.append(bytearray(1 << 20))\n', {
      timeMs: 2000,
    });
    expect(py.verdict).toBe('MLE');
  });

  it('a program within the memory limit reports its peak', async () => {
    const code = `#include <stdlib.h>
#include <string.h>
#include <stdio.h>
int main(){char*p=malloc(32<<20);memset(p,1,32<<20);puts("done");return p[100]-1;}`;
    const r = await judgeOne(engine, 'c', code);
    expect(r.verdict).toBe('AC');
    expect(r.cases[0].memoryKb).toBeGreaterThan(32 * 1024);
    expect(r.cases[0].memoryKb).toBeLessThan(40 * 1024);
  });

  it('wall time is three times the CPU limit by default', async () => {
    const t0 = Date.now();
    const r = await judgeOne(engine, 'c', '#include <unistd.h>\nint main(){sleep(1000);return 0;}', {
      timeMs: 300,
    });
    expect(r.verdict).toBe('TLE');
    expect(r.cases[0].message).toContain('实际用时');
    expect(Date.now() - t0).toBeLessThan(3000);
  });
});
