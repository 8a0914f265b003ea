import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Typography } from 'antd';
import { Suspense } from 'react';
import { lazyNamed } from '../../../../app/lazy-page.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { RemoteCodeView } from '../../../../components/remote-code-view.tsx';
import { previewKind } from '../grading.ts';

const ScratchPlayer = lazyNamed(
  () => import('../../../../components/scratch-player/scratch-player.tsx'),
  'ScratchPlayer',
);
const WORK_TEXTS = {
  missing: '作品文件不存在',
  unreadable: '作品文件读取失败',
  tooLong: '代码太长，请下载后查看',
};

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
        <RemoteCodeView
          url={fileUrl}
          language={kind}
          queryKey={['works', 'code', fileUrl]}
          texts={WORK_TEXTS}
          withToken={fileUrl.startsWith('/api/')}
        />
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
