import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { type LoginResult, MOBILE_RE } from '@ck/shared';
import { Alert, Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useState } from 'react';
import { HttpError } from '../../../api/http-errors.ts';
import { phoneLogin } from '../api/account.ts';
import { LoginSubmitItem } from './login-submit-item.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';

/** Phone + SMS code login (SPEC §4): the answer must carry code 200 like every login. */
export function PhoneLoginForm({ onLoggedIn }: { onLoggedIn: (result: LoginResult) => void }) {
  const [form] = Form.useForm<{ mobile: string; captcha: string }>();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (v: { mobile: string; captcha: string }) => {
    setSubmitting(true);
    setError('');
    try {
      const res = await phoneLogin(v.mobile.trim(), v.captcha.trim());
      if (!res.success || res.code !== 200) throw new HttpError(200, res.message || '登录失败');
      onLoggedIn(res.result);
    } catch (caught) {
      setError(caught instanceof HttpError ? caught.message : '登录失败，请稍后重试');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" onFinish={onFinish}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="mobile"
        rules={[
          { required: true, message: '请输入手机号' },
          { pattern: MOBILE_RE, message: '手机号格式不正确' },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Form.Item required>
        <div style={{ display: 'flex', gap: 8 }}>
          <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
            <Input
              prefix={<MailOutlined />}
              placeholder="短信验证码"
              maxLength={8}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton
            smsmode="0"
            getMobile={() => form.getFieldValue('mobile')}
            onInvalid={(m) => form.setFields([{ name: 'mobile', errors: [m] }])}
          />
        </div>
      </Form.Item>
      <LoginSubmitItem submitting={submitting} />
    </Form>
  );
}
