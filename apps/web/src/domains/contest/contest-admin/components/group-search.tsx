import { Select } from 'antd';
import type { ColumnSearch } from '../../../../admin/crud/list-columns.ts';
import { groupOptions } from './use-contest-groups.ts';

/** The 全部分组 filter of a contest's lists, from `useContestGroups`. */
export function groupSearch(groups: {
  isLoading: boolean;
  data?: { id: string; className: string }[];
}): ColumnSearch {
  return {
    instant: true,
    input: (
      <Select
        allowClear
        placeholder="全部分组"
        loading={groups.isLoading}
        options={groupOptions(groups.data)}
        style={{ width: 160 }}
      />
    ),
  };
}
