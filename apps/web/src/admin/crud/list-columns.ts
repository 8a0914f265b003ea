import type { FormItemProps, TableColumnType } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import type { Params } from '../../api/client.ts';

/** How a column takes part in the search bar. */
export interface ColumnSearch {
  /** The query parameter; defaults to the column's key. */
  name?: string;
  /** The control as the Form.Item child; defaults to a text input. */
  input?: ReactElement;
  /** The default input as an Input.Search that searches at once (no 查询 button needed). */
  keyword?: boolean;
  placeholder?: string;
  /** The item's label: the column title, or a shorter text; none lets the placeholder say what it is. */
  label?: boolean | string;
  width?: number;
  /** Apply as soon as the value changes (selects, segmented controls). */
  instant?: boolean;
  initialValue?: unknown;
  /** The value as query parameters; by default `{ [name]: value }`, text trimmed, blanks dropped. */
  toParams?: (value: unknown) => Params;
}

/** How a column takes part in an edit form: a Form.Item and its control (a text input by default). */
export interface ColumnForm extends Omit<FormItemProps, 'children'> {
  input?: ReactElement;
}

/**
 * One column of a list page. The same array feeds the table, the search bar (columns with `search`)
 * and, where the page has one, the edit form (columns with `form`).
 */
export interface ListColumn<T> extends Omit<TableColumnType<T>, 'key' | 'title'> {
  key: string;
  title: ReactNode;
  /** Search or form only: no table column. */
  hideInTable?: boolean;
  search?: ColumnSearch;
  form?: ColumnForm;
}

export const searchNameOf = <T>(column: ListColumn<T>) => column.search?.name ?? column.key;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && !v.trim());

/** Search form values -> query parameters, through each column's `toParams`. */
export function searchParamsOf<T>(columns: ListColumn<T>[], values: Record<string, unknown>): Params {
  const params: Params = {};
  for (const column of columns) {
    if (!column.search) continue;
    const name = searchNameOf(column);
    const value = values[name];
    if (column.search.toParams) Object.assign(params, column.search.toParams(value));
    else if (!blank(value)) params[name] = typeof value === 'string' ? value.trim() : value;
  }
  return params;
}

/** Columns shared by several pages, with the search this page adds to some of them (by key). */
export function withSearch<T>(
  columns: ListColumn<T>[],
  search: Record<string, ColumnSearch>,
): ListColumn<T>[] {
  return columns.map((c) => (search[c.key] ? { ...c, search: search[c.key] } : c));
}
