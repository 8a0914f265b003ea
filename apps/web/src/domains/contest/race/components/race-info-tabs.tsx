import { CONTEST_RULE_TYPES } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Tabs, Tag } from 'antd';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { type RaceDetail, raceApi, raceGroupsKey } from '../api.ts';

function Rich({ html, empty }: { html: string | null; empty: string }) {
  if (!html?.trim()) return <Empty description={empty} />;
  return <SafeHtml html={html} className="ck-race-rich" />;
}

/** The groups of a contest: the public list with descriptions and problem counts, else the names. */
function Groups({ contest }: { contest: RaceDetail }) {
  const groups = useQuery({
    queryKey: raceGroupsKey(contest.id),
    queryFn: () => raceApi.groups(contest.id),
    staleTime: 60_000,
  });
  const rows: { id: string; className: string; description: string | null; problemCount?: number }[] =
    groups.data ?? contest.groups.map((g) => ({ ...g, description: null }));
  if (rows.length === 0) return <Empty description="暂无参赛分组" />;
  return (
    <List
      loading={groups.isLoading}
      dataSource={rows}
      renderItem={(g) => (
        <List.Item
          extra={
            typeof g.problemCount === 'number' && g.problemCount > 0 ? <Tag>{g.problemCount} 道题</Tag> : null
          }
        >
          <List.Item.Meta
            title={
              <>
                {g.className}
                {contest.me?.groupId === g.id && (
                  <Tag color="green" style={{ marginLeft: 8 }}>
                    我的分组
                  </Tag>
                )}
              </>
            }
            description={g.description || undefined}
          />
        </List.Item>
      )}
    />
  );
}

/** 赛事介绍, 赛事规则, 参赛分组 and 参赛学校 of a contest's home. */
export function RaceInfoTabs({ contest }: { contest: RaceDetail }) {
  const items = [
    { key: 'intro', label: '赛事介绍', children: <Rich html={contest.intro} empty="暂无赛事介绍" /> },
    {
      key: 'rules',
      label: '赛事规则',
      children: (
        <>
          <p>
            <strong>赛制：</strong>
            {CONTEST_RULE_TYPES[contest.ruleType] ?? contest.ruleType_dictText}
          </p>
          <Rich html={contest.rules} empty="暂无更多规则说明" />
        </>
      ),
    },
    { key: 'groups', label: '参赛分组', children: <Groups contest={contest} /> },
    ...(contest.schools.length
      ? [
          {
            key: 'schools',
            label: '参赛学校',
            children: (
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                {contest.schools.map((s) => (
                  <Tag key={s.id}>{s.schoolName}</Tag>
                ))}
              </div>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card style={{ borderRadius: 18 }}>
      <Tabs items={items} />
    </Card>
  );
}
