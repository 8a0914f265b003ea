import type { PointsAdminRow } from '@ck/shared';
import { sheetColumns, sheetWorkbook } from '../../../crud/excel-export.ts';

export const LEDGER_HEADERS = ['时间', '账号', '姓名', '类型', '积分', '原因', '操作人'];

/** The ledger as one sheet; cells are plain values (text stays text, never a formula). */
export function ledgerWorkbook(rows: PointsAdminRow[]): Promise<Buffer> {
  return sheetWorkbook(
    '积分流水',
    sheetColumns(LEDGER_HEADERS, (i) => (i === 5 ? 40 : i === 0 ? 20 : 14)),
    rows.map((r) => [
      r.createTime,
      r.username ?? '',
      r.realname ?? '',
      r.kind_dictText,
      r.amount,
      r.reason,
      r.createBy ?? '',
    ]),
  );
}
