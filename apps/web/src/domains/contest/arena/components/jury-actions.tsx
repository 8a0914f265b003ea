import type { ContestClass } from '@ck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { juryApi, juryKey } from '../api.ts';
import { useJuryBoard } from './jury-board.tsx';
import { useJuryConfirm } from './use-jury-confirm.ts';

/** Rejudge every submission of one problem of the contest, after a confirmation. */
export function JuryRejudgeProblem({ contestId, groups }: { contestId: string; groups: ContestClass[] }) {
  const juryConfirm = useJuryConfirm();
  const client = useQueryClient();
  const [groupId, setGroupId] = useState<string | undefined>(groups[0]?.id);
  const [problemId, setProblemId] = useState<string>();
  const board = useJuryBoard(contestId, groupId);
  const problem = board.data?.problemTitles.find((p) => p.id === problemId);

  const confirm = () =>
    juryConfirm({
      title: `重判整题 ${problem ? `${problem.label}. ${problem.title}` : ''}？`,
      content: '这道题在本场比赛中的全部提交都会重新评测，评测期间榜单上的结果会随之变化。',
      okText: '全部重判',
      danger: true,
      run: async () => {
        await juryApi.rejudgeProblem(contestId, problemId ?? '');
        return '已加入评测队列，结果会陆续更新';
      },
      onDone: () => client.invalidateQueries({ queryKey: juryKey(contestId) }),
      failText: '重判失败',
    });

  return (
    <Space orientation="vertical" size="middle">
      <Alert
        type="info"
        showIcon
        message="题目数据或特判修改后，可重判该题的全部提交；重判会记入操作日志。"
      />
      <Space wrap>
        <Select
          placeholder="选择分组"
          style={{ width: 160 }}
          value={groupId}
          options={groups.map((g) => ({ value: g.id, label: g.className }))}
          onChange={(v) => {
            setGroupId(v);
            setProblemId(undefined);
          }}
        />
        <Select
          placeholder="选择题目"
          style={{ width: 240 }}
          value={problemId}
          loading={board.isLoading}
          options={(board.data?.problemTitles ?? []).map((p) => ({
            value: p.id,
            label: `${p.label}. ${p.title}`,
          }))}
          onChange={setProblemId}
        />
        <Button
          danger
          type="primary"
          disabled={!problemId}
          onClick={confirm}
          data-testid="jury-rejudge-problem"
        >
          重判整题
        </Button>
      </Space>
    </Space>
  );
}

/** Unfreeze the board for everyone (the jury always sees it live); shows when it was unfrozen. */
export function JuryUnfreeze({
  contestId,
  lockTime,
  unfrozenAt,
}: {
  contestId: string;
  lockTime: string | null;
  unfrozenAt: string | null;
}) {
  const juryConfirm = useJuryConfirm();
  const client = useQueryClient();
  const [justNow, setJustNow] = useState<string | null>(null);
  const shown = justNow ?? unfrozenAt;

  const confirm = () =>
    juryConfirm({
      title: '解封榜单？',
      content: '解封后选手和观众将看到封榜期间的全部结果和获奖名单，此操作不能撤销。',
      okText: '解封',
      run: async () => {
        const answer = await juryApi.unfreeze(contestId);
        // The server answers null: show the local time until the contest is read again.
        setJustNow(answer?.unfrozenAt ?? new Date().toLocaleString('zh-CN', { hour12: false }));
        return '榜单已解封';
      },
      onDone: () => client.invalidateQueries({ queryKey: juryKey(contestId) }),
      failText: '解封失败',
    });

  return (
    <Space orientation="vertical" size="middle">
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="封榜时间">{lockTime ?? '不封榜'}</Descriptions.Item>
        <Descriptions.Item label="解封时间">
          <span data-testid="jury-unfrozen-at">{shown ?? '尚未解封'}</span>
        </Descriptions.Item>
      </Descriptions>
      {!lockTime && (
        <Typography.Text type="secondary">本场比赛没有设置封榜时间，榜单一直实时公开。</Typography.Text>
      )}
      <Button
        type="primary"
        danger
        disabled={!lockTime || !!shown}
        onClick={confirm}
        data-testid="jury-unfreeze"
      >
        {shown ? '已解封' : '解封榜单'}
      </Button>
    </Space>
  );
}
