import { KeyOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { PasswordModal } from '../../features/auth/password-modal.tsx';
import { useSession } from '../../stores/session-store.ts';

/** Account settings: the basic profile and security entry points. Profile editing comes later. */
export function AccountSettingsPage() {
  const userInfo = useSession((s) => s.userInfo);
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={
          <span>
            <UserOutlined /> 基本设置
          </span>
        }
      >
        <Descriptions
          column={1}
          items={[
            { key: 'username', label: '用户名', children: userInfo?.username || '—' },
            { key: 'realname', label: '真实姓名', children: userInfo?.realname || '—' },
            { key: 'nickname', label: '昵称', children: userInfo?.nickname || '—' },
            { key: 'phone', label: '手机号', children: userInfo?.phone || '—' },
          ]}
        />
        <Typography.Text type="secondary">资料修改功能即将开放，如需调整请联系管理员。</Typography.Text>
      </Card>
      <Card
        variant="borderless"
        title={
          <span>
            <SafetyOutlined /> 安全设置
          </span>
        }
      >
        <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 16 }}>
          <div>
            <div>账户密码</div>
            <Typography.Text type="secondary">修改密码后需要重新登录。</Typography.Text>
          </div>
          <Button icon={<KeyOutlined />} onClick={() => setPasswordOpen(true)}>
            修改
          </Button>
        </div>
      </Card>
      <PasswordModal open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Space>
  );
}
