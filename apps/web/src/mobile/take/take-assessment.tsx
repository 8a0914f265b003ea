import type { MpAttempt, MpReport } from '@ck/shared';
import { useState } from 'react';
import { mpApi } from '../api/mp-api.ts';
import { errorText, MpError } from '../api/mp-client.ts';
import { isAnswered, unansweredNumbers } from './answer-logic.ts';
import type { AnswerSheet, SaveState } from './autosave-queue.ts';
import { Countdown } from './countdown.tsx';
import { QuestionView } from './question-view.tsx';
import { SubmitDialog } from './submit-dialog.tsx';
import { useAutosave } from './use-autosave.ts';

const SAVE_TEXT: Record<SaveState, string> = {
  saved: '已保存',
  saving: '保存中…',
  offline: '离线，稍后自动重试',
};

/** Taking an assessment: one question per screen, a navigator, autosave, countdown and hand-in. */
export function TakeAssessment({
  attempt,
  storageKey,
  initial,
  onSubmitted,
  onFinishedElsewhere,
}: {
  attempt: MpAttempt;
  storageKey: string;
  initial: { answers: AnswerSheet; unsaved: boolean };
  onSubmitted: (report: MpReport) => void;
  /** The attempt was finished (or removed) meanwhile: `reportToken` when the server named one. */
  onFinishedElsewhere: (reportToken: string | null, message: string) => void;
}) {
  const questions = attempt.questions;
  const [answers, setAnswers] = useState<AnswerSheet>(initial.answers);
  const [index, setIndex] = useState(() => {
    const first = questions.findIndex((q) => !isAnswered(q.type, q.options.length, initial.answers[q.id]));
    return Math.max(first, 0);
  });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [submitError, setSubmitError] = useState('');
  const [showNav, setShowNav] = useState(false);

  const finished = (error: unknown) => {
    const token =
      error instanceof MpError ? (error.result as { reportToken?: string } | undefined)?.reportToken : null;
    onFinishedElsewhere(token ?? null, errorText(error));
  };
  const [unsaved] = useState(() => (initial.unsaved ? initial.answers : null));
  const { state, change, queue } = useAutosave(attempt, storageKey, finished, unsaved);

  const q = questions[index];
  const answer = (q && answers[q.id]) || '';
  const setAnswer = (value: string) => {
    const next = { ...answers };
    if (value) next[q.id] = value;
    else delete next[q.id];
    setAnswers(next);
    change(next);
  };

  const submit = async () => {
    setBusy(true);
    setSubmitError('');
    try {
      // The server scores the saved sheet, so every change must have arrived before the hand-in.
      queue.update(answers);
      await queue.flush();
      queue.stop();
      const report = await mpApi.submit(attempt.attemptToken);
      onSubmitted(report);
    } catch (error) {
      if (error instanceof MpError && error.status === 409) return finished(error);
      setSubmitError(
        error instanceof MpError && error.status === 0
          ? '答案尚未保存，请检查网络后重试交卷'
          : errorText(error),
      );
      setBusy(false);
    }
  };
  const deadline = attempt.deadline;
  const answeredCount = questions.filter((x) => isAnswered(x.type, x.options.length, answers[x.id])).length;

  return (
    <div className="m-take">
      <div className="m-take-bar no-print">
        <button
          type="button"
          className="m-link-btn"
          onClick={() => setShowNav((v) => !v)}
          aria-expanded={showNav}
        >
          答题卡 {answeredCount}/{questions.length}
        </button>
        <span className={`m-save m-save-${state}`} role="status" aria-live="polite">
          {SAVE_TEXT[state]}
        </span>
        {deadline ? <Countdown deadline={deadline} onTimeUp={() => void submit()} /> : null}
      </div>
      {showNav ? (
        <nav className="m-navigator" aria-label="答题卡">
          {questions.map((x, i) => {
            const done = isAnswered(x.type, x.options.length, answers[x.id]);
            return (
              <button
                key={x.id}
                type="button"
                className={`m-nav-cell${done ? ' m-nav-done' : ''}${i === index ? ' m-nav-current' : ''}`}
                aria-label={`第 ${i + 1} 题${done ? '（已作答）' : '（未作答）'}`}
                aria-current={i === index ? 'step' : undefined}
                onClick={() => {
                  setIndex(i);
                  setShowNav(false);
                }}
              >
                {i + 1}
              </button>
            );
          })}
        </nav>
      ) : null}
      <div className="m-progress" aria-hidden="true">
        <span style={{ width: `${((index + 1) / questions.length) * 100}%` }} />
      </div>
      {q ? <QuestionView key={q.id} q={q} index={index} answer={answer} onAnswer={setAnswer} /> : null}
      <div className="m-take-actions">
        <button
          type="button"
          className="m-btn m-btn-ghost"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          上一题
        </button>
        {index < questions.length - 1 ? (
          <button type="button" className="m-btn" onClick={() => setIndex(index + 1)}>
            下一题
          </button>
        ) : (
          <button type="button" className="m-btn" onClick={() => setConfirming(true)}>
            交卷
          </button>
        )}
      </div>
      {index < questions.length - 1 ? (
        <button type="button" className="m-link-btn m-submit-early" onClick={() => setConfirming(true)}>
          交卷
        </button>
      ) : null}
      {confirming ? (
        <SubmitDialog
          unanswered={unansweredNumbers(questions, answers)}
          busy={busy}
          error={submitError}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void submit()}
          onJump={(i) => {
            setIndex(i);
            setConfirming(false);
          }}
        />
      ) : null}
    </div>
  );
}
