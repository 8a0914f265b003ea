import type { SandboxReport, SandboxStatus } from '@ck/shared';

/** The one command that installs what the judge needs (run in the project directory). */
export const JUDGE_TOOLS_FIX = 'sudo bash scripts/ensure-judge-tools.sh';

/** What people without the problem bank's rights read when the judge cannot run code. */
export const JUDGE_UNAVAILABLE_FOR_USERS = '判题服务暂不可用，代码暂时无法运行和评测，请联系老师或管理员';

/**
 * How to make an unavailable sandbox work: missing tools (no bubblewrap, no C compiler for the
 * launcher) are installed by the script; bubblewrap that cannot create namespaces needs them allowed.
 */
export function judgeFixOf(report: SandboxReport): string {
  if (!report.bwrap || report.reason.includes('启动器')) return JUDGE_TOOLS_FIX;
  return process.getuid?.() === 0
    ? '在容器中运行时请以 --privileged（或 --cap-add SYS_ADMIN）启动容器'
    : 'sudo npm start（以 root 身份运行，判题时自动降权到 nobody）';
}

/** The start-up warning of an unavailable judge, with the fix; null when the judge works. */
export function judgeStartupWarning(report: SandboxReport): string | null {
  if (report.available) return null;
  return `在线判题不可用：${report.reason}。所有运行与提交都会得到“系统错误”。修复：${judgeFixOf(report)}，然后重新启动`;
}

/**
 * `/api/judge/status` for the caller: the full report (and the fix) for those who manage problems;
 * for everybody else only whether the judge works, nothing about the machine.
 */
export function statusFor(
  report: SandboxReport,
  text: string,
  languages: string[],
  manager: boolean,
): SandboxStatus {
  if (manager)
    return { report, text: report.available ? text : `${text}\n修复：${judgeFixOf(report)}`, languages };
  return {
    report: {
      available: report.available,
      reason: report.available ? '' : JUDGE_UNAVAILABLE_FOR_USERS,
      bwrap: '',
      runAs: '',
      namespaces: false,
      rlimits: false,
      cgroup: 'none',
      memoryCgroup: false,
      pidsCgroup: false,
    },
    text: report.available ? '' : JUDGE_UNAVAILABLE_FOR_USERS,
    languages,
  };
}
