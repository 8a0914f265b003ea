import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { openLink, safeLink } from '../../components/safe-url.ts';
import { type FrontMenuNode, fetchUserMenu } from '../../domains/site/api.ts';
import { useSession } from '../../stores/session-store.ts';

type Item = Required<MenuProps>['items'][number];

/** `needLogin` items show only to signed-in visitors (SPEC §6); the server filters too. */
export function visibleFrontMenu(nodes: FrontMenuNode[], signedIn: boolean): FrontMenuNode[] {
  return nodes
    .filter((n) => signedIn || !n.needLogin)
    .map((n) => ({ ...n, children: n.children ? visibleFrontMenu(n.children, signedIn) : undefined }));
}

function toItems(nodes: FrontMenuNode[]): Item[] {
  return nodes.map((n) => {
    const external = n.internalOrExternal || /^https?:/i.test(n.url);
    const label = external ? (
      <span key="label">
        {n.title} <ExportOutlined style={{ fontSize: 11, opacity: 0.6 }} />
      </span>
    ) : (
      n.title
    );
    return n.children?.length
      ? { key: `group:${n.id}`, label, children: toItems(n.children) }
      : { key: safeLink(n.url) ?? `bad:${n.id}`, label };
  });
}

export function useFrontMenu() {
  const token = useSession((s) => s.token);
  const query = useQuery({
    queryKey: ['front-menu', !!token],
    queryFn: fetchUserMenu,
    staleTime: 5 * 60_000,
  });
  return visibleFrontMenu(query.data ?? [], !!token);
}

/** The public site's menu from `/teaching/menu/getUserMenu`, horizontal in the header or inline in the drawer. */
export function FrontMenu({ mode, onNavigate }: { mode: 'horizontal' | 'inline'; onNavigate?: () => void }) {
  const nodes = useFrontMenu();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Menu
      mode={mode}
      items={toItems(nodes)}
      selectedKeys={[pathname === '/home-page' ? '/home-page/home' : pathname]}
      style={{
        borderBottom: 'none',
        borderInlineEnd: 'none',
        flex: 1,
        minWidth: 0,
        background: 'transparent',
      }}
      onClick={({ key }) => {
        if (key.startsWith('bad:')) return;
        openLink(key, navigate);
        onNavigate?.();
      }}
    />
  );
}
