import type { AiContext, SubmissionDetail } from '@ck/shared';
import { problemText } from '../chat/ai-context.ts';

type Judged = Pick<
  SubmissionDetail,
  'status' | 'verdict' | 'score' | 'cases' | 'caseTotal' | 'compileMessage'
>;

/**
 * A submission's last verdict as the code dog reads it: the overall result, passed cases, the first
 * failing case and the compiler's message; `names` are the judge's Chinese verdict names. Nothing
 * while the submission is still being judged.
 */
export function verdictSummary(
  detail: Judged | null | undefined,
  names: Record<string, string>,
): string | undefined {
  if (detail?.status !== 'done') return undefined;
  const name = (v: string | null | undefined) => (v ? `${names[v] ?? v} (${v})` : '未知');
  const passed = detail.cases.filter((c) => c.verdict === 'AC').length;
  const lines = [`${name(detail.verdict)}，得分 ${detail.score}，通过测试点 ${passed}/${detail.caseTotal}`];
  const failed = detail.cases.find((c) => c.verdict !== 'AC');
  if (failed)
    lines.push(
      `第一个没通过的测试点：#${failed.index} ${name(failed.verdict)}${failed.message ? `，${failed.message}` : ''}`,
    );
  if (detail.compileMessage) lines.push(`编译信息：\n${detail.compileMessage}`);
  return lines.join('\n');
}

/** The scene to start in: find the bug of a failed program, explain a passing one, else general help. */
export function judgeScene(detail: Judged | null | undefined): 'debug' | 'explain' | 'general' {
  if (detail?.status !== 'done') return 'general';
  return detail.verdict === 'AC' ? 'explain' : 'debug';
}

interface PracticeInput {
  problemId: string;
  title: string;
  statement?: string;
  code: string;
  /** The language's display name, e.g. "C++17 (g++ -O2)". */
  language?: string;
  /** The last submission on this page, judged or not. */
  submission?: (Judged & { code: string }) | null;
  verdictNames: Record<string, string>;
}

/** What a practice problem page hands the code dog: problem, the editor's code, language and last verdict. */
export function practiceRequest(input: PracticeInput): { scene: string; context: AiContext } {
  let verdict = verdictSummary(input.submission, input.verdictNames);
  if (verdict && input.submission && input.submission.code !== input.code)
    verdict += '\n（这是上一次提交的评测结果，之后代码又改过）';
  return {
    scene: judgeScene(input.submission),
    context: {
      code: input.code,
      language: input.language,
      problem: problemText(input.title, input.statement),
      verdict,
      page: `编程练习：${input.title}`,
      problemId: input.problemId,
    },
  };
}
