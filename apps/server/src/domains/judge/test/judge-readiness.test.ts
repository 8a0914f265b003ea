import type { SandboxReport } from '@ck/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../../../test/helpers/api-client.ts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app.ts';
import {
  JUDGE_TOOLS_FIX,
  JUDGE_UNAVAILABLE_FOR_USERS,
  judgeStartupWarning,
  statusFor,
} from '../judge-readiness.ts';
import { judgeEngine } from '../judge-runtime.ts';

const engine = await judgeEngine();

const missing: SandboxReport = {
  available: false,
  reason: '未安装 bubblewrap（运行 scripts/ensure-judge-tools.sh 或 apt-get install bubblewrap）',
  bwrap: '',
  runAs: '',
  namespaces: false,
  rlimits: false,
  cgroup: 'none',
  memoryCgroup: false,
  pidsCgroup: false,
};

describe('saying when the judge cannot run code', () => {
  it('warns at start-up with the one command that fixes missing tools, and stays quiet when it works', () => {
    const warning = judgeStartupWarning(missing)!;
    expect(warning).toContain('在线判题不可用');
    expect(warning).toContain(`修复：${JUDGE_TOOLS_FIX}`);
    expect(judgeStartupWarning({ ...missing, available: true, reason: '', bwrap: 'bubblewrap 0.8.0' })).toBe(
      null,
    );
  });

  it('gives managers the report and the fix, everybody else only whether it works', () => {
    const manager = statusFor(missing, '判题沙箱不可用：未安装 bubblewrap', ['cpp17'], true);
    expect(manager.text).toContain(JUDGE_TOOLS_FIX);
    expect(manager.report).toEqual(missing);
    const student = statusFor(
      {
        ...missing,
        available: true,
        reason: '',
        bwrap: 'bubblewrap 0.8.0 (/usr/bin/bwrap)',
        runAs: 'uid 65534',
      },
      '判题沙箱：…',
      ['cpp17'],
      false,
    );
    expect(student.report).toMatchObject({ available: true, reason: '', bwrap: '', runAs: '' });
    expect(student.text).toBe('');
    expect(statusFor(missing, 'x', [], false).report.reason).toBe(JUDGE_UNAVAILABLE_FOR_USERS);
  });
});

describe('/api/judge/status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every signed-in user, with the machine’s details for problem managers only', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/judge/status' });
    expect(anon.statusCode).toBe(401);
    const student = await clientOf(t, await t.login('student1')).get('/api/judge/status');
    expect(student.status).toBe(200);
    const seen = student.body.result as { report: SandboxReport; text: string };
    expect(seen.report.available).toBe(engine.available);
    expect(seen.report.bwrap).toBe('');
    expect(seen.report.runAs).toBe('');
    const admin = await clientOf(t, await t.login('admin')).get('/api/judge/status');
    expect((admin.body.result as { report: SandboxReport }).report).toEqual(engine.report);
  });
});
