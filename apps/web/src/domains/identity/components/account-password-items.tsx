import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Form } from 'antd';
// The input's own modules: the `Input` index also brings TextArea, Search and OTP into the login page.
import Input from 'antd/es/input/Input';
import InputPassword from 'antd/es/input/Password';

/** The 用户名 and 密码 fields of a password login form. */
export function AccountPasswordItems({ focusPassword }: { focusPassword?: boolean }) {
  return (
    <>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码' }]}>
        <InputPassword
          prefix={<LockOutlined />}
          placeholder="密码"
          autoComplete="current-password"
          autoFocus={focusPassword}
        />
      </Form.Item>
    </>
  );
}
