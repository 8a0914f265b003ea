import { answersMessage, type ClientCall } from '../client-call.ts';

/** An id no seeded row holds: destructive calls aim at it and must answer a Chinese error, not a 5xx. */
const NO_SUCH_ID = '00000000-0000-7000-8000-000000000000';

/** The identity calls of the teaching-open client added or reshaped for it (users, roles, menus, departments). */
export const identityCalls: readonly ClientCall[] = [
  // Users
  { method: 'GET', path: '/sys/user/recycleBin', reads: ['success', 'result'] },
  answersMessage(
    'PUT',
    '/sys/user/putRecycleBin',
    { body: { userIds: NO_SUCH_ID } },
    'no such user in the bin: 404 用户不存在',
  ),
  answersMessage(
    'DELETE',
    '/sys/user/deleteRecycleBin',
    { query: { userIds: NO_SUCH_ID } },
    'no such user in the bin: 404 用户不存在',
  ),
  answersMessage(
    'GET',
    '/sys/user/userDepartList',
    { query: { userId: NO_SUCH_ID } },
    'unknown user: 404 用户不存在',
  ),
  { method: 'GET', path: '/sys/user/generateUserId', reads: ['success', 'result'] },
  answersMessage(
    'POST',
    '/sys/user/importStudent',
    { query: { departIds: NO_SUCH_ID } },
    'unknown class, checked before the upload is read: 400 所选班级不存在',
  ),
  answersMessage('DELETE', '/sys/user/deleteUserInDepart', {
    query: { depId: NO_SUCH_ID, userId: NO_SUCH_ID },
  }),
  answersMessage('DELETE', '/sys/user/deleteUserInDepartBatch', {
    query: { depId: NO_SUCH_ID, userIds: NO_SUCH_ID },
  }),
  answersMessage('POST', '/sys/user/editSysDepartWithUser', {
    body: { depId: NO_SUCH_ID, userIdList: [NO_SUCH_ID] },
  }),
  answersMessage('DELETE', '/sys/user/deleteUserRoleBatch', {
    query: { roleId: NO_SUCH_ID, userIds: NO_SUCH_ID },
  }),
  {
    method: 'GET',
    path: '/sys/user/queryByIds',
    query: { userIds: NO_SUCH_ID },
    reads: ['success', 'result'],
  },
  {
    method: 'GET',
    path: '/sys/user/queryByOrgCodeForAddressList',
    query: { orgCode: 'A01', pageNo: '1', pageSize: '10' },
    reads: ['success', 'result.records.0.realname', 'result.records.0.departName', 'result.total'],
    note: 'seeded school A01 has members',
  },
  {
    method: 'GET',
    path: '/sys/user/querySysUser',
    query: { username: 'admin' },
    reads: ['success', 'result.id', 'result.username', 'result.realname'],
  },
  answersMessage(
    'POST',
    '/sys/user/phoneVerification',
    { as: 'anonymous', body: { phone: '13800000000', smscode: '000000' } },
    'no code was sent: 400',
  ),
  answersMessage(
    'GET',
    '/sys/user/passwordChange',
    {
      as: 'anonymous',
      query: { username: 'admin', password: 'Passw0rd!x9', smscode: 'none', phone: '13800000000' },
    },
    'no verified phone: 400 手机验证已失效',
  ),
  // Roles
  answersMessage(
    'GET',
    '/sys/role/checkRoleCode',
    { query: { roleCode: 'student' } },
    'taken code: success false',
  ),
  answersMessage('DELETE', '/sys/role/deleteBatch', { query: { ids: NO_SUCH_ID } }),
  // Menus
  {
    method: 'GET',
    path: '/sys/permission/getSystemMenuList',
    reads: ['success', 'result.0.id', 'result.0.name'],
  },
  {
    method: 'GET',
    path: '/sys/permission/getSystemSubmenu',
    query: { parentId: NO_SUCH_ID },
    reads: ['success', 'result'],
  },
  {
    method: 'GET',
    path: '/sys/permission/getSystemSubmenuBatch',
    query: { parentIds: NO_SUCH_ID },
    reads: ['success', 'result'],
  },
  { method: 'GET', path: '/sys/permission/loadAllRoleIds', reads: ['success', 'result.0'] },
  {
    method: 'GET',
    path: '/sys/permission/queryListAsync',
    reads: ['success', 'result.0.key', 'result.0.title', 'result.0.isLeaf'],
  },
  {
    method: 'GET',
    path: '/sys/permission/queryPermissionRule',
    query: { permissionId: NO_SUCH_ID },
    reads: ['success', 'result'],
  },
  answersMessage(
    'DELETE',
    '/sys/permission/deleteBatch',
    { query: { ids: NO_SUCH_ID } },
    'unknown menu: 404 菜单不存在',
  ),
  // Departments and department roles
  {
    method: 'GET',
    path: '/sys/sysDepart/list',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['success', 'result.records.0.departName', 'result.records.0.orgCode', 'result.total'],
  },
  answersMessage('GET', '/sys/sysDepart/queryParentName', { query: { parentId: NO_SUCH_ID } }),
  answersMessage('DELETE', '/sys/sysDepart/deleteBatch', { query: { ids: NO_SUCH_ID } }),
  answersMessage('GET', '/sys/sysDepartRole/getDeptRoleList', { query: { departId: NO_SUCH_ID } }),
  answersMessage('GET', '/sys/sysDepartRole/getDeptRoleByUserId', {
    query: { userId: NO_SUCH_ID, departId: NO_SUCH_ID },
  }),
  answersMessage('POST', '/sys/sysDepartRole/deptRoleUserAdd', {
    body: { userId: NO_SUCH_ID, newRoleId: NO_SUCH_ID, oldRoleId: '' },
  }),
  answersMessage('DELETE', '/sys/sysDepartRole/deleteBatch', { query: { ids: NO_SUCH_ID } }),
  { method: 'GET', path: '/sys/role/exportXls', reads: [], note: 'answers an .xlsx file, not JSON' },
  answersMessage(
    'POST',
    '/sys/role/importExcel',
    { body: {} },
    'the client uploads multipart; a JSON body is refused with 400',
  ),
  { method: 'GET', path: '/sys/sysDepart/exportXls', reads: [], note: 'answers an .xlsx file, not JSON' },
  answersMessage(
    'POST',
    '/sys/sysDepart/importExcel',
    { body: {} },
    'the client uploads multipart; a JSON body is refused with 400',
  ),
  // Data rules of departments and department roles
  answersMessage(
    'GET',
    '/sys/sysDepartPermission/datarule/{permissionId}/{departId}',
    { params: { permissionId: 'menu-system-dict', departId: NO_SUCH_ID } },
    'unknown department: 404 部门不存在',
  ),
  answersMessage(
    'POST',
    '/sys/sysDepartPermission/datarule',
    { body: { permissionId: 'menu-system-dict', departId: NO_SUCH_ID, dataRuleIds: '' } },
    'unknown department: 404 部门不存在',
  ),
  answersMessage(
    'GET',
    '/sys/sysDepartRole/datarule/{permissionId}/{departId}/{roleId}',
    { params: { permissionId: 'menu-system-dict', departId: NO_SUCH_ID, roleId: NO_SUCH_ID } },
    'unknown department role: 404 部门角色不存在',
  ),
  answersMessage(
    'POST',
    '/sys/sysDepartRole/datarule',
    { body: { permissionId: 'menu-system-dict', roleId: NO_SUCH_ID, dataRuleIds: '' } },
    'unknown department role: 404 部门角色不存在',
  ),
  answersMessage(
    'GET',
    '/sys/sysDepartRolePermission/datarule/{permissionId}/{departId}/{roleId}',
    { params: { permissionId: 'menu-system-dict', departId: NO_SUCH_ID, roleId: NO_SUCH_ID } },
    'unknown department role: 404 部门角色不存在',
  ),
  answersMessage(
    'POST',
    '/sys/sysDepartRolePermission/datarule',
    { body: { permissionId: 'menu-system-dict', roleId: NO_SUCH_ID, dataRuleIds: '' } },
    'unknown department role: 404 部门角色不存在',
  ),
];
