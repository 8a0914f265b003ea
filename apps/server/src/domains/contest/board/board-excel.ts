import { CONTEST_AWARDS, type ContestBoard, type ContestBoardCell } from '@ck/shared';
import { sheetColumns, sheetWorkbook } from '../../../crud/excel-export.ts';

/** An ACM cell as the board prints it: `+` solved (`+2`: after 2 rejected tries), `-3` three rejected. */
function acmText(cell: ContestBoardCell): string {
  if (cell.result === 'AC') return `${cell.tries > 1 ? `+${cell.tries - 1}` : '+'} (${cell.time ?? 0})`;
  return cell.tries ? `-${cell.tries}` : cell.result;
}

/** The live board as a sheet; every cell is a plain value (names stay text, never a formula). */
export function boardWorkbook(board: ContestBoard): Promise<Buffer> {
  const acm = board.ruleType === 'acm';
  const paper = board.ruleType === 'paper';
  const headers = [
    '排名',
    '姓名',
    '学校',
    '队伍',
    acm ? '解题数' : '总分',
    acm ? '罚时（分钟）' : paper ? '用时（秒）' : '满分题数',
    ...board.problemTitles.map((p) => `${p.label} ${p.title}`.trim()),
    '奖项',
  ];
  return sheetWorkbook(
    '榜单',
    sheetColumns(headers, 14),
    board.rows.map((r) => [
      r.rank,
      r.realname,
      r.school,
      r.teamName ?? '',
      acm ? r.solved : r.score,
      acm || paper ? r.penalty : r.solved,
      ...board.problems.map((p) => {
        const cell = r.cells[p];
        if (!cell) return '';
        return acm ? acmText(cell) : cell.score;
      }),
      r.award ? CONTEST_AWARDS[r.award] : '',
    ]),
  );
}
