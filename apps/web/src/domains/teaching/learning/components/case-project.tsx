import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { Suspense } from 'react';
import type { SysConfig } from '../../../../api/types.ts';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { currentToken } from '../../../../stores/session-store.ts';
import { displayName, downloadUrl, extensionOf, unitFileUrl } from './unit-files.ts';

const ScratchPlayer = lazyNamed(
  () => import('../../../../components/scratch-player/scratch-player.tsx'),
  'ScratchPlayer',
);
const CodeViewer = lazyNamed(() => import('../../../../components/code-viewer.tsx'), 'CodeViewer');

const LANGUAGES: Record<string, 'python' | 'cpp'> = {
  py: 'python',
  cpp: 'cpp',
  cc: 'cpp',
  c: 'cpp',
  h: 'cpp',
};
const MAX_CODE_BYTES = 512 * 1024;

async function fetchText(url: string): Promise<string> {
  const token = currentToken();
  const res = await fetch(url, { headers: token ? { 'X-Access-Token': token } : {} });
  if (!res.ok) throw new Error(res.status === 404 ? '案例文件不存在' : '案例文件读取失败');
  const text = await res.text();
  if (text.length > MAX_CODE_BYTES) throw new Error('案例文件太大，请下载后查看');
  return text;
}

function SourceCase({ url, language }: { url: string; language: 'python' | 'cpp' }) {
  const code = useQuery({
    queryKey: ['learning', 'case-code', url],
    queryFn: () => fetchText(url),
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

/** The unit's case project: a Scratch project in the player, Python / C++ source read-only, else a download. */
export function CaseProject({ path, title, config }: { path: string; title: string; config?: SysConfig }) {
  const url = unitFileUrl(path, config);
  if (!url) return <Alert type="warning" showIcon title="案例地址无效" />;
  const ext = extensionOf(path);
  const download = (
    <Button icon={<DownloadOutlined />} href={downloadUrl(url)} download={displayName(path)}>
      下载案例 {displayName(path)}
    </Button>
  );
  if (ext === 'sb3')
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Suspense fallback={<PageLoading tip="正在打开 Scratch 播放器…" />}>
          <ScratchPlayer src={url} title={title} />
        </Suspense>
        {download}
      </Space>
    );
  const language = LANGUAGES[ext];
  if (language)
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <SourceCase url={url} language={language} />
        {download}
      </Space>
    );
  return download;
}
