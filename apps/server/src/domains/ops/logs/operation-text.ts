import { isPermissionCode, permissionName, resources } from '@ck/shared';

const ACTIONS: Record<string, string> = {
  list: '查询',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  import: '导入',
};

const resourceLabels = new Map(resources.map((def) => [def.permPrefix, def.label]));

/**
 * The Chinese of an operation log's permission code: the catalogue's name, or a declared resource's
 * label and action (`字典新增`); other codes are shown as stored.
 */
export function operationText(code: string | null): string | null {
  if (!code) return null;
  const cut = code.lastIndexOf(':');
  const label = resourceLabels.get(code.slice(0, cut));
  const action = ACTIONS[code.slice(cut + 1)];
  if (label && action) return `${label}${action}`;
  return isPermissionCode(code) ? permissionName(code as Parameters<typeof permissionName>[0]) : code;
}
