import { describe, expect, it } from 'vitest';
import { type ListColumn, searchParamsOf, withSearch } from './list-columns.ts';
import { tableColumnsOf } from './list-table-props.tsx';

interface Row {
  id: string;
  name: string;
  status: number;
}

const columns: ListColumn<Row>[] = [
  { key: 'name', dataIndex: 'name', title: '名称', sorter: true, search: { placeholder: '名称' } },
  { key: 'status', dataIndex: 'status', title: '状态', search: { name: 'state' } },
  {
    key: 'range',
    title: '时间',
    hideInTable: true,
    search: { toParams: (v) => (v ? { begin: String(v) } : {}) },
    form: { rules: [{ required: true }] },
  },
];

describe('searchParamsOf', () => {
  it('trims text, drops blanks and keeps other values under their search names', () => {
    expect(searchParamsOf(columns, { name: '  小码 ', state: 0, range: undefined })).toEqual({
      name: '小码',
      state: 0,
    });
    expect(searchParamsOf(columns, { name: '   ', state: null })).toEqual({});
  });

  it('lets a column turn its value into parameters of its own', () => {
    expect(searchParamsOf(columns, { range: '2024' })).toEqual({ begin: '2024' });
  });
});

describe('tableColumnsOf', () => {
  it('leaves out search-only columns and the search and form specs', () => {
    const shown = tableColumnsOf(columns, {});
    expect(shown.map((c) => c.key)).toEqual(['name', 'status']);
    expect(shown.some((c) => 'search' in c || 'form' in c)).toBe(false);
  });

  it('shows the server sort on sortable columns and numbers rows across pages', () => {
    const [number, name, status] = tableColumnsOf(columns, { column: 'name', order: 'asc' }, 20);
    expect(number.key).toBe('#');
    expect(name).toMatchObject({ key: 'name', sortOrder: 'ascend' });
    expect(status).not.toHaveProperty('sortOrder');
    const render = number.render as (v: unknown, r: unknown, i: number) => number;
    expect(render(undefined, {}, 0)).toBe(21);
  });
});

describe('withSearch', () => {
  it('adds a page’s search to shared columns by key', () => {
    const [name, status] = withSearch(columns.slice(0, 2), { status: { placeholder: '状态' } });
    expect(name.search).toEqual({ placeholder: '名称' });
    expect(status.search).toEqual({ placeholder: '状态' });
  });
});
