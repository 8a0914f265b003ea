import { z } from 'zod';
import { pagingFields } from '../paging.ts';

// ---- requests ----

/** The filters of the log list and of its export. */
export const logFilterQuery = z.object({
  logType: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, '日志类型只能是 1（登录）或 2（操作）')
    .transform((v) => v as 1 | 2)
    .optional(),
  username: z.string().trim().max(64, '用户名不能超过 64 个字符').optional(),
  keyWord: z.string().trim().max(100, '关键词不能超过 100 个字符').optional(),
  ip: z.string().trim().max(64).optional(),
  /** `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`; a bare end date covers its whole day. */
  createTime_begin: z.string().trim().max(19).optional(),
  createTime_end: z.string().trim().max(19).optional(),
  order: z.enum(['asc', 'desc'], { error: '排序方式只能是 asc 或 desc' }).optional(),
  // Logs sort by time only; other columns are refused rather than silently ignored.
  column: z.enum(['createTime'], { error: '日志只能按时间排序' }).optional(),
});
export type LogFilter = z.infer<typeof logFilterQuery>;

/** `log/list`: the filters and paging. */
export const logListQuery = logFilterQuery.extend(pagingFields({ maxSize: 200, defaultSize: 20 }));

// ---- responses ----

/** A login (1) or operation (2) log row of `log/list`. */
export const sysLogSchema = z.object({
  id: z.string(),
  /** Null for failed sign-ins of unknown accounts. */
  tenantId: z.string().nullable(),
  logType: z.number().int(),
  operateType: z.string().nullable(),
  userId: z.string().nullable(),
  username: z.string().nullable(),
  content: z.string(),
  ip: z.string().nullable(),
  method: z.string().nullable(),
  path: z.string().nullable(),
  /** Milliseconds the request took. */
  costTime: z.number().int().nullable(),
  createTime: z.string().nullable(),
  // The same facts under the names JeecgBoot-family clients read.
  logContent: z.string(),
  userid: z.string().nullable(),
  logType_dictText: z.string(),
  operateType_dictText: z.string().nullable(),
});
export type SysLog = z.infer<typeof sysLogSchema>;
