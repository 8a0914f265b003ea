import type { AttemptSection, NumberedQuestion } from '../exam-state.ts';
import { isAnswered } from '../exam-state.ts';

interface Props {
  sections: readonly AttemptSection[];
  questions: readonly NumberedQuestion[];
  answers: Readonly<Record<string, string>>;
  marked: ReadonlySet<string>;
  current: number;
  onPick: (index: number) => void;
  /** The drawer has its own title. */
  hideHeading?: boolean;
}

/** 答题卡: one button per question, coloured answered / current / marked, grouped by section. */
export function QuestionNavigator({
  sections,
  questions,
  answers,
  marked,
  current,
  onPick,
  hideHeading,
}: Props) {
  const answeredCount = questions.filter((q) =>
    isAnswered(q.question.questionType, answers[q.question.id]),
  ).length;
  return (
    <nav aria-label="答题卡">
      {!hideHeading && (
        <div style={{ marginBottom: 8, fontWeight: 600 }}>
          答题卡（已答 {answeredCount} / {questions.length}）
        </div>
      )}
      {sections.map((section, sectionIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional and never reordered
        <div className="xt-nav-section" key={sectionIndex}>
          <div className="xt-nav-title">{section.title || `第 ${sectionIndex + 1} 部分`}</div>
          <div className="xt-nav-grid">
            {questions.map((q, index) => {
              if (q.sectionIndex !== sectionIndex) return null;
              const answered = isAnswered(q.question.questionType, answers[q.question.id]);
              const isMarked = marked.has(q.question.id);
              const cls = [
                'xt-nav-item',
                answered && 'xt-nav-answered',
                index === current && 'xt-nav-current',
                isMarked && 'xt-nav-marked',
              ]
                .filter(Boolean)
                .join(' ');
              const state = [answered ? '已答' : '未答', isMarked ? '已标记' : ''].filter(Boolean).join('，');
              return (
                <button
                  key={q.question.id}
                  type="button"
                  className={cls}
                  aria-current={index === current ? 'step' : undefined}
                  aria-label={`第 ${q.number} 题，${state}`}
                  onClick={() => onPick(index)}
                >
                  {q.number}
                </button>
              );
            })}
          </div>
        </div>
      ))}
      <div className="xt-legend" aria-hidden>
        <span>
          <span className="xt-nav-item xt-nav-answered" />
          已答
        </span>
        <span>
          <span className="xt-nav-item" />
          未答
        </span>
        <span>
          <span className="xt-nav-item xt-nav-current" />
          当前
        </span>
        <span>
          <span className="xt-nav-item xt-nav-marked" />
          标记
        </span>
      </div>
    </nav>
  );
}
