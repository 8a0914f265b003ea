import { KeyOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, List } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../../../stores/session-store.ts';
import { maskPhone } from '../../../../site/components/profile-card.tsx';
import { PasswordModal } from '../../../components/password-modal.tsx';

/** 安全设置: password (the modal of SPEC §5) and the bound phone. */
export function SecuritySettings() {
  const navigate = useNavigate();
  const userInfo = useSession((s) => s.userInfo);
  const [open, setOpen] = useState(false);
  return (
    <>
      <List
        itemLayout="horizontal"
        dataSource={['password', 'phone']}
        renderItem={(key) =>
          key === 'password' ? (
            <List.Item
              actions={[
                <Button key="edit" type="link" onClick={() => setOpen(true)}>
                  修改
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<KeyOutlined style={{ fontSize: 24 }} />}
                title="账户密码"
                description="修改密码后所有设备需要重新登录"
              />
            </List.Item>
          ) : (
            <List.Item
              actions={[
                <Button key="bind" type="link" onClick={() => navigate('/account/settings/binding')}>
                  {userInfo?.phone ? '更换' : '绑定'}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<MobileOutlined style={{ fontSize: 24 }} />}
                title="密保手机"
                description={maskPhone(userInfo?.phone)}
              />
            </List.Item>
          )
        }
      />
      <PasswordModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
