import { z } from 'zod';

/** The JSON envelope of every API answer (JeecgBoot compatible). */
export interface ApiResult<T> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
}

/** Paged list answer of every `list` route. */
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/**
 * The zod schema of an answer's envelope around `result`, fields in the order the server writes them
 * (REFERENCE.md §1). Routes declare it as `response: { 200: envelopeOf(...) }`.
 */
export function envelopeOf<T extends z.ZodType>(result: T) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    code: z.number().int(),
    result,
    timestamp: z.number().int(),
  });
}

/** The zod schema of a page of `records` (`PageResult`). */
export function pageResultOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}

/** The envelope of answers that carry no result (`ok(null, '删除成功!')`). */
// Pure, so a browser bundle that only needs this file's constants leaves it, and zod, out.
export const emptyEnvelope = /* @__PURE__ */ envelopeOf(/* @__PURE__ */ z.null());

export interface DictItem {
  value: string;
  text: string;
  title: string;
}

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Token and login storage lifetime: 7 days. */
export const TOKEN_TTL_MS = 604_800_000;
