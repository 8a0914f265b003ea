import { z } from 'zod';

/**
 * `pageNo` and `pageSize` of a list request (JeecgBoot's names). Lists differ only in how many rows a
 * page may hold and how many it holds by default.
 */
export function pagingFields({
  maxSize = 1000,
  defaultSize = 10,
}: {
  maxSize?: number;
  defaultSize?: number;
} = {}) {
  return {
    pageNo: z.coerce
      .number({ error: '页码必须是正整数' })
      .int('页码必须是正整数')
      .min(1, '页码必须是正整数')
      .max(100_000, '页码过大')
      .default(1),
    pageSize: z.coerce
      .number({ error: '每页条数必须是正整数' })
      .int('每页条数必须是正整数')
      .min(1, '每页条数必须是正整数')
      .max(maxSize, `每页最多 ${maxSize} 条`)
      .default(defaultSize),
  };
}

/** The back office's usual paging: up to 1000 rows, 10 by default. */
export const pagingSchema = pagingFields();
