import type { ContestAwardMode, ContestBoardRow, ContestRuleType } from '@ck/shared';

/** A contest's award settings. */
export interface AwardLines {
  awardMode: ContestAwardMode | string;
  awardFirst: number | null;
  awardSecond: number | null;
  awardThird: number | null;
}

/** Whether the row took part at all: a submission or an attempt. */
const tookPart = (r: ContestBoardRow) => Object.keys(r.cells).length > 0 || r.score > 0 || r.penalty > 0;
/** What a score line is compared with: solved problems on an ACM board, the score elsewhere. */
const lineValue = (rule: ContestRuleType, r: ContestBoardRow) => (rule === 'acm' ? r.solved : r.score);

/**
 * Sets `award` on rows in board order (ranks filled in). `ratio`: the lines are shares (%) of the
 * contestants who took part, first, second and third in turn (10, 20, 30: the top 10 % first, the
 * next 20 % second ...), a tie at a boundary keeps the better award. `score`: a row reaching a line
 * gets it. Nobody without a solved problem / a score gets an award.
 */
export function assignAwards(rule: ContestRuleType, rows: ContestBoardRow[], lines: AwardLines) {
  const levels = [lines.awardFirst, lines.awardSecond, lines.awardThird];
  const ranked = rows.filter(tookPart).length;
  let cumulative = 0;
  const rankLimits = levels.map((share) => {
    cumulative += share ?? 0;
    return share == null || share <= 0 ? 0 : Math.ceil((ranked * cumulative) / 100);
  });
  for (const row of rows) {
    row.award = null;
    const value = lineValue(rule, row);
    if (value <= 0 || !tookPart(row)) continue;
    for (let i = 0; i < 3; i++) {
      const hit =
        lines.awardMode === 'score'
          ? levels[i] != null && value >= (levels[i] as number)
          : rankLimits[i] > 0 && row.rank <= rankLimits[i];
      if (hit) {
        row.award = (i + 1) as 1 | 2 | 3;
        break;
      }
    }
  }
}
