import type { ReviewItem } from '@ck/shared';
import { Alert, Button, Card, Form, type GetRef, Input, InputNumber, Space, Typography } from 'antd';
import { forwardRef, useImperativeHandle, useRef, useState } from 'react';
import { useSaving } from '../../../../hooks/use-form-save.ts';
import { examApi } from '../api.ts';
import { scoreError } from '../review.ts';

export interface ReviewFormHandle {
  submit: () => void;
  focusScore: () => void;
}

interface Props {
  item: ReviewItem;
  /** After a successful save, with what was saved. */
  onSaved: (item: ReviewItem, score: number, comment: string | null) => void;
}

/** Score (0..max) and comment of one answer; Enter in the score box saves. */
export const ReviewForm = forwardRef<ReviewFormHandle, Props>(function ReviewForm({ item, onSaved }, ref) {
  const [score, setScore] = useState<number | null>(item.score);
  const [comment, setComment] = useState(item.comment ?? '');
  const { saving, error, setError, run } = useSaving();
  const scoreInput = useRef<GetRef<typeof InputNumber>>(null);

  const save = async () => {
    if (saving) return;
    const problem = scoreError(score, item.maxScore);
    if (problem) {
      setError(problem);
      scoreInput.current?.focus();
      return;
    }
    await run(async () => {
      const text = comment.trim() || null;
      await examApi.review({
        userPaperId: item.userPaperId,
        questionId: item.questionId,
        score: score as number,
        comment: text,
      });
      onSaved(item, score as number, text);
    });
  };

  useImperativeHandle(ref, () => ({
    submit: () => void save(),
    focusScore: () => {
      scoreInput.current?.focus();
      scoreInput.current?.select();
    },
  }));

  const quick = [
    { label: '0 分', value: 0 },
    ...(item.maxScore >= 2 ? [{ label: '一半', value: Math.round(item.maxScore * 5) / 10 }] : []),
    { label: '满分', value: item.maxScore },
  ];

  return (
    <Card size="small" title="评分" className="xa-review-form">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Form layout="vertical" component="div">
        <Form.Item label={`得分（满分 ${item.maxScore} 分）`} required>
          <Space.Compact style={{ width: '100%' }}>
            <InputNumber<number>
              ref={scoreInput}
              aria-label="得分"
              min={0}
              max={item.maxScore}
              step={0.5}
              precision={1}
              value={score}
              onChange={(v) => {
                setScore(v);
                setError(undefined);
              }}
              onFocus={(e) => e.target.select()}
              onPressEnter={(e) => {
                e.preventDefault();
                void save();
              }}
              style={{ width: '100%' }}
              placeholder={`0 - ${item.maxScore}`}
            />
          </Space.Compact>
          <Space size={4} style={{ marginTop: 8 }} wrap>
            {quick.map((q) => (
              <Button key={q.label} size="small" onClick={() => setScore(q.value)}>
                {q.label}
              </Button>
            ))}
          </Space>
        </Form.Item>
        <Form.Item label="评语">
          <Input.TextArea
            aria-label="评语"
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={2000}
            showCount
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder="可选，学生在成绩中能看到"
          />
        </Form.Item>
        <Button type="primary" block loading={saving} onClick={() => void save()}>
          保存并下一个
        </Button>
        {item.reviewed && (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
            已批改：{item.score} 分，保存后覆盖
          </Typography.Text>
        )}
      </Form>
    </Card>
  );
});
