import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Typography } from 'antd';
import { Suspense } from 'react';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { currentToken } from '../../../../stores/session-store.ts';
import { previewKind } from '../grading.ts';

const ScratchPlayer = lazyNamed(
  () => import('../../../../components/scratch-player/scratch-player.tsx'),
  'ScratchPlayer',
);
const CodeViewer = lazyNamed(() => import('../../../../components/code-viewer.tsx'), 'CodeViewer');

const MAX_CODE_CHARS = 512 * 1024;

async function fetchCode(url: string): Promise<string> {
  const token = currentToken();
  const res = await fetch(url, {
    headers: token && url.startsWith('/api/') ? { 'X-Access-Token': token } : {},
  });
  if (!res.ok) throw new Error(res.status === 404 ? '作品文件不存在' : '作品文件读取失败');
  const text = await res.text();
  if (text.length > MAX_CODE_CHARS) throw new Error('代码太长，请下载后查看');
  return text;
}

function CodeWork({ url, language }: { url: string; language: 'python' | 'cpp' }) {
  const code = useQuery({
    queryKey: ['works', 'code', url],
    queryFn: () => fetchCode(url),
    staleTime: 300_000,
  });
  if (code.isLoading) return <PageLoading />;
  if (code.error) return <Alert type="warning" showIcon title={(code.error as Error).message} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <CodeViewer code={code.data ?? ''} language={language} />
    </Suspense>
  );
}

interface Props {
  workType: number;
  workName: string;
  fileUrl: string | null;
}

/** A handed-in work as the grader sees it: the Scratch player, its code, or a download. */
export function WorkPreview({ workType, workName, fileUrl }: Props) {
  if (!fileUrl) return <Alert type="warning" showIcon title="这个作品没有文件" />;
  const kind = previewKind(workType, fileUrl);
  const download = (
    <Button icon={<DownloadOutlined />} href={fileUrl} target="_blank" rel="noopener" download>
      下载作品文件
    </Button>
  );
  if (kind === 'scratch')
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Suspense fallback={<PageLoading tip="正在打开 Scratch 播放器…" />}>
          <ScratchPlayer key={fileUrl} src={fileUrl} title={workName} />
        </Suspense>
        {download}
      </Space>
    );
  if (kind === 'python' || kind === 'cpp')
    return (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <CodeWork url={fileUrl} language={kind} />
        {download}
      </Space>
    );
  return (
    <Space orientation="vertical" style={{ width: '100%', padding: '32px 0', alignItems: 'center' }}>
      <Typography.Text type="secondary">文件作品请下载后查看</Typography.Text>
      {download}
    </Space>
  );
}
