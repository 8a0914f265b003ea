import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import type { WorkRow } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Result, Skeleton } from 'antd';
import { Suspense } from 'react';
import { downloadFile } from '../../../../api/client.ts';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import { currentToken } from '../../../../stores/session-store.ts';
import { viewerKind } from '../work-links.ts';
import { errorText } from './work-grid.tsx';

// The player and CodeMirror are the heaviest parts of the page: each loads only for its kind of work.
const ScratchPlayer = lazyNamed(
  () => import('../../../../components/scratch-player/scratch-player.tsx'),
  'ScratchPlayer',
);
const CodeViewer = lazyNamed(() => import('../../../../components/code-viewer.tsx'), 'CodeViewer');

/** A work's source as text; our own `/api/` links may need the session token. */
async function fetchSource(src: string): Promise<string> {
  const url = new URL(src, window.location.href);
  const token = currentToken();
  const own = url.origin === window.location.origin && url.pathname.startsWith('/api/');
  const response = await fetch(url, { headers: own && token ? { 'X-Access-Token': token } : {} });
  if (!response.ok) throw new Error(response.status === 403 ? '没有权限查看这个作品的代码' : '代码加载失败');
  return response.text();
}

function SourceView({ src, language }: { src: string; language: 'python' | 'cpp' }) {
  const code = useQuery({ queryKey: ['works', 'source', src], queryFn: () => fetchSource(src), retry: 1 });
  if (code.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (code.error || code.data === undefined)
    return (
      <Result
        status="warning"
        title={errorText(code.error, '代码加载失败')}
        extra={<Button onClick={() => code.refetch()}>重试</Button>}
      />
    );
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <div data-testid="work-code">
        <CodeViewer code={code.data} language={language} />
      </div>
    </Suspense>
  );
}

function FileDownload({ work }: { work: WorkRow }) {
  const { busy, run } = useBusyRun();
  return (
    <Result
      icon={<FileOutlined style={{ color: '#8c8c8c' }} />}
      title="这个作品是一个文件"
      subTitle="下载到电脑上查看"
      extra={
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          loading={busy}
          onClick={() =>
            run(() =>
              downloadFile('/teaching/teachingWork/file', { id: work.id, kind: 'file' }, work.workName),
            )
          }
        >
          下载作品
        </Button>
      }
    />
  );
}

/** The work itself: the Scratch player, the code with colours, or a download. */
export function WorkViewer({ work }: { work: WorkRow }) {
  const kind = viewerKind(work.workType);
  if (!work.workFile_url && kind !== 'file') return <Empty description="这个作品还没有文件" />;
  if (kind === 'scratch')
    return (
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 360 }} />}>
        <ScratchPlayer src={work.workFile_url ?? ''} title={work.workName} />
      </Suspense>
    );
  if (kind === 'python' || kind === 'cpp')
    return <SourceView src={work.workFile_url ?? ''} language={kind} />;
  return <FileDownload work={work} />;
}
