import { LoadingOutlined } from '@ant-design/icons';
import type { JudgeCaseResult } from '@ck/shared';
import { Table, type TableColumnsType, Tag } from 'antd';
import { VERDICT_COLOR, VERDICT_TEXT } from '../api.ts';

/** A verdict as a coloured tag: 通过 (AC), 答案错误 (WA)… or the queue state while judging. */
export function VerdictTag({ verdict, status }: { verdict?: string | null; status?: string }) {
  if (status && status !== 'done')
    return (
      <Tag icon={<LoadingOutlined />} color="processing">
        {status === 'queued' ? '排队中' : '评测中'}
      </Tag>
    );
  if (!verdict) return <Tag>—</Tag>;
  return (
    <Tag color={VERDICT_COLOR[verdict] ?? 'default'}>
      {VERDICT_TEXT[verdict] ?? verdict} ({verdict})
    </Tag>
  );
}

const columns: TableColumnsType<JudgeCaseResult> = [
  { title: '测试点', dataIndex: 'name', width: 90, render: (v: string, r) => v || `#${r.index + 1}` },
  { title: '结果', dataIndex: 'verdict', width: 150, render: (v: string) => <VerdictTag verdict={v} /> },
  { title: '时间', dataIndex: 'timeMs', width: 90, render: (v: number) => `${v} ms` },
  { title: '内存', dataIndex: 'memoryKb', width: 100, render: (v: number) => formatKb(v) },
  { title: '得分', dataIndex: 'score', width: 70 },
  { title: '说明', dataIndex: 'message', ellipsis: true },
];

export function formatKb(kb: number | null | undefined): string {
  if (kb === null || kb === undefined) return '—';
  return kb >= 1024 ? `${(kb / 1024).toFixed(1)} MB` : `${kb} KB`;
}

/** Per-case results of a submission or a validation run. */
export function CaseTable({ cases }: { cases: JudgeCaseResult[] }) {
  return (
    <Table<JudgeCaseResult>
      rowKey="index"
      size="small"
      columns={columns}
      dataSource={cases}
      pagination={false}
      scroll={{ x: 'max-content' }}
      data-testid="case-table"
    />
  );
}
