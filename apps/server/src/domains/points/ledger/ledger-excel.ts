import type { PointsAdminRow } from '@ck/shared';
import ExcelJS from 'exceljs';

export const LEDGER_HEADERS = ['时间', '账号', '姓名', '类型', '积分', '原因', '操作人'];

/** The ledger as one sheet; cells are plain values (text stays text, never a formula). */
export async function ledgerWorkbook(rows: PointsAdminRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('积分流水');
  sheet.columns = LEDGER_HEADERS.map((header, i) => ({ header, width: i === 5 ? 40 : i === 0 ? 20 : 14 }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow([
      r.createTime,
      r.username ?? '',
      r.realname ?? '',
      r.kind_dictText,
      r.amount,
      r.reason,
      r.createBy ?? '',
    ]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
