import type { Contest } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Space, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { CONTESTS_KEY, contestApi } from '../api.ts';
import { PHASE_COLORS, phaseText, RULE_SHORT, shortTime } from '../contest-labels.ts';
import { ContestPicker } from './contest-picker.tsx';
import { useContestParam } from './use-contest-param.ts';

interface Props {
  /** What the page shows of the chosen contest. */
  children: (contest: Contest) => ReactNode;
  /** Told what the page lists, for the empty state: 分组, 学校 … */
  what: string;
}

/**
 * The frame of a contest's sub-page: the contest picker (synced with `?contestId=`), a line about the
 * chosen contest, then the page; an empty state until a contest is chosen.
 */
export function ContestScope({ children, what }: Props) {
  const [contestId, setContestId] = useContestParam();
  const contest = useQuery({
    queryKey: [...CONTESTS_KEY, 'one', contestId],
    queryFn: () => contestApi.get(contestId ?? ''),
    enabled: !!contestId,
    retry: false,
  });
  const c = contest.data;
  return (
    <div>
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text strong>赛事</Typography.Text>
        <ContestPicker value={contestId} onChange={setContestId} />
        {c && c.id === contestId && (
          <Typography.Text type="secondary">
            <Tag color={PHASE_COLORS[c.phase]}>{phaseText(c.phase)}</Tag>
            {RULE_SHORT[c.ruleType]} · {shortTime(c.startTime)} 至 {shortTime(c.endTime)}
            {c.status === 0 ? ' · 草稿' : ''}
          </Typography.Text>
        )}
      </Space>
      {!contestId ? (
        <Empty description={`请先在上方选择赛事，再管理它的${what}`} style={{ margin: '48px 0' }} />
      ) : contest.isError ? (
        <Alert
          type="error"
          showIcon
          title="赛事加载失败，可能已被删除"
          action={
            <Button size="small" onClick={() => contest.refetch()}>
              重试
            </Button>
          }
        />
      ) : !c ? (
        <Spin description="加载中" style={{ display: 'block', margin: '48px auto' }} />
      ) : (
        children(c)
      )}
    </div>
  );
}
