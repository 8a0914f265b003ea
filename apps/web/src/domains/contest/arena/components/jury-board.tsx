import type { ContestBoard, ContestBoardCell, ContestBoardRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { juryApi, juryKey } from '../api.ts';
import { boardCellText } from '../board-cells.ts';

/** Fallback refresh of the live board; `contestBoard` frames refresh it sooner. */
const BOARD_POLL_MS = 30_000;

/** The live board of one group (the jury never sees the frozen projection). */
export function useJuryBoard(contestId: string, groupId: string | undefined) {
  return useQuery({
    queryKey: [...juryKey(contestId), 'board', groupId],
    queryFn: () => juryApi.board(contestId, groupId ?? ''),
    enabled: !!groupId,
    refetchInterval: BOARD_POLL_MS,
  });
}

const CELL_BG: Record<string, string> = {
  solved: '#d9f7be',
  first: '#73d13d',
  failed: '#ffccc7',
  pending: '#bae0ff',
  partial: '#fff1b8',
  empty: 'transparent',
};

function Cell({ cell, ruleType }: { cell?: ContestBoardCell; ruleType: ContestBoard['ruleType'] }) {
  const look = boardCellText(cell, ruleType);
  return (
    <div style={{ background: CELL_BG[look.tone], textAlign: 'center', padding: '2px 4px', borderRadius: 4 }}>
      <div>{look.main}</div>
      {look.sub && <div style={{ fontSize: 11, color: '#666' }}>{look.sub}</div>}
    </div>
  );
}

/** A compact live board table: rank, name, school, solved / score, penalty and one column per problem. */
export function JuryBoard({ contestId, groupId }: { contestId: string; groupId?: string }) {
  const board = useJuryBoard(contestId, groupId);
  if (!groupId) return <Typography.Text type="secondary">请选择分组</Typography.Text>;
  if (board.error) return <Alert type="error" showIcon message={(board.error as Error).message} />;
  const data = board.data;
  const acm = data?.ruleType === 'acm';
  const columns: TableColumnsType<ContestBoardRow> = [
    { title: '排名', dataIndex: 'rank', width: 60, fixed: 'left' },
    {
      title: '姓名',
      dataIndex: 'realname',
      width: 120,
      fixed: 'left',
      render: (v: string, r) => (
        <>
          {v}
          {r.award && <Tag color={['', 'gold', 'default', 'orange'][r.award]}>{r.award}等奖</Tag>}
        </>
      ),
    },
    { title: '学校', dataIndex: 'school', width: 140, ellipsis: true },
    acm
      ? { title: '解题', dataIndex: 'solved', width: 60 }
      : { title: '总分', dataIndex: 'score', width: 70 },
    {
      title: data?.ruleType === 'paper' ? '用时(秒)' : '罚时',
      dataIndex: 'penalty',
      width: 80,
      hidden: !acm && data?.ruleType !== 'paper',
    },
    ...(data?.problemTitles ?? []).map((p) => ({
      title: <span title={p.title}>{p.label}</span>,
      key: p.id,
      width: 76,
      render: (_: unknown, r: ContestBoardRow) => (
        <Cell cell={r.cells[p.id]} ruleType={data?.ruleType ?? 'acm'} />
      ),
    })),
  ];
  return (
    <>
      {data && (
        <Typography.Paragraph type="secondary">
          生成于 {data.generatedAt}（裁判看到的是实时榜单，不受封榜影响）
        </Typography.Paragraph>
      )}
      <Table<ContestBoardRow>
        rowKey="userId"
        size="small"
        bordered
        loading={board.isLoading}
        columns={columns}
        dataSource={data?.rows ?? []}
        pagination={{ pageSize: 100, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="jury-board"
      />
    </>
  );
}
