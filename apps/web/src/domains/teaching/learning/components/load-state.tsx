import { Button, Result } from 'antd';
import { HttpError } from '../../../../api/http-errors.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';

/** Loading spinner, or a friendly error with a retry, for a query that has no data yet. */
export function LoadState({
  loading,
  error,
  retry,
  extra,
}: {
  loading: boolean;
  error: unknown;
  retry: () => void;
  extra?: React.ReactNode;
}) {
  if (loading) return <PageLoading />;
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
          {status === 'warning' && <Button onClick={retry}>重试</Button>}
        </>
      }
    />
  );
}
