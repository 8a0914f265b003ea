import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';

/** Everything a reader of the answer sees, as text: JSON and text as sent, workbooks cell by cell. */
export async function answerText(res: LightMyRequestResponse): Promise<string> {
  const type = String(res.headers['content-type'] ?? '');
  if (type.includes('spreadsheetml')) return workbookText(res.rawPayload);
  if (type.startsWith('application/json') || type.startsWith('text/')) return res.body;
  return `${res.rawPayload.toString('utf8')}\n${res.rawPayload.toString('latin1')}`;
}

/** Every cell of a workbook, tab-separated. */
export async function workbookText(file: Buffer): Promise<string> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.eachSheet((sheet) =>
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text ?? '')))),
  );
  return cells.join('\t');
}
