import { ArrowLeftOutlined, HomeOutlined } from '@ant-design/icons';
import { Button, Result, Space } from 'antd';
import { Link, useNavigate } from 'react-router';
import { HOME_TAB_PATH } from '../../app/public-paths.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { PlainTypography as Typography } from '../../components/plain-typography.tsx';
import { useBrand } from '../../hooks/use-sys-config.ts';
import { LayoutFooter } from '../../layouts/layout-footer.tsx';
import { useSession } from '../../stores/session-store.ts';

const TEXTS = {
  403: { title: '403', subTitle: '抱歉，您无权访问此页面。' },
  404: { title: '404', subTitle: '抱歉，您访问的页面不存在。' },
  500: { title: '500', subTitle: '抱歉，服务器出错了，请稍后再试。' },
} as const;

/** 403 / 404 / 500 (SPEC §2): the brand on top, and the way home or back to the previous page. */
export function ExceptionPage({ status }: { status: 403 | 404 | 500 }) {
  const navigate = useNavigate();
  const { name } = useBrand();
  const signedIn = useSession((s) => !!s.token);
  useDocumentTitle(`${status}`);
  const text = TEXTS[status];
  const home = signedIn ? HOME_TAB_PATH : '/';
  // The router numbers its history entries: at 0 there is no earlier page of this app to go back to.
  const canGoBack = Number((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #e8f3ff 0%, #f5f9ff 45%, #ffffff 100%)',
      }}
    >
      <header style={{ padding: '16px 24px' }}>
        <Link
          to="/"
          data-testid="exception-brand"
          style={{ display: 'inline-flex', alignItems: 'center', gap: 10, textDecoration: 'none' }}
        >
          <BrandLogo size={32} />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
        </Link>
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Result
          status={status}
          title={text.title}
          subTitle={text.subTitle}
          extra={
            <Space wrap>
              <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate(home)}>
                返回首页
              </Button>
              <Button
                icon={<ArrowLeftOutlined />}
                onClick={() => (canGoBack ? navigate(-1) : navigate(home))}
              >
                返回上一页
              </Button>
            </Space>
          }
        />
      </main>
      <LayoutFooter />
    </div>
  );
}
