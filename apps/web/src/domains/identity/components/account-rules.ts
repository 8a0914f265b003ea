import type { FormRule as Rule } from 'antd';

/** A new password: 8-64 characters with letters and digits (the server checks the same). */
export const passwordRules = (requiredText: string): Rule[] => [
  { required: true, message: requiredText },
  { min: 8, max: 64, message: '密码长度必须为 8-64 位' },
  { pattern: /^(?=.*[A-Za-z])(?=.*\d).+$/, message: '密码必须同时包含字母和数字' },
];

/** The repeated password: required, and equal to the `password` field. */
export const confirmRules = (requiredText: string, mismatch = '两次输入的密码不一样'): Rule[] => [
  { required: true, message: requiredText },
  ({ getFieldValue }) => ({
    validator: async (_, value: string | undefined) => {
      if (value && value !== getFieldValue('password')) throw new Error(mismatch);
    },
  }),
];

export const SEX_OPTIONS = [
  { value: 1, label: '男' },
  { value: 2, label: '女' },
];

export const EMAIL_RULE: Rule = { type: 'email', message: '邮箱格式不正确' };
