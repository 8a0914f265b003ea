import { ClockCircleOutlined, TrophyOutlined } from '@ant-design/icons';
import { Card, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { ArenaContestInfo, ArenaStatus } from '../api.ts';
import { formatCountdown } from '../arena-clock.ts';

export const raceHomePath = (contestId: string) => `/home-page/raceHome?id=${encodeURIComponent(contestId)}`;
export const raceRankPath = (contestId: string, groupId?: string | null) =>
  `/home-page/raceRank?contestId=${encodeURIComponent(contestId)}${
    groupId ? `&groupId=${encodeURIComponent(groupId)}` : ''
  }`;

interface Props {
  contestId: string;
  info?: ArenaContestInfo;
  status: ArenaStatus;
  /** Milliseconds to the start (before it) or to this contestant's end; null when unknown. */
  remaining: number | null;
  ended: boolean;
}

/** Contest name, group, the countdown on the server clock and the link to the board. */
export function ArenaHeader({ contestId, info, status, remaining, ended }: Props) {
  const before = status.phase === 'upcoming' || status.phase === 'registering';
  let clock = null;
  if (ended) clock = <Tag color="default">比赛已结束</Tag>;
  else if (remaining !== null)
    clock = (
      <Tag color={before ? 'blue' : remaining < 300_000 ? 'red' : 'green'} icon={<ClockCircleOutlined />}>
        <span data-testid="arena-countdown">
          {before ? '距开始 ' : '剩余 '}
          {formatCountdown(remaining)}
        </span>
      </Tag>
    );
  return (
    <Card variant="borderless" style={{ marginBottom: 12 }} styles={{ body: { padding: '12px 20px' } }}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {info?.contestName ?? '比赛'}
          </Typography.Title>
          {status.groupName && <Tag color="geekblue">{status.groupName}</Tag>}
          {info?.duration ? <Tag>限时 {info.duration} 分钟</Tag> : null}
        </Space>
        <Space wrap>
          {clock}
          <Link to={raceRankPath(contestId, status.groupId)}>
            <TrophyOutlined /> 榜单
          </Link>
          <Link to={raceHomePath(contestId)}>赛事主页</Link>
        </Space>
      </Space>
    </Card>
  );
}
