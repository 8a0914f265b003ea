import { LoginOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Space, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useNavigate } from 'react-router';
import { HOME_TAB_PATH } from '../../app/public-paths.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { fileUrl } from '../../components/file-url.ts';
import { signOut } from '../../features/auth/session-actions.ts';
import { useBrand } from '../../hooks/use-sys-config.ts';
import { LayoutFooter } from '../../layouts/layout-footer.tsx';
import { useSession } from '../../stores/session-store.ts';

/** `/`: the brand welcome with a login entry, or the signed-in user's shortcuts (SPEC §1). */
export function WelcomePage() {
  useDocumentTitle();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const { name, desc, config } = useBrand();
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const background = fileUrl(config.file_homeBg, config);

  const page: CSSProperties = {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundColor: config.homeBgColor || '#eaf4ff',
    backgroundImage: background
      ? `url("${background}")`
      : 'radial-gradient(circle at 20% 20%, #ffffff 0%, rgba(255,255,255,0) 45%), linear-gradient(160deg, #d9ecff 0%, #f4f9ff 60%, #ffffff 100%)',
    backgroundRepeat: config.homeBgRepeat || 'no-repeat',
    backgroundSize: background && !config.homeBgRepeat ? 'cover' : undefined,
  };

  const switchAccount = () =>
    modal.confirm({
      title: '提示',
      content: '确定要退出当前账号并登录新账号吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => signOut('/user/login'),
    });

  return (
    <div style={page}>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
        <div
          style={{
            width: '100%',
            maxWidth: 520,
            textAlign: 'center',
            background: 'rgba(255,255,255,0.85)',
            backdropFilter: 'blur(6px)',
            borderRadius: 16,
            padding: '48px 32px',
            boxShadow: '0 12px 40px rgba(31, 137, 242, 0.12)',
          }}
        >
          <BrandLogo size={72} />
          <Typography.Title level={2} style={{ marginTop: 16, marginBottom: 8 }}>
            {name}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
            {desc}
          </Typography.Paragraph>
          {token ? (
            <>
              <Avatar
                size={64}
                src={fileUrl(userInfo?.avatar || config.avatar, config)}
                icon={<UserOutlined />}
                style={{ marginTop: 16 }}
              />
              <Typography.Title level={4} style={{ marginTop: 12 }}>
                {userInfo?.nickname || userInfo?.realname || userInfo?.username || '同学'}
              </Typography.Title>
              <Space wrap style={{ marginTop: 8, justifyContent: 'center' }}>
                <Button type="primary" size="large" onClick={() => navigate(HOME_TAB_PATH)}>
                  进入系统
                </Button>
                <Button size="large" icon={<SwapOutlined />} onClick={switchAccount}>
                  切换账号
                </Button>
                <Button size="large" icon={<UserOutlined />} onClick={() => navigate('/account/center')}>
                  个人中心
                </Button>
              </Space>
            </>
          ) : (
            <Button
              type="primary"
              size="large"
              icon={<LoginOutlined />}
              style={{ marginTop: 24, minWidth: 180 }}
              onClick={() => navigate('/user/login')}
            >
              登录/注册
            </Button>
          )}
        </div>
      </main>
      <LayoutFooter />
    </div>
  );
}
