import { z } from 'zod';

/** Longest value `checkByCode` runs a rule over (the server's safe-pattern limit). */
export const CHECK_VALUE_MAX = 200;

/**
 * `duplicate/check`: is `fieldVal` already taken in `tableName.fieldName` (other than by `dataId`)?
 * The server narrows `dataId` to an id and only answers for the pairs it has registered.
 */
export const duplicateCheckQuery = z.object({
  tableName: z.string({ error: '缺少参数 tableName' }).max(64, '不支持校验该表或字段'),
  fieldName: z.string({ error: '缺少参数 fieldName' }).max(64, '不支持校验该表或字段'),
  fieldVal: z.string().max(200, '校验值过长').optional(),
  dataId: z.string().optional(),
});
export type DuplicateCheckQuery = z.infer<typeof duplicateCheckQuery>;

/** `checkRule/checkByCode`: runs the rule `ruleCode` over `value`; the envelope's success is the verdict. */
export const checkByCodeQuery = z.object({
  ruleCode: z.string().max(100).optional(),
  value: z.string().max(CHECK_VALUE_MAX, `校验值不能超过 ${CHECK_VALUE_MAX} 个字符`).optional(),
});
export type CheckByCodeQuery = z.infer<typeof checkByCodeQuery>;
