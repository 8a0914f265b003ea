import { z } from 'zod';
import { storedAuditFields } from '../record-fields.ts';
import { requiredText } from '../text-fields.ts';

// ---- requests ----

const categoryName = requiredText(100, '分类名称');
const sortNo = z.coerce
  .number({ error: '排序必须是数字' })
  .int('排序必须是整数')
  .min(0)
  .max(100000)
  .optional();
const categoryId = z.string({ error: '缺少参数 id' }).trim().min(1, '缺少参数 id').max(36);
/** A hierarchical code (`A01`, `A01A02`, ...); empty for the whole tree. */
const categoryCode = z
  .string()
  .trim()
  .max(64)
  .regex(/^([A-Z]\d{2})*$/, '分类编码不合法')
  .optional();

/** `?code=` of `loadAllData` and `loadTreeData`: a subtree, or everything. */
export const categoryCodeQuery = z.object({ code: categoryCode });

/** `loadTreeRoot`: the roots (or `pcode`'s children); `async=false` answers the whole nested tree. */
export const categoryTreeRootQuery = z.object({
  async: z.enum(['true', 'false']).optional(),
  pcode: categoryCode,
});

/** `loadTreeChildren?pid=`. */
export const categoryChildrenQuery = z.object({ pid: categoryId });

/** `?id=` of one category. */
export const categoryIdQuery = z.object({ id: categoryId });

// Codes and parents are the server's: a client-sent `code` is dropped, a category never moves.
/** `POST add`: a category under `pid` (a root without it). */
export const categoryAddBody = z.object({
  pid: z.string().trim().max(36).optional(),
  name: categoryName,
  sortNo,
});
export type CategoryAddBody = z.infer<typeof categoryAddBody>;

/** `PUT edit`: rename or re-sort one category. */
export const categoryEditBody = z.object({ id: categoryId, name: categoryName.optional(), sortNo });
export type CategoryEditBody = z.infer<typeof categoryEditBody>;

// ---- responses ----

const hasChild = z.enum(['0', '1']);

/** A row of `loadAllData` (JeecgBoot's DictModel plus what a client needs to build the tree). */
export const categoryOptionSchema = z.object({
  value: z.string(),
  text: z.string(),
  title: z.string(),
  code: z.string(),
  pid: z.string(),
  hasChild,
});
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

const categoryNodeFields = z.object({
  id: z.string(),
  key: z.string(),
  value: z.string(),
  title: z.string(),
  name: z.string(),
  code: z.string(),
  /** Parent id; `'0'` for a root. */
  pid: z.string(),
  sortNo: z.number().int(),
  hasChild,
  isLeaf: z.boolean(),
  leaf: z.boolean(),
  createTime: z.string().nullable(),
});

/** A tree node; `children` only in nested answers (`loadTreeData`, `loadTreeRoot?async=false`). */
export interface CategoryNode extends z.infer<typeof categoryNodeFields> {
  children?: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = categoryNodeFields.extend({
  get children() {
    return z.array(categoryNodeSchema).optional();
  },
});

/** `queryById`: the stored row as is; its times are ISO 8601 (UTC), unlike the tree's. */
export const categoryRecordSchema = z.object({
  id: z.string(),
  tenantId: z.string(),
  pid: z.string(),
  name: z.string(),
  code: z.string(),
  sortNo: z.number().int(),
  ...storedAuditFields,
  delFlag: z.number().int(),
});
export type CategoryRecord = z.infer<typeof categoryRecordSchema>;

/** `add`: the new category with the code the server gave it. */
export const categoryAddedSchema = categoryRecordSchema
  .pick({ id: true, tenantId: true, pid: true, name: true, code: true, sortNo: true })
  .extend({ createBy: z.string() });
export type CategoryAdded = z.infer<typeof categoryAddedSchema>;
