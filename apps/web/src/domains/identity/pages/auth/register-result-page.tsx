import { Button, Card, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';

/** `/user/register-result`: the new account's name and the way to log in. */
export function RegisterResultPage() {
  useDocumentTitle('注册成功');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const className = params.get('className');
  return (
    <Card variant="borderless">
      <Result
        status="success"
        title="注册成功"
        subTitle={
          <span data-testid="register-result">
            你的账号：{username || '—'}
            {className ? `，已加入班级「${className}」` : ''}。请使用该账号登录。
          </span>
        }
        extra={[
          <Button key="login" type="primary" onClick={() => navigate('/user/login')}>
            立即登录
          </Button>,
          <Button key="home" onClick={() => navigate('/')}>
            返回首页
          </Button>,
        ]}
      />
    </Card>
  );
}
