import type { ButtonAuth, UserMenuNode as MenuNode } from '@ck/shared';
import type { sysPermission } from '../tables.ts';

type PermissionRow = typeof sysPermission.$inferSelect;

/** Route name of a menu: its component name, else its path without the leading "/" and "/" -> "-". */
export const routeName = (p: Pick<PermissionRow, 'componentName' | 'url'>) =>
  p.componentName || (p.url ?? '').replace(/^\//, '').replace(/\//g, '-');

const isExternal = (url: string | null) => !!url && /^https?:\/\//i.test(url);

/** Builds the menu tree of JeecgBoot's getUserPermissionByToken from granted, sorted permission rows. */
export function buildMenuTree(rows: PermissionRow[]): MenuNode[] {
  const buttonsOf = new Map<string, ButtonAuth[]>();
  for (const r of rows) {
    if (r.menuType !== 2 || !r.perms || !r.parentId) continue;
    const list = buttonsOf.get(r.parentId) ?? [];
    list.push({ action: r.perms, type: r.permsType, describe: r.name });
    buttonsOf.set(r.parentId, list);
  }
  const menus = rows.filter((r) => r.menuType !== 2);
  const ids = new Set(menus.map((m) => m.id));
  const toNode = (r: PermissionRow, root: boolean): MenuNode => {
    const node: MenuNode = {
      id: r.id,
      route: r.isRoute ? '1' : '0',
      path: r.url ?? '',
      name: routeName(r),
      component: r.component,
      meta: { keepAlive: r.keepAlive, internalOrExternal: r.internalOrExternal, title: r.name },
    };
    if (r.hidden) node.hidden = true;
    if (r.alwaysShow) node.alwaysShow = true;
    if (root) node.redirect = r.redirect;
    if (r.componentName) node.meta.componentName = r.componentName;
    if (r.icon) node.meta.icon = r.icon;
    if (isExternal(r.url)) node.meta.url = r.url ?? undefined;
    const buttons = buttonsOf.get(r.id);
    if (buttons) node.meta.permissionList = buttons;
    const children = menus.filter((c) => c.parentId === r.id).map((c) => toNode(c, false));
    if (children.length) node.children = children;
    return node;
  };
  return menus.filter((m) => !m.parentId || !ids.has(m.parentId)).map((m) => toNode(m, true));
}
