import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { ASSESSMENT_QUESTION_TYPES, type AssessmentQuestion, optionLetters } from '@ck/shared';
import { Flex, Tag, Typography } from 'antd';
import { answerText } from '../report-view.ts';

interface Props {
  no: number;
  question: Pick<AssessmentQuestion, 'type' | 'stem' | 'options' | 'score'> & { answer?: string };
  /** The child's answer: shown against the right one (the report's answer sheet). */
  given?: string;
  /** Show the right answer (the editor's preview leaves it out, as the child sees it). */
  review?: boolean;
}

const HINT = {
  single: '选择一个答案',
  multiple: '选择所有正确的答案',
  judge: '判断对错',
  order: '把下面的步骤排成正确的顺序',
} as const;

/** A question as the child sees it, and in review its answer against the right one. */
export function QuestionView({ no, question: q, given, review }: Props) {
  const letters = [...optionLetters(q.options.length)];
  const right = review && q.answer !== undefined && given === q.answer;
  return (
    <div
      className="ck-question-view"
      data-testid="question-view"
      style={{ breakInside: 'avoid', marginBottom: 16 }}
    >
      <Flex gap={8} align="baseline">
        <Typography.Text strong>{no}.</Typography.Text>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Typography.Paragraph style={{ marginBottom: 4, whiteSpace: 'pre-wrap' }}>
            {q.stem}
          </Typography.Paragraph>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {ASSESSMENT_QUESTION_TYPES[q.type]} · {HINT[q.type]} · {q.score} 分
          </Typography.Text>
          {q.type === 'judge' ? (
            <Flex gap={8} style={{ marginTop: 6 }}>
              <Tag>正确</Tag>
              <Tag>错误</Tag>
            </Flex>
          ) : (
            <ol style={{ listStyle: 'none', padding: 0, margin: '6px 0 0' }}>
              {q.options.map((o, i) => (
                <li key={letters[i]} style={{ padding: '2px 0' }}>
                  <Tag>{letters[i]}</Tag>
                  {o}
                </li>
              ))}
            </ol>
          )}
          {review && q.answer !== undefined && (
            <Flex gap={16} wrap style={{ marginTop: 6 }}>
              <span>
                孩子的答案：
                <Typography.Text type={right ? 'success' : 'danger'}>
                  {answerText(q.type, given)}
                </Typography.Text>
                {right ? (
                  <CheckCircleFilled
                    style={{ color: 'var(--ant-color-success)', marginInlineStart: 6 }}
                    aria-label="答对"
                  />
                ) : (
                  <CloseCircleFilled
                    style={{ color: 'var(--ant-color-error)', marginInlineStart: 6 }}
                    aria-label="答错"
                  />
                )}
              </span>
              <span>正确答案：{answerText(q.type, q.answer)}</span>
            </Flex>
          )}
        </div>
      </Flex>
    </div>
  );
}
