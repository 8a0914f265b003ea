import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Card, Col, Row, Tabs } from 'antd';
import { useState } from 'react';
import { arenaApi, arenaKey } from '../api.ts';
import { isPending } from '../arena-verdicts.ts';
import { type ContestFrame, useContestFrames } from '../use-contest-frames.ts';
import { ArenaClarifications } from './arena-clarifications.tsx';
import { ArenaCodePanel } from './arena-code-panel.tsx';
import { ArenaStatementView } from './arena-statement.tsx';
import { MySubmissions } from './my-submissions.tsx';
import { ProblemStrip } from './problem-strip.tsx';

/** Polling while a verdict is awaited: fast without the socket, slower as a safety net with it. */
const POLL_MS = 2000;
const POLL_WITH_SOCKET_MS = 6000;
/** Clarifications are polled rarely: the socket announces new answers. */
const CLARIFICATION_POLL_MS = 60_000;

/** Problems, statement, editor, my submissions and clarifications of a contestant inside the window. */
export function ArenaWorkspace({ contestId, ended }: { contestId: string; ended: boolean }) {
  const client = useQueryClient();
  const key = arenaKey(contestId);
  const [tab, setTab] = useState('statement');
  const [unread, setUnread] = useState(0);
  const [picked, setPicked] = useState<string>();

  const socketOpen = useContestFrames(contestId, (frame: ContestFrame) => {
    if (frame.cmd === 'contestSubmission') {
      client.invalidateQueries({ queryKey: [...key, 'mine'] });
      client.invalidateQueries({ queryKey: [...key, 'problems'] });
    } else if (frame.cmd === 'contestClarification') {
      client.invalidateQueries({ queryKey: [...key, 'clarifications'] });
      if (tab !== 'clarifications') setUnread((n) => n + 1);
    }
  });
  const poll = socketOpen ? POLL_WITH_SOCKET_MS : POLL_MS;
  const mine = useQuery({
    queryKey: [...key, 'mine'],
    queryFn: () => arenaApi.mySubmissions(contestId),
    refetchInterval: (q) => (q.state.data?.some(isPending) ? poll : false),
  });
  const waiting = !!mine.data?.some(isPending);
  const problems = useQuery({
    queryKey: [...key, 'problems'],
    queryFn: () => arenaApi.problems(contestId),
    refetchInterval: waiting ? poll : false,
  });
  const clarifications = useQuery({
    queryKey: [...key, 'clarifications'],
    queryFn: () => arenaApi.clarifications(contestId),
    refetchInterval: CLARIFICATION_POLL_MS,
  });
  const list = problems.data ?? [];
  const selected = picked && list.some((p) => p.id === picked) ? picked : list[0]?.id;

  const submitted = () => {
    client.invalidateQueries({ queryKey: [...key, 'mine'] });
    client.invalidateQueries({ queryKey: [...key, 'problems'] });
    setTab('mine');
  };
  const switchTab = (next: string) => {
    setTab(next);
    if (next === 'clarifications') setUnread(0);
  };

  if (problems.error) return <Alert type="error" showIcon message={(problems.error as Error).message} />;
  return (
    <>
      <Card variant="borderless" style={{ marginBottom: 12 }} loading={problems.isLoading}>
        <ProblemStrip problems={list} selected={selected} onSelect={setPicked} />
      </Card>
      <Row gutter={12}>
        <Col xs={24} lg={11}>
          <Card variant="borderless">
            <Tabs
              activeKey={tab}
              onChange={switchTab}
              items={[
                {
                  key: 'statement',
                  label: '题目',
                  children: <ArenaStatementView contestId={contestId} problemId={selected} />,
                },
                { key: 'mine', label: '我的提交', children: <MySubmissions query={mine} /> },
                {
                  key: 'clarifications',
                  label: (
                    <Badge count={unread} size="small" offset={[8, 0]}>
                      答疑
                    </Badge>
                  ),
                  children: (
                    <ArenaClarifications
                      contestId={contestId}
                      problems={list}
                      query={clarifications}
                      canAsk={!ended}
                      onAsked={() => client.invalidateQueries({ queryKey: [...key, 'clarifications'] })}
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={13}>
          <Card variant="borderless">
            <ArenaCodePanel
              contestId={contestId}
              problemId={selected}
              ended={ended}
              onSubmitted={submitted}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
