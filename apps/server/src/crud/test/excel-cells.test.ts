import { defineResource } from '@ck/shared';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildWorkbook } from '../excel-export.ts';
import { readSheet } from '../excel-read.ts';

/** A declaration with the kinds the seeded resources do not use yet; no database needed. */
const gadget = defineResource({
  module: 'test',
  name: 'gadget',
  label: '小工具',
  table: 'test_gadget',
  permPrefix: 'test:gadget',
  fields: {
    name: { kind: 'text', label: '名称' },
    price: { kind: 'decimal', label: '价格' },
    active: { kind: 'bool', label: '启用' },
    settings: { kind: 'json', label: '设置' },
    madeOn: { kind: 'date', label: '生产日期' },
    soldAt: { kind: 'datetime', label: '售出时间' },
    secret: { kind: 'text', label: '内部', readOnly: true },
  },
});

describe('sheet cells', () => {
  it('reads back what the export writes, kind by kind', async () => {
    const record = {
      name: '尺子',
      price: 12.5,
      active: true,
      settings: { a: [1, 2] },
      madeOn: '2024-03-01',
      soldAt: '2024-03-02 08:30:00',
      secret: 'x',
    };
    const rows = await readSheet(gadget, await buildWorkbook(gadget, [record]));
    expect(rows).toEqual([{ rowNumber: 2, body: { ...record, secret: undefined } }].map(strip));
  });

  it('takes Excel dates, rich text, formulas and hyperlinks as their values', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    sheet.addRow(['name', '价格', '启用', '生产日期', '售出时间', '内部']);
    sheet.addRow([
      { richText: [{ text: '富' }, { text: '文本' }] },
      { formula: '1+1', result: 2 },
      '否',
      new Date(Date.UTC(2024, 0, 5)),
      new Date(Date.UTC(2024, 0, 5, 13, 4, 5)),
      'ignored: read-only',
    ]);
    sheet.addRow([{ text: '链接', hyperlink: 'https://example.com' }]);
    sheet.addRow([]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readSheet(gadget, buffer)).toEqual([
      {
        rowNumber: 2,
        body: {
          name: '富文本',
          price: 2,
          active: false,
          madeOn: '2024-01-05',
          soldAt: '2024-01-05 13:04:05',
        },
      },
      { rowNumber: 3, body: { name: '链接' } },
    ]);
  });
});

function strip(row: { rowNumber: number; body: Record<string, unknown> }) {
  return { ...row, body: Object.fromEntries(Object.entries(row.body).filter(([, v]) => v !== undefined)) };
}
