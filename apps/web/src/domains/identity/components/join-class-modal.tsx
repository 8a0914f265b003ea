import { Form, Input } from 'antd';
import { errorText, HttpError } from '../../../api/http-errors.ts';
import { useFeedback } from '../../../app/use-feedback.ts';
import { GenericModal } from '../../../components/generic-modal.tsx';
import { useFormSave } from '../../../hooks/use-form-save.ts';
import { joinClass } from '../api/account.ts';

/** Joins a class by the code the teacher hands out; a wrong code shows the server's reason in the field. */
export function JoinClassModal({
  open,
  title,
  onClose,
  onJoined,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  onJoined?: (departName: string) => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<{ code: string }>();
  // A wrong code shows the server's reason under the field rather than in a toast.
  const { saving, submit } = useFormSave(form, async (values) => {
    try {
      const res = await joinClass(values.code.trim());
      if (!res.success) throw new HttpError(200, res.message);
      message.success(res.message || '加入班级成功');
      onJoined?.(res.result.departName);
      onClose();
    } catch (error) {
      form.setFields([{ name: 'code', errors: [errorText(error, '加入班级失败')] }]);
    }
  });

  return (
    <GenericModal
      title={title}
      open={open}
      width={420}
      switchFullscreen={false}
      okText="加入"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item
          name="code"
          label="班级码"
          extra="班级码由老师提供，不区分大小写"
          rules={[
            { required: true, whitespace: true, message: '请输入班级码' },
            { pattern: /^\s*[A-Za-z0-9]{4,16}\s*$/, message: '班级码由 4-16 位字母或数字组成' },
          ]}
        >
          <Input placeholder="请输入班级码" maxLength={16} autoFocus style={{ textTransform: 'uppercase' }} />
        </Form.Item>
      </Form>
    </GenericModal>
  );
}
