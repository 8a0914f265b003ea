import { UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { type CSSProperties, Suspense } from 'react';
import { Link } from 'react-router';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { BrandLogo } from '../../../../components/brand-logo.tsx';
import { fileUrl } from '../../../../components/file-url.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { LayoutFooter } from '../../../../layouts/layout-footer.tsx';
import { useSession } from '../../../../stores/session-store.ts';
import { WelcomeActions } from './welcome-actions.tsx';
import './welcome-page.css';
import { PlainTypography as Typography } from '../../../../components/plain-typography.tsx';

// Only signed-in visitors see the profile card (card, descriptions, exam list): it loads beside the page.
const ProfileCard = lazyNamed(() => import('../../components/profile-card.tsx'), 'ProfileCard');

/** `/`: the brand welcome with a login entry, or the signed-in user's shortcuts and profile card (SPEC §1). */
export function WelcomePage() {
  useDocumentTitle();
  const { name, desc, config } = useBrand();
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const background = fileUrl(config.file_homeBg, config);
  const indexLogo = config.indexConfig?.indexLogo;

  const page: CSSProperties = {
    backgroundColor: config.homeBgColor || '#eaf4ff',
    backgroundImage: background ? `url("${background}")` : undefined,
    backgroundRepeat: config.homeBgRepeat || 'no-repeat',
    backgroundSize:
      background && (!config.homeBgRepeat || config.homeBgRepeat === 'no-repeat') ? 'cover' : undefined,
  };

  return (
    <div className={`ck-welcome${background ? '' : ' ck-welcome-default-bg'}`} style={page}>
      <main className="ck-welcome-main">
        <section className="ck-welcome-panel" data-testid="welcome-panel">
          {indexLogo ? (
            <img className="ck-welcome-logo" src={fileUrl(indexLogo, config)} alt={name} />
          ) : (
            <BrandLogo size={72} />
          )}
          <Typography.Title level={2} style={{ marginTop: 16, marginBottom: 8 }}>
            {name}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
            {desc}
          </Typography.Paragraph>
          {token && (
            <div style={{ marginTop: 8 }}>
              <Avatar
                size={64}
                src={fileUrl(userInfo?.avatar || config.avatar, config)}
                icon={<UserOutlined />}
              />
              <Typography.Title
                level={4}
                style={{ marginTop: 12, marginBottom: 0 }}
                data-testid="welcome-nickname"
              >
                {userInfo?.nickname || userInfo?.realname || userInfo?.username || '同学'}
              </Typography.Title>
            </div>
          )}
          <WelcomeActions config={config} />
          <div className="ck-welcome-links">
            <Link to="/home-page/home">进入官网首页</Link>
            <span>·</span>
            <Link to="/home-page/frontNews">新闻动态</Link>
          </div>
        </section>
        {token && (
          <aside className="ck-welcome-side">
            <Suspense fallback={null}>
              <ProfileCard />
            </Suspense>
          </aside>
        )}
      </main>
      <LayoutFooter />
    </div>
  );
}
