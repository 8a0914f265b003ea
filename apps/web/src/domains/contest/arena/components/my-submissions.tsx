import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { MySubmission } from '../api.ts';
import { CodeDrawer } from './code-drawer.tsx';
import { VerdictBadge } from './verdict-badge.tsx';

/** The contestant's own submissions, newest first; verdicts update live (socket frames and polling). */
export function MySubmissions({ query }: { query: UseQueryResult<MySubmission[]> }) {
  const [open, setOpen] = useState<string | null>(null);
  const columns: TableColumnsType<MySubmission> = [
    { title: '题目', dataIndex: 'label', width: 70 },
    { title: '语言', dataIndex: 'language', width: 100 },
    {
      title: '结果',
      dataIndex: 'verdict',
      render: (_: unknown, r) => <VerdictBadge verdict={r.verdict} hidden={r.hidden} score={r.score} />,
    },
    { title: '提交时间', dataIndex: 'createTime', width: 170 },
    {
      title: '代码',
      width: 70,
      render: (_: unknown, r) =>
        r.hidden ? null : (
          <Button type="link" size="small" onClick={() => setOpen(r.id)}>
            查看
          </Button>
        ),
    },
  ];
  if (query.error) return <Alert type="error" showIcon message={(query.error as Error).message} />;
  return (
    <>
      <Table<MySubmission>
        rowKey="id"
        size="small"
        loading={query.isLoading}
        columns={columns}
        dataSource={query.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: '还没有提交' }}
        data-testid="arena-my-submissions"
      />
      <CodeDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
