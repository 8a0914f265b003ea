import type {
  AddUserRequest,
  AdminUser,
  BatchStudentsRequest,
  CreatedStudent,
  DataRule,
  DataRuleFields,
  DataRuleRequest,
  DepartNode,
  DepartRequest,
  DepartRole,
  DepartRoleRequest,
  EditUserRequest,
  MenuRequest,
  PageResult,
  Permission,
  PermissionNode,
  PermissionTree,
  Role,
  RoleDataRules,
  RoleRequest,
} from '@ck/shared';
import { downloadFile, getAction, type Params } from '../../../api/client.ts';
import { importExcel } from '../../../api/import-excel.ts';
import { deleteResult, getResult, postResult, putResult } from '../../../api/result-calls.ts';

// Saves are quiet: forms show the server's message themselves.
const post = <T>(url: string, body: unknown) => postResult<T>(url, body, true);
const put = <T>(url: string, body: unknown) => putResult<T>(url, body, true);

export const userApi = {
  list: (params: Params) => getResult<PageResult<AdminUser>>('/sys/user/list', params),
  add: (body: AddUserRequest) => post<AdminUser>('/sys/user/add', body),
  edit: (body: EditUserRequest) => put<AdminUser>('/sys/user/edit', body),
  frozen: (ids: string[], status: 1 | 2) =>
    putResult<null>('/sys/user/frozenBatch', { ids: ids.join(','), status }),
  resetPassword: (id: string) => putResult<{ newPassword: string }>('/sys/user/resetPassword', { id }),
  changePassword: (id: string, password: string, confirmpassword: string) =>
    put<null>('/sys/user/changePassword', { id, password, confirmpassword }),
  remove: (id: string) => deleteResult('/sys/user/delete', { id }),
  removeBatch: (ids: string[]) => deleteResult('/sys/user/deleteBatch', { ids: ids.join(',') }),
  batchStudents: (body: BatchStudentsRequest) => post<CreatedStudent[]>('/sys/user/batchStudents', body),
  exportXls: (params: Params) => downloadFile('/sys/user/exportXls', params, '用户列表.xlsx'),
  template: () => downloadFile('/sys/user/importTemplate', undefined, '用户导入模板.xlsx'),
  departUsers: (params: Params) => getResult<PageResult<AdminUser>>('/sys/user/departUserList', params),
  roleUsers: (params: Params) => getResult<PageResult<AdminUser>>('/sys/user/userRoleList', params),
  addRoleUsers: (roleId: string, userIdList: string[]) =>
    post<null>('/sys/user/addSysUserRole', { roleId, userIdList }),
  removeRoleUser: (roleId: string, userId: string) =>
    deleteResult('/sys/user/deleteUserRole', { roleId, userId }),
  recycleBin: () => getResult<AdminUser[]>('/sys/user/recycleBin'),
  restore: (ids: string[]) => put<null>('/sys/user/putRecycleBin', { userIds: ids.join(',') }),
  erase: (ids: string[]) => deleteResult('/sys/user/deleteRecycleBin', { userIds: ids.join(',') }),
};

export const roleApi = {
  list: (params: Params) => getResult<PageResult<Role>>('/sys/role/list', params),
  mySubRoles: () => getResult<Role[]>('/sys/role/queryMySubRole'),
  add: (body: RoleRequest) => post<Role>('/sys/role/add', body),
  edit: (body: RoleRequest & { id: string }) => put<Role>('/sys/role/edit', body),
  remove: (id: string) => deleteResult('/sys/role/delete', { id }),
  tree: () => getResult<PermissionTree>('/sys/role/queryTreeList'),
  permissions: (roleId: string) => getResult<string[]>('/sys/permission/queryRolePermission', { roleId }),
  savePermissions: (roleId: string, permissionIds: string[], last: string[]) =>
    post<null>('/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: permissionIds.join(','),
      lastpermissionIds: last.join(','),
    }),
  dataRules: (permissionId: string, roleId: string) =>
    getResult<RoleDataRules>(`/sys/role/datarule/${permissionId}/${roleId}`),
  saveDataRules: (permissionId: string, roleId: string, ids: string[]) =>
    post<null>('/sys/role/datarule', { permissionId, roleId, dataRuleIds: ids.join(',') }),
};

export const permissionApi = {
  list: () => getResult<PermissionNode[]>('/sys/permission/list'),
  add: (body: MenuRequest) => post<Permission>('/sys/permission/add', body),
  edit: (body: MenuRequest & { id: string }) => put<Permission>('/sys/permission/edit', body),
  remove: (id: string) => deleteResult('/sys/permission/delete', { id }),
  rules: (permissionId: string) =>
    getResult<DataRule[]>('/sys/permission/getPermRuleListByPermId', { permissionId }),
  addRule: (body: DataRuleRequest) => post<DataRule>('/sys/permission/addPermissionRule', body),
  editRule: (body: DataRuleRequest & { id: string }) =>
    put<DataRule>('/sys/permission/editPermissionRule', body),
  removeRule: (id: string) => deleteResult('/sys/permission/deletePermissionRule', { id }),
  ruleFields: (permissionId: string) =>
    getResult<DataRuleFields>('/sys/permission/dataRuleFields', { permissionId }),
};

export const departApi = {
  tree: () => getResult<DepartNode[]>('/sys/sysDepart/queryTreeList'),
  myTree: () => getResult<DepartNode[]>('/sys/sysDepart/queryMyDeptTreeList'),
  search: (keyWord: string) => getResult<DepartNode[]>('/sys/sysDepart/searchBy', { keyWord }),
  add: (body: DepartRequest) => post<DepartNode>('/sys/sysDepart/add', body),
  edit: (body: DepartRequest & { id: string }) => put<DepartNode>('/sys/sysDepart/edit', body),
  remove: (id: string) => deleteResult('/sys/sysDepart/delete', { id }),
  exportXls: () => downloadFile('/sys/sysDepart/exportXls', undefined, '部门信息.xlsx'),
  importExcel: (file: File) => importExcel('/sys/sysDepart/importExcel', file),
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

export const departRoleApi = {
  list: (deptId: string) => getResult<PageResult<DepartRole>>('/sys/sysDepartRole/list', { deptId }),
  add: (body: DepartRoleRequest) => post<{ id: string }>('/sys/sysDepartRole/add', body),
  remove: (id: string) => deleteResult('/sys/sysDepartRole/delete', { id }),
  departPermissions: (departId: string) =>
    getResult<string[]>('/sys/permission/queryDepartPermission', { departId }),
  saveDepartPermissions: (departId: string, ids: string[]) =>
    post<null>('/sys/permission/saveDepartPermission', { departId, permissionIds: ids.join(',') }),
  rolePermissions: (roleId: string) =>
    getResult<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }),
  saveRolePermissions: (roleId: string, ids: string[]) =>
    post<null>('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: ids.join(',') }),
  users: (roleId: string) => getResult<AdminUser[]>('/sys/sysDepartRole/userList', { roleId }),
  addUsers: (roleId: string, userIds: string[]) =>
    post<null>('/sys/sysDepartRole/addUsers', { roleId, userIds: userIds.join(',') }),
  removeUser: (roleId: string, userId: string) =>
    deleteResult('/sys/sysDepartRole/removeUser', { roleId, userId }),
  departDataRules: (permissionId: string, departId: string) =>
    getResult<RoleDataRules>(`/sys/sysDepartPermission/datarule/${permissionId}/${departId}`),
  saveDepartDataRules: (permissionId: string, departId: string, ids: string[]) =>
    post<null>('/sys/sysDepartPermission/datarule', { permissionId, departId, dataRuleIds: ids.join(',') }),
  roleDataRules: (permissionId: string, departId: string, roleId: string) =>
    getResult<RoleDataRules>(`/sys/sysDepartRole/datarule/${permissionId}/${departId}/${roleId}`),
  saveRoleDataRules: (permissionId: string, roleId: string, ids: string[]) =>
    post<null>('/sys/sysDepartRole/datarule', { permissionId, roleId, dataRuleIds: ids.join(',') }),
};
