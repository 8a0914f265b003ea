import { LogoutOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Result, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/http-errors.ts';
import { DEFAULT_LANDING } from '../../../app/public-paths.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useSession } from '../../../stores/session-store.ts';
import { signOut } from '../../identity/session-actions.ts';
import { TENANT_KEY, tenantNotice } from '../api.ts';

/**
 * 机构已到期: what a user of a disabled or expired tenant sees after signing in. Every other call of
 * theirs is refused by the server; this page reads the one notice they may read, and checks again.
 */
export function TenantNoticePage() {
  useDocumentTitle('机构服务已到期');
  const navigate = useNavigate();
  const name = useSession((s) => s.userInfo?.realname || s.userInfo?.username);
  const notice = useQuery({ queryKey: [...TENANT_KEY, 'notice'], queryFn: tenantNotice });

  const recheck = async () => {
    const fresh = await notice.refetch();
    // Renewed meanwhile: the whole app loads again with its menus.
    if (fresh.data === null) window.location.assign(DEFAULT_LANDING);
  };

  let body: React.ReactNode;
  if (notice.isLoading) body = <Spin size="large" style={{ display: 'block', margin: 64 }} />;
  else if (notice.error)
    body = (
      <Result
        status="warning"
        title="暂时无法获取机构状态"
        subTitle={errorText(notice.error, '请稍后再试')}
      />
    );
  else if (!notice.data)
    body = (
      <Result
        status="success"
        title="机构服务正常"
        subTitle="所在机构的服务已恢复，可以继续使用。"
        extra={
          <Button type="primary" onClick={() => navigate(DEFAULT_LANDING, { replace: true })}>
            进入系统
          </Button>
        }
      />
    );
  else {
    const n = notice.data;
    body = (
      <Result
        status="warning"
        title={n.reason === 'expired' ? '机构已到期' : '机构已停用'}
        subTitle={<span data-testid="tenant-notice-message">{n.message}</span>}
        extra={[
          <Button key="recheck" icon={<ReloadOutlined />} onClick={recheck} loading={notice.isFetching}>
            已续费，重新检查
          </Button>,
          <Button key="logout" type="primary" icon={<LogoutOutlined />} onClick={() => signOut()}>
            退出登录
          </Button>,
        ]}
      >
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'user', label: '当前账号', children: name ?? '—' },
            { key: 'name', label: '所在机构', children: n.zuhuName },
            ...(n.expireTime ? [{ key: 'expire', label: '到期时间', children: n.expireTime }] : []),
            ...(n.contactName || n.contactPhone
              ? [
                  {
                    key: 'contact',
                    label: '机构联系人',
                    children: `${n.contactName ?? ''} ${n.contactPhone ?? ''}`,
                  },
                ]
              : []),
          ]}
        />
      </Result>
    );
  }
  return (
    <div style={{ minHeight: '100vh', background: '#f0f2f5', paddingTop: '8vh' }} data-testid="tenant-notice">
      <div style={{ maxWidth: 640, margin: '0 auto', background: '#fff', borderRadius: 8, padding: 24 }}>
        {body}
      </div>
    </div>
  );
}
