import { App, Form, Input } from 'antd';
import { useEffect } from 'react';
import { errorText } from '../../../api/http-errors.ts';
import { GenericModal } from '../../../components/generic-modal.tsx';
import { useFormSave } from '../../../hooks/use-form-save.ts';
import { useSession } from '../../../stores/session-store.ts';
import { updatePassword } from '../api/session.ts';
import { signOut } from '../session-actions.ts';
import { confirmRules } from './account-rules.ts';

interface PasswordValues {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

/** Password change (SPEC §5). A successful change ends every session, so the user logs in again. */
export function PasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const username = useSession((s) => s.userInfo?.username);

  useEffect(() => {
    if (open && !username) {
      message.warning('当前没有登录用户');
      onClose();
    }
  }, [open, username, message, onClose]);

  const { saving, submit } = useFormSave(form, async (values) => {
    if (!username) return;
    try {
      const res = await updatePassword({ username, ...values });
      if (res.success) {
        message.success(res.message || '密码修改成功，请重新登录');
        onClose();
        await signOut('/user/login');
      } else message.warning(res.message || '密码修改失败');
    } catch (error) {
      message.warning(errorText(error, '密码修改失败'));
    }
  });

  return (
    <GenericModal
      title="修改密码"
      open={open && !!username}
      width={480}
      switchFullscreen={false}
      okText="确认修改"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PasswordValues> form={form} layout="vertical" preserve={false} style={{ marginTop: 8 }}>
        <Form.Item name="oldpassword" label="旧密码" rules={[{ required: true, message: '请输入旧密码' }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="password" label="新密码" rules={[{ required: true, message: '请输入新密码' }]}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmpassword"
          label="确认新密码"
          dependencies={['password']}
          rules={confirmRules('请确认新密码')}
        >
          <Input.Password placeholder="请再次输入新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </GenericModal>
  );
}
