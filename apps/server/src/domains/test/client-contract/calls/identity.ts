import type { ClientCall } from '../client-call.ts';

/** An id no seeded row holds: destructive calls aim at it and must answer a Chinese error, not a 5xx. */
const NO_SUCH_ID = '00000000-0000-7000-8000-000000000000';

/** The identity calls of the teaching-open client added or reshaped for it (users, roles, menus, departments). */
export const identityCalls: readonly ClientCall[] = [
  // Users
  { method: 'GET', path: '/sys/user/recycleBin', reads: ['success', 'result'] },
  {
    method: 'PUT',
    path: '/sys/user/putRecycleBin',
    body: { userIds: NO_SUCH_ID },
    reads: ['success', 'message'],
    note: 'no such user in the bin: 404 用户不存在',
  },
  {
    method: 'DELETE',
    path: '/sys/user/deleteRecycleBin',
    query: { userIds: NO_SUCH_ID },
    reads: ['success', 'message'],
    note: 'no such user in the bin: 404 用户不存在',
  },
  {
    method: 'GET',
    path: '/sys/user/userDepartList',
    query: { userId: NO_SUCH_ID },
    reads: ['success', 'message'],
    note: 'unknown user: 404 用户不存在',
  },
  { method: 'GET', path: '/sys/user/generateUserId', reads: ['success', 'result'] },
  {
    method: 'POST',
    path: '/sys/user/importStudent',
    query: { departIds: NO_SUCH_ID },
    reads: ['success', 'message'],
    note: 'unknown class, checked before the upload is read: 400 所选班级不存在',
  },
  {
    method: 'DELETE',
    path: '/sys/user/deleteUserInDepart',
    query: { depId: NO_SUCH_ID, userId: NO_SUCH_ID },
    reads: ['success', 'message'],
  },
  {
    method: 'DELETE',
    path: '/sys/user/deleteUserInDepartBatch',
    query: { depId: NO_SUCH_ID, userIds: NO_SUCH_ID },
    reads: ['success', 'message'],
  },
  {
    method: 'POST',
    path: '/sys/user/editSysDepartWithUser',
    body: { depId: NO_SUCH_ID, userIdList: [NO_SUCH_ID] },
    reads: ['success', 'message'],
  },
  {
    method: 'DELETE',
    path: '/sys/user/deleteUserRoleBatch',
    query: { roleId: NO_SUCH_ID, userIds: NO_SUCH_ID },
    reads: ['success', 'message'],
  },
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
  {
    method: 'POST',
    path: '/sys/user/phoneVerification',
    as: 'anonymous',
    body: { phone: '13800000000', smscode: '000000' },
    reads: ['success', 'message'],
    note: 'no code was sent: 400',
  },
  {
    method: 'GET',
    path: '/sys/user/passwordChange',
    as: 'anonymous',
    query: { username: 'admin', password: 'Passw0rd!x9', smscode: 'none', phone: '13800000000' },
    reads: ['success', 'message'],
    note: 'no verified phone: 400 手机验证已失效',
  },
  // Roles
  {
    method: 'GET',
    path: '/sys/role/checkRoleCode',
    query: { roleCode: 'student' },
    reads: ['success', 'message'],
    note: 'taken code: success false',
  },
  {
    method: 'DELETE',
    path: '/sys/role/deleteBatch',
    query: { ids: NO_SUCH_ID },
    reads: ['success', 'message'],
  },
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
  {
    method: 'DELETE',
    path: '/sys/permission/deleteBatch',
    query: { ids: NO_SUCH_ID },
    reads: ['success', 'message'],
    note: 'unknown menu: 404 菜单不存在',
  },
  // Departments and department roles
  {
    method: 'GET',
    path: '/sys/sysDepart/list',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['success', 'result.records.0.departName', 'result.records.0.orgCode', 'result.total'],
  },
  {
    method: 'GET',
    path: '/sys/sysDepart/queryParentName',
    query: { parentId: NO_SUCH_ID },
    reads: ['success', 'message'],
  },
  {
    method: 'DELETE',
    path: '/sys/sysDepart/deleteBatch',
    query: { ids: NO_SUCH_ID },
    reads: ['success', 'message'],
  },
  {
    method: 'GET',
    path: '/sys/sysDepartRole/getDeptRoleList',
    query: { departId: NO_SUCH_ID },
    reads: ['success', 'message'],
  },
  {
    method: 'GET',
    path: '/sys/sysDepartRole/getDeptRoleByUserId',
    query: { userId: NO_SUCH_ID, departId: NO_SUCH_ID },
    reads: ['success', 'message'],
  },
  {
    method: 'POST',
    path: '/sys/sysDepartRole/deptRoleUserAdd',
    body: { userId: NO_SUCH_ID, newRoleId: NO_SUCH_ID, oldRoleId: '' },
    reads: ['success', 'message'],
  },
  {
    method: 'DELETE',
    path: '/sys/sysDepartRole/deleteBatch',
    query: { ids: NO_SUCH_ID },
    reads: ['success', 'message'],
  },
  { method: 'GET', path: '/sys/role/exportXls', reads: [], note: 'answers an .xlsx file, not JSON' },
  {
    method: 'POST',
    path: '/sys/role/importExcel',
    body: {},
    reads: ['success', 'message'],
    note: 'the client uploads multipart; a JSON body is refused with 400',
  },
];
