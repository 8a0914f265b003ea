import { Form, Select } from 'antd';
import { groupOptions } from './use-contest-groups.ts';

/** The required 分组 field of a contest's add dialogs, picking from `useContestGroups`. */
export function GroupSelectItem({
  groups,
  onChange,
  notFoundContent = '这场赛事还没有分组，请先新增分组',
}: {
  groups: { isLoading: boolean; data?: { id: string; className: string }[] };
  onChange?: () => void;
  notFoundContent?: string;
}) {
  return (
    <Form.Item name="groupId" label="分组" rules={[{ required: true, message: '请选择分组' }]}>
      <Select
        placeholder="选择分组"
        loading={groups.isLoading}
        options={groupOptions(groups.data)}
        onChange={onChange}
        notFoundContent={notFoundContent}
      />
    </Form.Item>
  );
}
