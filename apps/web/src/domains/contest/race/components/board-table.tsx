import type { ContestBoard, ContestBoardRow } from '@ck/shared';
import { Table, type TableColumnsType, Tag, Tooltip } from 'antd';
import { AWARD_COLORS, awardLabel, cellView, summaryColumns } from '../board-cells.ts';

/** One problem cell: coloured by its state, `+2 / 37`, `-3`, `?` or a score. */
function BoardCell({
  row,
  problemId,
  board,
}: {
  row: ContestBoardRow;
  problemId: string;
  board: ContestBoard;
}) {
  const view = cellView(row.cells[problemId], board.ruleType);
  if (view.tone === 'none') return <div className="ck-race-cell-box" />;
  return (
    <Tooltip title={view.title}>
      <div className={`ck-race-cell-box ck-race-tone-${view.tone}`}>
        <span>{view.main}</span>
        {view.sub && <small>{view.sub}</small>}
      </div>
    </Tooltip>
  );
}

/** The scoreboard of one group; scrolls sideways on phones with rank and name kept in view. */
export function BoardTable({ board, myId }: { board: ContestBoard; myId?: string }) {
  const columns: TableColumnsType<ContestBoardRow> = [
    {
      title: '排名',
      dataIndex: 'rank',
      width: 72,
      fixed: 'left',
      align: 'center',
      render: (rank: number, row) => (
        <>
          <strong>{rank}</strong>
          {row.award && (
            <div>
              <Tag color={AWARD_COLORS[row.award]} style={{ marginInlineEnd: 0 }}>
                {awardLabel(row.award)}
              </Tag>
            </div>
          )}
        </>
      ),
    },
    {
      title: '姓名',
      dataIndex: 'realname',
      fixed: 'left',
      width: 120,
      render: (name: string, row) => (
        <div style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {name}
          {row.teamName && <div style={{ color: '#999', fontSize: 12 }}>{row.teamName}</div>}
        </div>
      ),
    },
    { title: '学校', dataIndex: 'school', width: 160, ellipsis: true },
    ...summaryColumns(board.ruleType).map((c) => ({
      title: c.title,
      key: c.key,
      width: 72,
      align: 'center' as const,
      render: (_: unknown, row: ContestBoardRow) => <strong>{c.value(row)}</strong>,
    })),
    ...board.problemTitles.map((p) => ({
      title: (
        <Tooltip title={p.title}>
          <span>{p.label}</span>
        </Tooltip>
      ),
      key: p.id,
      width: 64,
      align: 'center' as const,
      className: 'ck-race-cell',
      render: (_: unknown, row: ContestBoardRow) => <BoardCell row={row} problemId={p.id} board={board} />,
    })),
  ];

  return (
    <Table<ContestBoardRow>
      className="ck-race-board"
      rowKey="userId"
      size="small"
      bordered
      columns={columns}
      dataSource={board.rows}
      scroll={{ x: 'max-content' }}
      pagination={{ pageSize: 100, hideOnSinglePage: true, showSizeChanger: false }}
      rowClassName={(row) =>
        [row.award ? `ck-race-award-${row.award}` : '', row.userId === myId ? 'ck-race-mine' : '']
          .filter(Boolean)
          .join(' ')
      }
      locale={{ emptyText: '暂无参赛选手上榜' }}
    />
  );
}
