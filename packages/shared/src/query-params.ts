import { z } from 'zod';
import { distinctItems } from './list-items.ts';

// Request fields every back-office list and form shares: search keywords, ids, id lists and sorting.
// The server validates with them and the web types its requests from them.

// Characters no name, phone or account ever needs, but every SQL injection attempt does.
const SUSPICIOUS = /['"`;\\]|--|\/\*|\*\//;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A search keyword: trimmed, `*x*` grammar stripped, at most 64 characters, no SQL punctuation. */
export function keyword(label: string) {
  return z
    .string()
    .max(66, `${label}的查询值过长`)
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? '').trim().replace(/^\*+|\*+$/g, '');
      if (SUSPICIOUS.test(text) || CONTROL.test(text)) {
        ctx.addIssue({ code: 'custom', message: `${label}的查询值包含非法字符` });
        return z.NEVER;
      }
      return text || undefined;
    });
}

// Ids are UUIDs, or readable keys for seeded rows such as `btn-system:dict:add`.
const ID_RE = /^[A-Za-z0-9:_.-]{1,64}$/;

/** An id parameter: uuid-like text only. */
export const idSchema = z.string({ error: '缺少参数 id' }).trim().regex(ID_RE, 'id 格式不正确');

/** A comma-separated id list (JeecgBoot's `selectedroles`, `ids` ...); empty text means none. */
export function idList(label: string, max = 1000) {
  return z
    .string()
    .max(65 * max, `${label}过多`)
    .optional()
    .nullable()
    .transform((v, ctx) => {
      const ids = distinctItems(v);
      if (ids.length > max || ids.some((id) => !ID_RE.test(id))) {
        ctx.addIssue({ code: 'custom', message: `${label}格式不正确` });
        return z.NEVER;
      }
      return ids;
    });
}

/** `column` of a list: only the given names; anything else is a 400, never SQL. */
export function sortColumn<T extends string>(allowed: readonly T[], fallback: T) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const name = (v ?? '').trim() || fallback;
      if (!(allowed as readonly string[]).includes(name)) {
        ctx.addIssue({ code: 'custom', message: '不支持的排序字段' });
        return z.NEVER;
      }
      return name as T;
    });
}

export const orderSchema = z.enum(['asc', 'desc'], { error: '排序方式只能是 asc 或 desc' }).default('desc');

/** The id of a record picked from a list: `请选择<label>` when it is missing. */
export const pickedId = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .trim()
    .min(1, `请选择${label}`)
    .pipe(idSchema);

/** `?id=` (or `{ id }`) naming one record. */
export const idQuery = z.object({ id: idSchema });
