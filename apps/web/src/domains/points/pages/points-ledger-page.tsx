import type { PointsAdminRow } from '@ck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Input, Space, Typography } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../admin/crud/use-list-page.ts';
import { AddButton } from '../../../components/add-button.tsx';
import { ExportButton } from '../../../components/export-button.tsx';
import { SearchTable } from '../../../components/search-table.tsx';
import { exportLedger, listLedger, MY_POINTS_KEY, POINTS_KEY } from '../api.ts';
import { AwardModal } from '../components/award-modal.tsx';
import { dateSearch, ledgerColumns } from '../components/ledger-columns.tsx';

const columns: ListColumn<PointsAdminRow>[] = [
  {
    key: 'user',
    title: '学生',
    width: 160,
    render: (_, r) => (
      <>
        <div>{r.realname || r.username}</div>
        {r.realname && <Typography.Text type="secondary">{r.username}</Typography.Text>}
      </>
    ),
    search: {
      name: 'keyword',
      label: '学生',
      input: <Input placeholder="账号或姓名" allowClear maxLength={64} />,
    },
  },
  ...ledgerColumns<PointsAdminRow>('原因', 90),
  { key: 'createBy', title: '操作人', dataIndex: 'createBy', width: 110, render: (v) => v ?? '系统' },
  { key: 'createTime', title: '时间', dataIndex: 'createTime', width: 170, search: dateSearch },
];

/** 积分流水: every change of points (teachers: their classes' students), with awards and the export. */
export function PointsLedgerPage() {
  const queryClient = useQueryClient();
  const [awarding, setAwarding] = useState(false);
  const list = useListPage<PointsAdminRow>({
    queryKey: [...POINTS_KEY, 'ledger'],
    query: listLedger,
    columns,
    emptyText: { searched: '没有符合条件的积分流水', none: '还没有积分流水' },
  });
  return (
    <ListPageCard title="积分流水" icon="unordered-list">
      <SearchTable
        list={list}
        layout="grid"
        toolbar={
          <Space>
            <AddButton code="teaching:jifen:award" onClick={() => setAwarding(true)}>
              奖励 / 扣减
            </AddButton>
            <ExportButton code="teaching:jifen:export" onExport={() => exportLedger(list.filters)}>
              导出
            </ExportButton>
          </Space>
        }
      />
      <AwardModal
        open={awarding}
        onClose={() => setAwarding(false)}
        onDone={() => {
          setAwarding(false);
          list.refresh();
          queryClient.invalidateQueries({ queryKey: MY_POINTS_KEY });
        }}
      />
    </ListPageCard>
  );
}
