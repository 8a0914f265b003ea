import type { PageResult } from '@ck/shared';
import {
  deleteAction,
  downloadFile,
  getAction,
  type Params,
  postAction,
  putAction,
  unwrap,
} from '../../../api/client.ts';

/** A user as the back office lists it (never a password or hash). */
export interface AdminUser {
  id: string;
  username: string;
  realname?: string | null;
  nickname?: string | null;
  avatar?: string | null;
  phone?: string | null;
  email?: string | null;
  sex?: number | null;
  birthday?: string | null;
  status: number;
  userIdentity: number;
  departIds?: string | null;
  orgCode?: string | null;
  createTime?: string | null;
  sex_dictText?: string | null;
  status_dictText?: string | null;
  roleIds: string;
  roleNames: string;
  orgCodeTxt: string;
  selecteddeparts: string;
}

export interface Role {
  id: string;
  roleName: string;
  roleCode: string;
  level: number;
  description?: string | null;
  createTime?: string | null;
}

export interface DepartNode {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  departName: string;
  orgCode: string;
  orgCategory: string;
  departOrder: number;
  description?: string | null;
  isLeaf: boolean;
  children?: DepartNode[];
}

export interface PermissionNode {
  id: string;
  parentId: string | null;
  name: string;
  url?: string | null;
  component?: string | null;
  componentName?: string | null;
  redirect?: string | null;
  menuType: number;
  perms?: string | null;
  permsType: string;
  sortNo: number;
  alwaysShow: boolean;
  icon?: string | null;
  route: boolean;
  keepAlive: boolean;
  hidden: boolean;
  internalOrExternal: boolean;
  status: string;
  leaf: boolean;
  children?: PermissionNode[];
}

export interface TreeNode {
  key: string;
  title: string;
  menuType: number;
  ruleFlag: number;
  isLeaf: boolean;
  children?: TreeNode[];
}

export interface DataRule {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

/** What a data rule of a menu may use: the fields of the list the menu serves, and system variables. */
export interface DataRuleFields {
  fields: { name: string; label: string }[];
  variables: { value: string; label: string }[];
}

export interface CreatedStudent {
  username: string;
  realname: string;
  initialPassword: string;
}

const get = async <T>(url: string, params?: Params) => unwrap(await getAction<T>(url, params));
// Saves are quiet: forms show the server's message themselves.
const post = async <T>(url: string, body: unknown) => unwrap(await postAction<T>(url, body, { quiet: true }));
const put = async <T>(url: string, body: unknown) => unwrap(await putAction<T>(url, body, { quiet: true }));
const del = async (url: string, params: Params) => unwrap(await deleteAction<unknown>(url, params));

export const userApi = {
  list: (params: Params) => get<PageResult<AdminUser>>('/sys/user/list', params),
  add: (body: Record<string, unknown>) => post<AdminUser>('/sys/user/add', body),
  edit: (body: Record<string, unknown>) => put<AdminUser>('/sys/user/edit', body),
  frozen: async (ids: string[], status: 1 | 2) =>
    unwrap(await putAction<null>('/sys/user/frozenBatch', { ids: ids.join(','), status })),
  resetPassword: async (id: string) =>
    unwrap(await putAction<{ newPassword: string }>('/sys/user/resetPassword', { id })),
  changePassword: (id: string, password: string, confirmpassword: string) =>
    put<null>('/sys/user/changePassword', { id, password, confirmpassword }),
  remove: (id: string) => del('/sys/user/delete', { id }),
  removeBatch: (ids: string[]) => del('/sys/user/deleteBatch', { ids: ids.join(',') }),
  batchStudents: (body: Record<string, unknown>) => post<CreatedStudent[]>('/sys/user/batchStudents', body),
  exportXls: (params: Params) => downloadFile('/sys/user/exportXls', params, '用户列表.xlsx'),
  template: () => downloadFile('/sys/user/importTemplate', undefined, '用户导入模板.xlsx'),
  departUsers: (params: Params) => get<PageResult<AdminUser>>('/sys/user/departUserList', params),
  roleUsers: (params: Params) => get<PageResult<AdminUser>>('/sys/user/userRoleList', params),
  addRoleUsers: (roleId: string, userIdList: string[]) =>
    post<null>('/sys/user/addSysUserRole', { roleId, userIdList }),
  removeRoleUser: (roleId: string, userId: string) => del('/sys/user/deleteUserRole', { roleId, userId }),
};

export const roleApi = {
  list: (params: Params) => get<PageResult<Role>>('/sys/role/list', params),
  mySubRoles: () => get<Role[]>('/sys/role/queryMySubRole'),
  add: (body: Record<string, unknown>) => post<Role>('/sys/role/add', body),
  edit: (body: Record<string, unknown>) => put<Role>('/sys/role/edit', body),
  remove: (id: string) => del('/sys/role/delete', { id }),
  tree: () => get<{ treeList: TreeNode[]; ids: string[] }>('/sys/role/queryTreeList'),
  permissions: (roleId: string) => get<string[]>('/sys/permission/queryRolePermission', { roleId }),
  savePermissions: (roleId: string, permissionIds: string[], last: string[]) =>
    post<null>('/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: permissionIds.join(','),
      lastpermissionIds: last.join(','),
    }),
  dataRules: (permissionId: string, roleId: string) =>
    get<{ datarule: DataRule[]; drChecked: string }>(`/sys/role/datarule/${permissionId}/${roleId}`),
  saveDataRules: (permissionId: string, roleId: string, ids: string[]) =>
    post<null>('/sys/role/datarule', { permissionId, roleId, dataRuleIds: ids.join(',') }),
};

export const permissionApi = {
  list: () => get<PermissionNode[]>('/sys/permission/list'),
  add: (body: Record<string, unknown>) => post<PermissionNode>('/sys/permission/add', body),
  edit: (body: Record<string, unknown>) => put<PermissionNode>('/sys/permission/edit', body),
  remove: (id: string) => del('/sys/permission/delete', { id }),
  rules: (permissionId: string) =>
    get<DataRule[]>('/sys/permission/getPermRuleListByPermId', { permissionId }),
  addRule: (body: Record<string, unknown>) => post<DataRule>('/sys/permission/addPermissionRule', body),
  editRule: (body: Record<string, unknown>) => put<DataRule>('/sys/permission/editPermissionRule', body),
  removeRule: (id: string) => del('/sys/permission/deletePermissionRule', { id }),
  ruleFields: (permissionId: string) =>
    get<DataRuleFields>('/sys/permission/dataRuleFields', { permissionId }),
};

export const departApi = {
  tree: () => get<DepartNode[]>('/sys/sysDepart/queryTreeList'),
  myTree: () => get<DepartNode[]>('/sys/sysDepart/queryMyDeptTreeList'),
  search: (keyWord: string) => get<DepartNode[]>('/sys/sysDepart/searchBy', { keyWord }),
  add: (body: Record<string, unknown>) => post<DepartNode>('/sys/sysDepart/add', body),
  edit: (body: Record<string, unknown>) => put<DepartNode>('/sys/sysDepart/edit', body),
  remove: (id: string) => del('/sys/sysDepart/delete', { id }),
};

/** `GET /sys/duplicate/check`: true when the value is free. */
export async function isValueFree(tableName: string, fieldName: string, fieldVal: string, dataId?: string) {
  if (!fieldVal) return true;
  const res = await getAction<null>(
    '/sys/duplicate/check',
    { tableName, fieldName, fieldVal, dataId },
    { quiet: true },
  );
  return res.success;
}

export interface DepartRole {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description?: string | null;
}

export const departRoleApi = {
  list: (deptId: string) => get<PageResult<DepartRole>>('/sys/sysDepartRole/list', { deptId }),
  add: (body: Record<string, unknown>) => post<{ id: string }>('/sys/sysDepartRole/add', body),
  remove: (id: string) => del('/sys/sysDepartRole/delete', { id }),
  departPermissions: (departId: string) =>
    get<string[]>('/sys/permission/queryDepartPermission', { departId }),
  saveDepartPermissions: (departId: string, ids: string[]) =>
    post<null>('/sys/permission/saveDepartPermission', { departId, permissionIds: ids.join(',') }),
  rolePermissions: (roleId: string) =>
    get<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }),
  saveRolePermissions: (roleId: string, ids: string[]) =>
    post<null>('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: ids.join(',') }),
  users: (roleId: string) => get<AdminUser[]>('/sys/sysDepartRole/userList', { roleId }),
  addUsers: (roleId: string, userIds: string[]) =>
    post<null>('/sys/sysDepartRole/addUsers', { roleId, userIds: userIds.join(',') }),
  removeUser: (roleId: string, userId: string) => del('/sys/sysDepartRole/removeUser', { roleId, userId }),
};
