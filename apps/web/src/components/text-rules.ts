import type { FormRule } from 'antd';

/** A required text field of at most `max` characters: “请填写<name>” (or `ask` + name) / “<name>不能超过 N 个字符”. */
export const requiredTextRules = (
  name: string,
  max: number,
  ask: '请填写' | '请输入' = '请填写',
): FormRule[] => [
  { required: true, whitespace: true, message: `${ask}${name}` },
  { max, message: `${name}不能超过 ${max} 个字符` },
];
