import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { FieldEntry } from './field-kinds.ts';
import { formatCell, initialValues, requestBody } from './form-values.ts';

const fields: FieldEntry[] = [
  ['itemText', { kind: 'text', label: '名称', required: true }],
  ['sortOrder', { kind: 'int', label: '排序', defaultValue: 1 }],
  ['enabled', { kind: 'bool', label: '启用' }],
  ['openDay', { kind: 'date', label: '开放日' }],
  ['extra', { kind: 'json', label: '扩展' }],
];

describe('form values', () => {
  it('starts an add form from the declared defaults', () => {
    expect(initialValues(fields)).toMatchObject({ sortOrder: 1, enabled: false, itemText: undefined });
  });

  it('builds an add body with the fixed filters and API formats', () => {
    const body = requestBody(
      fields,
      { itemText: 'E2E', sortOrder: 3, enabled: true, openDay: dayjs('2026-05-01'), extra: '{"a":1}' },
      { fixed: { dictId: 'd1' } },
    );
    expect(body).toEqual({
      itemText: 'E2E',
      sortOrder: 3,
      enabled: true,
      openDay: '2026-05-01',
      extra: { a: 1 },
      dictId: 'd1',
    });
  });

  it('builds an edit body with the id and without the fixed filters', () => {
    const body = requestBody(
      fields,
      { itemText: 'x', sortOrder: null },
      { id: 'r1', fixed: { dictId: 'd1' } },
    );
    expect(body).toEqual({ id: 'r1', itemText: 'x', sortOrder: null });
  });

  it('reads a stored row back into controls', () => {
    const values = initialValues(fields, {
      id: 'r1',
      itemText: 'a',
      sortOrder: '7',
      enabled: 1,
      extra: { b: 2 },
    });
    expect(values.sortOrder).toBe(7);
    expect(values.enabled).toBe(true);
    expect(values.extra).toBe(JSON.stringify({ b: 2 }, null, 2));
  });

  it('renders audit times as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatCell(undefined, 'createTime', '2026-11-22T02:16:13')).toBe('2026-11-22 02:16:13');
  });
});
