import {
  CONTEST_AWARDS,
  type ContestBoard,
  type ContestBoardCell,
  type ContestBoardRow,
  type ContestPhase,
  type ContestRuleType,
  PENDING_RESULT,
} from '@ck/shared';

/**
 * How one board cell is drawn. `first`: the first AC of the problem (darker green), `ac`: solved or full
 * marks, `partial`: some points, `wa`: tried and rejected, `pending`: judging or hidden after the freeze,
 * `none`: not tried.
 */
export type CellTone = 'first' | 'ac' | 'partial' | 'wa' | 'pending' | 'none';

export interface CellView {
  tone: CellTone;
  /** Big text: `+`, `+2`, `-3`, `?`, a score. */
  main: string;
  /** Small second line: minutes of the AC, tries. */
  sub: string;
  /** Tooltip in words. */
  title: string;
}

const NONE: CellView = { tone: 'none', main: '', sub: '', title: '' };

function isPending(cell: ContestBoardCell): boolean {
  return cell.result === PENDING_RESULT || (cell.pendingTries ?? 0) > 0;
}

function pendingView(cell: ContestBoardCell): CellView {
  const hidden = cell.pendingTries ?? 0;
  const total = cell.tries + hidden;
  return {
    tone: 'pending',
    main: '?',
    sub: total ? `${total} 次` : '',
    title: hidden ? `${cell.tries ? `${cell.tries} 次已判，` : ''}${hidden} 次提交待定` : '评测中或暂不公布',
  };
}

function acmView(cell: ContestBoardCell): CellView {
  if (cell.result === 'AC') {
    const rejected = Math.max(0, cell.tries - 1);
    return {
      tone: cell.firstSolve ? 'first' : 'ac',
      main: rejected ? `+${rejected}` : '+',
      sub: cell.time === null ? '' : String(cell.time),
      title: `${cell.firstSolve ? '一血！' : ''}第 ${cell.tries} 次提交通过${
        cell.time === null ? '' : `，用时 ${cell.time} 分钟`
      }`,
    };
  }
  if (isPending(cell)) return pendingView(cell);
  if (cell.tries <= 0) return NONE;
  return { tone: 'wa', main: `-${cell.tries}`, sub: '', title: `${cell.tries} 次未通过` };
}

function scoreView(cell: ContestBoardCell): CellView {
  if (isPending(cell)) return pendingView(cell);
  if (cell.tries <= 0 && !cell.score) return NONE;
  const tone: CellTone = cell.score >= 100 ? 'ac' : cell.score > 0 ? 'partial' : 'wa';
  return {
    tone,
    main: String(cell.score),
    sub: cell.tries > 1 ? `${cell.tries} 次` : '',
    title: `得分 ${cell.score}，共 ${cell.tries} 次提交`,
  };
}

/** The drawing of one problem cell of a row (undefined: never tried). */
export function cellView(cell: ContestBoardCell | undefined, ruleType: ContestRuleType): CellView {
  if (!cell) return NONE;
  return ruleType === 'acm' ? acmView(cell) : scoreView(cell);
}

/** `1:05:09` / `5:09` for the seconds a paper took. */
export function formatSeconds(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, '0');
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

export interface SummaryColumn {
  key: 'solved' | 'penalty' | 'score';
  title: string;
  value: (row: ContestBoardRow) => string;
}

/** The total columns of a rule: ACM solved + penalty, OI / IOI score, paper score + time used. */
export function summaryColumns(ruleType: ContestRuleType): SummaryColumn[] {
  const score: SummaryColumn = { key: 'score', title: '总分', value: (r) => String(r.score) };
  switch (ruleType) {
    case 'acm':
      return [
        { key: 'solved', title: '解题', value: (r) => String(r.solved) },
        { key: 'penalty', title: '罚时', value: (r) => String(r.penalty) },
      ];
    case 'paper':
      return [score, { key: 'penalty', title: '用时', value: (r) => formatSeconds(r.penalty) }];
    default:
      return [score];
  }
}

/** Award tags: gold, silver, bronze. */
export const AWARD_COLORS: Record<1 | 2 | 3, string> = { 1: 'gold', 2: 'blue', 3: 'orange' };

export function awardLabel(award: ContestBoardRow['award']): string {
  return award ? CONTEST_AWARDS[award] : '';
}

/** The banner above a projected board; empty when the viewer sees everything. */
export function frozenNotice(board: Pick<ContestBoard, 'frozen' | 'ruleType'>, phase: ContestPhase): string {
  if (!board.frozen) return '';
  if (board.ruleType === 'oi' && phase !== 'ended') return 'OI 赛制：比赛结束前不公布成绩，提交显示为待定';
  return '已封榜，封榜后的提交显示为待定';
}

/** The value column of the school ranking. */
export function schoolValueTitle(ruleType: ContestRuleType): string {
  return ruleType === 'acm' ? '解题数' : '成绩';
}
