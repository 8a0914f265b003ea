import type { ApiResult, ImportResult } from '@ck/shared';
import type { ZodError } from 'zod';
import { ok, refused } from '../platform/http/envelope.ts';
import type { SheetRow } from './excel-read.ts';

/** Row problems of a sheet being imported (1-based sheet row numbers). */
export class RowProblems {
  private readonly byRow = new Map<number, string[]>();

  add(row: number, message: string) {
    this.byRow.set(row, [...(this.byRow.get(row) ?? []), message]);
  }

  addZod(row: number, error: ZodError) {
    this.add(row, [...new Set(error.issues.map((i) => i.message))].join('；'));
  }

  get size() {
    return this.byRow.size;
  }

  list() {
    return [...this.byRow.entries()]
      .sort(([a], [b]) => a - b)
      .map(([row, messages]) => ({ row, message: messages.join('；') }));
  }
}

export interface SheetOutcome {
  status: 200 | 400;
  body: ApiResult<ImportResult>;
}

const SHOWN_IN_MESSAGE = 5;

/** 200 with the count, or 400 naming the bad rows in the message; nothing was written on 400. */
export function sheetOutcome(total: number, problems: RowProblems, what: string): SheetOutcome {
  if (!problems.size)
    return {
      status: 200,
      body: ok({ total, success: total, failed: 0, errors: [] }, `导入成功，共 ${total} 个${what}`),
    };
  const errors = problems.list();
  const shown = errors
    .slice(0, SHOWN_IN_MESSAGE)
    .map((e) => `第 ${e.row} 行：${e.message}`)
    .join('；');
  const more = errors.length > SHOWN_IN_MESSAGE ? `等 ${errors.length} 行有误` : '';
  const message = `导入失败，未写入任何数据。${shown}${more}`;
  const result = { total, success: 0, failed: errors.length, errors };
  return { status: 400, body: refused(result, message, 400) };
}

/** A cell as trimmed text; empty cells are undefined. */
export const cellText = (row: SheetRow, name: string): string | undefined => {
  const v = row.body[name];
  if (v === undefined || v === null) return undefined;
  const text = String(v).trim();
  return text === '' ? undefined : text;
};

/** A coded cell: the code itself or its Chinese label; anything else is passed on for the schema to refuse. */
export function codeOf(
  labels: Record<number, string>,
  text: string | undefined,
): number | string | undefined {
  if (text === undefined) return undefined;
  const byLabel = Object.entries(labels).find(([, l]) => l === text);
  return byLabel ? Number(byLabel[0]) : text;
}

export const YES_NO: Record<number, string> = { 0: '否', 1: '是' };
