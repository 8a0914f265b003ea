import { Button, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { QuestionView } from '../../components/question-view.tsx';
import type { QuestionPreview } from '../question-preview.ts';

interface Props {
  preview: QuestionPreview | null;
  onClose: () => void;
  /** Details under the key (difficulty, classification ...). */
  details?: ReactNode;
  /** e.g. an 编辑 button. */
  extraFooter?: ReactNode;
}

/**
 * A question as a student sees it (try answering: nothing is saved), and the key under it: answer,
 * blank rules, judge problem or rubric, and the analysis.
 */
export function QuestionPreviewModal({ preview, onClose, details, extraFooter }: Props) {
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    if (preview) setAnswer('');
  }, [preview]);
  return (
    <Modal
      title="题目预览"
      open={!!preview}
      onCancel={onClose}
      width={760}
      // Opened from the editor too: above it whatever opened first.
      zIndex={1050}
      destroyOnHidden
      footer={
        <>
          {extraFooter}
          <Button type="primary" onClick={onClose}>
            关闭
          </Button>
        </>
      }
    >
      {preview && (
        <div className="ck-question-preview">
          <Typography.Text type="secondary" className="ck-preview-caption">
            学生看到的题目如下，可以试答（不会保存）；绿色框内是答案与解析，学生看不到。
          </Typography.Text>
          <div className="ck-preview-sheet">
            <QuestionView
              question={preview.student}
              index={1}
              answer={answer}
              onAnswer={setAnswer}
              answerKey={preview.answerKey}
            />
          </div>
          {details}
        </div>
      )}
    </Modal>
  );
}
