import type { ReportRecord } from '@ck/shared';
import { sheetColumns, sheetWorkbook } from '../../../crud/excel-export.ts';

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
export function leadsWorkbook(rows: ReportRecord[]): Promise<Buffer> {
  return sheetWorkbook(
    '测评线索',
    sheetColumns(LEAD_HEADERS, (i) => (i === 11 ? 36 : 16)),
    rows.map((r) => [
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
    ]),
  );
}
