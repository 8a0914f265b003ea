import { answersMessage, type ClientCall } from '../client-call.ts';

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
  answersMessage(
    'PUT',
    `/sys/dict/back/${MISSING}`,
    {},
    'restoring a dictionary that is not in the recycle bin: 404 with a Chinese message',
  ),
  answersMessage(
    'DELETE',
    `/sys/dict/deletePhysic/${MISSING}`,
    {},
    'purging a dictionary that is not in the recycle bin: 404 with a Chinese message',
  ),

  // Categories (SysCategoryList and the category select)
  {
    method: 'GET',
    path: '/sys/category/rootList',
    query: { pageNo: '1', pageSize: '10' },
    reads: ['success', 'result.records', 'result.total'],
    note: 'the seed holds no categories, so no record fields are read',
  },
  { method: 'GET', path: '/sys/category/childList', query: { pid: MISSING }, reads: ['success', 'result'] },
  answersMessage('GET', '/sys/category/checkCode', { query: { pid: '', code: 'Z98' } }),
  answersMessage(
    'GET',
    '/sys/category/loadOne',
    { query: { field: 'code', val: 'Z98' } },
    'no such category in the seed: 404 查询无果',
  ),
  {
    method: 'GET',
    path: '/sys/category/loadDictItem',
    query: { ids: MISSING, pcode: '0' },
    reads: ['success', 'result'],
  },
  answersMessage('DELETE', '/sys/category/deleteBatch', { query: { ids: MISSING } }),
  {
    method: 'GET',
    path: '/sys/category/exportXls',
    reads: [],
    note: 'answers an .xlsx file, not JSON',
  },
  answersMessage(
    'POST',
    '/sys/category/importExcel',
    { body: {} },
    'the client uploads multipart; a JSON body is refused with 400 请以 multipart/form-data 上传 .xlsx 文件',
  ),

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
  answersMessage('POST', '/sys/config/saveTenantConfig', { body: { _linkman: '联系人' } }),

  // File manager (SysFileList)
  {
    method: 'GET',
    path: '/system/sysFile/list',
    query: { pageNo: '1', pageSize: '10', fileType: '', fileName: '' },
    reads: ['success', 'result.records', 'result.total'],
  },
  answersMessage('GET', '/system/sysFile/queryById', { query: { id: MISSING } }),
  answersMessage(
    'POST',
    '/system/sysFile/add',
    { body: { fileName: '不存在.png', filePath: 'temp/not-uploaded.png', fileTag: '标签' } },
    'a path that was never uploaded: 404 文件不存在，请先上传文件',
  ),
  answersMessage('PUT', '/system/sysFile/edit', { body: { id: MISSING, fileName: '改名.png' } }),
  { method: 'DELETE', path: '/system/sysFile/delete', query: { id: MISSING }, reads: ['success', 'message'] },
  answersMessage('DELETE', '/system/sysFile/deleteBatch', { query: { ids: MISSING } }),

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
  answersMessage(
    'POST',
    '/sys/annountCement/importExcel',
    { body: {} },
    'the client uploads multipart; a JSON body is refused with 400',
  ),
  answersMessage('GET', '/sys/annountCement/syncNotic', { query: { anntId: MISSING } }),

  // Sign-in helpers (the login page)
  {
    method: 'GET',
    path: '/sys/getEncryptedString',
    as: 'anonymous',
    reads: ['success', 'result.key', 'result.iv'],
    note: 'passwords travel over TLS only: key and iv are empty',
  },
  answersMessage(
    'POST',
    '/sys/checkCaptcha',
    { as: 'anonymous', body: { captcha: 'abcd', checkKey: 'contract-no-such-key' } },
    'no image was asked for under that key: 400 验证码已失效，请刷新验证码',
  ),
];
