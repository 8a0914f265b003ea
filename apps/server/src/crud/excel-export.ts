import type { ResourceDef } from '@ck/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import type { Row } from './hooks.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a workbook as a download named `fileName` (`asciiFallback` for clients without RFC 5987). */
export function sendXlsx(reply: FastifyReply, body: Buffer, fileName: string, asciiFallback: string) {
  return reply
    .header('Content-Type', XLSX_TYPE)
    .header('Content-Disposition', contentDisposition(fileName, asciiFallback))
    .send(body);
}

/** RFC 5987 / 6266: an ASCII fallback plus the UTF-8 name, so Chinese file names survive every browser. */
export function contentDisposition(fileName: string, asciiFallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const fallback = asciiFallback.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A record's value as the sheet shows it: dict and ref fields by their text. */
function cellOf(def: ResourceDef, name: string, record: Row): ExcelJS.CellValue {
  const field = def.fields[name];
  const value = record[name];
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'dict':
    case 'ref':
      return String(record[`${name}_dictText`] ?? value);
    case 'bool':
      return value ? '是' : '否';
    case 'json':
      return JSON.stringify(value);
    case 'int':
    case 'decimal':
      return Number(value);
    default:
      // Plain strings: exceljs stores them as text, never as formulas.
      return String(value);
  }
}

/** One sheet, header row = Chinese labels of the declared fields, one row per record. */
export async function buildWorkbook(def: ResourceDef, records: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(def.label.slice(0, 31));
  const names = Object.keys(def.fields);
  sheet.columns = names.map((name) => ({ header: def.fields[name].label, key: name, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const record of records) sheet.addRow(names.map((name) => cellOf(def, name, record)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
