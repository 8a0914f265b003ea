import { dictItemResource } from '@ck/shared';
import { Drawer, Typography } from 'antd';
import { useMemo } from 'react';
import type { ResourceRow } from '../../../../admin/crud/resource-api.ts';
import { ResourcePage } from '../../../../admin/crud/resource-page.tsx';
import { useViewport } from '../../../../hooks/use-viewport.ts';

/** The items of one dictionary, managed in a drawer beside the dictionary list. */
export function DictItemsDrawer({ dict, onClose }: { dict: ResourceRow | null; onClose: () => void }) {
  const mobile = useViewport() === 'mobile';
  const fixedFilters = useMemo(() => (dict ? { dictId: dict.id } : undefined), [dict]);
  return (
    <Drawer
      open={!!dict}
      onClose={onClose}
      size={mobile ? '100%' : 880}
      destroyOnHidden
      title={
        dict && (
          <span>
            字典配置 · {String(dict.dictName ?? '')}
            <Typography.Text type="secondary" style={{ marginLeft: 8, fontWeight: 'normal' }}>
              {String(dict.dictCode ?? '')}
            </Typography.Text>
          </span>
        )
      }
    >
      {dict && fixedFilters && <ResourcePage def={dictItemResource} fixedFilters={fixedFilters} bare />}
    </Drawer>
  );
}
