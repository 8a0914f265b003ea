import { Input, type FormRule as Rule } from 'antd';
import type { ColumnForm } from '../../../../admin/crud/list-columns.ts';

/** Codes (roles, department roles, data rule columns): a letter, then letters, digits and `_`. */
export const CODE_RULE: Rule = {
  pattern: /^[A-Za-z][A-Za-z0-9_]*$/,
  message: '字母开头，只含字母、数字和下划线',
};

/** The name and code items that roles and department roles share. */
export const roleNameForm = (placeholder?: string): ColumnForm => ({
  rules: [{ required: true, message: '请输入角色名称' }],
  input: <Input maxLength={100} placeholder={placeholder} />,
});

export const roleCodeForm: ColumnForm = {
  rules: [{ required: true, message: '请输入角色编码' }, CODE_RULE],
  input: <Input maxLength={64} />,
};
