import type { SubmissionRow } from '@ck/shared';
import { Button } from 'antd';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { formatKb, VerdictTag } from './verdict-tag.tsx';

/** Columns shared by the back office list and the practice area's "my submissions". */
export function submissionColumns(
  open: (id: string) => void,
  withUser: boolean,
): ListColumn<SubmissionRow>[] {
  return [
    {
      key: 'id',
      title: '编号',
      dataIndex: 'id',
      width: 110,
      render: (id: string) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(id)}>
          {id.slice(-8)}
        </Button>
      ),
    },
    { key: 'problemTitle', title: '题目', dataIndex: 'problemTitle', ellipsis: true },
    ...(withUser ? [{ key: 'username', title: '用户', dataIndex: 'username', width: 120 }] : []),
    {
      key: 'verdict',
      title: '结果',
      dataIndex: 'verdict',
      width: 150,
      render: (v: string | null, r: SubmissionRow) => <VerdictTag verdict={v} status={r.status} />,
    },
    { key: 'score', title: '得分', dataIndex: 'score', width: 70, render: (s: number | null) => s ?? '—' },
    { key: 'language', title: '语言', dataIndex: 'language', width: 100 },
    {
      key: 'timeMs',
      title: '时间',
      dataIndex: 'timeMs',
      width: 90,
      render: (t: number | null) => (t === null ? '—' : `${t} ms`),
    },
    {
      key: 'memoryKb',
      title: '内存',
      dataIndex: 'memoryKb',
      width: 100,
      render: (m: number | null) => formatKb(m),
    },
    {
      key: 'createTime',
      title: '提交时间',
      dataIndex: 'createTime',
      width: 170,
      render: (t: string | null) => (t ? new Date(t).toLocaleString('zh-CN') : ''),
    },
  ];
}

/** Keep a list moving while something in it is still being judged. */
export const whileJudging = (data: { records: SubmissionRow[] } | undefined) =>
  data?.records.some((r) => r.status !== 'done') ? 2000 : false;
