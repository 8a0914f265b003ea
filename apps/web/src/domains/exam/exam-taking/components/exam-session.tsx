import {
  FlagFilled,
  FlagOutlined,
  LeftOutlined,
  OrderedListOutlined,
  RightOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Drawer, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnswerValue } from '../answer-queue.ts';
import { backoffDelay } from '../answer-queue.ts';
import {
  type ExamStartResult,
  errorMessage,
  examTakingApi,
  isPermanentRefusal,
  type SubmitResult,
} from '../api.ts';
import { type ExamClock, remainingMs, resync } from '../exam-clock.ts';
import {
  forgetAttemptExtras,
  loadCurrent,
  loadLanguages,
  loadMarks,
  numberQuestions,
  numberRanges,
  saveCurrent,
  saveLanguages,
  saveMarks,
  unansweredNumbers,
} from '../exam-state.ts';
import { forgetPending, useAnswerQueue } from '../use-answer-queue.ts';
import { enterFullScreen, useProctoring } from '../use-proctoring.ts';
import { Countdown } from './countdown.tsx';
import { QuestionNavigator } from './question-navigator.tsx';
import { QuestionPane } from './question-pane.tsx';
import { SaveIndicator } from './save-indicator.tsx';

export type FinishReason = 'manual' | 'timeout' | 'jumpout';

export interface FinishOutcome {
  reason: FinishReason;
  result?: SubmitResult;
  /** The server refused the hand-in (already handed in, closed …). */
  error?: string;
}

interface Props {
  attempt: ExamStartResult;
  clock: ExamClock;
  onFinished: (outcome: FinishOutcome) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** The exam itself: questions, answer card, countdown, autosave, proctoring and the hand-in. */
export function ExamSession({ attempt, clock: startClock, onFinished }: Props) {
  const { message, modal } = App.useApp();
  const userPaperId = attempt.userPaperId;
  const questions = useMemo(() => numberQuestions(attempt.sections), [attempt.sections]);
  const [answers, setAnswers] = useState<Record<string, string>>(() => ({ ...attempt.answers }));
  const [languages, setLanguages] = useState<Record<string, string>>(() => loadLanguages(userPaperId));
  const [marked, setMarked] = useState<Set<string>>(() => new Set(loadMarks(userPaperId)));
  const [current, setCurrent] = useState(() => {
    const saved = loadCurrent(userPaperId);
    return Number.isInteger(saved) && saved >= 0 && saved < questions.length ? saved : 0;
  });
  const [navOpen, setNavOpen] = useState(false);
  const [clock, setClock] = useState(startClock);
  const [finishing, setFinishing] = useState<FinishReason | null>(null);
  const finishingRef = useRef(false);
  const clockRef = useRef(clock);
  clockRef.current = clock;
  const topRef = useRef<HTMLDivElement>(null);

  const save = useCallback(
    async (questionId: string, value: AnswerValue) => {
      const sentAt = Date.now();
      const result = await examTakingApi.saveAnswer(userPaperId, questionId, value.answer, value.language);
      setClock((c) => resync(c, result.savedAtMs, sentAt, Date.now()));
      return result;
    },
    [userPaperId],
  );
  const onRestore = useCallback((restored: Record<string, AnswerValue>) => {
    setAnswers((prev) => {
      const next = { ...prev };
      for (const [id, v] of Object.entries(restored)) next[id] = v.answer;
      return next;
    });
    setLanguages((prev) => {
      const next = { ...prev };
      for (const [id, v] of Object.entries(restored)) if (v.language) next[id] = v.language;
      return next;
    });
  }, []);
  const queue = useAnswerQueue({ userPaperId, save, onRestore });

  const finish = useCallback(
    async (reason: FinishReason) => {
      if (finishingRef.current) return;
      finishingRef.current = true;
      setFinishing(reason);
      if (reason !== 'jumpout') {
        const flushed = await Promise.race([queue.flush(), sleep(12_000).then(() => false)]);
        if (!flushed && reason === 'manual') {
          const dialog = modal.confirm({
            title: '还有答案没有保存到服务器',
            content: '网络可能不稳定。现在交卷，没保存的答案将不计分；也可以先返回，等保存成功后再交卷。',
            okText: '仍然交卷',
            cancelText: '返回继续保存',
          });
          // An unanswered dialog does not hold the paper past the deadline.
          const go = await Promise.race([
            new Promise<boolean>((resolve) => void dialog.then(resolve, () => resolve(false))),
            sleep(remainingMs(clockRef.current, Date.now())).then(() => true),
          ]);
          dialog.destroy();
          // Time may have run out while the student was deciding: then the paper goes in anyway.
          if (!go && remainingMs(clockRef.current, Date.now()) > 0) {
            finishingRef.current = false;
            setFinishing(null);
            return;
          }
        }
        // Network trouble at hand-in is retried; a refusal (already handed in, closed) is final.
        for (let tries = 1; ; tries += 1) {
          try {
            const result = await examTakingApi.submit(userPaperId);
            forgetPending(userPaperId);
            forgetAttemptExtras(userPaperId);
            onFinished({ reason, result });
            return;
          } catch (e) {
            if (isPermanentRefusal(e) || tries >= 8) {
              onFinished({ reason, error: errorMessage(e, '交卷失败') });
              return;
            }
            await sleep(backoffDelay(tries, 1000, 10_000));
          }
        }
      }
      forgetPending(userPaperId);
      forgetAttemptExtras(userPaperId);
      onFinished({ reason });
    },
    [queue, modal, userPaperId, onFinished],
  );

  const proctor = useProctoring({
    userPaperId,
    active: !finishing,
    fullScreen: attempt.fullScreen === 1,
    initialJumpOuts: attempt.jumpOutTimes,
    onServerSubmitted: () => void finish('jumpout'),
    onJumpOut: (count) =>
      message.warning(
        attempt.maxJumpOut > 0
          ? `检测到离开考试页面（第 ${count} 次，超过 ${attempt.maxJumpOut} 次将自动交卷）`
          : `检测到离开考试页面（第 ${count} 次），请专心答题`,
        5,
      ),
  });

  useEffect(() => saveMarks(userPaperId, [...marked]), [userPaperId, marked]);
  useEffect(() => saveCurrent(userPaperId, current), [userPaperId, current]);

  const answer = (questionId: string, text: string, language?: string) => {
    setAnswers((prev) => ({ ...prev, [questionId]: text }));
    const lang = language ?? languages[questionId];
    if (language && language !== languages[questionId]) {
      const next = { ...languages, [questionId]: language };
      setLanguages(next);
      saveLanguages(userPaperId, next);
    }
    queue.set(questionId, lang ? { answer: text, language: lang } : { answer: text });
  };

  const go = (index: number) => {
    setCurrent(Math.max(0, Math.min(questions.length - 1, index)));
    setNavOpen(false);
    topRef.current?.scrollIntoView({ block: 'start' });
  };

  const toggleMark = (questionId: string) =>
    setMarked((prev) => {
      const next = new Set(prev);
      if (next.has(questionId)) next.delete(questionId);
      else next.add(questionId);
      return next;
    });

  const askSubmit = () => {
    const missing = unansweredNumbers(questions, answers);
    const marks = questions.filter((q) => marked.has(q.question.id)).map((q) => q.number);
    modal.confirm({
      title: '确定交卷吗？',
      content: (
        <div>
          {missing.length > 0 ? (
            <Typography.Paragraph type="danger">
              还有 {missing.length} 题未作答：第 {numberRanges(missing)} 题
            </Typography.Paragraph>
          ) : (
            <Typography.Paragraph>所有题目都已作答。</Typography.Paragraph>
          )}
          {marks.length > 0 && (
            <Typography.Paragraph>标记的题：第 {numberRanges(marks)} 题</Typography.Paragraph>
          )}
          <Typography.Paragraph type="secondary">交卷后不能再修改答案。</Typography.Paragraph>
        </div>
      ),
      okText: '确定交卷',
      cancelText: '继续答题',
      onOk: () => void finish('manual'),
    });
  };

  const item = questions[current];
  if (!item)
    return (
      <div className="xt-center">
        <Card>
          <Typography.Paragraph>这份试卷没有题目，请联系老师。</Typography.Paragraph>
          <Button onClick={() => void finish('manual')}>交卷</Button>
        </Card>
      </div>
    );
  const isMarked = marked.has(item.question.id);
  const navigatorProps = {
    sections: attempt.sections,
    questions,
    answers,
    marked,
    current,
    onPick: go,
  };
  const answeredCount = questions.length - unansweredNumbers(questions, answers).length;
  const navigator = <QuestionNavigator {...navigatorProps} />;
  const markButton = (
    <Button
      icon={isMarked ? <FlagFilled style={{ color: '#fa541c' }} /> : <FlagOutlined />}
      onClick={() => toggleMark(item.question.id)}
      aria-pressed={isMarked}
    >
      {isMarked ? '取消标记' : '标记'}
    </Button>
  );
  const prev = (
    <Button icon={<LeftOutlined />} disabled={current === 0} onClick={() => go(current - 1)}>
      上一题
    </Button>
  );
  const next = (
    <Button type="primary" disabled={current >= questions.length - 1} onClick={() => go(current + 1)}>
      下一题 <RightOutlined />
    </Button>
  );

  return (
    <div className="xt-page">
      <header className="xt-header">
        <div className="xt-header-title" title={attempt.examName}>
          {attempt.examName}
        </div>
        <Countdown
          clock={clock}
          onTimeUp={() => void finish('timeout')}
          onUrgency={(level) =>
            level === 'danger'
              ? message.error('考试还剩不到 1 分钟，时间到将自动交卷', 6)
              : message.warning('考试还剩不到 5 分钟，请抓紧检查答案', 6)
          }
        />
        <SaveIndicator status={queue.status} online={queue.online} onRetry={queue.retryNow} />
        {(attempt.maxJumpOut > 0 || proctor.jumpOuts > 0) && (
          <Tag color={proctor.jumpOuts > 0 ? 'orange' : 'default'} style={{ marginInlineEnd: 0 }}>
            切屏 {proctor.jumpOuts}
            {attempt.maxJumpOut > 0 ? ` / ${attempt.maxJumpOut}` : ''} 次
          </Tag>
        )}
        <Button type="primary" danger onClick={askSubmit} disabled={!!finishing}>
          交卷
        </Button>
      </header>
      <div className="xt-body" ref={topRef}>
        <aside className="xt-side">
          <Card size="small">{navigator}</Card>
        </aside>
        <main className="xt-main">
          <Card className="xt-question-card" key={item.question.id}>
            <QuestionPane
              section={attempt.sections[item.sectionIndex]}
              item={item}
              answer={answers[item.question.id] ?? ''}
              language={languages[item.question.id]}
              onAnswer={(text, language) => answer(item.question.id, text, language)}
              onOpenEditor={proctor.excuseNextAbsence}
            />
          </Card>
          <div className="xt-pager">
            {prev}
            <span>
              {markButton}
              <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                {item.number} / {questions.length}
              </Typography.Text>
            </span>
            {next}
          </div>
        </main>
      </div>
      <div className="xt-bottom-bar">
        {prev}
        <Button icon={<OrderedListOutlined />} onClick={() => setNavOpen(true)}>
          {item.number}/{questions.length}
        </Button>
        {markButton}
        {next}
      </div>
      <Drawer
        title={`答题卡（已答 ${answeredCount} / ${questions.length}）`}
        placement="bottom"
        open={navOpen}
        onClose={() => setNavOpen(false)}
        size="70vh"
      >
        <QuestionNavigator {...navigatorProps} hideHeading />
      </Drawer>
      {proctor.outOfFullScreen && !finishing && (
        <div className="xt-overlay" role="alertdialog" aria-label="请回到全屏">
          <Card className="xt-overlay-card">
            <Typography.Title level={4}>本场考试要求全屏作答</Typography.Title>
            <Typography.Paragraph>
              你已退出全屏。请点击下面的按钮回到全屏继续答题，离开考试页面会被记录为切屏。
            </Typography.Paragraph>
            <Button type="primary" size="large" onClick={() => void enterFullScreen()}>
              进入全屏继续答题
            </Button>
          </Card>
        </div>
      )}
      {finishing && (
        <div className="xt-overlay" role="alertdialog" aria-label="正在交卷">
          <Card className="xt-overlay-card">
            <Spin size="large" />
            <Typography.Paragraph style={{ marginTop: 16 }}>
              {finishing === 'timeout' ? '考试时间到，正在保存答案并自动交卷…' : '正在保存答案并交卷…'}
            </Typography.Paragraph>
          </Card>
        </div>
      )}
    </div>
  );
}
