import { MenuOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { lazyNamed } from '../../app/lazy-page.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { AiHeaderButton, useAiPanelInset } from '../../domains/ai/components/ai-header-button.tsx';
import { useBrand } from '../../hooks/use-sys-config.ts';
import { useViewport } from '../../hooks/use-viewport.ts';
import { useSession } from '../../stores/session-store.ts';
import { LayoutFooter } from '../layout-footer.tsx';
import { MascotWidget } from '../mascot/mascot-widget.tsx';
import { FrontMenu } from './front-menu.tsx';
import { headerSticky, newHomeHeaderHidden } from './header-rules.ts';
import { WelcomeCard } from './welcome-card.tsx';
import './new-home.css';

const FrontMenuDrawer = lazyNamed(() => import('./front-menu-drawer.tsx'), 'FrontMenuDrawer');

function useSticky(): boolean {
  const [sticky, setSticky] = useState(() => headerSticky(window.scrollY));
  useEffect(() => {
    const onScroll = () => setSticky(headerSticky(window.scrollY));
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return sticky;
}

/** The public site's layout: logo, front menu, login entry or welcome card, content, footer (SPEC §2). */
export function NewHomeLayout() {
  const { name } = useBrand();
  const token = useSession((s) => s.token);
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useViewport() === 'mobile';
  const sticky = useSticky();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const hidden = newHomeHeaderHidden(location.pathname, location.search);
  // The code dog panel (mounted at the app root) sits beside the content, never over it, on wider screens.
  const aiInset = useAiPanelInset(mobile);

  return (
    <div className="ck-nh" style={aiInset ? { paddingRight: aiInset } : undefined}>
      {!hidden && (
        <header
          className={`ck-nh-header${sticky ? ' ck-nh-header-sticky' : ''}`}
          data-testid="new-home-header"
        >
          <div className="ck-nh-header-inner">
            {mobile && (
              <Button
                type="text"
                aria-label="打开菜单"
                icon={<MenuOutlined />}
                onClick={() => {
                  setDrawerUsed(true);
                  setDrawerOpen(true);
                }}
              />
            )}
            <Link to="/home-page/home" className="ck-nh-brand">
              <BrandLogo size={32} />
              <span>{name}</span>
            </Link>
            {mobile ? <div style={{ flex: 1 }} /> : <FrontMenu mode="horizontal" />}
            <AiHeaderButton compact={mobile} />
            {token ? (
              <WelcomeCard compact={mobile} />
            ) : (
              <Space size={4}>
                <Button
                  type="primary"
                  size={mobile ? 'small' : 'middle'}
                  onClick={() => navigate('/user/login')}
                >
                  登录
                </Button>
              </Space>
            )}
          </div>
        </header>
      )}
      <main className="ck-nh-main">
        <Outlet />
      </main>
      <LayoutFooter />
      <MascotWidget />
      {drawerUsed && (
        <Suspense fallback={null}>
          <FrontMenuDrawer open={drawerOpen} title={name} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
