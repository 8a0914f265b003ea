import { RocketOutlined } from '@ant-design/icons';
import { Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title.ts';

/** A designed "即将上线" page for sections of the platform that are not open yet. */
export function ComingSoonPage({ title = '该栏目' }: { title?: string }) {
  useDocumentTitle(title === '该栏目' ? '即将上线' : title);
  const navigate = useNavigate();
  return (
    <div
      style={{ padding: '48px 16px', display: 'flex', justifyContent: 'center' }}
      data-testid="coming-soon"
    >
      <Result
        icon={<RocketOutlined style={{ color: 'var(--ant-color-primary)' }} />}
        title={`${title}即将上线`}
        subTitle="我们正在精心打磨这部分内容，敬请期待。你可以先去看看其他栏目。"
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <Button type="primary" onClick={() => navigate('/home-page/home')}>
              返回官网首页
            </Button>
            <Button onClick={() => navigate(-1)}>返回上一页</Button>
          </Space>
        }
      />
    </div>
  );
}
