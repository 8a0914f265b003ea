import { ExportOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { MenuNode } from '../../api/types.ts';
import { normalizePath } from '../../app/public-paths.ts';
import { MenuIcon } from '../../components/menu-icon.tsx';

export type MenuItem = Required<MenuProps>['items'][number];

const visible = (nodes: MenuNode[] | undefined) => (nodes ?? []).filter((n) => !n.hidden);

/** Server menu -> antd items; hidden nodes are skipped and a node whose children are all hidden is a leaf. */
export function toMenuItems(nodes: MenuNode[]): MenuItem[] {
  return visible(nodes).map((node) => {
    const title = node.meta?.title ?? node.name ?? node.path;
    const icon = node.meta?.icon ? <MenuIcon key="icon" name={node.meta.icon} /> : undefined;
    const children = visible(node.children);
    if (children.length) return { key: node.path, icon, label: title, children: toMenuItems(children) };
    const label = node.meta?.internalOrExternal ? (
      <span key="label">
        {title} <ExportOutlined style={{ fontSize: 11, opacity: 0.6 }} />
      </span>
    ) : (
      title
    );
    return { key: node.path, icon, label };
  });
}

export function findMenuNode(nodes: MenuNode[], key: string): MenuNode | undefined {
  for (const node of nodes) {
    if (node.path === key) return node;
    const inner = findMenuNode(node.children ?? [], key);
    if (inner) return inner;
  }
  return undefined;
}

/** Keys of the submenus to open so that `pathname` is visible. */
export function ancestorKeys(
  nodes: MenuNode[],
  pathname: string,
  trail: string[] = [],
): string[] | undefined {
  const target = normalizePath(pathname);
  for (const node of nodes) {
    if (normalizePath(node.path) === target) return trail;
    const inner = ancestorKeys(node.children ?? [], pathname, [...trail, node.path]);
    if (inner) return inner;
  }
  return undefined;
}

/** Every visible leaf, for quick links. */
export function menuLeaves(nodes: MenuNode[]): MenuNode[] {
  return visible(nodes).flatMap((n) => (visible(n.children).length ? menuLeaves(n.children ?? []) : [n]));
}

/** Only web and same-site addresses may be opened from a menu (a stored `javascript:` URL must not run). */
export function safeExternalUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const u = url.trim();
  return /^https?:\/\//i.test(u) || (u.startsWith('/') && !u.startsWith('//')) ? u : undefined;
}

/** What a click on a menu node does: open an external address in a new tab, or navigate inside. */
export function menuTarget(node: MenuNode): { external: string } | { internal: string } | null {
  if (node.meta?.internalOrExternal) {
    const url = safeExternalUrl(node.meta.url || node.path);
    return url ? { external: url } : null;
  }
  return { internal: node.path };
}
