import type { FieldDef } from '@ck/shared';
import type { FormRule as Rule } from 'antd';
import { isChoiceKind, isContainsKind, isNumberKind } from './field-kinds.ts';

/** antd rules from a declaration: required, max length or value range, pattern, valid JSON. */
export function rulesOf(field: FieldDef): Rule[] {
  const rules: Rule[] = [];
  const { label } = field;
  if (field.required && field.kind !== 'bool') {
    rules.push({
      required: true,
      whitespace: !isChoiceKind(field.kind) && !isNumberKind(field.kind),
      message: `${isChoiceKind(field.kind) ? '请选择' : '请输入'}${label}`,
    });
  }
  if (isNumberKind(field.kind)) {
    rules.push({
      validator: async (_, value: number | null | undefined) => {
        if (value === null || value === undefined) return;
        if (field.kind === 'int' && !Number.isInteger(value)) throw new Error(`${label}必须是整数`);
        if (field.min !== undefined && value < field.min) throw new Error(`${label}不能小于${field.min}`);
        if (field.max !== undefined && value > field.max) throw new Error(`${label}不能大于${field.max}`);
      },
    });
  } else if (field.max !== undefined && (isContainsKind(field.kind) || field.kind === 'dict')) {
    rules.push({ max: field.max, message: `${label}不能超过${field.max}个字符` });
  }
  if (field.pattern) {
    rules.push({ pattern: new RegExp(field.pattern), message: field.patternMessage ?? `${label}格式不正确` });
  }
  if (field.kind === 'json') {
    rules.push({
      validator: async (_, value: string | undefined) => {
        if (!value) return;
        try {
          JSON.parse(value);
        } catch {
          throw new Error(`${label}必须是合法的 JSON`);
        }
      },
    });
  }
  return rules;
}
