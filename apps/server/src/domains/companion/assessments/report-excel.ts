import type { ReportRecord } from '@ck/shared';
import ExcelJS from 'exceljs';

export const LEAD_HEADERS = [
  '孩子姓名',
  '年龄',
  '家长姓名',
  '联系电话',
  '城市',
  '测评',
  '状态',
  '得分',
  '满分',
  '等级',
  '跟进状态',
  '跟进备注',
  '跟进时间',
  '提交时间',
  '开始时间',
];

/** Leads as one sheet; cells are plain values (text stays text, never a formula). */
export async function leadsWorkbook(rows: ReportRecord[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('测评线索');
  sheet.columns = LEAD_HEADERS.map((header, i) => ({ header, width: i === 11 ? 36 : 16 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow([
      r.childName,
      r.childAge,
      r.guardianName ?? '',
      r.guardianPhone ?? '',
      r.cityName ?? '',
      r.testPowerName,
      r.status_dictText,
      r.totalScore ?? '',
      r.maxScore ?? '',
      r.bandTitle ?? '',
      r.followStatus_dictText,
      r.followNote ?? '',
      r.followTime ?? '',
      r.submitTime ?? '',
      r.createTime,
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
