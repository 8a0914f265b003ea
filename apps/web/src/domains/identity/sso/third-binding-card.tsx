import { DingdingOutlined, SafetyCertificateOutlined, WechatOutlined } from '@ant-design/icons';
import { BINDABLE_SOURCES, SSO_SOURCE_NAMES, type SsoSource } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, List, Popconfirm } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HttpError } from '../../../api/http-errors.ts';
import { fetchThirdBindings, goToProvider, unbindThird } from './sso-api.ts';

const ICONS: Record<SsoSource, ReactNode> = {
  cas: <SafetyCertificateOutlined style={{ fontSize: 28, color: 'var(--ant-color-primary)' }} />,
  oidc: <SafetyCertificateOutlined style={{ fontSize: 28, color: 'var(--ant-color-primary)' }} />,
  wechat_open: <WechatOutlined style={{ fontSize: 28, color: '#07c160' }} />,
  dingtalk: <DingdingOutlined style={{ fontSize: 28, color: '#1677ff' }} />,
};

const QUERY_KEY = ['third-bindings'];

/**
 * 账号绑定 → WeChat, DingTalk and the school's sign-on: bind (a trip to the provider) and unbind. Only
 * configured providers are listed; a CAS identity bound by signing in with it can be unbound here too.
 */
export function ThirdBindingCard() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState<SsoSource | null>(null);
  const data = useQuery({ queryKey: QUERY_KEY, queryFn: fetchThirdBindings });

  // The server sends the browser back with `?bound=` or `?bindError=`: say so once, then tidy the URL.
  useEffect(() => {
    const bound = params.get('bound') as SsoSource | null;
    const failed = params.get('bindError');
    if (!bound && !failed) return;
    if (bound && SSO_SOURCE_NAMES[bound]) message.success(`${SSO_SOURCE_NAMES[bound]}绑定成功`);
    if (failed) message.error(failed);
    setParams({}, { replace: true });
  }, [params, setParams, message]);

  const providers = data.data?.providers;
  const bindings = data.data?.bindings ?? [];
  const rows = (['cas', ...BINDABLE_SOURCES] as SsoSource[]).filter(
    (s) => providers?.[s] || bindings.some((b) => b.provider === s),
  );
  if (!rows.length) return null;

  const unbind = async (source: SsoSource) => {
    setBusy(source);
    try {
      await unbindThird(source);
      message.success('解绑成功');
      await client.invalidateQueries({ queryKey: QUERY_KEY });
    } catch (error) {
      message.error(error instanceof HttpError ? error.message : '解绑失败');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div data-testid="third-bindings">
      <List
        itemLayout="horizontal"
        dataSource={rows}
        renderItem={(source) => {
          const binding = bindings.find((b) => b.provider === source);
          const name = SSO_SOURCE_NAMES[source];
          const bindable = (BINDABLE_SOURCES as readonly SsoSource[]).includes(source) && providers?.[source];
          const action = binding ? (
            <Popconfirm key="unbind" title={`确定解绑${name}吗？`} onConfirm={() => unbind(source)}>
              <Button type="link" danger loading={busy === source}>
                解绑
              </Button>
            </Popconfirm>
          ) : bindable ? (
            <Button key="bind" type="link" onClick={() => goToProvider(source, 'bind')}>
              绑定
            </Button>
          ) : null;
          return (
            <List.Item actions={action ? [action] : []}>
              <List.Item.Meta
                avatar={ICONS[source]}
                title={name}
                description={
                  binding
                    ? `已绑定${binding.nickname ? `：${binding.nickname}` : ''}`
                    : source === 'cas'
                      ? '首次使用统一身份认证登录时自动绑定'
                      : `未绑定，绑定后可用${name}登录`
                }
              />
            </List.Item>
          );
        }}
      />
    </div>
  );
}
