import { RestOutlined, SyncOutlined } from '@ant-design/icons';
import { dictResource } from '@ck/shared';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import type { ResourceRow } from '../../../../admin/crud/resource-api.ts';
import { ResourcePage } from '../../../../admin/crud/resource-page.tsx';
import { refreshDictCache } from '../../../identity/session-actions.ts';
import { DictItemsDrawer } from './dict-items-drawer.tsx';
import { DictRecycleBin } from './dict-recycle-bin.tsx';

/** `system/DictList`: dictionaries, their items in a drawer, the recycle bin and a refresh of the local cache. */
export function DictListPage() {
  const { message } = App.useApp();
  const [current, setCurrent] = useState<ResourceRow | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [binOpen, setBinOpen] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      const count = await refreshDictCache();
      message.success(`字典缓存已刷新（${count} 个字典）`);
    } catch {
      message.error('刷新缓存失败，请稍后重试');
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <>
      <ResourcePage
        def={dictResource}
        rowActions={[{ key: 'items', label: '字典配置', onClick: setCurrent }]}
        toolbarExtra={
          <Space>
            <Button icon={<SyncOutlined spin={refreshing} />} onClick={refresh} disabled={refreshing}>
              刷新缓存
            </Button>
            <Button icon={<RestOutlined />} onClick={() => setBinOpen(true)}>
              回收站
            </Button>
          </Space>
        }
      />
      <DictItemsDrawer dict={current} onClose={() => setCurrent(null)} />
      <DictRecycleBin open={binOpen} onClose={() => setBinOpen(false)} />
    </>
  );
}
