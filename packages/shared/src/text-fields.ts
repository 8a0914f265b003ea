import { z } from 'zod';

// The text fields of forms: required or optional, trimmed, with a length limit named in the message.

/** Required text, trimmed, up to `max` characters; the form asks `请输入…` or `请填写…` when it is missing. */
export const requiredText = (max: number, label: string, ask: '请输入' | '请填写' = '请输入') =>
  z
    .string({ error: `${ask}${label}` })
    .trim()
    .min(1, `${ask}${label}`)
    .max(max, `${label}不能超过 ${max} 个字符`);

/** Trimmed text up to `max` characters; empty becomes null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((v) => v || null);
