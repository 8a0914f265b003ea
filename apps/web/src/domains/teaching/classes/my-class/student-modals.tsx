import type { MyClass } from '@ck/shared';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useFormSave, useSaving } from '../../../../hooks/use-form-save.ts';
import { myClassApi } from '../api.ts';

interface StudentsModalProps {
  title: string;
  okText: string;
  open: boolean;
  save: { saving: boolean; setError: (error: undefined) => void };
  onOk: () => void;
  onClose: (changed: boolean) => void;
  children: ReactNode;
}

/** The frame of the class's student dialogs: cancelling forgets the last error and changes nothing. */
function StudentsModal({ title, okText, open, save, onOk, onClose, children }: StudentsModalProps) {
  return (
    <Modal
      title={title}
      open={open}
      okText={okText}
      cancelText="取消"
      confirmLoading={save.saving}
      onOk={onOk}
      onCancel={() => {
        save.setError(undefined);
        onClose(false);
      }}
    >
      {children}
    </Modal>
  );
}

/** Adds an existing student account (by account name) to the class. */
export function AddStudentModal({
  klass,
  open,
  onClose,
}: {
  klass: MyClass;
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ username: string }>();
  const { saving, error, setError, submit } = useFormSave(
    form,
    async (v) => {
      await myClassApi.addStudent({ classId: klass.id, username: v.username.trim() });
      message.success('已加入班级');
      form.resetFields();
      onClose(true);
    },
    '添加失败',
  );
  return (
    <StudentsModal
      title={`添加学生到 ${klass.departName}`}
      okText="添加"
      open={open}
      save={{ saving, setError }}
      onOk={submit}
      onClose={onClose}
    >
      <Form form={form} name="addClassStudent" layout="vertical">
        <Form.Item
          name="username"
          label="学生账号"
          extra="本机构已有的学生账号；新学生请用“批量创建学生”"
          rules={[{ required: true, whitespace: true, message: '请输入学生账号' }]}
        >
          <Input placeholder="例如 student1" autoFocus />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </StudentsModal>
  );
}

/** Moves the selected students to another class the teacher manages. */
export function MoveStudentsModal({
  klass,
  classes,
  userIds,
  open,
  onClose,
}: {
  klass: MyClass;
  classes: MyClass[];
  userIds: string[];
  open: boolean;
  onClose: (changed: boolean) => void;
}) {
  const { message } = App.useApp();
  const [target, setTarget] = useState<string>();
  const { saving, error, setError, run } = useSaving('调班失败');
  const others = classes.filter((c) => c.id !== klass.id);
  const submit = async () => {
    if (!target) return setError('请选择目标班级');
    await run(async () => {
      const { count } = await myClassApi.moveStudents({ fromClassId: klass.id, toClassId: target, userIds });
      message.success(`已调班 ${count} 名学生`);
      setTarget(undefined);
      onClose(true);
    });
  };
  return (
    <StudentsModal
      title={`调班：已选 ${userIds.length} 名学生`}
      okText="调入"
      open={open}
      save={{ saving, setError }}
      onOk={submit}
      onClose={onClose}
    >
      {others.length ? (
        <Select
          style={{ width: '100%' }}
          placeholder="选择目标班级"
          value={target}
          onChange={setTarget}
          options={others.map((c) => ({
            value: c.id,
            label: `${c.schoolName ?? ''} ${c.departName}`.trim(),
          }))}
        />
      ) : (
        <Alert type="info" showIcon title="您只负责这一个班级，没有可调入的班级" />
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} />}
    </StudentsModal>
  );
}
