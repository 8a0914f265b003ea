import type { MpQuestion } from '@ck/shared';
import { letterOf, QUESTION_TYPE_NAMES, tapOption } from './answer-logic.ts';

const JUDGE_CHOICES = [
  { letter: 'T', label: '正确' },
  { letter: 'F', label: '错误' },
];

function OrderTask({
  q,
  answer,
  onAnswer,
}: {
  q: MpQuestion;
  answer: string;
  onAnswer: (a: string) => void;
}) {
  const placed = [...answer];
  return (
    <div className="m-order">
      <p className="m-hint">按正确顺序依次点击下面的步骤；点已选的步骤可撤回。</p>
      <ol className="m-order-placed" aria-label="已排好的顺序">
        {placed.length ? (
          placed.map((letter, i) => (
            <li key={letter}>
              <button
                type="button"
                className="m-order-step"
                onClick={() => onAnswer(tapOption('order', answer, letter))}
              >
                <span className="m-step-no">{i + 1}</span>
                {q.options[letter.charCodeAt(0) - 65]}
              </button>
            </li>
          ))
        ) : (
          <li className="m-order-empty">还没有排好的步骤</li>
        )}
      </ol>
      <div className="m-options">
        {q.options.map((text, i) => {
          const letter = letterOf(i);
          const used = answer.includes(letter);
          return (
            <button
              key={letter}
              type="button"
              className={used ? 'm-option m-option-used' : 'm-option'}
              aria-pressed={used}
              onClick={() => onAnswer(tapOption('order', answer, letter))}
            >
              <span className="m-option-letter">{used ? answer.indexOf(letter) + 1 : '·'}</span>
              <span>{text}</span>
            </button>
          );
        })}
      </div>
      {answer ? (
        <button type="button" className="m-link-btn" onClick={() => onAnswer('')}>
          重新排序
        </button>
      ) : null}
    </div>
  );
}

/** One question on its own screen: the stem and the controls of its type. */
export function QuestionView({
  q,
  index,
  answer,
  onAnswer,
}: {
  q: MpQuestion;
  index: number;
  answer: string;
  onAnswer: (answer: string) => void;
}) {
  const choices =
    q.type === 'judge' ? JUDGE_CHOICES : q.options.map((label, i) => ({ letter: letterOf(i), label }));
  return (
    <section className="m-question" aria-label={`第 ${index + 1} 题`}>
      <p className="m-question-type">
        第 {index + 1} 题 · {QUESTION_TYPE_NAMES[q.type]}
        {q.type === 'multiple' ? '（可多选）' : ''}
      </p>
      <p className="m-stem">{q.stem}</p>
      {q.type === 'order' ? (
        <OrderTask q={q} answer={answer} onAnswer={onAnswer} />
      ) : (
        <div className="m-options" role={q.type === 'multiple' ? 'group' : 'radiogroup'}>
          {choices.map((c) => {
            const chosen = answer.includes(c.letter);
            return (
              <button
                key={c.letter}
                type="button"
                role={q.type === 'multiple' ? 'checkbox' : 'radio'}
                aria-checked={chosen}
                className={chosen ? 'm-option m-option-chosen' : 'm-option'}
                onClick={() => onAnswer(tapOption(q.type, answer, c.letter))}
              >
                <span className="m-option-letter">
                  {q.type === 'judge' ? (c.letter === 'T' ? '✓' : '✗') : c.letter}
                </span>
                <span>{c.label}</span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
