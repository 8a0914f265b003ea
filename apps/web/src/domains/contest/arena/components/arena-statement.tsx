import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Skeleton, Typography } from 'antd';
import { Statement } from '../../../judge/components/lazy-parts.tsx';
import { SampleRows } from '../../../judge/components/sample-rows.tsx';
import { arenaApi, arenaKey, type ArenaStatement as StatementData } from '../api.ts';

/** The statement of one problem of the contest, loaded once per problem. */
export function useArenaStatement(contestId: string, problemId: string | undefined) {
  return useQuery({
    queryKey: [...arenaKey(contestId), 'problem', problemId],
    queryFn: () => arenaApi.problem(contestId, problemId ?? ''),
    enabled: !!problemId,
    staleTime: 300_000,
  });
}

/** The statement itself; rows saved with neither input nor output (the form's empty row) show no boxes. */
export function ArenaStatementBody({ problem }: { problem: StatementData }) {
  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {problem.label}. {problem.title}
      </Typography.Title>
      <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="时间限制">{problem.timeLimit} ms</Descriptions.Item>
        <Descriptions.Item label="内存限制">{problem.memoryLimit} MB</Descriptions.Item>
      </Descriptions>
      <Statement source={problem.content} />
      <SampleRows samples={problem.samples} />
    </>
  );
}

/** Statement panel: Markdown with maths (the judge's renderer), limits and samples. */
export function ArenaStatementView({ contestId, problemId }: { contestId: string; problemId?: string }) {
  const statement = useArenaStatement(contestId, problemId);
  if (!problemId) return <Typography.Text type="secondary">请选择题目</Typography.Text>;
  if (statement.error) return <Alert type="error" showIcon message={(statement.error as Error).message} />;
  if (!statement.data) return <Skeleton active />;
  return <ArenaStatementBody problem={statement.data} />;
}
