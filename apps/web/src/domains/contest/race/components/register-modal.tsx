import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { FormModal } from '../../../../components/form-modal.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { RACE_KEY, type RaceDetail, raceApi } from '../api.ts';
import { GUARDIAN_PHONE, OTHER_SCHOOL, type RegisterValues, registerBody } from '../race-form.ts';
import { GRADE_OPTIONS } from '../race-labels.ts';

/** 报名: group, real name, school (from the contest's list, or typed), grade and a guardian's phone. */
export function RegisterModal({
  contest,
  open,
  onClose,
  onRegistered,
}: {
  contest: RaceDetail;
  open: boolean;
  onClose: () => void;
  onRegistered: () => void;
}) {
  const queryClient = useQueryClient();
  const realname = useSession((s) => s.userInfo?.realname);
  const [form] = Form.useForm<RegisterValues>();
  const schoolId = Form.useWatch('schoolId', form);
  const hasSchools = contest.schools.length > 0;
  const typedSchool = !hasSchools || schoolId === OTHER_SCHOOL;

  return (
    <FormModal<RegisterValues>
      title={`报名：${contest.contestName}`}
      open={open}
      onClose={onClose}
      form={form}
      okText="提交报名"
      successText="报名成功"
      width={520}
      initialValues={{
        groupId: contest.groups.length === 1 ? contest.groups[0].id : undefined,
        realname: realname ?? '',
      }}
      formProps={{ layout: 'vertical', name: 'race-register' }}
      onSubmit={(values) => raceApi.register(registerBody(contest.id, values))}
      onSaved={() => {
        queryClient.invalidateQueries({ queryKey: RACE_KEY });
        onRegistered();
      }}
    >
      <Form.Item name="groupId" label="参赛分组" rules={[{ required: true, message: '请选择参赛分组' }]}>
        <Select
          placeholder="请选择参赛分组"
          options={contest.groups.map((g) => ({ label: g.className, value: g.id }))}
        />
      </Form.Item>
      <Form.Item
        name="realname"
        label="真实姓名"
        rules={[
          { required: true, whitespace: true, message: '请填写真实姓名' },
          { max: 50, message: '姓名不能超过 50 个字符' },
        ]}
      >
        <Input placeholder="榜单上显示的姓名" maxLength={50} />
      </Form.Item>
      {hasSchools && (
        <Form.Item name="schoolId" label="学校" rules={[{ required: true, message: '请选择学校' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="请选择学校"
            options={[
              ...contest.schools.map((s) => ({ label: s.schoolName, value: s.id })),
              { label: '其他学校（手动填写）', value: OTHER_SCHOOL },
            ]}
          />
        </Form.Item>
      )}
      {typedSchool && (
        <Form.Item
          name="schoolName"
          label={hasSchools ? '学校名称' : '学校'}
          rules={requiredTextRules('学校名称', 100)}
        >
          <Input placeholder="请填写学校全称" maxLength={100} />
        </Form.Item>
      )}
      <Form.Item name="grade" label="年级">
        <Select allowClear placeholder="请选择年级（选填）" options={GRADE_OPTIONS} />
      </Form.Item>
      <Form.Item
        name="guardianPhone"
        label="家长电话"
        rules={[{ pattern: GUARDIAN_PHONE, message: '请填写 11 位手机号码' }]}
      >
        <Input placeholder="选填，便于赛事通知" maxLength={11} inputMode="tel" />
      </Form.Item>
    </FormModal>
  );
}
