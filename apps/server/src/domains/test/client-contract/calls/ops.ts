import type { ClientCall } from '../client-call.ts';

/** An id no seeded row has: destructive calls must then answer a Chinese error, never touch data or fail with 5xx. */
const MISSING = '00000000-0000-7000-8000-00000000dead';

/** The dictionary, category, settings, file, log, announcement and sign-in calls of the system pages. */
export const opsCalls: readonly ClientCall[] = [
  // Dictionaries (JSearchSelectTag, JTreeSelect, the dictionary page and its recycle bin)
  {
    method: 'GET',
    path: '/sys/dict/loadDict/sex',
    query: { keyword: '男' },
    reads: ['success', 'result.0.value', 'result.0.text'],
  },
  {
    method: 'GET',
    path: '/sys/dict/loadDict/sys_user,realname,id',
    query: { keyword: '' },
    reads: ['success', 'result.0.value', 'result.0.text'],
  },
  {
    method: 'GET',
    path: '/sys/dict/loadDictItem/sex',
    query: { key: '1,2' },
    reads: ['success', 'result.0'],
  },
  {
    method: 'GET',
    path: '/sys/dict/loadTreeData',
    query: {
      pid: '0',
      pidField: 'pid',
      tableName: 'sys_category',
      text: 'name',
      code: 'id',
      hasChildField: 'has_child',
      condition: '',
    },
    reads: ['success', 'result'],
  },
  {
    method: 'GET',
    path: '/sys/dict/treeList',
    reads: ['success', 'result.0.id', 'result.0.key', 'result.0.title', 'result.0.dictCode'],
  },
  {
    method: 'GET',
    path: '/sys/dict/getByCode',
    query: { dicCode: 'sex' },
    reads: ['success', 'result.id', 'result.dictName', 'result.dictCode'],
  },
  { method: 'GET', path: '/sys/dict/deleteList', reads: ['success', 'result'] },
  {
    method: 'PUT',
    path: `/sys/dict/back/${MISSING}`,
    reads: ['success', 'message'],
    note: 'restoring a dictionary that is not in the recycle bin: 404 with a Chinese message',
  },
  {
    method: 'DELETE',
    path: `/sys/dict/deletePhysic/${MISSING}`,
    reads: ['success', 'message'],
    note: 'purging a dictionary that is not in the recycle bin: 404 with a Chinese message',
  },

  // Categories (SysCategoryList and the category select)
  {
    method: 'GET',
    path: '/sys/category/rootList',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['success', 'result.records', 'result.total'],
    note: 'the seed holds no categories, so no record fields are read',
  },
  { method: 'GET', path: '/sys/category/childList', query: { pid: MISSING }, reads: ['success', 'result'] },
  {
    method: 'GET',
    path: '/sys/category/checkCode',
    query: { pid: '', code: 'Z98' },
    reads: ['success', 'message'],
  },
  {
    method: 'GET',
    path: '/sys/category/loadOne',
    query: { field: 'code', val: 'Z98' },
    reads: ['success', 'message'],
    note: 'no such category in the seed: 404 查询无果',
  },
  {
    method: 'GET',
    path: '/sys/category/loadDictItem',
    query: { ids: MISSING, pcode: '0' },
    reads: ['success', 'result'],
  },
  {
    method: 'DELETE',
    path: '/sys/category/deleteBatch',
    query: { ids: MISSING },
    reads: ['success', 'message'],
  },
  {
    method: 'GET',
    path: '/sys/category/exportXls',
    reads: [],
    note: 'answers an .xlsx file, not JSON',
  },
  {
    method: 'POST',
    path: '/sys/category/importExcel',
    body: {},
    reads: ['success', 'message'],
    note: 'the client uploads multipart; a JSON body is refused with 400 请以 multipart/form-data 上传 .xlsx 文件',
  },

  // Settings (SysConfig and the work share page)
  {
    method: 'GET',
    path: '/sys/config/getConfig',
    as: 'anonymous',
    query: { key: '_workShareHtml' },
    reads: ['success', 'result'],
  },
  {
    method: 'GET',
    path: '/sys/config/getAllConfigList',
    reads: ['success', 'result.0.configKey', 'result.0.configValue'],
  },
  {
    method: 'POST',
    path: '/sys/config/saveTenantConfig',
    body: { _linkman: '联系人' },
    reads: ['success', 'message'],
  },

  // File manager (SysFileList)
  {
    method: 'GET',
    path: '/system/sysFile/list',
    query: { pageNo: '1', pageSize: '10', fileType: '', fileName: '' },
    reads: ['success', 'result.records', 'result.total'],
  },
  {
    method: 'GET',
    path: '/system/sysFile/queryById',
    query: { id: MISSING },
    reads: ['success', 'message'],
  },
  {
    method: 'POST',
    path: '/system/sysFile/add',
    body: { fileName: '不存在.png', filePath: 'temp/not-uploaded.png', fileTag: '标签' },
    reads: ['success', 'message'],
    note: 'a path that was never uploaded: 404 文件不存在，请先上传文件',
  },
  {
    method: 'PUT',
    path: '/system/sysFile/edit',
    body: { id: MISSING, fileName: '改名.png' },
    reads: ['success', 'message'],
  },
  { method: 'DELETE', path: '/system/sysFile/delete', query: { id: MISSING }, reads: ['success', 'message'] },
  {
    method: 'DELETE',
    path: '/system/sysFile/deleteBatch',
    query: { ids: MISSING },
    reads: ['success', 'message'],
  },

  // Logs (LogList)
  { method: 'DELETE', path: '/sys/log/delete', query: { id: MISSING }, reads: ['success', 'message'] },
  { method: 'DELETE', path: '/sys/log/deleteBatch', query: { ids: MISSING }, reads: ['success', 'message'] },

  // Announcements (SysAnnouncementList)
  {
    method: 'GET',
    path: '/sys/annountCement/exportXls',
    reads: [],
    note: 'answers an .xlsx file, not JSON',
  },
  {
    method: 'POST',
    path: '/sys/annountCement/importExcel',
    body: {},
    reads: ['success', 'message'],
    note: 'the client uploads multipart; a JSON body is refused with 400',
  },
  {
    method: 'GET',
    path: '/sys/annountCement/syncNotic',
    query: { anntId: MISSING },
    reads: ['success', 'message'],
  },

  // Sign-in helpers (the login page)
  {
    method: 'GET',
    path: '/sys/getEncryptedString',
    as: 'anonymous',
    reads: ['success', 'result.key', 'result.iv'],
    note: 'passwords travel over TLS only: key and iv are empty',
  },
  {
    method: 'POST',
    path: '/sys/checkCaptcha',
    as: 'anonymous',
    body: { captcha: 'abcd', checkKey: 'contract-no-such-key' },
    reads: ['success', 'message'],
    note: 'no image was asked for under that key: 400 验证码已失效，请刷新验证码',
  },
];
