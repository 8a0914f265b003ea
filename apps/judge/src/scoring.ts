import type { CaseResult, Subtask, Verdict } from './types.ts';

const round = (n: number) => Math.round(n * 100) / 100;

/** Case points: each case its own `score`, or equal shares of 100. */
export function caseScores(count: number, given: (number | undefined)[]): number[] {
  if (given.every((s) => typeof s === 'number')) return given as number[];
  return Array.from({ length: count }, () => 100 / Math.max(count, 1));
}

/** Total score: by subtasks (sum / min / max of the case ratios) when given, else by cases. */
export function totalScore(cases: CaseResult[], points: number[], subtasks?: Subtask[]): number {
  const passed = (i: number) => (cases[i]?.verdict === 'AC' ? 1 : 0);
  if (!subtasks || subtasks.length === 0) {
    return round(points.reduce((sum, p, i) => sum + p * passed(i), 0));
  }
  let total = 0;
  for (const st of subtasks) {
    if (st.cases.length === 0) continue;
    const ratios = st.cases.map(passed);
    const ratio =
      st.mode === 'min'
        ? Math.min(...ratios)
        : st.mode === 'max'
          ? Math.max(...ratios)
          : ratios.reduce((a: number, b) => a + b, 0) / ratios.length;
    total += st.score * ratio;
  }
  return round(total);
}

/** The first case that is not accepted decides; all accepted is AC. */
export function overallVerdict(cases: CaseResult[]): Verdict {
  return cases.find((c) => c.verdict !== 'AC')?.verdict ?? 'AC';
}
