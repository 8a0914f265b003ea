import type { ContestPhase, ContestRuleType } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Result } from 'antd';
import { HttpError } from '../../../../api/http-errors.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { LoadState } from '../../../teaching/learning/components/load-state.tsx';
import { raceApi, raceBoardKey, raceSchoolKey } from '../api.ts';
import { frozenNotice } from '../board-cells.ts';
import { useBoardRefresh } from '../use-board-refresh.ts';
import { BoardTable } from './board-table.tsx';
import { SchoolRankTable } from './school-rank-table.tsx';

const isForbidden = (error: unknown) => error instanceof HttpError && error.status === 403;

/** A refusal is final; other failures are tried again once. */
const retryUnlessForbidden = (count: number, error: unknown) => !isForbidden(error) && count < 1;

function NotPublic() {
  return <Result status="403" title="榜单暂未公开" subTitle="主办方公开榜单后即可查看，请稍后再来" />;
}

/** The live board (or school ranking) of one group: polled, and refreshed on `contestBoard` pushes. */
export function BoardView({
  contestId,
  groupId,
  ruleType,
  phase,
  school,
}: {
  contestId: string;
  groupId: string;
  ruleType: ContestRuleType;
  phase: ContestPhase;
  school: boolean;
}) {
  const myId = useSession((s) => s.userInfo?.id);
  const poll = useBoardRefresh(contestId, groupId);
  // Nothing moves on a finished board; the frames (unfreeze, rejudge) still refresh it.
  const interval = phase === 'ended' ? poll * 4 : poll;
  const board = useQuery({
    queryKey: raceBoardKey(contestId, groupId),
    queryFn: () => raceApi.board(contestId, groupId),
    enabled: !school,
    retry: retryUnlessForbidden,
    refetchInterval: (q) => (isForbidden(q.state.error) ? false : interval),
  });
  const schools = useQuery({
    queryKey: raceSchoolKey(contestId, groupId),
    queryFn: () => raceApi.schoolRank(contestId, groupId),
    enabled: school,
    retry: retryUnlessForbidden,
    refetchInterval: (q) => (isForbidden(q.state.error) ? false : interval),
  });

  const current = school ? schools : board;
  if (isForbidden(current.error)) return <NotPublic />;
  if (school) {
    if (!schools.data && !schools.isLoading)
      return <LoadState query={{ isLoading: false, error: schools.error, refetch: schools.refetch }} />;
    return <SchoolRankTable rows={schools.data ?? []} ruleType={ruleType} loading={schools.isLoading} />;
  }
  if (!board.data) return <LoadState query={board} />;

  const notice = frozenNotice(board.data, phase);
  const mine = board.data.rows.find((r) => r.userId === myId);
  return (
    <>
      {notice && <Alert type="warning" showIcon title={notice} style={{ marginBottom: 12 }} />}
      <div style={{ display: 'flex', justifyContent: 'space-between', color: '#888', marginBottom: 8 }}>
        <span>{mine ? `我的排名：第 ${mine.rank} 名` : `共 ${board.data.rows.length} 人上榜`}</span>
        <span>更新于 {board.data.generatedAt.slice(11, 19)}</span>
      </div>
      <BoardTable board={board.data} myId={myId} />
    </>
  );
}
