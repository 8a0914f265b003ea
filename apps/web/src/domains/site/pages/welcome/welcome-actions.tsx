import {
  AppstoreOutlined,
  CodeOutlined,
  DashboardOutlined,
  LoginOutlined,
  ProfileOutlined,
  ReadOutlined,
  ShopOutlined,
  StarOutlined,
  SwapOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SysConfig } from '../../../../api/types.ts';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { openLink, safeLink } from '../../../../components/safe-url.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { signOut } from '../../../identity/session-actions.ts';
import { truthy, type WelcomeButton, welcomeButtons } from './welcome-buttons.ts';

const ICONS: Record<WelcomeButton['key'], ReactNode> = {
  works: <AppstoreOutlined />,
  courses: <ReadOutlined />,
  switch: <SwapOutlined />,
  enter: <LoginOutlined />,
  admin: <DashboardOutlined />,
  oj: <CodeOutlined />,
  shop: <ShopOutlined />,
  points: <StarOutlined />,
  orders: <ProfileOutlined />,
  join: <TeamOutlined />,
};

/** The buttons of the welcome page (SPEC §1): entry, my works and courses, switch account, back office, shop, links, join class (the join page previews the class before joining). */
export function WelcomeActions({ config }: { config: SysConfig }) {
  const navigate = useNavigate();
  const { modal, message } = useFeedback();
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const index = config.indexConfig ?? {};
  const buttons = (index.buttonList ?? []).filter((b) => b.title && safeLink(b.desc));

  if (!token)
    return (
      <Space wrap style={{ justifyContent: 'center', marginTop: 24 }}>
        <Button type="primary" size="large" icon={<LoginOutlined />} onClick={() => navigate('/user/login')}>
          登录/注册
        </Button>
        {truthy(config.allowReg) && (
          <Button size="large" icon={<UserAddOutlined />} onClick={() => navigate('/user/register')}>
            注册账号
          </Button>
        )}
      </Space>
    );

  const switchAccount = () =>
    modal.confirm({
      title: '提示',
      content: '确定要退出当前账号并登录新账号吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: async () => {
        try {
          await signOut('/user/login');
        } catch (error) {
          message.error(error instanceof Error ? error.message : '切换账号失败');
        }
      },
    });

  const { main, more } = welcomeButtons(config, userInfo?.userIdentity);
  const render = (b: WelcomeButton, size?: 'large') => (
    <Button
      key={b.key}
      type={b.primary ? 'primary' : 'default'}
      size={size}
      icon={ICONS[b.key]}
      onClick={() => (b.key === 'switch' ? switchAccount() : b.to && navigate(b.to))}
    >
      {b.label}
    </Button>
  );

  return (
    <>
      <Space wrap style={{ justifyContent: 'center', marginTop: 16 }}>
        {main.map((b) => render(b, 'large'))}
      </Space>
      <Space wrap style={{ justifyContent: 'center', marginTop: 12 }}>
        {more.map((b) => render(b))}
        {buttons.map((b) => (
          <Button
            key={`${b.title}-${b.desc}`}
            icon={<TrophyOutlined />}
            onClick={() => openLink(b.desc, navigate)}
          >
            {b.title}
          </Button>
        ))}
      </Space>
    </>
  );
}
