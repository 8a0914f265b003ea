import type { ApiResult } from '@ck/shared';
import { greetingOf, type LoginResult } from '@ck/shared';
import { Alert, Button, Card, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../../api/http-errors.ts';
import { safeRedirect } from '../../../app/public-paths.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useFeedback } from '../../../app/use-feedback.ts';
import { useSession } from '../../../stores/session-store.ts';
import { LOGIN_NOTICE_PLACEMENT } from '../components/login-form.tsx';
import { redeemLoginCode, validateCasTicket } from './sso-api.ts';

const answers = new Map<string, Promise<ApiResult<LoginResult>>>();

/**
 * Finishes a sign-in that came back from outside: exchanges the query value (CAS ticket or one-time
 * code) for the session, stores it like a password login and enters; a refusal is shown with a way back.
 */
function SsoFinish({
  param,
  exchange,
}: {
  param: string;
  exchange: (v: string) => Promise<ApiResult<LoginResult>>;
}) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { notification } = useFeedback();
  const [error, setError] = useState('');
  const value = params.get(param);

  useEffect(() => () => useSession.getState().setLoginPending(false), []);

  useEffect(() => {
    if (!value) {
      setError('登录参数缺失，请重新登录');
      return;
    }
    let live = true;
    // A ticket or one-time code is spent by the first call. The route guard unmounts this page while it
    // loads the new session's permissions and mounts it again: the second mount reuses the answer.
    let answer = answers.get(value);
    const first = !answer;
    if (!answer) {
      answer = exchange(value);
      answers.set(value, answer);
    }
    answer
      .then((res) => {
        if (!res.success || res.code !== 200) throw new HttpError(200, res.message || '登录失败');
        if (first) {
          useSession.getState().applyLogin(res.result);
          const name = res.result.userInfo?.realname || res.result.userInfo?.username || '';
          notification.success({
            title: '欢迎',
            description: `${greetingOf(new Date().getHours())}，${name ? `${name}，` : ''}欢迎回来`,
            duration: 3,
            placement: LOGIN_NOTICE_PLACEMENT,
          });
        }
        if (live) navigate(safeRedirect(null), { replace: true });
      })
      .catch((caught: unknown) => {
        if (live) setError(caught instanceof HttpError ? caught.message : '登录失败，请稍后重试');
      });
    return () => {
      live = false;
    };
  }, [value, exchange, navigate, notification]);

  return (
    <Card variant="borderless" data-testid="sso-finish">
      {error ? (
        <>
          <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />
          <Link to="/user/login" replace>
            <Button type="primary" block>
              返回登录
            </Button>
          </Link>
        </>
      ) : (
        <div style={{ textAlign: 'center', padding: 24 }}>
          <Spin tip="正在登录…">
            <div style={{ height: 48 }} />
          </Spin>
        </div>
      )}
    </Card>
  );
}

/** `/user/cas-login?ticket=`: where the school's CAS server returns. */
export function CasLoginPage() {
  useDocumentTitle('统一身份认证登录');
  return <SsoFinish param="ticket" exchange={validateCasTicket} />;
}

/** `/user/third-login?code=`: where WeChat, DingTalk and OIDC sign-ins end, with a one-time code. */
export function ThirdLoginPage() {
  useDocumentTitle('第三方登录');
  return <SsoFinish param="code" exchange={redeemLoginCode} />;
}
