import type { UserPaperRow } from '@ck/shared';
import ExcelJS from 'exceljs';

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
export async function resultsWorkbook(rows: UserPaperRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('考试成绩');
  sheet.columns = RESULT_HEADERS.map((header) => ({ header, width: 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) {
    sheet.addRow([
      r.username,
      r.realname ?? '',
      r.deptId_dictText ?? '',
      r.gotScore,
      r.totalScore,
      r.userPaperStatus === 2 ? (r.grade ?? '') : r.userPaperStatus_dictText,
      durationText(r.duration),
      r.jumpOutTimes,
      r.submitTime ?? '',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
