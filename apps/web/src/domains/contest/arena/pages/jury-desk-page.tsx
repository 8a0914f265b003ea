import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Result, Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Can } from '../../../../components/can.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { juryApi, juryKey } from '../api.ts';
import { raceRankPath } from '../components/arena-header.tsx';
import { JuryRejudgeProblem, JuryUnfreeze } from '../components/jury-actions.tsx';
import { JuryAwardCertificates } from '../components/jury-award-certificates.tsx';
import { JuryBoard } from '../components/jury-board.tsx';
import { JuryClarifications } from '../components/jury-clarifications.tsx';
import { JurySubmissions } from '../components/jury-submissions.tsx';
import { useContestFrames } from '../use-contest-frames.ts';

const JURY = 'teaching:contest:jury';

/**
 * `contest/JuryDesk` (`/contest/jury?contestId=`): live board, submissions, rejudge, unfreeze, award
 * certificates, clarifications.
 */
export function JuryDeskPage() {
  const allowed = useCan(JURY);
  if (!allowed) return <Result status="403" title="没有权限" subTitle="你没有使用裁判台的权限" />;
  return (
    <Can code={JURY}>
      <JuryDesk />
    </Can>
  );
}

function JuryDesk() {
  const [params] = useSearchParams();
  const contestId = params.get('contestId') ?? '';
  const client = useQueryClient();
  const key = juryKey(contestId);
  const contest = useQuery({
    queryKey: [...key, 'contest'],
    queryFn: () => juryApi.contest(contestId),
    enabled: !!contestId,
  });
  const groups = useQuery({
    queryKey: [...key, 'groups'],
    queryFn: () => juryApi.groups(contestId),
    enabled: !!contestId,
  });
  const [picked, setPicked] = useState<string>();
  const groupList = groups.data ?? [];
  const groupId = picked ?? groupList[0]?.id;

  useContestFrames(contestId, (frame) => {
    if (frame.cmd === 'contestBoard') client.invalidateQueries({ queryKey: [...key, 'board'] });
    if (frame.cmd === 'contestSubmission') client.invalidateQueries({ queryKey: [...key, 'submissions'] });
    if (frame.cmd === 'contestClarification')
      client.invalidateQueries({ queryKey: [...key, 'clarifications'] });
  });

  if (!contestId)
    return (
      <Result
        status="info"
        title="请选择赛事"
        subTitle="从赛事信息列表的“裁判台”进入"
        extra={<Link to="/contest/contestInfo">赛事信息</Link>}
      />
    );
  if (contest.error)
    return <Result status="error" title="无法打开裁判台" subTitle={(contest.error as Error).message} />;

  const data = contest.data;
  return (
    <Card
      variant="borderless"
      loading={contest.isLoading}
      title={
        <Space>
          <span>裁判台</span>
          <Typography.Text type="secondary">{data?.contestName}</Typography.Text>
        </Space>
      }
      extra={<Link to={raceRankPath(contestId, groupId)}>公开榜单</Link>}
    >
      {groups.error && <Alert type="error" showIcon message={(groups.error as Error).message} />}
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'board',
            label: '实时榜单',
            children: (
              <>
                <Select
                  style={{ width: 200, marginBottom: 12 }}
                  value={groupId}
                  placeholder="选择分组"
                  options={groupList.map((g) => ({ value: g.id, label: g.className }))}
                  onChange={setPicked}
                />
                <JuryBoard contestId={contestId} groupId={groupId} />
              </>
            ),
          },
          {
            key: 'submissions',
            label: '提交记录',
            children: <JurySubmissions contestId={contestId} groups={groupList} />,
          },
          {
            key: 'rejudge',
            label: '重判整题',
            children: <JuryRejudgeProblem contestId={contestId} groups={groupList} />,
          },
          {
            key: 'unfreeze',
            label: '解封榜单',
            children: (
              <JuryUnfreeze
                contestId={contestId}
                lockTime={data?.lockTime ?? null}
                unfrozenAt={data?.unfrozenAt ?? null}
              />
            ),
          },
          {
            key: 'certificates',
            label: '获奖证书',
            children: <JuryAwardCertificates contestId={contestId} groups={groupList} />,
          },
          {
            key: 'clarifications',
            label: '答疑',
            children: <JuryClarifications contestId={contestId} groups={groupList} />,
          },
        ]}
      />
    </Card>
  );
}
