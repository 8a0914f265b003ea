import type { UserPaperRow } from '@ck/shared';
import { sheetColumns, sheetWorkbook } from '../../../crud/excel-export.ts';

export const RESULT_HEADERS = [
  '账号',
  '姓名',
  '班级',
  '得分',
  '总分',
  '等级',
  '用时',
  '切屏次数',
  '交卷时间',
];

/** "12分05秒" from seconds. */
export function durationText(seconds: number | null): string {
  if (seconds === null) return '';
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}分${String(s % 60).padStart(2, '0')}秒`;
}

/** All attempts of one exam as a sheet; cells are plain values (text stays text, never a formula). */
export function resultsWorkbook(rows: UserPaperRow[]): Promise<Buffer> {
  return sheetWorkbook(
    '考试成绩',
    sheetColumns(RESULT_HEADERS, 16),
    rows.map((r) => [
      r.username,
      r.realname ?? '',
      r.deptId_dictText ?? '',
      r.gotScore,
      r.totalScore,
      r.userPaperStatus === 2 ? (r.grade ?? '') : r.userPaperStatus_dictText,
      durationText(r.duration),
      r.jumpOutTimes,
      r.submitTime ?? '',
    ]),
  );
}
