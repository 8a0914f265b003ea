import { z } from 'zod';
import { requiredText } from '../text-fields.ts';
import { safeMenuUrl } from './common.ts';

// The public site's menu (`/api/teaching/menu/*`): a tree of at most two levels.

/** Switches arrive as booleans, `'true'`/`'false'`, `'1'`/`'0'` or 1/0 (form posts). */
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ error: '只能是是或否' }),
);

const status = z.coerce.number().int().min(0).max(1, '状态只能是 0 或 1');

const fields = {
  parentId: z.string().trim().max(36).nullable().optional(),
  title: requiredText(50, '菜单名称'),
  url: requiredText(500, '菜单地址').refine(
    safeMenuUrl,
    '菜单地址只能是站内路径（以 / 开头）或 http(s) 网址',
  ),
  icon: z.string().trim().max(100).nullable().optional(),
  sortNo: z.coerce.number().int().min(0, '排序不能小于 0').max(100000, '排序不能大于 100000').default(0),
  needLogin: flag.default(false),
  internalOrExternal: flag.default(false),
  status: status.default(1),
};

/** Unknown keys are refused by name, so a client cannot set the tenant or the author. */
const strict: { error: z.core.$ZodErrorMap } = {
  error: (i) => (i.code === 'unrecognized_keys' ? `包含不允许设置的字段：${i.keys.join('、')}` : undefined),
};

/** JeecgBoot's clients call the title `name`; either is accepted, `title` wins when both come. */
const name = fields.title.optional();

/** `POST add`. */
export const frontMenuAddBody = z
  .strictObject({ ...fields, title: fields.title.optional(), name }, strict)
  .refine((b) => b.title ?? b.name, { message: '请输入菜单名称', path: ['title'] })
  .transform(({ name, ...b }) => ({ ...b, title: (b.title ?? name) as string }));
export type FrontMenuAddBody = z.infer<typeof frontMenuAddBody>;

/** `PUT edit`: the id and any of the fields. */
export const frontMenuEditBody = z
  .strictObject(
    {
      id: z.string({ error: '缺少记录 id' }).min(1, '缺少记录 id').max(36),
      parentId: fields.parentId,
      title: fields.title.optional(),
      name,
      url: fields.url.optional(),
      icon: fields.icon,
      sortNo: z.coerce.number().int().min(0).max(100000).optional(),
      needLogin: flag.optional(),
      internalOrExternal: flag.optional(),
      status: status.optional(),
    },
    strict,
  )
  .transform(({ name, ...b }) => ({ ...b, title: b.title ?? name }));
export type FrontMenuEditBody = z.infer<typeof frontMenuEditBody>;

/** A node of the menu tree (`getUserMenu`, `list`); `children` only when it has some. */
export const frontMenuNodeSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  route: z.literal('1'),
  title: z.string(),
  /** The title again, under the name JeecgBoot's clients read. */
  name: z.string(),
  url: z.string(),
  icon: z.string().nullable(),
  sortNo: z.number().int(),
  needLogin: z.boolean(),
  internalOrExternal: z.boolean(),
  /** 1 shown, 0 hidden. */
  status: z.number().int(),
  get children(): z.ZodOptional<z.ZodArray<typeof frontMenuNodeSchema>> {
    return z.array(frontMenuNodeSchema).optional();
  },
});
export type FrontMenuNode = z.infer<typeof frontMenuNodeSchema>;
