import { z } from 'zod';
import { idQuery, idSchema } from '../query-params.ts';
import { requiredText } from '../text-fields.ts';
import { RULE_CONDITIONS, type RuleCondition } from './data-rule-codes.ts';

// Menus and buttons (`/sys/permission/*`), the permission tree and the data rules of a menu.

const optional = (re: RegExp, message: string, max = 255) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || re.test(v), message);

const menuFields = z.object({
  parentId: idSchema.nullish().transform((v) => v || null),
  name: requiredText(100, '菜单名称'),
  /** 0 top menu, 1 sub-menu, 2 button. */
  menuType: z.coerce
    .number()
    .refine((t) => t === 0 || t === 1 || t === 2, '菜单类型只能是一级菜单、子菜单或按钮'),
  url: z
    .string()
    .trim()
    .max(255, '菜单路径过长')
    .nullish()
    .transform((v) => v || null),
  component: optional(/^[A-Za-z0-9_/-]+$/, '前端组件只能包含字母、数字、/、_ 和 -'),
  componentName: optional(/^[A-Za-z0-9_-]+$/, '组件名称只能包含字母、数字、_ 和 -', 100),
  redirect: optional(/^\/[A-Za-z0-9/_\-.]*$/, '默认跳转地址必须是以 / 开头的站内路径'),
  icon: optional(/^[A-Za-z0-9-]+$/, '图标名称不合法', 100),
  sortNo: z.coerce.number().int('排序必须是整数').min(0).max(100_000).default(0),
  hidden: z.boolean().default(false),
  alwaysShow: z.boolean().default(false),
  keepAlive: z.boolean().default(false),
  route: z.boolean().default(true),
  internalOrExternal: z.boolean().default(false),
  perms: optional(/^[A-Za-z][A-Za-z0-9:_-]*$/, '授权标识只能包含字母、数字、冒号、_ 和 -'),
  permsType: z.enum(['1', '2'], { error: '授权策略只能是 1（显示/隐藏）或 2（可见/可访问）' }).default('1'),
  status: z.enum(['0', '1'], { error: '状态只能是 0 或 1' }).default('1'),
});

/** `POST /sys/permission/add`: a menu or a button. */
export const menuBody = menuFields.superRefine((b, ctx) => {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (b.menuType !== 0 && !b.parentId) issue(b.menuType === 2 ? '请选择按钮所属的菜单' : '请选择上级菜单');
  if (b.menuType === 2 && !b.perms) issue('请输入按钮的授权标识');
  if (b.menuType !== 2 && !b.url) issue('请输入菜单路径');
  // Menu URLs end up in links and iframes: only site paths, or http(s) for external pages.
  if (b.url && b.menuType !== 2) {
    if (b.internalOrExternal && !/^https?:\/\/[^\s"'<>]+$/i.test(b.url))
      issue('外部链接只能是 http:// 或 https:// 地址');
    if (!b.internalOrExternal && !/^\/[A-Za-z0-9/_\-.:]*$/.test(b.url))
      issue('菜单路径必须是以 / 开头的站内路径（外部链接请选择“外部”并填写 http(s) 地址）');
  }
});
/** `PUT /sys/permission/edit`: the same and the row's id. */
export const editMenuBody = z.object({ id: idSchema }).and(menuBody);
export type MenuBody = z.output<typeof menuBody>;
export type EditMenuBody = z.output<typeof editMenuBody>;
export type MenuRequest = z.input<typeof menuBody> & { id?: string };

/** `?id=` of a menu, button or data rule. */
export const permissionIdQuery = idQuery;
/** `?permissionId=` of a menu. */
export const menuRefQuery = z.object({ permissionId: idSchema });

export { RULE_CONDITIONS, type RuleCondition };

const dataRuleFields = {
  permissionId: idSchema,
  ruleName: requiredText(100, '规则名称'),
  ruleColumn: z
    .string({ error: '请输入规则字段' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '规则字段只能包含字母、数字和下划线，且以字母开头'),
  ruleConditions: z.enum(RULE_CONDITIONS, { error: '条件规则不合法' }),
  ruleValue: requiredText(300, '规则值').refine((v) => !/[;'"`\\]|--|\/\*/.test(v), '规则值包含非法字符'),
  status: z.enum(['0', '1'], { error: '状态只能是 0 或 1' }).default('1'),
};
/** `POST addPermissionRule`. */
export const addDataRuleBody = z.object(dataRuleFields);
/** `PUT editPermissionRule`. */
export const editDataRuleBody = z.object({ id: idSchema, ...dataRuleFields });
export type DataRuleRequest = z.input<typeof addDataRuleBody> & { id?: string };

/** A menu or button row (JeecgBoot's SysPermission field names). */
export const permissionSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  url: z.string().nullable(),
  component: z.string().nullable(),
  componentName: z.string().nullable(),
  redirect: z.string().nullable(),
  menuType: z.number().int(),
  perms: z.string().nullable(),
  /** '1' show/hide, '2' disable. */
  permsType: z.enum(['1', '2']),
  sortNo: z.number().int(),
  alwaysShow: z.boolean(),
  icon: z.string().nullable(),
  route: z.boolean(),
  keepAlive: z.boolean(),
  hidden: z.boolean(),
  internalOrExternal: z.boolean(),
  /** '1' enforced, '0' off. */
  status: z.enum(['0', '1']),
  createTime: z.string().nullable(),
});
export type Permission = z.infer<typeof permissionSchema>;

/** A node of `GET /sys/permission/list`: the row, `leaf`, and `children` when it has any. */
export const permissionNodeSchema = permissionSchema.extend({
  leaf: z.boolean(),
  get children(): z.ZodOptional<z.ZodArray<typeof permissionNodeSchema>> {
    return z.array(permissionNodeSchema).optional();
  },
});
export type PermissionNode = z.infer<typeof permissionNodeSchema>;

/** A node of the permission tree the role and department editors check. */
export const permissionTreeNodeSchema = z.object({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  slotTitle: z.string(),
  menuType: z.number().int(),
  /** 1 when the menu has data rules. */
  ruleFlag: z.number().int(),
  isLeaf: z.boolean(),
  get children(): z.ZodOptional<z.ZodArray<typeof permissionTreeNodeSchema>> {
    return z.array(permissionTreeNodeSchema).optional();
  },
});
export type PermissionTreeNode = z.infer<typeof permissionTreeNodeSchema>;

/** `queryTreeList`: the tree and every id in it. */
export const permissionTreeSchema = z.object({
  treeList: z.array(permissionTreeNodeSchema),
  ids: z.array(z.string()),
});
export type PermissionTree = z.infer<typeof permissionTreeSchema>;

/** A data rule of a menu. */
export const dataRuleSchema = z.object({
  id: z.string(),
  permissionId: z.string(),
  ruleName: z.string(),
  ruleColumn: z.string().nullable(),
  ruleConditions: z.enum(RULE_CONDITIONS),
  ruleValue: z.string(),
  /** '1' on, '0' off. */
  status: z.enum(['0', '1']),
  createTime: z.string().nullable(),
});
export type DataRule = z.infer<typeof dataRuleSchema>;

/** `GET dataRuleFields`: the fields of the list a menu serves (empty when none) and system variables. */
export const dataRuleFieldsSchema = z.object({
  fields: z.array(z.object({ name: z.string(), label: z.string() })),
  variables: z.array(z.object({ value: z.string(), label: z.string() })),
});
export type DataRuleFields = z.infer<typeof dataRuleFieldsSchema>;
