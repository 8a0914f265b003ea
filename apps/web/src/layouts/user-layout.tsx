import { Link, Outlet } from 'react-router';
import { BrandLogo } from '../components/brand-logo.tsx';
import { PlainTypography as Typography } from '../components/plain-typography.tsx';
import { useBrand } from '../hooks/use-sys-config.ts';
import { LayoutFooter } from './layout-footer.tsx';

/** Brand header, description and footer around the login pages (SPEC §2). */
export function UserLayout() {
  const { name, desc } = useBrand();
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #e8f3ff 0%, #f5f9ff 45%, #ffffff 100%)',
      }}
    >
      <main
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          padding: '9vh 16px 24px',
        }}
      >
        <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 12, textDecoration: 'none' }}>
          <BrandLogo size={44} />
          <Typography.Title level={2} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
        </Link>
        <Typography.Text type="secondary" style={{ marginTop: 12, marginBottom: 32, textAlign: 'center' }}>
          {desc}
        </Typography.Text>
        <div style={{ width: '100%', maxWidth: 380 }}>
          <Outlet />
        </div>
      </main>
      <LayoutFooter />
    </div>
  );
}
