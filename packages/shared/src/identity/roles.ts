import { z } from 'zod';
import { distinctItems } from '../list-items.ts';
import { pagingSchema } from '../paging.ts';
import { idList, idQuery, idSchema, keyword, orderSchema, sortColumn } from '../query-params.ts';
import { auditFields } from '../record-fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { dataRuleSchema } from './permissions-admin.ts';

// Roles (`/sys/role/*`), their menus and data rules, and their users: requests and answers.

/** Name, code and description of a role; department roles share them. */
export const roleTextFields = {
  roleName: requiredText(100, '角色名称'),
  roleCode: z
    .string({ error: '请输入角色编码' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, '角色编码只能包含字母、数字和下划线，且以字母开头'),
  description: optionalText(500, '描述'),
};

const roleFields = {
  roleName: roleTextFields.roleName,
  roleCode: roleTextFields.roleCode,
  level: z.coerce
    .number({ error: '级别必须是整数' })
    .int('级别必须是整数')
    .min(0, '级别不能小于 0')
    .max(1000, '级别不能大于 1000'),
  description: roleTextFields.description,
};

/** The level of a role added without one (JeecgBoot's clients have no level): the least power. */
export const DEFAULT_ROLE_LEVEL = 0;

/** `POST /sys/role/add`. */
export const addRoleBody = z.object({ ...roleFields, level: roleFields.level.default(DEFAULT_ROLE_LEVEL) });
/** `PUT /sys/role/edit`; without `level` the role keeps its own. */
export const editRoleBody = z.object({ id: idSchema, ...roleFields, level: roleFields.level.optional() });
export type AddRoleBody = z.output<typeof addRoleBody>;
export type EditRoleBody = z.output<typeof editRoleBody>;
export type RoleRequest = z.input<typeof addRoleBody> & { id?: string };

export const ROLE_SORT = ['createTime', 'roleCode', 'roleName', 'level'] as const;

/** `GET /sys/role/list`. */
export const roleListQuery = z.object({
  ...pagingSchema,
  roleName: keyword('角色名称'),
  roleCode: keyword('角色编码'),
  column: sortColumn(ROLE_SORT, 'createTime'),
  order: orderSchema,
});
export type RoleListQuery = z.output<typeof roleListQuery>;

/** `?id=` of one role. */
export const roleIdQuery = idQuery;
/** `?roleId=` of one role. */
export const roleRefQuery = z.object({ roleId: idSchema });

/** Menu ids as comma text (the tree's checked and half-checked keys). */
const permissionIdsText = z
  .string()
  .max(100_000)
  .nullish()
  .transform((v) => distinctItems(v));

/** `POST /sys/permission/saveRolePermission`. */
export const saveRolePermissionBody = z.object({
  roleId: idSchema,
  permissionIds: permissionIdsText,
  lastpermissionIds: permissionIdsText,
});

/** `/sys/role/datarule/:permissionId/:roleId`. */
export const roleMenuParams = z.object({ permissionId: idSchema, roleId: idSchema });
/** `POST /sys/role/datarule`: the rule ids of the menu the role receives. */
export const saveRoleDataRuleBody = roleMenuParams.extend({ dataRuleIds: permissionIdsText });

/** `GET /sys/user/userRoleList`. */
export const roleUsersQuery = z.object({ ...pagingSchema, roleId: idSchema, username: keyword('用户账号') });
/** `POST /sys/user/addSysUserRole`. */
export const addRoleUsersBody = z.object({
  roleId: idSchema,
  userIdList: z.array(idSchema).min(1, '请选择用户').max(500),
});
/** `DELETE /sys/user/deleteUserRole?roleId=&userId=a,b`. */
export const removeRoleUsersQuery = z.object({ roleId: idSchema, userId: idList('用户', 500) });

/** A role; `level` orders power: nobody grants or edits a role above their own. */
export const roleSchema = z.object({
  id: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  level: z.number().int(),
  description: z.string().nullable(),
  ...auditFields,
});
export type Role = z.infer<typeof roleSchema>;

/** `GET /sys/role/datarule/...`: the menu's rules and the ids (comma text) the role holds. */
export const roleDataRulesSchema = z.object({
  datarule: z.array(dataRuleSchema),
  drChecked: z.string(),
});
export type RoleDataRules = z.infer<typeof roleDataRulesSchema>;
