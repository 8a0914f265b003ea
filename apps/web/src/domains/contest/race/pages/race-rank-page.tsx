import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Result, Segmented, Tabs, Tag } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { LoadState } from '../../../teaching/learning/components/load-state.tsx';
import { raceApi, raceDetailKey, racePaths } from '../api.ts';
import { BoardView } from '../components/board-view.tsx';
import { PHASE_COLORS, phaseLabel, ruleTag } from '../race-labels.ts';
import { phaseAt } from '../race-time.ts';
import { useServerNow } from '../use-server-now.ts';
import '../race.css';

/**
 * `/home-page/raceRank?contestId&groupId`: the scoreboard of a contest group (tabs per group), or the
 * school ranking, live while the contest runs.
 */
export function RaceRankPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const contestId = params.get('contestId') ?? '';
  const school = params.get('view') === 'school';
  const userId = useSession((s) => s.userInfo?.id ?? '');
  const detail = useQuery({
    queryKey: [...raceDetailKey(contestId), userId],
    queryFn: () => raceApi.detail(contestId),
    enabled: !!contestId,
  });
  const now = useServerNow(detail.data?.offsetMs ?? 0, !!detail.data);
  useDocumentTitle(detail.data ? `${detail.data.data.contestName} · 榜单` : '赛事榜单');

  const back = contestId ? (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={() => navigate(racePaths.home(contestId))}>
      返回赛事主页
    </Button>
  ) : null;
  if (!contestId) return <Result status="404" title="未指定赛事" />;
  if (!detail.data) return <LoadState query={detail} extra={back} />;

  const contest = detail.data.data;
  const groups = contest.groups;
  const asked = params.get('groupId');
  const groupId = groups.some((g) => g.id === asked) ? asked : (contest.me?.groupId ?? groups[0]?.id);
  const phase = phaseAt(contest, now, contest.phase);
  const rule = ruleTag(contest.ruleType);
  const go = (next: { groupId?: string; school?: boolean }) => {
    const query: Record<string, string> = { contestId, groupId: next.groupId ?? groupId ?? '' };
    if (next.school ?? school) query.view = 'school';
    setParams(query, { replace: true });
  };

  return (
    <div>
      <div style={{ marginBottom: 8 }}>{back}</div>
      <Card style={{ borderRadius: 18 }}>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 12 }}>
          <h2 style={{ margin: 0, fontSize: 22 }}>{contest.contestName}</h2>
          <Tag color={rule.color}>{rule.label}</Tag>
          <Tag color={PHASE_COLORS[phase]}>{phaseLabel(phase)}</Tag>
          <span style={{ flex: 1 }} />
          <Segmented
            options={[
              { label: '个人排名', value: 'people' },
              { label: '学校排名', value: 'school' },
            ]}
            value={school ? 'school' : 'people'}
            onChange={(v) => go({ school: v === 'school' })}
          />
        </div>
        {!groupId ? (
          <Empty description="本赛事暂无参赛分组" />
        ) : (
          <>
            {groups.length > 1 && (
              <Tabs
                activeKey={groupId}
                onChange={(key) => go({ groupId: key })}
                items={groups.map((g) => ({ key: g.id, label: g.className }))}
              />
            )}
            <BoardView
              contestId={contestId}
              groupId={groupId}
              ruleType={contest.ruleType}
              phase={phase}
              school={school}
            />
          </>
        )}
      </Card>
    </div>
  );
}
