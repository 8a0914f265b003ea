import { LoadingOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { verdictLook } from '../arena-verdicts.ts';

/** A submission's verdict: withheld (OI before the end), judging, or the verdict in its colour. */
export function VerdictBadge({
  verdict,
  hidden,
  score,
}: {
  verdict: string | null;
  hidden?: boolean;
  score?: number | null;
}) {
  if (hidden) return <Tag color="blue">已提交（赛后公布）</Tag>;
  if (!verdict)
    return (
      <Tag icon={<LoadingOutlined />} color="processing">
        评测中
      </Tag>
    );
  const look = verdictLook(verdict);
  return (
    <Tag color={look.color}>
      {look.text}
      {score !== null && score !== undefined && verdict !== 'AC' && verdict !== 'CE' ? ` ${score}分` : ''}
    </Tag>
  );
}

/** A problem's state for the contestant: 通过 / 答案错误 / 评测中 / 已提交 / 未提交. */
export function ProblemStateTag({ result, tries }: { result: string | null; tries: number }) {
  const look = verdictLook(result);
  return (
    <Tag color={look.color} style={{ marginInlineEnd: 0 }}>
      {look.text}
      {tries > 0 ? ` ·${tries}` : ''}
    </Tag>
  );
}
