import type { FollowStatus, ReportRecord } from '@ck/shared';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useFormSave } from '../../../hooks/use-form-save.ts';
import { followReport } from '../api.ts';
import { FOLLOW_OPTIONS } from '../report-view.ts';

interface Props {
  report: ReportRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  followStatus: FollowStatus;
  followNote?: string;
}

/** 跟进: the state of the contact with the family and a note. */
export function FollowModal({ report, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const { saving, error, setError, submit } = useFormSave(form, async (values) => {
    if (!report) return;
    await followReport({
      id: report.id,
      followStatus: values.followStatus,
      followNote: values.followNote?.trim() || null,
    });
    onSaved();
    onClose();
  });
  useEffect(() => {
    if (!report) return;
    setError(undefined);
    form.setFieldsValue({ followStatus: report.followStatus, followNote: report.followNote ?? '' });
  }, [report, form, setError]);
  return (
    <Modal
      title={report ? `跟进：${report.childName}` : '跟进'}
      open={!!report}
      onCancel={onClose}
      onOk={submit}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      destroyOnHidden
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form<Values> form={form} layout="vertical" name="follow">
        <Form.Item
          name="followStatus"
          label="跟进状态"
          rules={[{ required: true, message: '请选择跟进状态' }]}
        >
          <Radio.Group optionType="button" options={FOLLOW_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="followNote"
          label="跟进备注"
          rules={[{ max: 500, message: '跟进备注不能超过 500 个字符' }]}
        >
          <Input.TextArea
            autoSize={{ minRows: 3, maxRows: 6 }}
            maxLength={500}
            showCount
            placeholder="如：已电话沟通，约周六试听"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
