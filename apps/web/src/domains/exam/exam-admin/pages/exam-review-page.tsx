import { ExportOutlined } from '@ant-design/icons';
import type { ReviewItem } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Empty, Progress, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../../api/http-errors.ts';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { SafeHtml } from '../../../../components/safe-html.tsx';
import { QuestionView } from '../../components/question-view.tsx';
import { examApi, REVIEW_KEY } from '../api.ts';
import { ExamSelect } from '../components/exam-select.tsx';
import { ReviewForm, type ReviewFormHandle } from '../components/review-form.tsx';
import {
  isPending,
  itemKey,
  nextPendingKey,
  type ReviewFilter,
  type ReviewMode,
  reviewKeyAction,
  reviewList,
  reviewProgress,
  reviewQuestions,
  reviewStudents,
  stepKey,
  workLink,
} from '../review.ts';
import '../../../../components/review-queue.css';
import '../exam-admin.css';

const MODES: { value: ReviewMode; label: string }[] = [
  { value: 'question', label: '按题批改' },
  { value: 'student', label: '按学生批改' },
];
const FILTERS: { value: ReviewFilter; label: string }[] = [
  { value: 'pending', label: '待批' },
  { value: 'all', label: '全部' },
];

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const nameOf = (i: { realname: string | null; username: string }) =>
  i.realname ? `${i.realname}（${i.username}）` : i.username;

function KeyHints() {
  return (
    <div className="xa-keys" aria-label="快捷键">
      <kbd>J</kbd>/<kbd>→</kbd> 下一个 · <kbd>K</kbd>/<kbd>←</kbd> 上一个 · <kbd>Enter</kbd> 保存 · 数字键
      填写得分
    </div>
  );
}

function AnswerView({ item }: { item: ReviewItem }) {
  const link = workLink(item);
  return (
    <div className="xa-answer">
      <Typography.Text strong>学生作答</Typography.Text>
      {item.questionType === 7 && (
        <div style={{ margin: '8px 0' }}>
          {link ? (
            <Button type="primary" ghost icon={<ExportOutlined />} href={link} target="_blank" rel="noopener">
              打开学生作品
            </Button>
          ) : (
            <Typography.Text type="secondary">学生没有提交作品</Typography.Text>
          )}
        </div>
      )}
      {item.questionType !== 7 &&
        (item.answer ? (
          <pre className="xa-answer-text">{item.answer}</pre>
        ) : (
          <Typography.Text type="secondary">（未作答）</Typography.Text>
        ))}
    </div>
  );
}

/** `exam/ExamReview` (/exam/examReview?examId=): score short answers and practical tasks, by question or by student. */
export function ExamReviewPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const examId = params.get('examId') ?? undefined;
  const mode: ReviewMode = params.get('mode') === 'student' ? 'student' : 'question';
  const filter: ReviewFilter = params.get('filter') === 'all' ? 'all' : 'pending';
  const pick = params.get('pick');
  const current = params.get('item');
  const form = useRef<ReviewFormHandle>(null);

  const update = useCallback(
    (changes: Record<string, string | null | undefined>) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(changes)) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      setParams(next, { replace: true });
    },
    [params, setParams],
  );

  const queueKey = [...REVIEW_KEY, examId];
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: () => examApi.reviewQueue({ examId: examId ?? '', state: 'all' }),
    enabled: !!examId,
  });
  const items = queue.data ?? [];
  const questions = useMemo(() => reviewQuestions(items), [items]);
  const students = useMemo(() => reviewStudents(items), [items]);
  const list = useMemo(() => reviewList(items, mode, pick, filter), [items, mode, pick, filter]);
  const overall = reviewProgress(items);
  const scope = reviewProgress(reviewList(items, mode, pick, 'all'));
  const selected = list.find((i) => itemKey(i) === current) ?? null;

  const choices = useMemo(
    () => (mode === 'question' ? questions.map((q) => q.questionId) : students.map((s) => s.userPaperId)),
    [mode, questions, students],
  );
  const pickValid = !!pick && choices.includes(pick);

  // Pick the first question / student with answers waiting (else the first) when none is picked.
  useEffect(() => {
    if (!queue.data || choices.length === 0 || pickValid) return;
    const waiting =
      mode === 'question'
        ? questions.find((q) => q.reviewed < q.total)?.questionId
        : students.find((s) => s.reviewed < s.total)?.userPaperId;
    update({ pick: waiting ?? choices[0], item: null });
  }, [queue.data, choices, pickValid, mode, questions, students, update]);

  // Open the first answer of the list when nothing (or an answer no longer listed) is open.
  useEffect(() => {
    if (!queue.data || !pickValid) return;
    if (current && list.some((i) => itemKey(i) === current)) return;
    const first = stepKey(list, null, 1);
    if (first !== current) update({ item: first });
  }, [queue.data, pickValid, list, current, update]);

  const move = useCallback(
    (step: 1 | -1) => {
      const key = stepKey(list, current, step);
      if (key) update({ item: key });
      else message.info(step === 1 ? '已经是最后一份' : '已经是第一份');
    },
    [list, current, update, message],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // An open select or a text field holds the focus, so its keys count as typing (see reviewKeyAction).
      const action = reviewKeyAction(e);
      if (!action || !selected) return;
      if (action === 'focusScore') {
        form.current?.focusScore();
        return;
      }
      e.preventDefault();
      if (action === 'save') form.current?.submit();
      else move(action === 'next' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move, selected]);

  const afterSave = (item: ReviewItem, score: number, comment: string | null) => {
    const key = itemKey(item);
    const next = nextPendingKey(list, key);
    queryClient.setQueryData<ReviewItem[]>(queueKey, (old) =>
      old?.map((i) => (itemKey(i) === key ? { ...i, score, comment, reviewed: true } : i)),
    );
    void queryClient.invalidateQueries({ queryKey: queueKey });
    message.success(`已保存：${nameOf(item)} ${score} 分`);
    if (next) update({ item: next });
    else {
      message.info(mode === 'question' ? '这道题已全部批完' : '这名学生的答卷已全部批完');
      if (filter === 'all') {
        const step = stepKey(list, key, 1);
        if (step) update({ item: step });
      }
    }
  };

  const pickOptions =
    mode === 'question'
      ? questions.map((q) => ({
          value: q.questionId,
          label: `第 ${q.index} 题 ${plain(q.questionContent).slice(0, 24)}（${q.reviewed}/${q.total}）`,
        }))
      : students.map((s) => ({ value: s.userPaperId, label: `${nameOf(s)}（${s.reviewed}/${s.total}）` }));

  return (
    <Card variant="borderless">
      <div className="xa-toolbar">
        <ExamSelect value={examId} onChange={(id) => update({ examId: id, pick: null, item: null })} />
        <Segmented
          value={mode}
          onChange={(v) => update({ mode: v === 'student' ? 'student' : null, pick: null, item: null })}
          options={MODES}
        />
        {examId && items.length > 0 && (
          <Select
            aria-label={mode === 'question' ? '题目' : '学生'}
            showSearch={{ optionFilterProp: 'label' }}
            value={pick ?? undefined}
            onChange={(v) => update({ pick: v, item: null })}
            options={pickOptions}
            style={{ width: 280, maxWidth: '100%' }}
          />
        )}
        <Segmented
          value={filter}
          onChange={(v) => update({ filter: v === 'all' ? 'all' : null, item: null })}
          options={FILTERS}
        />
        {queue.data && items.length > 0 && (
          <Space size={8} wrap>
            <Typography.Text strong>
              已批 {overall.reviewed} / {overall.total}
            </Typography.Text>
            <Progress
              percent={overall.total ? Math.round((overall.reviewed / overall.total) * 100) : 0}
              size={[100, 8]}
              showInfo={false}
            />
            {pick && (
              <Typography.Text type="secondary">
                {mode === 'question' ? '本题' : '该生'} {scope.reviewed} / {scope.total}
              </Typography.Text>
            )}
          </Space>
        )}
      </div>
      {!examId ? (
        <Empty description="选择一场考试开始阅卷" />
      ) : queue.isLoading ? (
        <PageLoading />
      ) : queue.isError ? (
        <Alert type="error" showIcon title={errorText(queue.error, '阅卷队列加载失败')} />
      ) : items.length === 0 ? (
        <Empty description="这场考试没有需要人工批改的题目（简答题、实操题），或还没有学生交卷" />
      ) : (
        <div className="xa-review-body">
          <div>
            <nav className="ck-review-queue xa-queue" aria-label="批改队列">
              {list.length === 0 ? (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={filter === 'pending' ? '全部批完了' : '没有答卷'}
                  style={{ padding: 24 }}
                />
              ) : (
                list.map((i, n) => {
                  const key = itemKey(i);
                  const q = questions.find((x) => x.questionId === i.questionId);
                  return (
                    <button
                      type="button"
                      key={key}
                      className={`ck-review-queue-item${key === current ? ' is-current' : ''}`}
                      aria-current={key === current ? 'true' : undefined}
                      onClick={() => update({ item: key })}
                    >
                      <span className="ck-review-queue-name">
                        {n + 1}. {mode === 'question' ? nameOf(i) : `第 ${q?.index ?? ''} 题`}
                      </span>
                      {isPending(i) ? (
                        <Tag color="orange" style={{ marginInlineEnd: 0 }}>
                          待批
                        </Tag>
                      ) : (
                        <Tag color={i.reviewed ? 'green' : 'default'} style={{ marginInlineEnd: 0 }}>
                          {i.reviewed ? `${i.score} 分` : '未作答'}
                        </Tag>
                      )}
                    </button>
                  );
                })
              )}
            </nav>
            <KeyHints />
          </div>
          <Card
            size="small"
            className="xa-review-main"
            title={
              selected ? (
                <Space wrap>
                  <span>{nameOf(selected)}</span>
                  <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                    满分 {selected.maxScore} 分
                  </Typography.Text>
                </Space>
              ) : (
                '答卷'
              )
            }
            extra={
              selected && (
                <Space size={4}>
                  <Button size="small" onClick={() => move(-1)}>
                    上一个
                  </Button>
                  <Button size="small" onClick={() => move(1)}>
                    下一个
                  </Button>
                </Space>
              )
            }
          >
            {selected ? (
              <>
                <QuestionView
                  question={{
                    id: selected.questionId,
                    questionType: selected.questionType,
                    questionContent: selected.questionContent,
                    options: [],
                    score: selected.maxScore,
                    blankCount: 0,
                    problemId: null,
                    practiceEditor: null,
                  }}
                  index={questions.find((q) => q.questionId === selected.questionId)?.index ?? 1}
                  answer={selected.questionType === 5 ? (selected.answer ?? '') : undefined}
                />
                {selected.rubric && (
                  <div className="xa-rubric">
                    <Typography.Text strong>评分标准</Typography.Text>
                    <SafeHtml html={selected.rubric} />
                  </div>
                )}
                {selected.questionType !== 5 && <AnswerView item={selected} />}
                {selected.questionType === 5 && !selected.answer && (
                  <Typography.Text type="secondary">学生未作答</Typography.Text>
                )}
              </>
            ) : (
              <Empty description="选择左侧的答卷" />
            )}
          </Card>
          {selected && <ReviewForm key={itemKey(selected)} ref={form} item={selected} onSaved={afterSave} />}
        </div>
      )}
    </Card>
  );
}
