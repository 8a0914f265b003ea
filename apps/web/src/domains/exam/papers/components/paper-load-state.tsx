import { Alert, Button, Skeleton } from 'antd';
import { errorText } from '../../../../api/http-errors.ts';

/** A paper's place until it is there: a skeleton while it loads, else the failure with 重试. */
export function PaperLoadState({
  paper,
  failTitle,
  rows,
}: {
  paper: { isLoading: boolean; error: unknown; refetch: () => unknown };
  failTitle: string;
  /** Lines of the skeleton. */
  rows: number;
}) {
  if (paper.isLoading) return <Skeleton active paragraph={{ rows }} />;
  return (
    <Alert
      type="error"
      showIcon
      message={failTitle}
      description={errorText(paper.error, '试卷不存在或已被删除')}
      action={
        <Button size="small" onClick={() => paper.refetch()}>
          重试
        </Button>
      }
    />
  );
}
