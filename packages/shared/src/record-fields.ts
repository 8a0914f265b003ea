import { z } from 'zod';
import { timeText } from './teaching/fields.ts';

// Who made a record and when, as list rows and detail answers carry them (times `YYYY-MM-DD HH:mm:ss` or null).

/** The creator's account and the creation time. */
export const createdFields = { createBy: z.string().nullable(), createTime: timeText };

/** `createdFields` and the time of the last change. */
export const auditFields = { ...createdFields, updateTime: timeText };

/** The account and the real name of the user a row is about. */
export const userNameFields = { username: z.string(), realname: z.string().nullable() };

/** The four audit columns of a stored row as it is answered raw (resource records, `queryById`). */
export const storedAuditFields = {
  createBy: z.string().nullable(),
  createTime: z.string(),
  updateBy: z.string().nullable(),
  updateTime: z.string().nullable(),
};

/** `{ id }` of what was just created. */
export const idResult = z.object({ id: z.string() });
