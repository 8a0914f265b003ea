import { Spin } from 'antd';

/** Centered spinner used while a page chunk or the permission list loads. */
export function PageLoading({ tip = '加载中…', fullscreen = false }: { tip?: string; fullscreen?: boolean }) {
  return (
    <div
      data-testid="page-loading"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: fullscreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <Spin size="large" description={tip} />
    </div>
  );
}
