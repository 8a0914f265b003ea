import { useQuery } from '@tanstack/react-query';
import { Alert, Drawer, Typography } from 'antd';
import { ojProblem } from '../../../judge/api.ts';
import { SubmissionView } from '../../../judge/components/submission-view.tsx';

/** 判题 results: the homework's judge problem and the per-case verdicts of the latest submission. */
export function JudgeDrawer({
  problemId,
  submissionId,
  error,
  onClose,
}: {
  problemId: string;
  submissionId: string | null;
  error: string;
  onClose: () => void;
}) {
  const problem = useQuery({
    queryKey: ['judge', 'oj-problem', problemId],
    queryFn: () => ojProblem(problemId),
    retry: false,
  });
  return (
    <Drawer open width={640} title="判题结果" onClose={onClose} destroyOnHidden>
      <Typography.Paragraph>
        题目：<b>{problem.data?.title ?? '…'}</b>
        <br />
        <Typography.Text type="secondary">
          判题会用老师准备的测试数据运行你的程序，比较输出是不是正确。每个测试点都通过才算全部正确。
        </Typography.Text>
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon message={error} />}
      {submissionId && <SubmissionView id={submissionId} showCode={false} />}
    </Drawer>
  );
}
