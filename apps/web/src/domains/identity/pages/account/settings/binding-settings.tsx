import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { MOBILE_RE } from '@ck/shared';
import { App, Button, Form, Input, List, Typography } from 'antd';
import { useState } from 'react';
import { HttpError } from '../../../../../api/http-errors.ts';
import { useSession } from '../../../../../stores/session-store.ts';
import { maskPhone } from '../../../../site/components/profile-card.tsx';
import { bindPhone } from '../../../api/account.ts';
import { SmsCodeButton } from '../../../components/sms-code-button.tsx';
import { ThirdBindingCard } from '../../../sso/third-binding-card.tsx';

/** 账号绑定: bind or change the phone with an SMS code sent to the new number. */
export function BindingSettings() {
  const { message } = App.useApp();
  const userInfo = useSession((s) => s.userInfo);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ mobile: string; captcha: string }>();

  const save = async (v: { mobile: string; captcha: string }) => {
    setSaving(true);
    try {
      const { userInfo: next } = await bindPhone(v.mobile.trim(), v.captcha.trim());
      useSession.getState().setUserInfo(next);
      message.success('手机号绑定成功');
      setEditing(false);
      form.resetFields();
    } catch (error) {
      message.error(error instanceof HttpError ? error.message : '绑定失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <List
        itemLayout="horizontal"
        dataSource={[{ key: 'phone' }]}
        renderItem={() => (
          <List.Item
            actions={[
              <Button key="bind" type="link" onClick={() => setEditing((v) => !v)}>
                {userInfo?.phone ? '更换' : '绑定'}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<MobileOutlined style={{ fontSize: 28, color: 'var(--ant-color-primary)' }} />}
              title="手机号"
              description={
                userInfo?.phone
                  ? `已绑定：${maskPhone(userInfo.phone)}`
                  : '未绑定，绑定后可用手机号登录和找回密码'
              }
            />
          </List.Item>
        )}
      />
      {editing && (
        <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 420, marginTop: 16 }}>
          <Form.Item
            name="mobile"
            label="新手机号"
            rules={[
              { required: true, message: '请输入手机号' },
              { pattern: MOBILE_RE, message: '手机号格式不正确' },
            ]}
          >
            <Input prefix={<MobileOutlined />} maxLength={11} />
          </Form.Item>
          <Form.Item label="短信验证码" required>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入短信验证码' }]}>
                <Input prefix={<MailOutlined />} maxLength={8} />
              </Form.Item>
              <SmsCodeButton smsmode="3" getMobile={() => form.getFieldValue('mobile')} />
            </div>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving}>
            确认绑定
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            一个手机号只能绑定一个账号。
          </Typography.Paragraph>
        </Form>
      )}
      <ThirdBindingCard />
    </>
  );
}
