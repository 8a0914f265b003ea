import { DEMO_PASSWORD } from '../../../../../test/helpers/fixtures.ts';
import type { ClientCall } from '../client-call.ts';

/**
 * The client's system-side calls (login, session, users, roles, menus, departments, dictionaries,
 * config, announcements, logs) that the server serves, with the fields its pages read.
 */
export const systemCalls: readonly ClientCall[] = [
  // Login page and the session the layout builds from it.
  {
    method: 'POST',
    path: '/sys/login',
    as: 'anonymous',
    body: { username: 'teacher', password: DEMO_PASSWORD, captcha: '', checkKey: '' },
    reads: [
      'success',
      'result.token',
      'result.userInfo.username',
      'result.userInfo.realname',
      'result.departs',
    ],
  },
  { method: 'GET', path: '/sys/config/getCurrentConfig', as: 'anonymous', reads: ['success', 'result'] },
  {
    method: 'GET',
    path: '/sys/randomImage/{key}',
    as: 'anonymous',
    params: { key: 'k1' },
    reads: ['result'],
  },
  {
    method: 'GET',
    path: '/sys/user/checkOnlyUser',
    as: 'anonymous',
    query: { username: 'nobody_here' },
    reads: ['success'],
  },
  {
    method: 'GET',
    path: '/sys/permission/getUserPermissionByToken',
    reads: ['success', 'result.menu.0.path', 'result.auth', 'result.allAuth'],
  },
  { method: 'GET', path: '/sys/permission/getUserPermissionByToken', as: 'student', reads: ['result.menu'] },
  { method: 'GET', path: '/sys/user/info', as: 'teacher', reads: ['result'] },
  { method: 'GET', path: '/sys/user/getCurrentUserDeparts', as: 'teacher', reads: ['success', 'result'] },
  { method: 'GET', path: '/sys/dict/queryAllDictItems', as: 'student', reads: ['result.sex.0.value'] },
  {
    method: 'GET',
    path: '/sys/dict/getDictItems/{code}',
    params: { code: 'sex' },
    as: 'student',
    reads: ['result.0.value', 'result.0.text'],
  },
  {
    method: 'GET',
    path: '/sys/dict/getDictItems/{code}',
    params: { code: 'msgSendStatus' },
    reads: ['result.0.value', 'result.0.text'],
  },
  ...['msgType', 'file_type', 'operate_type', 'position_rank', 'message_type'].map(
    (code): ClientCall => ({
      method: 'GET',
      path: '/sys/dict/getDictItems/{code}',
      params: { code },
      reads: ['result.0.value', 'result.0.text'],
    }),
  ),
  {
    method: 'GET',
    path: '/sys/dict/getDictItems/{code}',
    params: { code: 'sys_user,realname,id' },
    reads: ['result.0.value', 'result.0.text'],
    note: 'a table dictionary the client’s user selects use',
  },
  { method: 'GET', path: '/sys/dict/refleshCache', reads: ['success'] },
  // 用户管理
  {
    method: 'GET',
    path: '/sys/user/list',
    query: { pageNo: '1', pageSize: '10', column: 'createTime', order: 'desc' },
    reads: [
      'success',
      'result.total',
      'result.records.0.id',
      'result.records.0.username',
      'result.records.0.realname',
      'result.records.0.status',
    ],
  },
  { method: 'GET', path: '/sys/user/queryById', query: { id: 'none' }, reads: [] },
  { method: 'GET', path: '/sys/user/queryUserRole', query: { userid: 'none' }, reads: ['success'] },
  { method: 'GET', path: '/sys/user/queryUserByDepId', query: { id: 'none' }, reads: ['success'] },
  {
    method: 'GET',
    path: '/sys/user/userRoleList',
    query: { roleId: 'none', pageNo: '1', pageSize: '10' },
    reads: ['success'],
  },
  { method: 'GET', path: '/sys/user/departUserList', query: { depId: 'none' }, reads: ['success'] },
  // 角色管理
  {
    method: 'GET',
    path: '/sys/role/list',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['result.records.0.roleName', 'result.records.0.roleCode', 'result.total'],
  },
  { method: 'GET', path: '/sys/role/queryall', reads: ['result.0.id', 'result.0.roleName'] },
  { method: 'GET', path: '/sys/role/queryMySubRole', as: 'teacher', reads: ['success'] },
  { method: 'GET', path: '/sys/role/queryTreeList', reads: ['result.treeList', 'result.ids'] },
  // 菜单管理
  { method: 'GET', path: '/sys/permission/list', reads: ['result.0.id', 'result.0.name'] },
  { method: 'GET', path: '/sys/permission/queryTreeList', reads: ['result.treeList', 'result.ids'] },
  {
    method: 'GET',
    path: '/sys/permission/queryRolePermission',
    query: { roleId: 'none' },
    reads: ['success'],
  },
  {
    method: 'GET',
    path: '/sys/permission/getPermRuleListByPermId',
    query: { permissionId: 'none' },
    reads: ['success'],
  },
  // 部门管理
  { method: 'GET', path: '/sys/sysDepart/queryTreeList', reads: ['result.0.id', 'result.0.title'] },
  { method: 'GET', path: '/sys/sysDepart/queryIdTree', reads: ['result.0.key'] },
  { method: 'GET', path: '/sys/sysDepart/queryMyDeptTreeList', as: 'teacher', reads: ['success'] },
  { method: 'GET', path: '/sys/sysDepart/searchBy', query: { keyWord: '码趣' }, reads: ['success'] },
  {
    method: 'GET',
    path: '/sys/sysDepartRole/list',
    query: { deptId: 'none', pageNo: '1', pageSize: '10' },
    reads: ['success'],
  },
  // 数据字典, 分类字典, 编码校验规则, 重复校验
  {
    method: 'GET',
    path: '/sys/dict/list',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['result.records.0.dictCode', 'result.records.0.dictName', 'result.total'],
  },
  {
    method: 'GET',
    path: '/sys/dictItem/list',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['result.records.0.itemText', 'result.records.0.itemValue'],
  },
  {
    method: 'GET',
    path: '/sys/category/loadAllData',
    as: 'teacher',
    query: { code: '' },
    reads: ['success'],
  },
  { method: 'GET', path: '/sys/category/loadTreeRoot', query: { pcode: '' }, reads: ['success'] },
  { method: 'GET', path: '/sys/category/loadTreeData', query: { pcode: '' }, reads: ['success'] },
  { method: 'GET', path: '/sys/checkRule/checkByCode', query: { ruleCode: 'none', value: '1' }, reads: [] },
  {
    method: 'GET',
    path: '/sys/checkRule/list',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['result.records', 'result.total'],
  },
  {
    method: 'GET',
    path: '/sys/duplicate/check',
    as: 'teacher',
    query: { tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_here' },
    reads: ['success'],
  },
  // 系统配置, 日志, 首页统计
  { method: 'GET', path: '/sys/config/list', reads: ['success', 'result'] },
  {
    method: 'GET',
    path: '/sys/log/list',
    query: { pageNo: '1', pageSize: '10', logType: '1' },
    reads: ['result.records', 'result.total'],
  },
  { method: 'GET', path: '/sys/loginfo', reads: ['success', 'result'] },
  { method: 'GET', path: '/sys/visitInfo', reads: ['success', 'result'] },
  // 通知公告 and my messages
  {
    method: 'GET',
    path: '/sys/annountCement/list',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['result.records', 'result.total'],
  },
  {
    method: 'GET',
    path: '/sys/annountCement/listByUser',
    as: 'student',
    reads: ['result.anntMsgList', 'result.anntMsgTotal', 'result.sysMsgList', 'result.sysMsgTotal'],
  },
  {
    method: 'GET',
    path: '/sys/sysAnnouncementSend/getMyAnnouncementSend',
    as: 'student',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['result.records', 'result.total'],
  },
  { method: 'GET', path: '/sys/annountCement/queryById', as: 'student', query: { id: 'none' }, reads: [] },
  {
    method: 'PUT',
    path: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
    as: 'student',
    body: { anntId: 'none' },
    reads: [],
  },
  { method: 'PUT', path: '/sys/sysAnnouncementSend/readAll', as: 'student', reads: ['success'] },
  // 文件
  {
    method: 'GET',
    path: '/sys/file/list',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['result.records', 'result.total'],
  },
];
