import type { SandboxStatus } from '@ck/shared';

export interface JudgeStatusNotice {
  title: string;
  /** Why, in Chinese (for students: a sentence to tell the teacher). */
  reason: string;
  /** The command that fixes it, when the server told us (problem managers only). */
  fix: string | null;
}

/** The warning to show for `/api/judge/status`, or null when the judge can run code. */
export function judgeStatusNotice(status: SandboxStatus | undefined): JudgeStatusNotice | null {
  if (!status || status.report.available) return null;
  const fixLine = status.text.split('\n').find((line) => line.startsWith('修复：'));
  return {
    title: '在线判题暂不可用：代码暂时无法运行和评测',
    reason: status.report.reason || '判题服务尚未就绪',
    fix: fixLine ? fixLine.slice('修复：'.length).trim() || null : null,
  };
}
