import type { MpAttempt } from '@ck/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { mpApi } from '../api/mp-api.ts';
import { MpError } from '../api/mp-client.ts';
import { useLoad } from '../api/use-load.ts';
import { ErrorState, Loading } from '../components/states.tsx';
import { TopBar } from '../components/top-bar.tsx';
import { go, useLocation } from '../router/navigation.tsx';
import { readParam } from '../router/query.ts';
import {
  attemptKey,
  forgetAttempt,
  readAttempt,
  resumeAnswers,
  writeAttempt,
} from '../take/attempt-storage.ts';
import type { AnswerSheet } from '../take/autosave-queue.ts';
import { StartForm } from '../take/start-form.tsx';
import { TakeAssessment } from '../take/take-assessment.tsx';
import { AssessmentFacts } from './assessments-page.tsx';

type Phase =
  | { kind: 'checking' }
  | { kind: 'resume-error'; error: unknown }
  | { kind: 'intro' }
  | { kind: 'form' }
  | { kind: 'taking'; attempt: MpAttempt; initial: { answers: AnswerSheet; unsaved: boolean } };

const reportPath = (token: string) => `/m/report/${encodeURIComponent(token)}`;
const finishedToken = (e: unknown) =>
  e instanceof MpError && e.status === 409
    ? (e.result as { reportToken?: string } | undefined)?.reportToken
    : undefined;

/** `/m/assessment/<id>`: the intro, the start form, then the questions; resumes this browser's attempt. */
export function AssessmentPage({ id }: { id: string }) {
  const { search } = useLocation();
  const orgId = readParam(search, 'orgId');
  const cityId = readParam(search, 'cityId');
  const key = attemptKey(orgId, id);
  const card = useLoad(() => mpApi.assessment(id), [id]);
  const [phase, setPhase] = useState<Phase>(() =>
    readAttempt(localStorage, key) ? { kind: 'checking' } : { kind: 'intro' },
  );
  const [notice, setNotice] = useState('');
  const [round, setRound] = useState(0);

  const toReport = (token: string) => {
    forgetAttempt(localStorage, key);
    go(reportPath(token), { replace: true });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per assessment (and on retry).
  useEffect(() => {
    const stored = readAttempt(localStorage, key);
    if (!stored) return;
    let live = true;
    mpApi.attempt(stored.token).then(
      (attempt) => {
        if (!live) return;
        if (attempt.status === '1' && attempt.reportToken) return toReport(attempt.reportToken);
        setPhase({ kind: 'taking', attempt, initial: resumeAnswers(attempt, stored) });
      },
      (error: unknown) => {
        if (!live) return;
        const token = finishedToken(error);
        if (token) return toReport(token);
        if (error instanceof MpError && error.status > 0 && error.status < 500 && error.status !== 429) {
          // The attempt is gone or the token is no longer valid: start afresh.
          forgetAttempt(localStorage, key);
          setPhase({ kind: 'intro' });
        } else setPhase({ kind: 'resume-error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, round]);

  const started = (attempt: MpAttempt) => {
    if (attempt.status === '1' && attempt.reportToken) return toReport(attempt.reportToken);
    writeAttempt(localStorage, key, {
      token: attempt.attemptToken,
      answers: attempt.answers,
      seq: attempt.seq,
    });
    setPhase({ kind: 'taking', attempt, initial: { answers: attempt.answers, unsaved: false } });
  };

  const a = card.data;
  const title = phase.kind === 'taking' ? phase.attempt.assessment.name : (a?.name ?? '能力测评');
  let body: ReactNode;
  if (phase.kind === 'checking') body = <Loading text="正在恢复上次的答题…" />;
  else if (phase.kind === 'resume-error')
    body = (
      <ErrorState
        error={phase.error}
        onRetry={() => {
          setPhase({ kind: 'checking' });
          setRound((r) => r + 1);
        }}
      />
    );
  else if (phase.kind === 'taking')
    body = (
      <TakeAssessment
        attempt={phase.attempt}
        storageKey={key}
        initial={phase.initial}
        onSubmitted={(report) => toReport(report.reportToken)}
        onFinishedElsewhere={(token, message) => {
          if (token) return toReport(token);
          forgetAttempt(localStorage, key);
          setNotice(message);
          setPhase({ kind: 'intro' });
        }}
      />
    );
  else if (!a && card.loading) body = <Loading />;
  else if (!a) body = <ErrorState error={card.error} onRetry={card.reload} />;
  else
    body = (
      <div className="m-assessment">
        {a.cover ? <img className="m-card-cover" src={a.cover} alt="" /> : null}
        <h2>{a.name}</h2>
        <AssessmentFacts a={a} />
        {a.intro ? <p className="m-intro">{a.intro}</p> : null}
        {a.dimensions.length ? (
          <p className="m-labels">
            {a.dimensions.map((d) => (
              <span key={d.key} className="m-tag">
                {d.name}
              </span>
            ))}
          </p>
        ) : null}
        {notice ? <p className="m-form-error">{notice}</p> : null}
        {phase.kind === 'intro' ? (
          <button type="button" className="m-btn m-btn-block" onClick={() => setPhase({ kind: 'form' })}>
            开始测评
          </button>
        ) : (
          <StartForm
            testPowerId={a.id}
            ageMin={a.ageMin}
            ageMax={a.ageMax}
            cityId={cityId}
            onStarted={started}
            onFinished={toReport}
          />
        )}
      </div>
    );
  return (
    <div className="m-page">
      <TopBar title={title} />
      {body}
    </div>
  );
}
