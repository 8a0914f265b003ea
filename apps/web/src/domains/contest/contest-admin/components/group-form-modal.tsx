import type { Contest, ContestClass } from '@ck/shared';
import { Alert, Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { SaveModal } from '../../../../components/save-modal.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useDialogFormSave } from '../../../../hooks/use-form-save.ts';
import { PaperSelect } from '../../../exam/exam-admin/components/paper-select.tsx';
import { groupApi } from '../api.ts';
import { type GroupForm, groupBody, groupContentError, groupToForm, newGroupForm } from '../group-form.ts';
import { ProblemListPicker } from './problem-list-picker.tsx';

interface Props {
  contest: Contest;
  /** null: closed; `{ group: undefined }`: new; `{ group }`: edit. */
  target: { group?: ContestClass; nextSortNo: number } | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Creates or edits a group: its name, note, order and the problems (or the paper of a paper contest). */
export function GroupFormModal({ contest, target, onClose, onSaved }: Props) {
  const [form] = Form.useForm<GroupForm>();
  const group = target?.group;
  const paper = contest.ruleType === 'paper';

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(target.group ? groupToForm(target.group) : newGroupForm(target.nextSortNo));
  }, [target, form]);

  const save = useDialogFormSave(form, target, async (values) => {
    const body = groupBody({ ...form.getFieldsValue(true), ...values }, contest.ruleType);
    if (group) await groupApi.edit({ ...body, id: group.id });
    else await groupApi.add({ ...body, contestId: contest.id });
    onSaved();
    onClose();
  });

  const contentRule = {
    validator: () => {
      const message = groupContentError(form.getFieldsValue(['problemIds', 'paperId']), contest.ruleType);
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  };

  return (
    <SaveModal
      title={group ? `编辑分组 · ${group.className}` : '新增分组'}
      open={!!target}
      onClose={onClose}
      save={save}
      width={720}
      mask={{ closable: false }}
    >
      {group && group.participants > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`已有 ${group.participants} 名选手在这个分组，比赛开始后调整${paper ? '试卷' : '题目'}会影响榜单，请谨慎修改`}
        />
      )}
      <Form<GroupForm> form={form} name="contest-group-form" layout="vertical">
        <Form.Item name="className" label="分组名称" rules={requiredTextRules('分组名称', 100)}>
          <Input placeholder="如：小学组、初中组" maxLength={100} allowClear />
        </Form.Item>
        <Form.Item
          name="description"
          label="分组说明"
          rules={[{ max: 1000, message: '分组说明不能超过 1000 个字符' }]}
        >
          <Input.TextArea rows={2} maxLength={1000} placeholder="如：面向 3-6 年级，使用 Python 或 C++" />
        </Form.Item>
        <Form.Item name="sortNo" label="排序" extra="数字小的排在前面">
          <InputNumber min={0} max={100_000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        {paper ? (
          <Form.Item
            name="paperId"
            label="试卷"
            required
            rules={[contentRule]}
            extra="选手在比赛时间内通过在线考试作答这份试卷，按总分和用时排名"
          >
            <PaperSelect currentLabel={group?.paperId_dictText} />
          </Form.Item>
        ) : (
          <Form.Item
            name="problemIds"
            label="题目"
            required
            rules={[contentRule]}
            extra="只能选择判题题库中的题目，最多 26 道，榜单按这里的顺序编号"
          >
            <ProblemListPicker />
          </Form.Item>
        )}
      </Form>
    </SaveModal>
  );
}
