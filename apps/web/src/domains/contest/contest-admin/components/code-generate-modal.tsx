import type { Contest } from '@ck/shared';
import { Alert, Form } from 'antd';
import { useEffect } from 'react';
import { IntegerItem } from '../../../../components/integer-item.tsx';
import { SaveModal } from '../../../../components/save-modal.tsx';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { codeApi } from '../api.ts';
import type { CodeSlip } from '../code-slips.ts';
import { GroupSelectItem } from './group-select-item.tsx';
import { useContestGroups } from './use-contest-groups.ts';

interface Props {
  contest: Contest;
  open: boolean;
  /** The group the page is filtered by, chosen in advance. */
  groupId?: string;
  onClose: () => void;
  /** The new codes, ready to print. */
  onGenerated: (slips: CodeSlip[]) => void;
}

/** Generates N single-use codes for one group of the contest. */
export function CodeGenerateModal({ contest, open, groupId, onClose, onGenerated }: Props) {
  const [form] = Form.useForm<{ groupId?: string; count: number }>();
  const groups = useContestGroups(contest.id);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ groupId, count: 50 });
  }, [open, groupId, form]);

  const generate = async (v: { groupId?: string; count: number }) => {
    const group = groups.data?.find((g) => g.id === v.groupId);
    const { codes } = await codeApi.generate({
      contestId: contest.id,
      groupId: v.groupId ?? '',
      count: v.count,
    });
    onGenerated(codes.map((code) => ({ code, groupName: group?.className ?? '' })));
    onClose();
  };
  const save = useDialogFormSave(form, open, generate, '生成失败');

  return (
    <SaveModal title="生成验证码" open={open} onClose={onClose} save={save} okText="生成">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="选手登录后在赛事页面输入验证码，即可加入对应分组；每个验证码只能使用一次。"
      />
      <Form form={form} name="contest-code-generate" labelCol={{ flex: '90px' }}>
        <GroupSelectItem groups={groups} />
        <IntegerItem name="count" label="数量" min={1} max={1000} unit="个" message="数量必须是 1 到 1000" />
      </Form>
    </SaveModal>
  );
}
