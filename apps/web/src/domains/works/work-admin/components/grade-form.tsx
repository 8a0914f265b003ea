import type { CorrectQueueRow } from '@ck/shared';
import { Alert, Button, Card, Input, InputNumber, Modal, Rate, Segmented, Space, Typography } from 'antd';
import { forwardRef, useImperativeHandle, useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { gradingApi } from '../api.ts';
import { isWaiting, MAX_STARS, scoreToStars, starsToScore } from '../grading.ts';

export interface GradeFormHandle {
  submit: () => void;
}

interface Props {
  row: CorrectQueueRow;
  mode: 'score' | 'stars';
  onModeChange: (mode: 'score' | 'stars') => void;
  /** After a grading or a return: the page refreshes and moves on. */
  onGraded: (row: CorrectQueueRow, kind: 'graded' | 'returned') => void;
}

const STAR_TEXT = ['需努力', '合格', '良好', '优秀', '非常棒'];

/** Score (0-100 or stars) and comment of one work; "提交批改" and "退回修改". Keyed by the work id. */
export const GradeForm = forwardRef<GradeFormHandle, Props>(function GradeForm(
  { row, mode, onModeChange, onGraded },
  ref,
) {
  const [score, setScore] = useState<number | null>(row.score);
  const [comment, setComment] = useState(row.comment ?? '');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');

  const submit = async () => {
    if (saving) return;
    if (score == null) {
      setError(mode === 'stars' ? '请选择星级' : '请输入 0 到 100 的分数');
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await gradingApi.correct(row.id, score, comment.trim());
      onGraded(row, 'graded');
    } catch (e) {
      setError(e instanceof HttpError ? e.message : '批改失败，请重试');
    } finally {
      setSaving(false);
    }
  };
  useImperativeHandle(ref, () => ({ submit: () => void submit() }));

  const sendBack = async () => {
    if (!reason.trim()) {
      setError('请填写退回原因');
      return;
    }
    setSaving(true);
    setError(undefined);
    try {
      await gradingApi.returnWork(row.id, reason.trim());
      setReturning(false);
      setReason('');
      onGraded(row, 'returned');
    } catch (e) {
      setError(e instanceof HttpError ? e.message : '退回失败，请重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title={`批改：${row.realname || row.username || ''}`} className="wa-correct-form">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>评分方式</Typography.Text>
          <Segmented
            size="small"
            value={mode}
            onChange={(v) => onModeChange(v as 'score' | 'stars')}
            options={[
              { value: 'score', label: '分数' },
              { value: 'stars', label: '星级' },
            ]}
          />
        </Space>
        {mode === 'score' ? (
          <InputNumber
            aria-label="分数"
            min={0}
            max={100}
            precision={0}
            value={score}
            onChange={(v) => setScore(v == null ? null : Number(v))}
            suffix="分"
            style={{ width: 160 }}
            placeholder="0 - 100"
            autoFocus
          />
        ) : (
          <Space wrap>
            <Rate
              aria-label="星级"
              count={MAX_STARS}
              value={scoreToStars(score)}
              onChange={(stars) => setScore(stars ? starsToScore(stars) : null)}
              tooltips={STAR_TEXT}
            />
            <Typography.Text type="secondary">{score == null ? '未评' : `${score} 分`}</Typography.Text>
          </Space>
        )}
        <Input.TextArea
          aria-label="评语"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder="写几句鼓励或改进建议（可选）"
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={500}
          showCount
        />
        <Space wrap>
          <Button type="primary" loading={saving} onClick={() => void submit()}>
            {isWaiting(row) ? '提交批改' : '修改批改'}
          </Button>
          <Button danger disabled={saving} onClick={() => setReturning(true)}>
            退回修改
          </Button>
        </Space>
      </Space>
      <Modal
        title="退回修改"
        open={returning}
        okText="退回"
        okButtonProps={{ danger: true, loading: saving }}
        cancelText="取消"
        onOk={() => void sendBack()}
        onCancel={() => setReturning(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          作品会退回给 {row.realname || row.username}，学生修改后可以重新提交。
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="退回原因"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder="请写明需要修改的地方"
          autoSize={{ minRows: 3, maxRows: 6 }}
          maxLength={500}
          showCount
          autoFocus
        />
      </Modal>
    </Card>
  );
});
