import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Result } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loginPathWithRedirect } from '../../../../app/navigation.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { arenaApi, arenaKey } from '../api.ts';
import { formatCountdown } from '../arena-clock.ts';
import { EnterCard, NotRegistered, PaperCard } from '../components/arena-gates.tsx';
import { ArenaHeader } from '../components/arena-header.tsx';
import { ArenaWorkspace } from '../components/arena-workspace.tsx';
import { useCountdown } from '../use-countdown.ts';

/** The status is re-read now and then to re-measure the clock offset and catch a changed phase. */
const STATUS_POLL_MS = 60_000;

/** `/home-page/raceArena?contestId=`: a contestant's arena (problems, editor, submissions, clarifications). */
export function RaceArenaPage() {
  const [params] = useSearchParams();
  const contestId = params.get('contestId') ?? '';
  const client = useQueryClient();
  const signedIn = useSession((st) => !!st.token);
  const key = arenaKey(contestId);
  const status = useQuery({
    queryKey: [...key, 'status'],
    queryFn: () => arenaApi.status(contestId),
    enabled: !!contestId && signedIn,
    refetchInterval: STATUS_POLL_MS,
  });
  const info = useQuery({
    queryKey: [...key, 'info'],
    queryFn: () => arenaApi.contestInfo(contestId),
    enabled: !!contestId,
    staleTime: 300_000,
  });
  const s = status.data;
  const before = s?.phase === 'upcoming' || s?.phase === 'registering';
  const target = before ? info.data?.startTime : (s?.deadline ?? info.data?.endTime);
  const remaining = useCountdown(target, s?.serverTime);
  const zero = remaining === 0;
  const ended = s?.phase === 'ended' || (!before && zero);

  // At zero the phase changes (started or ended): ask the server instead of trusting the browser.
  useEffect(() => {
    if (zero) client.invalidateQueries({ queryKey: [...arenaKey(contestId), 'status'] });
  }, [zero, client, contestId]);

  if (!contestId)
    return (
      <Result
        status="404"
        title="缺少赛事参数"
        extra={
          <Link to="/home-page/raceList">
            <Button type="primary">查看赛事列表</Button>
          </Link>
        }
      />
    );
  if (!signedIn)
    return (
      <Result
        status="info"
        title="请先登录"
        subTitle="登录后才能进入比赛"
        extra={
          <Link to={loginPathWithRedirect(`/home-page/raceArena?contestId=${encodeURIComponent(contestId)}`)}>
            <Button type="primary">去登录</Button>
          </Link>
        }
      />
    );
  if (status.error)
    return <Result status="error" title="无法进入比赛" subTitle={(status.error as Error).message} />;
  if (!s) return <Card loading variant="borderless" />;

  const refresh = () => client.invalidateQueries({ queryKey: key });
  const practice = info.data?.isPractice === 1;
  const duration = info.data?.duration ?? null;
  let body: ReactNode;
  if (!s.registered)
    body =
      practice && s.phase === 'running' ? (
        <EnterCard contestId={contestId} duration={duration} practice onEntered={refresh} />
      ) : (
        <NotRegistered contestId={contestId} />
      );
  else if (before)
    body = (
      <Result
        status="info"
        title="比赛尚未开始"
        subTitle={remaining !== null ? `距开始还有 ${formatCountdown(remaining)}` : undefined}
      />
    );
  else if (s.examId) body = <PaperCard examId={s.examId} />;
  else if (s.phase === 'running' && duration && !s.startedAt)
    body = <EnterCard contestId={contestId} duration={duration} practice={practice} onEntered={refresh} />;
  else body = <ArenaWorkspace contestId={contestId} ended={ended} />;

  return (
    <div style={{ maxWidth: 1440, margin: '0 auto', padding: 12 }}>
      <ArenaHeader contestId={contestId} info={info.data} status={s} remaining={remaining} ended={ended} />
      {s.isJury && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={
            <span>
              你拥有裁判权限，
              <Link to={`/contest/jury?contestId=${encodeURIComponent(contestId)}`}>进入裁判台</Link>
            </span>
          }
        />
      )}
      {ended && s.registered && !s.examId && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message="比赛已结束，不能再提交代码" />
      )}
      {body}
    </div>
  );
}
