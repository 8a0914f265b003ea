import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result } from 'antd';
import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HttpError } from '../../../../api/http-errors.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { type ExamStartResult, errorMessage, examTakingApi, MY_EXAMS_KEY, MY_RECORDS_KEY } from '../api.ts';
import { ExamSession, type FinishOutcome } from '../components/exam-session.tsx';
import { InstructionsScreen } from '../components/instructions-screen.tsx';
import { ResultScreen } from '../components/result-screen.tsx';
import { createClock, type ExamClock } from '../exam-clock.ts';
import { MY_PAPERS_PATH } from '../paths.ts';
import { enterFullScreen, isFullScreen } from '../use-proctoring.ts';
import '../exam-taking.css';

type Phase =
  | { kind: 'intro' }
  | { kind: 'taking'; attempt: ExamStartResult; clock: ExamClock }
  | { kind: 'done'; examName: string; outcome: FinishOutcome };

/** `/kaoshi-online?examId=`: the exam page, full screen without the site's layout. */
export function KaoshiOnlinePage() {
  const [params] = useSearchParams();
  const examId = params.get('examId') ?? '';
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: MY_EXAMS_KEY, queryFn: examTakingApi.mine, enabled: !!examId });
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsPassword, setNeedsPassword] = useState(false);
  const exam = mine.data?.find((e) => e.id === examId);
  useDocumentTitle(phase.kind === 'taking' ? phase.attempt.examName : (exam?.examName ?? '在线考试'));

  const start = async (password: string) => {
    // Full screen needs the click itself, so it is asked before the server answers.
    if (exam?.fullScreen && !isFullScreen()) void enterFullScreen();
    setBusy(true);
    setError(null);
    const sentAt = Date.now();
    try {
      const attempt = await examTakingApi.start(examId, password.trim() || undefined);
      const clock = createClock(attempt.serverTimeMs, attempt.deadlineMs, Date.now(), sentAt);
      if (attempt.fullScreen && !isFullScreen()) void enterFullScreen();
      setPhase({ kind: 'taking', attempt, clock });
      void queryClient.invalidateQueries({ queryKey: MY_EXAMS_KEY });
    } catch (e) {
      const text = errorMessage(e, '进入考试失败，请重试');
      setError(text);
      if (e instanceof HttpError && text.includes('密码')) setNeedsPassword(true);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    } finally {
      setBusy(false);
    }
  };

  const onFinished = useCallback(
    (outcome: FinishOutcome) => {
      setPhase((p) => ({ kind: 'done', examName: p.kind === 'taking' ? p.attempt.examName : '', outcome }));
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: MY_EXAMS_KEY });
      void queryClient.invalidateQueries({ queryKey: MY_RECORDS_KEY });
    },
    [queryClient],
  );

  if (!examId)
    return (
      <div className="xt-center">
        <Card className="xt-intro">
          <Result
            status="warning"
            title="没有指定考试"
            subTitle="请从“我的试卷”中选择要参加的考试"
            extra={
              <Link to={MY_PAPERS_PATH}>
                <Button type="primary">去我的试卷</Button>
              </Link>
            }
          />
        </Card>
      </div>
    );
  if (phase.kind === 'taking')
    return <ExamSession attempt={phase.attempt} clock={phase.clock} onFinished={onFinished} />;
  if (phase.kind === 'done')
    return (
      <ResultScreen
        examName={phase.examName}
        reason={phase.outcome.reason}
        result={phase.outcome.result}
        error={phase.outcome.error}
      />
    );
  if (mine.isLoading) return <PageLoading fullscreen tip="正在加载考试信息…" />;
  if (mine.isSuccess && !exam)
    return (
      <div className="xt-center">
        <Card className="xt-intro">
          <Result
            status="404"
            title="找不到这场考试"
            subTitle="考试可能还没有发布，或者你不在这场考试的考生名单中"
            extra={
              <Link to={MY_PAPERS_PATH}>
                <Button type="primary">返回我的试卷</Button>
              </Link>
            }
          />
        </Card>
      </div>
    );
  return (
    <InstructionsScreen
      examId={examId}
      exam={exam}
      busy={busy}
      error={error ?? (mine.isError ? `考试信息加载失败：${errorMessage(mine.error)}` : null)}
      needsPassword={needsPassword}
      onStart={(password) => void start(password)}
    />
  );
}
