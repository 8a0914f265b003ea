import { Form, Input } from 'antd';
import type { ListColumn } from './list-columns.ts';

/** The items of an edit form, from the columns that declare `form` (a text input unless one is given). */
export function ListFormItems<T>({ columns }: { columns: ListColumn<T>[] }) {
  return columns.map(({ key, title, form }) => {
    if (!form) return null;
    const { input, ...item } = form;
    return (
      <Form.Item key={key} name={key} label={title} {...item}>
        {input ?? <Input />}
      </Form.Item>
    );
  });
}
