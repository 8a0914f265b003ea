import { Empty, Spin } from 'antd';
import { useState } from 'react';
import { safeExternalUrl } from '../../layouts/main-layout/menu-model.tsx';
import type { PageProps } from '../page-props.ts';

/** A menu entry whose `meta.url` is shown inside the layout. */
export function IframePage({ meta }: PageProps) {
  const url = safeExternalUrl(meta?.url);
  const [loading, setLoading] = useState(true);
  if (!url) {
    return (
      <div style={{ background: '#fff', padding: 48, borderRadius: 8 }}>
        <Empty description="该菜单未配置有效的页面地址" />
      </div>
    );
  }
  return (
    <Spin spinning={loading} description="页面加载中…">
      <iframe
        title={meta?.title ?? '内嵌页面'}
        src={url}
        onLoad={() => setLoading(false)}
        style={{
          width: '100%',
          height: 'calc(100vh - 190px)',
          border: 0,
          background: '#fff',
          borderRadius: 8,
        }}
      />
    </Spin>
  );
}
