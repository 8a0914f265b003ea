import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { HOME_TAB_PATH } from '../../app/public-paths.ts';
import { useDocumentTitle } from '../../app/use-document-title.ts';
import { useSession } from '../../stores/session-store.ts';

const TEXTS = {
  403: { title: '403', subTitle: '抱歉，您无权访问此页面。' },
  404: { title: '404', subTitle: '抱歉，您访问的页面不存在。' },
  500: { title: '500', subTitle: '抱歉，服务器出错了，请稍后再试。' },
} as const;

export function ExceptionPage({ status }: { status: 403 | 404 | 500 }) {
  const navigate = useNavigate();
  const signedIn = useSession((s) => !!s.token);
  useDocumentTitle(`${status}`);
  const text = TEXTS[status];
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#fff',
      }}
    >
      <Result
        status={status}
        title={text.title}
        subTitle={text.subTitle}
        extra={
          <Button type="primary" onClick={() => navigate(signedIn ? HOME_TAB_PATH : '/')}>
            返回首页
          </Button>
        }
      />
    </div>
  );
}
