import { Menu } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { normalizePath } from '../../app/public-paths.ts';
import { useSession } from '../../stores/session-store.ts';
import { ancestorKeys, findMenuNode, menuTarget, toMenuItems } from './menu-model.tsx';

interface NavMenuProps {
  mode: 'inline' | 'horizontal';
  theme: 'light' | 'dark';
  collapsed?: boolean;
  /** Called after a navigation (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** The server menu as an antd Menu: selected item follows the URL, external items open a new tab. */
export function NavMenu({ mode, theme, collapsed = false, onNavigate }: NavMenuProps) {
  const menu = useSession((s) => s.menu);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMemo(() => toMenuItems(menu), [menu]);
  const current = normalizePath(pathname);
  const [openKeys, setOpenKeys] = useState<string[]>(() => ancestorKeys(menu, current) ?? []);

  useEffect(() => {
    const ancestors = ancestorKeys(menu, current);
    if (ancestors?.length) setOpenKeys((keys) => Array.from(new Set([...keys, ...ancestors])));
  }, [menu, current]);

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={[current]}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      style={{ borderInlineEnd: 'none', flex: mode === 'horizontal' ? 1 : undefined, minWidth: 0 }}
      onClick={({ key }) => {
        const node = findMenuNode(menu, key);
        const target = node ? menuTarget(node) : null;
        if (!target) return;
        if ('external' in target) window.open(target.external, '_blank', 'noopener,noreferrer');
        else {
          navigate(target.internal);
          onNavigate?.();
        }
      }}
    />
  );
}
