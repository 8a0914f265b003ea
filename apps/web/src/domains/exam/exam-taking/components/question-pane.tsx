import { SafeHtml } from '../../../../components/safe-html.tsx';
import { QuestionView } from '../../components/question-view.tsx';
import type { AttemptSection, NumberedQuestion } from '../exam-state.ts';
import { PracticalAnswer } from './practical-answer.tsx';
import { ProgrammingAnswer } from './programming-answer.tsx';

interface Props {
  section: AttemptSection;
  item: NumberedQuestion;
  answer: string;
  language: string | undefined;
  onAnswer: (answer: string, language?: string) => void;
  onOpenEditor: () => void;
}

/** The current question: its section's title and instruction, the stem and the answer area. */
export function QuestionPane({ section, item, answer, language, onAnswer, onOpenEditor }: Props) {
  const q = item.question;
  const answerable = q.questionType >= 1 && q.questionType <= 5;
  return (
    <div>
      <div style={{ marginBottom: 12 }}>
        <div style={{ fontWeight: 600 }}>{section.title}</div>
        {section.instruction && <SafeHtml html={section.instruction} className="ck-section-instruction" />}
      </div>
      {answerable ? (
        <QuestionView question={q} index={item.number} answer={answer} onAnswer={(a) => onAnswer(a)} />
      ) : (
        <>
          <QuestionView question={q} index={item.number} />
          <div style={{ marginTop: 12 }}>
            {q.questionType === 6 ? (
              <ProgrammingAnswer
                code={answer}
                language={language}
                samples={q.samples}
                onChange={(code, lang) => onAnswer(code, lang)}
              />
            ) : q.questionType === 7 ? (
              <PracticalAnswer
                practiceEditor={q.practiceEditor}
                workId={answer}
                onChange={(workId) => onAnswer(workId)}
                onOpenEditor={onOpenEditor}
              />
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
