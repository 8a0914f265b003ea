import { z } from 'zod';
import { codeKeys } from '../code-keys.ts';
import { parseDateTime } from '../dates.ts';
import { optionalText } from '../text-fields.ts';
import { isFileRef, UNIT_STATES } from './codes.ts';

// Also offered here, beside the other field schemas the teaching contracts import.
export { optionalText };

/** Field schemas the teaching contracts share. Times in answers are `YYYY-MM-DD HH:mm:ss` or null. */
export const timeText = z.string().nullable();

/** `orderNum`: where a course or unit stands among its siblings. */
export const orderNumField = z.coerce
  .number({ error: '排序必须是整数' })
  .int('排序必须是整数')
  .min(0, '排序不能小于 0')
  .max(100_000, '排序过大');

/** Where a learner stands in a unit (`UNIT_STATES`). */
export const unitStateField = z.enum(codeKeys(UNIT_STATES));

/** A 0 / 1 switch. */
export const zeroOne = (label: string) =>
  z.coerce
    .number({ error: `${label}只能是 0 或 1` })
    .int()
    .min(0, `${label}只能是 0 或 1`)
    .max(1, `${label}只能是 0 或 1`);

/** An image or file: a path in our storage or an http(s) URL (never `javascript:` or markup). */
export const fileText = (label: string) =>
  optionalText(500, label).refine(
    (v) => v === null || isFileRef(v),
    `${label}必须是上传的文件或 http(s) 链接`,
  );

/** The id of another record (a judge problem…); empty becomes null. */
export const optionalId = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(36, `${label}格式不正确`)
    .nullish()
    .transform((v) => v || null);

/** An optional id of letters, digits and `:_.-` (a uuid or a seeded key); empty becomes null. */
export const optionalRecordId = (label: string) =>
  z
    .string({ error: `${label}格式不正确` })
    .trim()
    .max(36, `${label}格式不正确`)
    .regex(/^[A-Za-z0-9:_.-]*$/, `${label}格式不正确`)
    .nullish()
    .transform((v) => v || null);

/** An id in a list or a body whose refusal needs no words of its own: trimmed, 1 to 36 characters. */
export const idText = z.string().trim().min(1).max(36);

/** A required id: trimmed, at most 36 characters. */
export const requiredId = (label: string) =>
  z
    .string({ error: `缺少${label}` })
    .trim()
    .min(1, `缺少${label}`)
    .max(36, `${label}格式不正确`);

/** A required id of letters, digits, `_` and `-` only. */
export const plainId = (label: string) => requiredId(label).regex(/^[A-Za-z0-9_-]+$/, `${label}格式不正确`);

/** `v` as a Date, or an issue naming `label` when it is not a `YYYY-MM-DD HH:mm:ss` time. */
function dateTimeOf(
  v: string,
  label: string,
  ctx: { addIssue(issue: { code: 'custom'; message: string }): void },
) {
  const d = parseDateTime(v);
  if (!d) {
    ctx.addIssue({ code: 'custom', message: `${label}格式应为 YYYY-MM-DD HH:mm:ss` });
    return z.NEVER;
  }
  return d;
}

/** A required `YYYY-MM-DD HH:mm:ss` time, parsed to a Date. */
export const dateTimeField = (label: string) =>
  z.string({ error: `请填写${label}` }).transform((v, ctx) => dateTimeOf(v, label, ctx));

/** An optional `YYYY-MM-DD HH:mm:ss` time, parsed to a Date; empty becomes null. */
export const optionalDateTimeField = (label: string, params?: { error: string }) =>
  z
    .string(params)
    .nullish()
    .transform((v, ctx) => (v?.trim() ? dateTimeOf(v, label, ctx) : null));

/** A whole number from `min` to `max` (form strings are coerced). */
export const intField = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label}必须是 ${min} 到 ${max} 的整数` })
    .int(`${label}必须是 ${min} 到 ${max} 的整数`)
    .min(min, `${label}必须是 ${min} 到 ${max} 的整数`)
    .max(max, `${label}必须是 ${min} 到 ${max} 的整数`);
