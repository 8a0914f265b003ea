import type { PaperKey, StudentPaper } from '@ck/shared';
import { Empty, Typography } from 'antd';
import { QuestionView } from '../../components/question-view.tsx';
import { sectionScores, sectionStarts } from '../paper-view.ts';

type KeyQuestion = PaperKey['sections'][number]['questions'][number];

interface Props {
  paper: StudentPaper | PaperKey;
  /** With the teacher's key: answer and analysis under each question. */
  withAnswers?: boolean;
  /** Class prefix of the parts: `paper-sheet` on screen, `paper-print` on paper. */
  classPrefix?: 'paper-sheet' | 'paper-print';
  /** On paper: room to write under questions without an answer control (programming, practical). */
  answerSpace?: boolean;
}

/** Types whose answer is written or built outside the sheet: paper leaves room for them. */
const OPEN_TYPES = [6, 7];

const keyOf = (q: StudentPaper['sections'][number]['questions'][number]) => {
  const k = q as Partial<KeyQuestion>;
  return 'answer' in k || 'analysis' in k
    ? { answer: k.answer ?? null, analysis: k.analysis ?? null }
    : undefined;
};

/** The sections of a paper as a student sees them, numbered on across sections. */
export function PaperSheet({ paper, withAnswers, classPrefix = 'paper-sheet', answerSpace }: Props) {
  const starts = sectionStarts(paper);
  const scores = sectionScores(paper);
  if (!paper.sections.length) return <Empty description="这份试卷还没有题目" />;
  return (
    <>
      {paper.sections.map((section, si) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional in a drawn paper
        <section key={si} className={`${classPrefix}-section`}>
          <div className={`${classPrefix}-section-head`}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {section.title}
              <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginInlineStart: 8 }}>
                （共 {section.questions.length} 题，{scores[si]} 分）
              </Typography.Text>
            </Typography.Title>
            {section.instruction && (
              <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                {section.instruction}
              </Typography.Paragraph>
            )}
          </div>
          {section.questions.length ? (
            section.questions.map((q, qi) => (
              <div key={q.id} className={`${classPrefix}-question`}>
                <QuestionView
                  question={q}
                  index={starts[si] + qi}
                  answerKey={withAnswers ? keyOf(q) : undefined}
                />
                {answerSpace && !withAnswers && OPEN_TYPES.includes(q.questionType) && (
                  <div className={`${classPrefix}-answer-space`} aria-hidden />
                )}
              </div>
            ))
          ) : (
            <Typography.Paragraph type="secondary">本大题暂无题目</Typography.Paragraph>
          )}
        </section>
      ))}
    </>
  );
}
