import { Drawer, Layout } from 'antd';
import type { MenuTheme } from '../../stores/prefs-store.ts';
import { BrandBlock } from './brand-block.tsx';
import { NavMenu } from './nav-menu.tsx';

export const SIDER_WIDTH = 200;
export const SIDER_COLLAPSED_WIDTH = 80;

interface SideMenuProps {
  theme: MenuTheme;
  collapsed: boolean;
  fixed: boolean;
  /** Under 768 px the menu lives in a drawer. */
  mobile: boolean;
  drawerOpen: boolean;
  onDrawerClose: () => void;
}

export function SideMenu({ theme, collapsed, fixed, mobile, drawerOpen, onDrawerClose }: SideMenuProps) {
  const dark = theme === 'dark';
  if (mobile) {
    return (
      <Drawer
        placement="left"
        open={drawerOpen}
        onClose={onDrawerClose}
        size={SIDER_WIDTH}
        closable={false}
        styles={{ body: { padding: 0, background: dark ? '#001529' : '#fff' } }}
      >
        <BrandBlock dark={dark} />
        <NavMenu mode="inline" theme={theme} onNavigate={onDrawerClose} />
      </Drawer>
    );
  }
  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      collapsible
      trigger={null}
      theme={theme}
      style={{
        boxShadow: dark ? undefined : '2px 0 8px rgba(29, 35, 41, 0.05)',
        zIndex: 11,
        ...(fixed ? { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' } : {}),
      }}
    >
      <BrandBlock collapsed={collapsed} dark={dark} />
      <NavMenu mode="inline" theme={theme} collapsed={collapsed} />
    </Layout.Sider>
  );
}
