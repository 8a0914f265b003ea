import { z } from 'zod';
import { idList, idQuery, idSchema, keyword } from '../query-params.ts';
import { storedAuditFields } from '../record-fields.ts';
import { optionalText, requiredText } from '../text-fields.ts';
import { roleTextFields } from './roles.ts';

// Departments (`/sys/sysDepart/*`), department roles and the menus a department may use.

const departFields = {
  departName: requiredText(100, '名称'),
  /** 1 organisation, 2 department, 3 class. */
  orgCategory: z.enum(['1', '2', '3'], { error: '类型只能是机构、部门或班级' }).default('1'),
  departOrder: z.coerce.number().int('排序必须是整数').min(0).max(100_000).default(0),
  description: optionalText(500, '备注'),
};

/** Optional text: left out keeps the stored value, empty text clears it. */
/** Like `optionalText`, but a field that is not sent stays undefined (left as it is). */
const contactText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label}不能超过 ${max} 个字符`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The family's contact fields of a department; clients that do not send them leave them as they are. */
export const departContactFields = {
  departNameEn: contactText('英文名', 200),
  departNameAbbr: contactText('缩写', 100),
  mobile: contactText('电话', 32),
  address: contactText('地址', 255),
  memo: contactText('备注', 500),
};
// `orgCode` and `tenantId` in a body are ignored: the server derives both.
/** `POST /sys/sysDepart/add`. */
export const addDepartBody = z.object({
  parentId: idSchema.nullish().transform((v) => v || null),
  ...departFields,
  ...departContactFields,
});
/** `PUT /sys/sysDepart/edit`. */
export const editDepartBody = z.object({ id: idSchema, ...departFields, ...departContactFields });
export type AddDepartBody = z.output<typeof addDepartBody>;
export type EditDepartBody = z.output<typeof editDepartBody>;
export type DepartRequest = z.input<typeof addDepartBody> & { id?: string };

/** `?id=` of a department or a department role. */
export const departIdQuery = idQuery;
/** `searchBy?keyWord=`. */
export const departSearchQuery = z.object({ keyWord: keyword('关键字') });

/** `GET /sys/sysDepartRole/list?deptId=`. */
export const departRoleListQuery = z.object({ deptId: idSchema });
/** `POST /sys/sysDepartRole/add`. */
export const addDepartRoleBody = z.object({ departId: idSchema, ...roleTextFields });
/** `PUT /sys/sysDepartRole/edit`. */
export const editDepartRoleBody = z.object({ id: idSchema, ...roleTextFields });
export type AddDepartRoleBody = z.output<typeof addDepartRoleBody>;
export type EditDepartRoleBody = z.output<typeof editDepartRoleBody>;
export type DepartRoleRequest = z.input<typeof addDepartRoleBody>;

/** Menu ids as comma text. */
const menuIds = idList('权限', 5000);
/** `?departId=` of a department. */
export const departRefQuery = z.object({ departId: idSchema });
/** `?roleId=` of a department role. */
export const departRoleRefQuery = z.object({ roleId: idSchema });
/** `POST /sys/permission/saveDepartPermission`. */
export const saveDepartPermissionBody = z.object({
  departId: idSchema,
  permissionIds: menuIds,
  lastpermissionIds: menuIds,
});
/** `POST /sys/sysDepartPermission/saveDeptRolePermission`. */
export const saveDepartRolePermissionBody = z.object({
  roleId: idSchema,
  permissionIds: menuIds,
  lastpermissionIds: menuIds,
});
/** `GET /sys/sysDepartPermission/datarule/:permissionId/:departId`. */
export const departDataRuleParams = z.object({ permissionId: idSchema, departId: idSchema });
/** `POST /sys/sysDepartPermission/datarule`: the menu's rule ids the department receives (comma text). */
export const saveDepartDataRuleBody = departDataRuleParams.extend({ dataRuleIds: idList('数据规则', 500) });
/** `GET /sys/sysDepartRole/datarule/:permissionId/:departId/:roleId`. */
export const departRoleDataRuleParams = departDataRuleParams.extend({ roleId: idSchema });
/** `POST /sys/sysDepartRole/datarule`: the department's rule ids of the menu the role receives. */
export const saveDepartRoleDataRuleBody = z.object({
  permissionId: idSchema,
  roleId: idSchema,
  dataRuleIds: idList('数据规则', 500),
});

/** `POST /sys/sysDepartRole/addUsers`: user ids as comma text. */
export const addDepartRoleUsersBody = z.object({ roleId: idSchema, userIds: idList('用户', 500) });
/** `DELETE /sys/sysDepartRole/removeUser?roleId=&userId=`. */
export const removeDepartRoleUserQuery = z.object({ roleId: idSchema, userId: idSchema });

/** A department in a tree (`key`, `value`, `title` for the tree widgets); `children` when it has any. */
export const departNodeSchema = z.object({
  id: z.string(),
  key: z.string(),
  value: z.string(),
  title: z.string(),
  parentId: z.string().nullable(),
  departName: z.string(),
  /** Hierarchical code: A01, A01A01, ... */
  orgCode: z.string(),
  /** 1 organisation, 2 department, 3 class. */
  orgCategory: z.enum(['1', '2', '3']),
  departOrder: z.number().int(),
  description: z.string().nullable(),
  departNameEn: z.string().nullable(),
  departNameAbbr: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  memo: z.string().nullable(),
  createTime: z.string().nullable(),
  isLeaf: z.boolean(),
  get children(): z.ZodOptional<z.ZodArray<typeof departNodeSchema>> {
    return z.array(departNodeSchema).optional();
  },
});
export type DepartNode = z.infer<typeof departNodeSchema>;

/** `queryIdTree`: only what a tree select needs. */
export const departIdNodeSchema = z.object({
  key: z.string(),
  value: z.string(),
  title: z.string(),
  isLeaf: z.boolean(),
  get children(): z.ZodOptional<z.ZodArray<typeof departIdNodeSchema>> {
    return z.array(departIdNodeSchema).optional();
  },
});
export type DepartIdNode = z.infer<typeof departIdNodeSchema>;

/** A role inside one department (e.g. 班长 of a class). Its times are ISO 8601 text. */
export const departRoleSchema = z.object({
  id: z.string(),
  departId: z.string(),
  roleName: z.string(),
  roleCode: z.string(),
  description: z.string().nullable(),
  sortNo: z.number().int(),
  ...storedAuditFields,
});
export type DepartRole = z.infer<typeof departRoleSchema>;
