import { useQuery } from '@tanstack/react-query';
import { Alert, Skeleton, Typography } from 'antd';
import { BoardTable } from '../../race/components/board-table.tsx';
import '../../race/race.css';
import { juryApi, juryKey } from '../api.ts';

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

/** The live board of one group, drawn like the public board. */
export function JuryBoard({ contestId, groupId }: { contestId: string; groupId?: string }) {
  const board = useJuryBoard(contestId, groupId);
  if (!groupId) return <Typography.Text type="secondary">请选择分组</Typography.Text>;
  if (board.error) return <Alert type="error" showIcon message={(board.error as Error).message} />;
  if (!board.data) return <Skeleton active />;
  return (
    <div data-testid="jury-board">
      <Typography.Paragraph type="secondary">
        生成于 {board.data.generatedAt}（裁判看到的是实时榜单，不受封榜影响）
      </Typography.Paragraph>
      <BoardTable board={board.data} />
    </div>
  );
}
