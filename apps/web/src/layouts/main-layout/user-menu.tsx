import {
  ApartmentOutlined,
  BgColorsOutlined,
  KeyOutlined,
  LogoutOutlined,
  ProfileOutlined,
  SettingOutlined,
  StarOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { fileUrl } from '../../components/file-url.ts';
import { DepartSelectModal } from '../../domains/identity/components/depart-select-modal.tsx';
import { PasswordModal } from '../../domains/identity/components/password-modal.tsx';
import { signOut } from '../../domains/identity/session-actions.ts';
import { accountLinks } from '../../domains/site/account-links.ts';
import { useBrand } from '../../hooks/use-sys-config.ts';
import { useSession } from '../../stores/session-store.ts';
import { ThemeDrawer } from './theme-drawer.tsx';

/** The header's user entry: avatar, name and the account dropdown of SPEC §2. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { config } = useBrand();
  const userInfo = useSession((s) => s.userInfo);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [departOpen, setDepartOpen] = useState(false);
  const [themeOpen, setThemeOpen] = useState(false);
  const closePassword = useCallback(() => setPasswordOpen(false), []);
  const closeDepart = useCallback(() => setDepartOpen(false), []);
  const name = userInfo?.realname || userInfo?.nickname || userInfo?.username || '用户';
  const avatar = fileUrl(userInfo?.avatar || config.avatar, config);

  const links = accountLinks(config.indexConfig);
  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: '个人中心' },
    ...links.map((l) => ({
      key: l.key,
      icon: l.key === 'points' ? <StarOutlined /> : <ProfileOutlined />,
      label: l.label,
    })),
    { key: 'settings', icon: <SettingOutlined />, label: '账户设置' },
    // The theme drawer is a development preview only (SPEC §2).
    ...(import.meta.env.DEV ? [{ key: 'theme', icon: <BgColorsOutlined />, label: '主题设置' }] : []),
    { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
    { key: 'depart', icon: <ApartmentOutlined />, label: '切换部门' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const link = links.find((l) => l.key === key);
    if (link) navigate(link.path);
    else if (key === 'center') navigate('/account/center');
    else if (key === 'settings') navigate('/account/settings/base');
    else if (key === 'theme') setThemeOpen(true);
    else if (key === 'password') setPasswordOpen(true);
    else if (key === 'depart') setDepartOpen(true);
    else if (key === 'logout') {
      modal.confirm({
        title: '提示',
        content: '真的要退出登录吗？',
        okText: '确定',
        cancelText: '取消',
        onOk: () => signOut(),
      });
    }
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click', 'hover']}>
        <span className="ck-user-entry" data-testid="user-menu">
          <Avatar size="small" src={avatar} icon={<UserOutlined />} />
          {!compact && (
            <span style={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
          )}
        </span>
      </Dropdown>
      <PasswordModal open={passwordOpen} onClose={closePassword} />
      <DepartSelectModal open={departOpen} onDone={closeDepart} onCancel={closeDepart} />
      {import.meta.env.DEV && <ThemeDrawer open={themeOpen} onClose={() => setThemeOpen(false)} />}
    </>
  );
}
