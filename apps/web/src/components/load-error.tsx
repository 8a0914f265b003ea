import { Alert, Button } from 'antd';

/** A failed load with a retry button: “<what>加载失败”. */
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
