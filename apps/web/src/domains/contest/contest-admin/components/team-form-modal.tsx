import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { SaveModal } from '../../../../components/save-modal.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { teamApi } from '../api.ts';
import { type ContestTeam, MAX_TEAM_MEMBERS } from '../types.ts';
import { GroupSelectItem } from './group-select-item.tsx';
import { useContestGroups } from './use-contest-groups.ts';
import { useContestSchools } from './use-contest-schools.ts';
import { useParticipantOptions } from './use-participant-options.ts';

interface TeamForm {
  teamName: string;
  groupId?: string | null;
  schoolId?: string | null;
  coachName?: string;
  coachPhone?: string;
  memberIds: string[];
}

interface Props {
  contestId: string;
  /** null: closed; `{}`: new; `{ team }`: edit. */
  target: { team?: ContestTeam } | null;
  onClose: () => void;
  onSaved: () => void;
}

const blankToNull = (v: string | undefined | null) => v?.trim() || null;

/** Adds or edits a team: its group, school, coach and members (participants of the same group). */
export function TeamFormModal({ contestId, target, onClose, onSaved }: Props) {
  const [form] = Form.useForm<TeamForm>();
  const team = target?.team;
  const groupId = Form.useWatch('groupId', form);
  const groups = useContestGroups(contestId);
  const schools = useContestSchools(contestId);
  const members = useParticipantOptions(contestId, groupId, !!target && !!groupId);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    const t = target.team;
    form.setFieldsValue(
      t
        ? {
            teamName: t.teamName,
            groupId: t.groupId,
            schoolId: t.schoolId,
            coachName: t.coachName ?? '',
            coachPhone: t.coachPhone ?? '',
            memberIds: [...t.memberIds],
          }
        : { teamName: '', memberIds: [] },
    );
  }, [target, form]);

  const save = useDialogFormSave(form, target, async (v) => {
    const body = {
      contestId,
      teamName: v.teamName.trim(),
      groupId: v.groupId || null,
      schoolId: v.schoolId || null,
      coachName: blankToNull(v.coachName),
      coachPhone: blankToNull(v.coachPhone),
      memberIds: v.memberIds ?? [],
    };
    if (team) await teamApi.edit({ ...body, id: team.id });
    else await teamApi.add(body);
    onSaved();
    onClose();
  });

  // Members already chosen keep a label even when the picker's page does not hold them.
  const memberOptions = [...members.options];
  (team?.memberIds ?? []).forEach((id) => {
    if (!memberOptions.some((o) => o.value === id))
      memberOptions.push({
        value: id,
        label: team?.members.find((m) => m.userId === id)?.realname ?? `选手 ${id.slice(0, 8)}`,
      });
  });

  return (
    <SaveModal
      title={team ? '编辑队伍' : '新增队伍'}
      open={!!target}
      onClose={onClose}
      save={save}
      width={600}
    >
      <Form<TeamForm> form={form} name="contest-team-form" labelCol={{ flex: '90px' }}>
        <Form.Item name="teamName" label="队伍名称" rules={requiredTextRules('队伍名称', 100)}>
          <Input maxLength={100} allowClear />
        </Form.Item>
        <GroupSelectItem
          groups={groups}
          onChange={() => form.setFieldValue('memberIds', [])}
          notFoundContent="这场赛事还没有分组"
        />
        <Form.Item name="schoolId" label="学校">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="选择参赛学校（可选）"
            loading={schools.isLoading}
            options={(schools.data ?? []).map((s) => ({ value: s.id, label: s.schoolName }))}
            notFoundContent="还没有参赛学校"
          />
        </Form.Item>
        <Form.Item name="coachName" label="教练" rules={[{ max: 50, message: '教练姓名不能超过 50 个字符' }]}>
          <Input maxLength={50} allowClear />
        </Form.Item>
        <Form.Item
          name="coachPhone"
          label="教练电话"
          rules={[{ pattern: /^[0-9+\-() ]{5,20}$/, message: '请填写正确的电话号码' }]}
        >
          <Input maxLength={20} allowClear />
        </Form.Item>
        <Form.Item
          name="memberIds"
          label="队员"
          rules={[
            { type: 'array', max: MAX_TEAM_MEMBERS, message: `一支队伍最多 ${MAX_TEAM_MEMBERS} 名队员` },
          ]}
          extra={
            !groupId
              ? '先选择分组，队员从这个分组的参赛学生中选择'
              : members.truncated
                ? '只列出了这个分组的前 200 名学生，可输入姓名筛选'
                : '队员必须是同一分组的参赛学生'
          }
        >
          <Select
            mode="multiple"
            allowClear
            disabled={!groupId}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="选择队员"
            loading={members.query.isFetching}
            options={memberOptions}
            notFoundContent={members.query.isError ? '参赛学生加载失败' : '这个分组还没有参赛学生'}
          />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}
