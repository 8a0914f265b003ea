import { Alert, Button } from 'antd';

/** A failed load with a retry button. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${what}加载失败`}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}

/** Client-side paging of a small list (schools, teams): 20 a page like the server lists. */
export const localPagination = (total: number) =>
  total > 20
    ? {
        defaultPageSize: 20,
        showSizeChanger: true,
        showTotal: (n: number) => `共 ${n} 条`,
      }
    : false;
