import { Layout } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { buildPageRoutes, matchPageRoute } from '../../app/page-routes.ts';
import { HOME_TAB_PATH, normalizePath } from '../../app/public-paths.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { useViewport } from '../../hooks/use-viewport.ts';
import { usePrefs } from '../../stores/prefs-store.ts';
import { useSession } from '../../stores/session-store.ts';
import { useTabs } from '../../stores/tabs-store.ts';
import { LayoutFooter } from '../layout-footer.tsx';
import { MascotWidget } from '../mascot/mascot-widget.tsx';
import { AppHeader } from './app-header.tsx';
import { MultiTabBar } from './multi-tab-bar.tsx';
import { PageStack } from './page-stack.tsx';
import { SideMenu } from './side-menu.tsx';
import { useAutoHide } from './use-auto-hide.ts';

/** Side or top menu, header, multi-tab bar, content and footer (SPEC §2). */
export function MainLayout() {
  const prefs = usePrefs();
  const viewport = useViewport();
  const mobile = viewport === 'mobile';
  const menu = useSession((s) => s.menu);
  const loaded = useSession((s) => s.permissionsLoaded);
  const routes = useMemo(() => buildPageRoutes(loaded ? menu : []), [loaded, menu]);
  const location = useLocation();
  const activeKey = normalizePath(location.pathname);
  const route = matchPageRoute(routes, activeKey);
  const openTab = useTabs((s) => s.open);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Tablets start collapsed, desktops follow the user's last choice (SPEC §4).
  const [tabletCollapsed, setTabletCollapsed] = useState(true);
  const collapsed = viewport === 'tablet' ? tabletCollapsed : prefs.siderCollapsed;
  const topMenu = prefs.layoutMode === 'topmenu' && !mobile;
  const headerHidden = useAutoHide(prefs.fixedHeader && prefs.autoHideHeader);
  const multipage = prefs.multipage && !mobile;

  useEffect(() => {
    if (viewport === 'tablet') setTabletCollapsed(true);
    if (viewport !== 'mobile') setDrawerOpen(false);
  }, [viewport]);

  useEffect(() => {
    if (route && !route.redirect) {
      openTab({ key: activeKey, fullPath: `${location.pathname}${location.search}`, title: route.title });
    }
  }, [route, activeKey, location.pathname, location.search, openTab]);

  useDocumentTitle(activeKey === HOME_TAB_PATH ? undefined : route?.title);

  // The home tab is always open: fetch its page now so going back to it does not wait for code.
  useEffect(() => {
    matchPageRoute(routes, HOME_TAB_PATH)?.page?.preload();
  }, [routes]);

  const toggle = () => {
    if (mobile) setDrawerOpen(true);
    else if (viewport === 'tablet') setTabletCollapsed((v) => !v);
    else prefs.update({ siderCollapsed: !prefs.siderCollapsed });
  };

  const fixedWidth = topMenu && prefs.contentWidth === 'Fixed';

  return (
    <Layout style={{ minHeight: '100vh' }} hasSider={!topMenu && !mobile}>
      {(!topMenu || mobile) && (
        <SideMenu
          theme={prefs.theme}
          collapsed={collapsed}
          fixed={prefs.fixSiderbar}
          mobile={mobile}
          drawerOpen={drawerOpen}
          onDrawerClose={() => setDrawerOpen(false)}
        />
      )}
      <Layout style={{ minWidth: 0 }}>
        <div
          style={
            prefs.fixedHeader
              ? {
                  position: 'sticky',
                  top: 0,
                  zIndex: 20,
                  transition: 'transform 0.2s',
                  transform: headerHidden ? 'translateY(-100%)' : undefined,
                }
              : undefined
          }
        >
          <AppHeader
            topMenu={topMenu}
            mobile={mobile}
            collapsed={collapsed}
            theme={prefs.theme}
            onToggle={toggle}
          />
          {multipage && <MultiTabBar activeKey={activeKey} />}
        </div>
        <Layout.Content style={{ padding: mobile ? 12 : 16 }}>
          <div style={fixedWidth ? { maxWidth: 1200, margin: '0 auto' } : undefined}>
            <PageStack routes={routes} multipage={multipage} />
          </div>
        </Layout.Content>
        <Layout.Footer style={{ padding: 0, background: 'transparent' }}>
          <LayoutFooter />
        </Layout.Footer>
        <MascotWidget />
      </Layout>
    </Layout>
  );
}
