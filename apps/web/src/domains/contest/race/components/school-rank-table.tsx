import type { ContestRuleType, ContestSchoolRankRow } from '@ck/shared';
import { Table } from 'antd';
import { schoolValueTitle } from '../board-cells.ts';

/** The school ranking of one group. */
export function SchoolRankTable({
  rows,
  ruleType,
  loading,
}: {
  rows: ContestSchoolRankRow[];
  ruleType: ContestRuleType;
  loading: boolean;
}) {
  return (
    <Table<ContestSchoolRankRow>
      rowKey="schoolName"
      size="small"
      bordered
      loading={loading}
      dataSource={rows}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: '暂无学校排名' }}
      columns={[
        { title: '排名', dataIndex: 'rank', width: 72, align: 'center' },
        { title: '学校', dataIndex: 'schoolName', ellipsis: true },
        { title: '参赛人数', dataIndex: 'contestants', width: 100, align: 'center' },
        {
          title: schoolValueTitle(ruleType),
          dataIndex: 'value',
          width: 100,
          align: 'center',
          // An average may come with many decimals.
          render: (v: number) => (Number.isInteger(v) ? v : v.toFixed(2)),
        },
      ]}
    />
  );
}
