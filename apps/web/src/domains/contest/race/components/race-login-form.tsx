import { KeyOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { useFeedback } from '../../../../app/use-feedback.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { AccountPasswordItems } from '../../../identity/components/account-password-items.tsx';
import { CaptchaField } from '../../../identity/components/captcha-image.tsx';
import { NO_DEPART_TEXT } from '../../../identity/components/depart-texts.ts';
import { LoginSubmitItem } from '../../../identity/components/login-submit-item.tsx';
import {
  loginFailureText,
  type PasswordLoginValues,
  usePasswordLogin,
} from '../../../identity/components/use-password-login.ts';
import { pendingRaceLogin } from '../pending-race-login.ts';
import { normaliseCode } from '../race-form.ts';

interface RaceLoginValues extends PasswordLoginValues {
  code?: string;
}

/**
 * Account, password and captcha exactly like /user/login, plus an optional contest verification code
 * that is redeemed as soon as the session exists (see `pendingRaceLogin`).
 */
export function RaceLoginForm({ redirect }: { redirect: string | null }) {
  const [form] = Form.useForm<RaceLoginValues>();
  const { notification } = useFeedback();
  const { showCaptcha, captchaKey, refreshCaptcha, signIn } = usePasswordLogin(form);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: RaceLoginValues) => {
    setSubmitting(true);
    setError('');
    try {
      const result = await signIn(values);
      if (result.multi_depart === 0)
        notification.warning({ title: '提示', description: NO_DEPART_TEXT, duration: 4 });
      pendingRaceLogin.set({
        code: normaliseCode(values.code ?? ''),
        redirect,
        departs: result.multi_depart === 2 && result.departs.length ? result.departs : null,
      });
      // From here the page continues as signed in (the guard may remount it first).
      useSession.getState().applyLogin(result);
    } catch (caught) {
      setError(loginFailureText(caught));
      setSubmitting(false);
    }
  };

  return (
    <>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form<RaceLoginValues> form={form} size="large" onFinish={onFinish} autoComplete="on">
        <AccountPasswordItems />
        {showCaptcha && (
          <CaptchaField captchaKey={captchaKey} onRefresh={refreshCaptcha} placeholder="图形验证码" />
        )}
        <Form.Item name="code" extra="有老师发放的赛事验证码？填写后登录即完成报名">
          <Input
            prefix={<KeyOutlined />}
            placeholder="赛事验证码（选填）"
            maxLength={40}
            autoComplete="off"
          />
        </Form.Item>
        <LoginSubmitItem submitting={submitting} />
      </Form>
    </>
  );
}
