import { greetingOf, type LoginResult, SMS_LOGIN_HINT, type UserDepart, type UserInfo } from '@ck/shared';
import { Alert, Button, Form } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { HttpError } from '../../../api/http-errors.ts';
import { lazyNamed, preloadWhenIdle } from '../../../app/lazy-page.ts';
import { safeRedirect } from '../../../app/public-paths.ts';
import { useFeedback } from '../../../app/use-feedback.ts';
import { PlainCard as Card } from '../../../components/plain-card.tsx';
import { useSession } from '../../../stores/session-store.ts';
import { SsoLoginButtons } from '../sso/sso-login-buttons.tsx';
import { AccountPasswordItems } from './account-password-items.tsx';
import { CaptchaField } from './captcha-image.tsx';
import { NO_DEPART_TEXT } from './depart-texts.ts';
import { LoginSubmitItem } from './login-submit-item.tsx';
import { LoginTabs } from './login-tabs.tsx';
import { PhoneLoginForm } from './phone-login-form.tsx';
import { loginFailureText, type PasswordLoginValues, usePasswordLogin } from './use-password-login.ts';

// Only users in several departments see this dialog; its select and modal code load on demand.
const DepartSelectModal = lazyNamed(() => import('./depart-select-modal.tsx'), 'DepartSelectModal');
// Only preloaded here: the same chunk the /user/register route renders. Importing the route table instead
// would split it out of the entry into a chunk of its own.
const RegisterPage = lazyNamed(() => import('../pages/auth/register-page.tsx'), 'RegisterPage');

/**
 * The notices right after login open bottom-left: drawers slide in from the right with their Save
 * buttons in the header or footer, and a notice in the top-right corner covered them for 3 seconds.
 */
export const LOGIN_NOTICE_PLACEMENT = 'bottomLeft';

/** A refusal of a locked account, which the SMS login can still open (docs/security.md §登录限流). */
export const offersSmsLogin = (status: number, message: string) =>
  status === 429 && message.includes(SMS_LOGIN_HINT);

/** Username, password and (when the config asks for it) captcha login, SPEC §4. */
export function LoginForm({ title = '账号密码登录' }: { title?: string }) {
  const [form] = Form.useForm<PasswordLoginValues>();
  const { notification } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { config, showCaptcha, captchaKey, refreshCaptcha, signIn } = usePasswordLogin(form);
  const [error, setError] = useState('');
  const [smsOffered, setSmsOffered] = useState(false);
  const [tab, setTab] = useState('account');
  const [submitting, setSubmitting] = useState(false);
  const [departChoice, setDepartChoice] = useState<UserDepart[] | null>(null);
  // Mounted from the first choice on, so the dialog can close with its animation.
  const [departAsked, setDepartAsked] = useState(false);

  const enter = (userInfo: UserInfo | null) => {
    const name = userInfo?.realname || userInfo?.nickname || userInfo?.username || '';
    notification.success({
      title: '欢迎',
      description: `${greetingOf(new Date().getHours())}，${name ? `${name}，` : ''}欢迎回来`,
      duration: 3,
      placement: LOGIN_NOTICE_PLACEMENT,
    });
    // loginPending is cleared when this form unmounts: router navigations are transitions, so
    // clearing it here could let the guard see the login page with a token and divert the user.
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  useEffect(() => () => useSession.getState().setLoginPending(false), []);

  const allowReg = config.allowReg === 'true' || config.allowReg === '1';
  // After the first paint, fetch what usually comes next so it opens without waiting for code.
  useEffect(() => preloadWhenIdle(DepartSelectModal, ...(allowReg ? [RegisterPage] : [])), [allowReg]);

  /** Stores a login answer (password or phone), then asks for a department or enters. */
  const accept = (result: LoginResult) => {
    useSession.getState().applyLogin(result);
    if (result.multi_depart === 0) {
      notification.warning({
        title: '提示',
        description: NO_DEPART_TEXT,
        duration: 4,
        placement: LOGIN_NOTICE_PLACEMENT,
      });
    }
    if (result.multi_depart === 2 && result.departs.length) {
      setDepartAsked(true);
      setDepartChoice(result.departs);
      return;
    }
    enter(result.userInfo);
  };

  const onFinish = async (values: PasswordLoginValues) => {
    setSubmitting(true);
    setError('');
    setSmsOffered(false);
    try {
      accept(await signIn(values));
    } catch (caught) {
      setError(loginFailureText(caught));
      setSmsOffered(caught instanceof HttpError && offersSmsLogin(caught.status, caught.message));
    } finally {
      setSubmitting(false);
    }
  };

  const passwordForm = (
    <>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          action={
            smsOffered && (
              <Button size="small" type="primary" ghost onClick={() => setTab('phone')}>
                改用手机验证码登录
              </Button>
            )
          }
        />
      )}
      <Form<PasswordLoginValues>
        form={form}
        size="large"
        onFinish={onFinish}
        autoComplete="on"
        // `?username=` (立即登录 after registering) fills in the account; the password is typed next.
        initialValues={{ username: params.get('username') ?? '' }}
      >
        <AccountPasswordItems focusPassword={!!params.get('username')} />
        {showCaptcha && (
          <CaptchaField captchaKey={captchaKey} onRefresh={refreshCaptcha} style={{ marginBottom: 24 }} />
        )}
        <LoginSubmitItem submitting={submitting} />
      </Form>
    </>
  );

  return (
    <Card variant="borderless" style={{ boxShadow: '0 8px 24px rgba(31, 137, 242, 0.08)' }}>
      <LoginTabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'account', label: title, children: passwordForm },
          { key: 'phone', label: '手机号登录', children: <PhoneLoginForm onLoggedIn={accept} /> },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
        <Link to="/user/alteration">忘记密码</Link>
        {allowReg && <Link to="/user/register">注册账号</Link>}
      </div>
      <SsoLoginButtons />
      {departAsked && (
        <Suspense fallback={null}>
          <DepartSelectModal
            open={!!departChoice}
            departs={departChoice ?? undefined}
            mandatory
            onDone={() => {
              setDepartChoice(null);
              enter(useSession.getState().userInfo);
            }}
          />
        </Suspense>
      )}
    </Card>
  );
}
