import { LockOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { MOBILE_RE } from '@ck/shared';
import { Alert, Button, Card, Form, Input, Result, Steps } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { HttpError } from '../../../../api/http-errors.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { forgetPassword } from '../../api/account.ts';
import { confirmRules, passwordRules } from '../../components/account-rules.ts';
import { SmsCodeButton } from '../../components/sms-code-button.tsx';

interface Values {
  mobile: string;
  captcha: string;
  password: string;
  confirmpassword: string;
}

/** `/user/alteration`: forgotten password, reset with an SMS code sent to the bound phone. */
export function AlterationPage() {
  useDocumentTitle('找回密码');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [step, setStep] = useState(0);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [username, setUsername] = useState('');

  const next = async () => {
    try {
      await form.validateFields(['mobile', 'captcha']);
      setStep(1);
    } catch {
      // The fields show what is missing.
    }
  };
  const onFinish = async (v: Values) => {
    setSubmitting(true);
    setError('');
    try {
      const all = { ...form.getFieldsValue(true), ...v } as Values;
      const result = await forgetPassword({
        mobile: all.mobile.trim(),
        captcha: all.captcha.trim(),
        password: all.password,
        confirmpassword: all.confirmpassword,
      });
      setUsername(result.username);
      setStep(2);
    } catch (caught) {
      const message = caught instanceof HttpError ? caught.message : '重置失败，请稍后重试';
      setError(message);
      if (/验证码/.test(message)) setStep(0);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card variant="borderless" title="找回密码" style={{ boxShadow: '0 8px 24px rgba(31, 137, 242, 0.08)' }}>
      <Steps
        size="small"
        current={step}
        items={[{ title: '验证手机' }, { title: '设置新密码' }, { title: '完成' }]}
        style={{ marginBottom: 24 }}
      />
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      {step === 2 ? (
        <Result
          status="success"
          title="密码已重置"
          subTitle={`账号 ${username} 的密码已更新，请使用新密码登录。`}
          extra={
            <Button type="primary" onClick={() => navigate('/user/login')}>
              去登录
            </Button>
          }
        />
      ) : (
        <Form form={form} size="large" onFinish={onFinish} preserve>
          <div style={{ display: step === 0 ? 'block' : 'none' }}>
            <Form.Item
              name="mobile"
              rules={[
                { required: true, message: '请输入手机号' },
                { pattern: MOBILE_RE, message: '手机号格式不正确' },
              ]}
            >
              <Input prefix={<MobileOutlined />} placeholder="绑定的手机号" maxLength={11} />
            </Form.Item>
            <Form.Item required>
              <div style={{ display: 'flex', gap: 8 }}>
                <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
                  <Input prefix={<MailOutlined />} placeholder="短信验证码" maxLength={8} />
                </Form.Item>
                <SmsCodeButton smsmode="2" getMobile={() => form.getFieldValue('mobile')} />
              </div>
            </Form.Item>
            <Button type="primary" block onClick={next}>
              下一步
            </Button>
          </div>
          {step === 1 && (
            <>
              <Form.Item name="password" rules={passwordRules('请输入新密码')}>
                <Input.Password prefix={<LockOutlined />} placeholder="新密码" autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirmpassword"
                dependencies={['password']}
                rules={confirmRules('请确认新密码')}
              >
                <Input.Password
                  prefix={<LockOutlined />}
                  placeholder="确认新密码"
                  autoComplete="new-password"
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                重置密码
              </Button>
              <Button type="link" block onClick={() => setStep(0)}>
                上一步
              </Button>
            </>
          )}
        </Form>
      )}
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        <Link to="/user/login">返回登录</Link>
      </div>
    </Card>
  );
}
