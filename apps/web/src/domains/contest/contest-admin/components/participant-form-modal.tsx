import { AutoComplete, Form, Input } from 'antd';
import { useEffect } from 'react';
import { SaveModal } from '../../../../components/save-modal.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { participantApi } from '../api.ts';
import {
  type ParticipantForm,
  PHONE_PATTERN,
  participantBody,
  participantToForm,
} from '../participant-form.ts';
import type { Participant } from '../types.ts';
import { GroupSelectItem } from './group-select-item.tsx';
import { useContestGroups } from './use-contest-groups.ts';
import { useContestSchools } from './use-contest-schools.ts';

interface Props {
  contestId: string;
  /** null: closed; `{}`: new; `{ row }`: edit. */
  target: { row?: Participant } | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Adds an existing account to the contest, or edits a participant's group, school and contact. */
export function ParticipantFormModal({ contestId, target, onClose, onSaved }: Props) {
  const [form] = Form.useForm<ParticipantForm>();
  const row = target?.row;
  const groups = useContestGroups(contestId);
  const schools = useContestSchools(contestId);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (target.row) form.setFieldsValue(participantToForm(target.row));
  }, [target, form]);

  const save = useDialogFormSave(form, target, async (v) => {
    const body = participantBody({ ...form.getFieldsValue(true), ...v }, contestId, schools.data ?? []);
    if (row) {
      const { contestId: _c, username: _u, ...changes } = body;
      await participantApi.edit({ ...changes, id: row.id });
    } else await participantApi.add(body);
    onSaved();
    onClose();
  });

  return (
    <SaveModal
      title={row ? `编辑参赛学生 · ${row.realname}` : '添加参赛学生'}
      open={!!target}
      onClose={onClose}
      save={save}
    >
      <Form<ParticipantForm> form={form} name="contest-participant-form" labelCol={{ flex: '90px' }}>
        <Form.Item
          name="username"
          label="账号"
          extra={row ? undefined : '学生在平台上的登录账号；没有账号的学生请先在用户管理中创建'}
          rules={[
            { required: true, whitespace: true, message: '请填写学生账号' },
            { max: 64, message: '账号不能超过 64 个字符' },
          ]}
        >
          <Input maxLength={64} allowClear disabled={!!row} autoComplete="off" />
        </Form.Item>
        <Form.Item name="realname" label="姓名" rules={requiredTextRules('姓名', 100)}>
          <Input maxLength={100} allowClear placeholder="榜单和证书上显示的姓名" />
        </Form.Item>
        <GroupSelectItem groups={groups} />
        <Form.Item
          name="schoolName"
          label="学校"
          extra="可以从参赛学校中选择，也可以直接填写"
          rules={[{ max: 100, message: '学校名称不能超过 100 个字符' }]}
        >
          <AutoComplete
            allowClear
            placeholder="学校名称"
            options={(schools.data ?? []).map((s) => ({ value: s.schoolName }))}
            showSearch={{
              filterOption: (input, option) => String(option?.value ?? '').includes(input.trim()),
            }}
          />
        </Form.Item>
        <Form.Item name="grade" label="年级" rules={[{ max: 20, message: '年级不能超过 20 个字符' }]}>
          <Input maxLength={20} allowClear placeholder="如：五年级" />
        </Form.Item>
        <Form.Item
          name="guardianPhone"
          label="家长电话"
          rules={[{ pattern: PHONE_PATTERN, message: '请填写正确的手机号或座机号' }]}
        >
          <Input maxLength={20} allowClear />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}
