import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, List, Skeleton } from 'antd';
import { fetchVersions } from '../api.ts';
import { errorText } from './work-grid.tsx';

/** Earlier files of one of my works, newest first, each one downloadable. */
export function VersionDrawer({
  work,
  onClose,
}: {
  work: { id: string; workName: string } | null;
  onClose: () => void;
}) {
  const versions = useQuery({
    queryKey: ['works', 'versions', work?.id],
    queryFn: () => fetchVersions(work?.id ?? ''),
    enabled: !!work,
  });
  return (
    <Drawer
      open={!!work}
      onClose={onClose}
      title={work ? `历史版本：${work.workName}` : '历史版本'}
      size="default"
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      {versions.isLoading ? (
        <Skeleton active />
      ) : versions.error ? (
        <Empty description={errorText(versions.error)} />
      ) : (versions.data ?? []).length === 0 ? (
        <Empty description="还没有历史版本（每次保存都会留下一个版本，最多保留 10 个）" />
      ) : (
        <List
          dataSource={versions.data}
          renderItem={(v) => (
            <List.Item
              key={v.versionNo}
              actions={
                v.workFile_url
                  ? [
                      <Button key="dl" type="link" href={v.workFile_url} download>
                        下载
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta title={`版本 ${v.versionNo}`} description={v.createTime ?? ''} />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
