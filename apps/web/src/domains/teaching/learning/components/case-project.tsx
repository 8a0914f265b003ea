import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import { Suspense } from 'react';
import type { SysConfig } from '../../../../api/types.ts';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { RemoteCodeView } from '../../../../components/remote-code-view.tsx';
import { displayName, downloadUrl, extensionOf, unitFileUrl } from './unit-files.ts';

const ScratchPlayer = lazyNamed(
  () => import('../../../../components/scratch-player/scratch-player.tsx'),
  'ScratchPlayer',
);

const LANGUAGES: Record<string, 'python' | 'cpp'> = {
  py: 'python',
  cpp: 'cpp',
  cc: 'cpp',
  c: 'cpp',
  h: 'cpp',
};
const CASE_TEXTS = {
  missing: '案例文件不存在',
  unreadable: '案例文件读取失败',
  tooLong: '案例文件太大，请下载后查看',
};

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
        <RemoteCodeView
          url={url}
          language={language}
          queryKey={['learning', 'case-code', url]}
          texts={CASE_TEXTS}
          withToken
        />
        {download}
      </Space>
    );
  return download;
}
