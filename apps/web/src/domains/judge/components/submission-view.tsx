import type { SubmissionDetail } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Skeleton, Typography } from 'antd';
import { ojSubmission } from '../api.ts';
import { Editor } from './lazy-parts.tsx';
import { CaseTable, formatKb, VerdictTag } from './verdict-tag.tsx';

const POLL_MS = 1000;

/** Polls a submission every second until it is judged; per-case results appear as they come. */
export function useSubmission(id: string | null) {
  return useQuery({
    queryKey: ['judge', 'submission', id],
    queryFn: () => ojSubmission(id!),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data && q.state.data.status === 'done' ? false : POLL_MS),
  });
}

function editorOf(language: string) {
  if (language.startsWith('python')) return 'python';
  if (language === 'javascript') return 'javascript';
  if (language === 'java') return 'java';
  return 'cpp';
}

/** Submission detail: verdict, time, memory, compile message, per-case table and the code. */
export function SubmissionView({ id, showCode = true }: { id: string; showCode?: boolean }) {
  const { data, error } = useSubmission(id);
  if (error) return <Alert type="error" showIcon message={(error as Error).message} />;
  if (!data) return <Skeleton active />;
  return <SubmissionBody detail={data} showCode={showCode} />;
}

function SubmissionBody({ detail, showCode }: { detail: SubmissionDetail; showCode: boolean }) {
  const judging = detail.status !== 'done';
  return (
    <>
      <Descriptions size="small" column={3} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="结果">
          <span data-testid="submission-verdict">
            <VerdictTag verdict={detail.verdict} status={detail.status} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="得分">{detail.score ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="用户">{detail.username}</Descriptions.Item>
        <Descriptions.Item label="语言">{detail.language}</Descriptions.Item>
        <Descriptions.Item label="时间">
          {detail.timeMs === null ? '—' : `${detail.timeMs} ms`}
        </Descriptions.Item>
        <Descriptions.Item label="内存">{formatKb(detail.memoryKb)}</Descriptions.Item>
      </Descriptions>
      {judging && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          message={`评测中：已完成 ${detail.cases.length} / ${detail.caseTotal} 个测试点`}
        />
      )}
      {detail.compileMessage && (
        <Alert
          type={detail.verdict === 'CE' ? 'error' : 'warning'}
          style={{ marginBottom: 12 }}
          message="编译信息"
          description={<pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{detail.compileMessage}</pre>}
        />
      )}
      <CaseTable cases={detail.cases} />
      {showCode && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            代码
          </Typography.Title>
          <Editor value={detail.code} editor={editorOf(detail.language)} readOnly height="320px" />
        </>
      )}
    </>
  );
}
