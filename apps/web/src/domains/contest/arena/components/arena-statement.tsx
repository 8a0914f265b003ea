import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { Statement } from '../../../judge/components/lazy-parts.tsx';
import { filledSamples } from '../../../judge/samples.ts';
import { arenaApi, arenaKey, type ArenaStatement as StatementData } from '../api.ts';

const pre = {
  background: '#f6f8fa',
  padding: 8,
  borderRadius: 4,
  margin: 0,
  whiteSpace: 'pre-wrap',
} as const;

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
      {filledSamples(problem.samples).map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: samples are a fixed list without ids.
        <Row gutter={12} key={i} style={{ marginTop: 12 }}>
          <Col span={12}>
            <Typography.Text strong>样例输入 {i + 1}</Typography.Text>
            <pre style={pre}>{s.input}</pre>
          </Col>
          <Col span={12}>
            <Typography.Text strong>样例输出 {i + 1}</Typography.Text>
            <pre style={pre}>{s.output}</pre>
          </Col>
        </Row>
      ))}
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
