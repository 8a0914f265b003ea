/** Shown when a user belongs to no department (login warning, department dialog). */
export const NO_DEPART_TEXT = '当前用户未设置部门信息，请联系管理员';
