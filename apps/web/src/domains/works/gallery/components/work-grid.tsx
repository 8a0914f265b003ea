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
  query,
  empty,
  render,
  skeletonCount,
}: {
  items: T[] | undefined;
  /** The query that loads `items`: its loading state, its error and its retry. */
  query: { isLoading: boolean; error: unknown; refetch: () => unknown };
  empty: ReactNode;
  render: (item: T) => ReactNode;
  skeletonCount?: number;
}) {
  if (!items && query.isLoading) return <WorkGridSkeleton count={skeletonCount} />;
  if (!items)
    return (
      <Result
        status="warning"
        title={errorText(query.error)}
        extra={<Button onClick={() => query.refetch()}>重试</Button>}
      />
    );
  if (items.length === 0) return <Empty style={{ padding: '48px 0' }} description={empty} />;
  return <div className="ck-works-grid">{items.map(render)}</div>;
}
