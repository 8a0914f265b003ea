import { Button, Form } from 'antd';

/** The full-width 登录 button closing a login form. */
export function LoginSubmitItem({ submitting }: { submitting: boolean }) {
  return (
    <Form.Item style={{ marginBottom: 0 }}>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        登录
      </Button>
    </Form.Item>
  );
}
