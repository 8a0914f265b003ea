import { Button, Result } from 'antd';
import { HttpError } from '../../../../api/http-errors.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';

/** Loading spinner, or a friendly error with a retry, for a query that has no data yet. */
export function LoadState({
  query,
  extra,
}: {
  /** The query: whether it is loading, its error and its retry. */
  query: { isLoading: boolean; error: unknown; refetch: () => unknown };
  extra?: React.ReactNode;
}) {
  const { error } = query;
  if (query.isLoading) return <PageLoading />;
  const message = error instanceof HttpError ? error.message : '加载失败，请稍后重试';
  const status =
    error instanceof HttpError && error.status === 403
      ? '403'
      : error instanceof HttpError && error.status === 404
        ? '404'
        : 'warning';
  return (
    <Result
      status={status}
      title={message}
      extra={
        <>
          {extra}
          {status === 'warning' && <Button onClick={() => query.refetch()}>重试</Button>}
        </>
      }
    />
  );
}
