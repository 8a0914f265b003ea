import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { MOBILE_RE, REGISTER_USERNAME_RE } from '@ck/shared';
import { Alert, Button, Card, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { HttpError } from '../../../../api/http-errors.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { useBrand } from '../../../../hooks/use-sys-config.ts';
import { register } from '../../api/account.ts';
import { confirmRules, passwordRules } from '../../components/account-rules.ts';
import { CaptchaField } from '../../components/captcha-image.tsx';
import { SmsCodeButton } from '../../components/sms-code-button.tsx';
import type { RegisteredState } from './register-result-page.tsx';

interface RegisterValues {
  username: string;
  realname?: string;
  password: string;
  confirmPassword: string;
  phone?: string;
  smscode?: string;
  captcha?: string;
}

/** `/user/register`: open only when the system config allows registration. */
export function RegisterPage() {
  useDocumentTitle('注册账号');
  const navigate = useNavigate();
  const { config, ready } = useBrand();
  const [form] = Form.useForm<RegisterValues>();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const open = config.allowReg === 'true' || config.allowReg === '1';
  // The same image captcha as the login form, under the same switch.
  const showCaptcha = ready && config.loginCaptcha !== false;
  const [captchaKey, setCaptchaKey] = useState(() => Date.now());

  if (ready && !open)
    return (
      <Card variant="borderless">
        <Result
          status="info"
          title="暂未开放注册"
          subTitle="请联系老师或管理员为你创建账号。"
          extra={
            <Button type="primary" onClick={() => navigate('/user/login')}>
              返回登录
            </Button>
          }
        />
      </Card>
    );

  const onFinish = async (v: RegisterValues) => {
    setSubmitting(true);
    setError('');
    try {
      const result = await register({
        username: v.username.trim(),
        realname: v.realname?.trim() || undefined,
        password: v.password,
        confirmPassword: v.confirmPassword,
        phone: v.phone?.trim() || undefined,
        smscode: v.smscode?.trim() || undefined,
        ...(showCaptcha ? { captcha: (v.captcha ?? '').trim(), checkKey: String(captchaKey) } : {}),
      });
      // Router state, not the query string: only a registration that just happened shows success.
      const state: RegisteredState = {
        registered: { username: result.username, className: result.className ?? undefined },
      };
      navigate('/user/register-result', { replace: true, state });
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : '注册失败，请稍后重试');
      // An answer is single use: every refused try needs a new picture.
      if (showCaptcha) {
        setCaptchaKey(Date.now());
        form.setFieldValue('captcha', '');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card variant="borderless" title="注册账号" style={{ boxShadow: '0 8px 24px rgba(31, 137, 242, 0.08)' }}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form form={form} size="large" onFinish={onFinish} autoComplete="off">
        <Form.Item
          name="username"
          rules={[
            { required: true, whitespace: true, message: '请输入用户名' },
            {
              pattern: REGISTER_USERNAME_RE,
              message: '用户名须以字母开头，由 3-32 位字母、数字或下划线组成',
            },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" />
        </Form.Item>
        <Form.Item name="realname" rules={[{ max: 50, message: '姓名不能超过 50 个字符' }]}>
          <Input prefix={<UserOutlined />} placeholder="真实姓名（选填）" />
        </Form.Item>
        <Form.Item name="password" rules={passwordRules('请输入密码')}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="密码：8-64 位，包含字母和数字"
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item name="confirmPassword" dependencies={['password']} rules={confirmRules('请确认密码')}>
          <Input.Password prefix={<LockOutlined />} placeholder="确认密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="phone" rules={[{ pattern: MOBILE_RE, message: '手机号格式不正确' }]}>
          <Input prefix={<MobileOutlined />} placeholder="手机号（选填，可用于找回密码）" maxLength={11} />
        </Form.Item>
        <Form.Item noStyle shouldUpdate={(a, b) => a.phone !== b.phone}>
          {({ getFieldValue }) =>
            getFieldValue('phone') ? (
              <Form.Item required>
                <div style={{ display: 'flex', gap: 8 }}>
                  <Form.Item name="smscode" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
                    <Input prefix={<MailOutlined />} placeholder="短信验证码" maxLength={8} />
                  </Form.Item>
                  <SmsCodeButton smsmode="1" getMobile={() => form.getFieldValue('phone')} />
                </div>
              </Form.Item>
            ) : null
          }
        </Form.Item>
        {showCaptcha && <CaptchaField captchaKey={captchaKey} onRefresh={() => setCaptchaKey(Date.now())} />}
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            注册
          </Button>
        </Form.Item>
        <div style={{ textAlign: 'right' }}>
          <Link to="/user/login">使用已有账号登录</Link>
        </div>
      </Form>
    </Card>
  );
}
