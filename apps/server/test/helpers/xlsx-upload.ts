import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** An .xlsx file: a header row, then the data rows. */
export async function xlsxOf(header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** POSTs one file as the `file` part of a multipart body, signed in with `token`. */
export async function uploadXlsx(t: TestApp, url: string, token: string, file: Buffer, name = 'upload.xlsx') {
  const boundary = `----ck${Math.random().toString(36).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'x-access-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

/** GETs `url` signed in with `token`; fails unless the answer is an .xlsx file, which it answers. */
export async function downloadXlsx(t: TestApp, url: string, token: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'x-access-token': token } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  return res.rawPayload;
}

/** The first worksheet of an .xlsx file. */
export async function firstSheet(file: Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book.worksheets[0];
}

/** The rows of the first sheet of an .xlsx file, each as its cell values from column A on. */
export async function xlsxRows(file: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Like `xlsxRows`, every cell as text (an empty one as ''). */
export const xlsxTextRows = async (file: Buffer): Promise<string[][]> =>
  (await xlsxRows(file)).map((row) => row.map((v) => String(v ?? '')));

/** Like `downloadXlsx`, answering the rows of its first sheet as text (see `xlsxTextRows`). */
export const downloadXlsxRows = async (t: TestApp, url: string, token: string): Promise<string[][]> =>
  xlsxTextRows(await downloadXlsx(t, url, token));

/** Row `index` of a sheet's rows, its cells keyed by the titles of the header row. */
export const rowByTitle = (rows: string[][], index: number): Record<string, string> =>
  Object.fromEntries(rows[0].map((title, i) => [title, rows[index][i]]));
