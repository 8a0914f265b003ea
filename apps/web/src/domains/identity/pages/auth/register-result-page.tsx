import { Button, Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';

/** What the register page hands over (router state): only a fresh registration carries it. */
export interface RegisteredState {
  registered: { username: string; className?: string };
}

function registeredOf(state: unknown): RegisteredState['registered'] | null {
  const registered = (state as Partial<RegisteredState> | null)?.registered;
  return registered && typeof registered.username === 'string' && registered.username ? registered : null;
}

/** The login form with the new account's name filled in. */
export const loginPathFor = (username: string) => `/user/login?${new URLSearchParams({ username })}`;

/**
 * `/user/register-result`: after a registration, the new account's name and the way to log in with it.
 * Opened directly (a bookmark, a shared link) nothing was registered, so it says so neutrally.
 */
export function RegisterResultPage() {
  const navigate = useNavigate();
  const registered = registeredOf(useLocation().state);
  useDocumentTitle(registered ? '注册成功' : '注册账号');
  if (!registered)
    return (
      <ResultCard
        status="info"
        title="没有新的注册结果"
        text="这里显示刚刚完成的注册。已有账号请直接登录，还没有账号可以先注册。"
        actions={[
          <Button key="login" type="primary" onClick={() => navigate('/user/login')}>
            去登录
          </Button>,
          <Button key="register" onClick={() => navigate('/user/register')}>
            注册账号
          </Button>,
          <Button key="home" type="link" onClick={() => navigate('/')}>
            返回首页
          </Button>,
        ]}
      />
    );
  const { username, className } = registered;
  return (
    <ResultCard
      status="success"
      title="注册成功"
      text={`你的账号：${username}${className ? `，已加入班级「${className}」` : ''}。请使用该账号登录。`}
      actions={[
        <Button key="login" type="primary" onClick={() => navigate(loginPathFor(username))}>
          立即登录
        </Button>,
        <Button key="home" onClick={() => navigate('/')}>
          返回首页
        </Button>,
      ]}
    />
  );
}

/** The page's card: the outcome, its line of text and what to do next. */
function ResultCard({
  status,
  title,
  text,
  actions,
}: {
  status: 'success' | 'info';
  title: string;
  text: string;
  actions: ReactNode[];
}) {
  return (
    <Card variant="borderless">
      <Result
        status={status}
        title={title}
        subTitle={<span data-testid="register-result">{text}</span>}
        extra={actions}
      />
    </Card>
  );
}
