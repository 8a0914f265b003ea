import type { SandboxStatus } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { judgeStatusNotice } from './judge-status.ts';

const report: SandboxStatus['report'] = {
  available: false,
  reason: '未安装 bubblewrap',
  bwrap: '',
  runAs: '',
  namespaces: false,
  rlimits: false,
  cgroup: 'none',
  memoryCgroup: false,
  pidsCgroup: false,
};

describe('judgeStatusNotice', () => {
  it('says nothing while the status is loading or the judge works', () => {
    expect(judgeStatusNotice(undefined)).toBeNull();
    expect(
      judgeStatusNotice({ report: { ...report, available: true }, text: '判题沙箱：', languages: [] }),
    ).toBe(null);
  });

  it('gives the reason and, for managers, the one command that fixes it', () => {
    const text = '判题沙箱不可用：未安装 bubblewrap\n修复：sudo bash scripts/ensure-judge-tools.sh';
    expect(judgeStatusNotice({ report, text, languages: [] })).toEqual({
      title: '在线判题暂不可用：代码暂时无法运行和评测',
      reason: '未安装 bubblewrap',
      fix: 'sudo bash scripts/ensure-judge-tools.sh',
    });
    const student = { ...report, reason: '判题服务暂不可用，请联系老师或管理员' };
    expect(judgeStatusNotice({ report: student, text: student.reason, languages: [] })?.fix).toBeNull();
  });
});
