import { DingdingOutlined, SafetyCertificateOutlined, WechatOutlined } from '@ant-design/icons';
import type { SsoProviders, SsoSource } from '@ck/shared';
import { Alert, Button } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { fetchSsoProviders, goToProvider } from './sso-api.ts';

const BUTTONS: { source: SsoSource; label: string; icon: ReactNode }[] = [
  { source: 'cas', label: '统一身份认证登录', icon: <SafetyCertificateOutlined /> },
  { source: 'oidc', label: '统一身份认证登录（OIDC）', icon: <SafetyCertificateOutlined /> },
  { source: 'wechat_open', label: '微信扫码登录', icon: <WechatOutlined style={{ color: '#07c160' }} /> },
  { source: 'dingtalk', label: '钉钉登录', icon: <DingdingOutlined style={{ color: '#1677ff' }} /> },
];

/**
 * The login page's single sign-on and third-party buttons, only for providers the server has
 * configured, and the reason a sign-in there failed (`?ssoError=`, set by the server's callback).
 */
export function SsoLoginButtons() {
  const [params] = useSearchParams();
  const [providers, setProviders] = useState<SsoProviders | null>(null);
  const [leaving, setLeaving] = useState<SsoSource | null>(null);
  const error = params.get('ssoError');

  useEffect(() => {
    let live = true;
    fetchSsoProviders()
      .then((p) => live && setProviders(p))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const shown = BUTTONS.filter((b) => providers?.[b.source]);
  if (!error && !shown.length) return null;
  return (
    <div style={{ marginTop: 16 }} data-testid="sso-login">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {shown.length > 0 && (
        <>
          <div style={{ textAlign: 'center', color: 'var(--ant-color-text-tertiary)', margin: '8px 0' }}>
            其他登录方式
          </div>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {shown.map((b) => (
              <Button
                key={b.source}
                icon={b.icon}
                block
                loading={leaving === b.source}
                onClick={() => {
                  setLeaving(b.source);
                  goToProvider(b.source);
                }}
              >
                {b.label}
              </Button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
