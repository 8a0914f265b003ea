import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Layout } from 'antd';
import { NoticeBell } from '../../domains/notice/components/notice-bell.tsx';
import type { MenuTheme } from '../../stores/prefs-store.ts';
import { BrandBlock } from './brand-block.tsx';
import { MenuSearch } from './menu-search.tsx';
import { NavMenu } from './nav-menu.tsx';
import { UserMenu } from './user-menu.tsx';

interface AppHeaderProps {
  topMenu: boolean;
  mobile: boolean;
  collapsed: boolean;
  theme: MenuTheme;
  onToggle: () => void;
}

export function AppHeader({ topMenu, mobile, collapsed, theme, onToggle }: AppHeaderProps) {
  const dark = topMenu && theme === 'dark';
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        paddingInline: '0 16px',
        background: dark ? '#001529' : '#fff',
        color: dark ? '#fff' : undefined,
        boxShadow: '0 1px 4px rgba(0, 21, 41, 0.08)',
        position: 'relative',
        zIndex: 10,
      }}
    >
      {topMenu ? (
        <>
          <BrandBlock dark={dark} />
          <NavMenu mode="horizontal" theme={theme} />
        </>
      ) : (
        <>
          <button
            type="button"
            className="ck-header-trigger"
            aria-label={mobile ? '打开菜单' : collapsed ? '展开菜单' : '收起菜单'}
            onClick={onToggle}
          >
            {mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          </button>
          <div style={{ flex: 1 }} />
        </>
      )}
      <MenuSearch mobile={mobile} />
      <NoticeBell />
      <UserMenu compact={mobile} />
    </Layout.Header>
  );
}
