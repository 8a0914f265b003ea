import { Button, Empty, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';

/** Grey cards while the first page loads, so the layout does not jump. */
export function WorkGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className="ck-works-grid" aria-busy="true" aria-label="加载中">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div className="ck-work-skeleton" key={i}>
          <Skeleton.Image active />
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        </div>
      ))}
    </div>
  );
}

export function errorText(error: unknown, fallback = '加载失败，请稍后重试'): string {
  return error instanceof HttpError || error instanceof Error ? error.message || fallback : fallback;
}

/** Skeleton, error with a retry, empty state or the cards of a work list. */
export function WorkGrid<T>({
  items,
  loading,
  error,
  retry,
  empty,
  render,
  skeletonCount,
}: {
  items: T[] | undefined;
  loading: boolean;
  error: unknown;
  retry: () => void;
  empty: ReactNode;
  render: (item: T) => ReactNode;
  skeletonCount?: number;
}) {
  if (!items && loading) return <WorkGridSkeleton count={skeletonCount} />;
  if (!items)
    return <Result status="warning" title={errorText(error)} extra={<Button onClick={retry}>重试</Button>} />;
  if (items.length === 0) return <Empty style={{ padding: '48px 0' }} description={empty} />;
  return <div className="ck-works-grid">{items.map(render)}</div>;
}
