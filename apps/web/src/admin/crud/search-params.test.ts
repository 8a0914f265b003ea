import type { FieldDef } from '@ck/shared';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FieldEntry } from './field-kinds.ts';
import { toSearchParams } from './search-params.ts';

const fields: FieldEntry[] = [
  ['dictName', { kind: 'text', label: '字典名称' } satisfies FieldDef],
  ['status', { kind: 'dict', label: '状态', dict: 'dict_item_status' }],
  ['sortOrder', { kind: 'int', label: '排序' }],
  ['startTime', { kind: 'datetime', label: '开始时间' }],
];

describe('toSearchParams (REFERENCE §3)', () => {
  it('wraps text in *…* for a contains search and trims it', () => {
    expect(toSearchParams(fields, { dictName: '  性别 ' })).toEqual({ dictName: '*性别*' });
  });

  it('sends dictionary and number values as they are', () => {
    expect(toSearchParams(fields, { status: '1', sortOrder: 0 })).toEqual({ status: '1', sortOrder: 0 });
  });

  it('turns a date range into _begin and _end bare dates', () => {
    const range = [dayjs('2026-03-01 10:00:00'), dayjs('2026-03-05 08:00:00')];
    expect(toSearchParams(fields, { startTime: range })).toEqual({
      startTime_begin: '2026-03-01',
      startTime_end: '2026-03-05',
    });
  });

  it('drops empty values', () => {
    expect(toSearchParams(fields, { dictName: '   ', status: undefined, startTime: null })).toEqual({});
  });
});
