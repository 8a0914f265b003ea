import {
  BellOutlined,
  BgColorsOutlined,
  LinkOutlined,
  PictureOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Card, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { ThemeSettings } from '../../../../layouts/main-layout/theme-settings.tsx';
import { AvatarEditor } from './settings/avatar-editor.tsx';
import { BaseSettings } from './settings/base-settings.tsx';
import { BindingSettings } from './settings/binding-settings.tsx';
import { NotificationSettings } from './settings/notification-settings.tsx';
import { SecuritySettings } from './settings/security-settings.tsx';

/** The settings tabs and their paths `/account/settings/<key>` (SPEC §2 account settings). */
export const SETTINGS_TABS: { key: string; label: string; icon: ReactNode; render: () => ReactNode }[] = [
  { key: 'base', label: '基本设置', icon: <UserOutlined />, render: () => <BaseSettings /> },
  { key: 'security', label: '安全设置', icon: <SafetyOutlined />, render: () => <SecuritySettings /> },
  { key: 'custom', label: '个性化', icon: <BgColorsOutlined />, render: () => <ThemeSettings /> },
  { key: 'binding', label: '账号绑定', icon: <LinkOutlined />, render: () => <BindingSettings /> },
  {
    key: 'notification',
    label: '新消息通知',
    icon: <BellOutlined />,
    render: () => <NotificationSettings />,
  },
  { key: 'avatar', label: '头像', icon: <PictureOutlined />, render: () => <AvatarEditor size={128} /> },
];

export function AccountSettingsPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mobile = useViewport() === 'mobile';
  const key = SETTINGS_TABS.find((t) => pathname.endsWith(`/${t.key}`))?.key ?? 'base';
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={key}
        tabPlacement={mobile ? 'top' : 'start'}
        onChange={(k) => navigate(`/account/settings/${k}`)}
        items={SETTINGS_TABS.map((t) => ({
          key: t.key,
          label: (
            <span>
              {t.icon} {t.label}
            </span>
          ),
          children: <div style={{ maxWidth: 860, paddingInline: mobile ? 0 : 16 }}>{t.render()}</div>,
        }))}
        destroyOnHidden
      />
    </Card>
  );
}
