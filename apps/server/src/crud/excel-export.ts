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

/** A column of an exported sheet: its bold header and its width in characters. */
export interface SheetColumn {
  header: string;
  width: number;
}

/** The columns of `headers`, each as wide as `width` says for it (one width for all, or by position). */
export function sheetColumns(
  headers: readonly string[],
  width: number | ((i: number) => number),
): SheetColumn[] {
  return headers.map((header, i) => ({ header, width: typeof width === 'number' ? width : width(i) }));
}

/**
 * A workbook of one sheet: a bold header row, then one row of cells per entry. Cells are plain values,
 * so a text that looks like a formula stays text.
 */
export async function sheetWorkbook(
  name: string,
  columns: SheetColumn[],
  rows: ExcelJS.CellValue[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One sheet, header row = Chinese labels of the declared fields, one row per record. */
export function buildWorkbook(def: ResourceDef, records: Row[]): Promise<Buffer> {
  const names = Object.keys(def.fields);
  return sheetWorkbook(
    def.label.slice(0, 31),
    sheetColumns(
      names.map((name) => def.fields[name].label),
      20,
    ),
    records.map((record) => names.map((name) => cellOf(def, name, record))),
  );
}
