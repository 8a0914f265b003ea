import { type FieldDef, type ResourceDef, writableFields } from '@ck/shared';
import ExcelJS from 'exceljs';
import { badRequest } from '../platform/http/errors.ts';
import type { Row } from './hooks.ts';

export const MAX_IMPORT_ROWS = 10_000;

/** One data row of the sheet: its spreadsheet row number and a body shaped like `POST add`. */
export interface SheetRow {
  rowNumber: number;
  body: Row;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel dates carry no zone: exceljs hands them over as UTC holding the wall-clock time. */
function wallClock(d: Date, withTime: boolean): string {
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  return withTime
    ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
    : day;
}

/** Text the export writes for kinds that are not text: 是/否 for bools, JSON for json fields. */
function fromText(field: FieldDef, text: string): unknown {
  if (field.kind === 'bool' && (text === '是' || text === '否')) return text === '是';
  if (field.kind === 'json') {
    try {
      return JSON.parse(text);
    } catch {
      return text; // plain text is itself a JSON value (a string)
    }
  }
  return text;
}

/** A cell as a body value: rich text and hyperlinks as their text, formulas as their result. */
function cellValue(field: FieldDef, value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return wallClock(value, field.kind !== 'date');
  if (typeof value === 'number') {
    return field.kind === 'int' || field.kind === 'decimal' || field.kind === 'bool' ? value : String(value);
  }
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return fromText(field, value);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    return result !== undefined && (typeof result !== 'object' || result instanceof Date)
      ? cellValue(field, result)
      : undefined;
  }
  return undefined; // error cells (#N/A ...)
}

const headerText = (value: ExcelJS.CellValue) => {
  const v = cellValue({ kind: 'text', label: '' }, value);
  return typeof v === 'string' ? v.trim() : '';
};

/** Column number -> field name; a header cell names a field by its Chinese label or its name. */
function mapHeader(def: ResourceDef, header: ExcelJS.Row): Map<number, string> {
  const byTitle = new Map<string, string>();
  for (const [name, field] of writableFields(def)) {
    byTitle.set(field.label, name);
    byTitle.set(name, name);
  }
  const columns = new Map<number, string>();
  header.eachCell((cell, col) => {
    const name = byTitle.get(headerText(cell.value));
    if (name && ![...columns.values()].includes(name)) columns.set(col, name);
  });
  return columns;
}

/** Reads the first sheet: header row, then data rows (empty rows skipped). Dict text is mapped later. */
export async function readSheet(def: ResourceDef, buffer: Buffer): Promise<SheetRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw badRequest('文件不是有效的 xlsx 文件');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest('文件中没有工作表');
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ROWS) throw badRequest(`一次最多导入${MAX_IMPORT_ROWS}行数据`);
  const columns = mapHeader(def, sheet.getRow(1));
  if (!columns.size) throw badRequest('表头与字段不匹配：第一行应为字段名称');
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const body: Row = {};
    for (const [col, name] of columns) {
      const value = cellValue(def.fields[name], row.getCell(col).value);
      if (value !== undefined && value !== '') body[name] = value;
    }
    if (Object.keys(body).length) rows.push({ rowNumber, body });
  });
  return rows;
}
