import { POINTS_AMOUNT_MAX, type PointsAwardBody } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { SaveModal } from '../../../components/save-modal.tsx';
import { requiredTextRules } from '../../../components/text-rules.ts';
import { awardPoints, fetchClassRank, fetchMyClasses, POINTS_KEY } from '../api.ts';

interface AwardForm {
  classId?: string;
  userId?: string;
  direction: 'award' | 'deduct';
  points?: number;
  reason?: string;
}

/**
 * 奖励 / 扣减积分: pick a class and one of its students, how many points and why; a confirmation
 * repeats the change before it is made.
 */
export function AwardModal({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<AwardForm>();
  const [saving, setSaving] = useState(false);
  const classId = Form.useWatch('classId', form);
  const classes = useQuery({ queryKey: [...POINTS_KEY, 'classes'], queryFn: fetchMyClasses, enabled: open });
  const students = useQuery({
    queryKey: [...POINTS_KEY, 'rank', classId],
    queryFn: () => fetchClassRank(classId!),
    enabled: open && !!classId,
  });

  const submit = async () => {
    const v = await form.validateFields();
    const student = students.data?.find((s) => s.userId === v.userId);
    const amount = (v.direction === 'deduct' ? -1 : 1) * (v.points ?? 0);
    const body: PointsAwardBody = { userId: v.userId!, amount, reason: v.reason!.trim() };
    const who = student?.realname || student?.username || '该学生';
    modal.confirm({
      title: '确认修改积分',
      content: `${amount > 0 ? '奖励' : '扣减'} ${who} ${Math.abs(amount)} 积分，原因：${body.reason}`,
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        setSaving(true);
        try {
          const res = await awardPoints(body);
          message.success(`${amount > 0 ? '奖励' : '扣减'}成功，${who} 现有 ${res.balance} 积分`);
          form.resetFields();
          onDone();
        } catch (err) {
          message.error((err as Error).message);
        } finally {
          setSaving(false);
        }
      },
    });
  };

  return (
    <SaveModal title="奖励 / 扣减积分" open={open} onClose={onClose} save={{ saving, submit }} okText="提交">
      <Form<AwardForm> form={form} layout="vertical" initialValues={{ direction: 'award' }} preserve={false}>
        <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
          <Select
            placeholder="选择班级"
            loading={classes.isLoading}
            options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.departName }))}
            onChange={() => form.setFieldValue('userId', undefined)}
            notFoundContent="没有可管理的班级"
          />
        </Form.Item>
        <Form.Item name="userId" label="学生" rules={[{ required: true, message: '请选择学生' }]}>
          <Select
            showSearch
            optionFilterProp="label"
            placeholder={classId ? '选择学生' : '请先选择班级'}
            disabled={!classId}
            loading={students.isLoading}
            options={(students.data ?? []).map((s) => ({
              value: s.userId,
              label: `${s.realname || s.username}（${s.username}，${s.balance} 分）`,
            }))}
            notFoundContent="该班级还没有学生"
          />
        </Form.Item>
        <Form.Item name="direction" label="操作">
          <Radio.Group
            options={[
              { value: 'award', label: '奖励' },
              { value: 'deduct', label: '扣减' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="points"
          label="积分"
          rules={[{ required: true, message: `请填写 1 到 ${POINTS_AMOUNT_MAX} 的整数` }]}
        >
          <InputNumber
            min={1}
            max={POINTS_AMOUNT_MAX}
            precision={0}
            style={{ width: '100%' }}
            placeholder="积分数"
          />
        </Form.Item>
        <Form.Item name="reason" label="原因" rules={requiredTextRules('原因', 100)}>
          <Input.TextArea rows={2} maxLength={100} showCount placeholder="例如：课堂表现积极" />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}
