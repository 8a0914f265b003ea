import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Skeleton } from 'antd';
import { Editor } from '../../../judge/components/lazy-parts.tsx';
import { arenaApi, juryApi } from '../api.ts';
import { VerdictBadge } from './verdict-badge.tsx';

function editorOf(language: string) {
  if (language.startsWith('python')) return 'python';
  if (language === 'javascript') return 'javascript';
  if (language === 'java') return 'java';
  return 'cpp';
}

/** The code and compile message of one contest submission, read-only, in a drawer (`jury`: anyone's). */
export function CodeDrawer({
  id,
  onClose,
  jury,
}: {
  id: string | null;
  onClose: () => void;
  jury?: boolean;
}) {
  const detail = useQuery({
    queryKey: ['contest', 'submission', jury ? 'jury' : 'mine', id],
    queryFn: () => (jury ? juryApi.submission(id ?? '') : arenaApi.submission(id ?? '')),
    enabled: !!id,
    refetchInterval: (q) => (q.state.data && !q.state.data.verdict ? 3000 : false),
  });
  const data = detail.data;
  return (
    <Drawer open={!!id} onClose={onClose} width={760} title="提交代码" destroyOnHidden>
      {detail.error && <Alert type="error" showIcon message={(detail.error as Error).message} />}
      {!data && !detail.error && <Skeleton active />}
      {data && (
        <>
          <Descriptions size="small" column={3} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label="题目">{data.label ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="语言">{data.language}</Descriptions.Item>
            <Descriptions.Item label="结果">
              <VerdictBadge verdict={data.verdict} score={data.score} />
            </Descriptions.Item>
          </Descriptions>
          {data.compileMessage && (
            <Alert
              type="warning"
              style={{ marginBottom: 12 }}
              message="编译信息"
              description={<pre style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{data.compileMessage}</pre>}
            />
          )}
          <Editor value={data.code} editor={editorOf(data.language)} readOnly height="480px" />
        </>
      )}
    </Drawer>
  );
}
