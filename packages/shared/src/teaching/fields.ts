import { z } from 'zod';
import { isFileRef } from './codes.ts';

/** Field schemas the teaching contracts share. Times in answers are `YYYY-MM-DD HH:mm:ss` or null. */
export const timeText = z.string().nullable();

/** A 0 / 1 switch. */
export const zeroOne = (label: string) =>
  z.coerce
    .number({ error: `${label}只能是 0 或 1` })
    .int()
    .min(0, `${label}只能是 0 或 1`)
    .max(1, `${label}只能是 0 或 1`);

/** Trimmed text up to `max` characters; empty becomes null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((v) => v || null);

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
