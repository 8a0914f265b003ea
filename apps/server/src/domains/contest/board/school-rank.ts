import type { ContestBoardRow, ContestRuleType, ContestSchoolRankRow, SchoolRankMode } from '@ck/shared';

/**
 * The school ranking of a group: each school's top `topN` contestants (ACM by solved problems, the
 * others by score), summed or averaged over those taken; equal values share a rank.
 */
export function schoolRanking(
  rule: ContestRuleType,
  rows: readonly ContestBoardRow[],
  mode: SchoolRankMode | string,
  topN: number,
): ContestSchoolRankRow[] {
  const bySchool = new Map<string, number[]>();
  for (const r of rows) {
    const school = r.school.trim();
    if (!school) continue;
    const values = bySchool.get(school) ?? [];
    values.push(rule === 'acm' ? r.solved : r.score);
    bySchool.set(school, values);
  }
  const lines = [...bySchool].map(([schoolName, values]) => {
    const top = values.sort((a, b) => b - a).slice(0, Math.max(1, topN));
    const sum = top.reduce((s, v) => s + v, 0);
    const value = mode === 'avg' ? Math.round((sum / top.length) * 100) / 100 : sum;
    return { rank: 0, schoolName, contestants: values.length, value };
  });
  lines.sort((a, b) => b.value - a.value || a.schoolName.localeCompare(b.schoolName, 'zh-CN'));
  lines.forEach((line, i) => {
    line.rank = i > 0 && lines[i - 1].value === line.value ? lines[i - 1].rank : i + 1;
  });
  return lines;
}
