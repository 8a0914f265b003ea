import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Empty, Progress, Segmented, Select, Space, Tag, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { gradingApi, pickApi, QUEUE_KEY } from '../api.ts';
import { GradeForm, type GradeFormHandle } from '../components/grade-form.tsx';
import { HomeworkPicker, type HomeworkRef } from '../components/homework-picker.tsx';
import { WorkPreview } from '../components/work-preview.tsx';
import {
  buildQueue,
  keyAction,
  nextWaiting,
  type QueueEntry,
  type QueueFilter,
  queueProgress,
  queueStateOf,
  stepInQueue,
  typingIn,
} from '../grading.ts';
import '../../../../components/review-queue.css';
import '../work-admin.css';

const FILTERS: { value: QueueFilter; label: string }[] = [
  { value: 'submitted', label: '待批改' },
  { value: 'graded', label: '已批改' },
  { value: 'all', label: '全部' },
];

function KeyHints() {
  return (
    <div className="wa-keys" aria-label="快捷键">
      <div>
        <kbd>J</kbd>/<kbd>↓</kbd> 下一个 · <kbd>K</kbd>/<kbd>↑</kbd> 上一个
      </div>
      <div>
        <kbd>Ctrl</kbd>+<kbd>Enter</kbd> 提交批改 · <kbd>Esc</kbd> 离开输入框
      </div>
    </div>
  );
}

function QueueList({
  entries,
  current,
  onPick,
}: {
  entries: QueueEntry[];
  current: string | null;
  onPick: (id: string) => void;
}) {
  if (entries.length === 0)
    return (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合条件的作品" style={{ padding: 24 }} />
    );
  return (
    <nav className="ck-review-queue wa-queue" aria-label="批改队列">
      {entries.map((e) => {
        if (e.kind === 'missing')
          return (
            <div key={e.key} className="ck-review-queue-item is-missing" title="尚未提交作业">
              <span className="ck-review-queue-name">{e.student.realname || e.student.username}</span>
              <span>未提交</span>
            </div>
          );
        const state = queueStateOf(e.row);
        return (
          <button
            type="button"
            key={e.key}
            className={`ck-review-queue-item${e.key === current ? ' is-current' : ''}`}
            aria-current={e.key === current ? 'true' : undefined}
            onClick={() => onPick(e.key)}
          >
            <span className="ck-review-queue-name">{e.row.realname || e.row.username}</span>
            <Tag color={state.color} style={{ marginInlineEnd: 0 }}>
              {state.text}
            </Tag>
          </button>
        );
      })}
    </nav>
  );
}

/** `works/WorkCorrect` (/teaching/workCorrect): grade a class's works for one homework, one after another. */
export function WorkCorrectPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const classId = params.get('departId') ?? undefined;
  const unitId = params.get('unitId');
  const additionalId = params.get('additionalId');
  const homework: HomeworkRef | null = unitId
    ? { kind: 'unit', id: unitId }
    : additionalId
      ? { kind: 'extra', id: additionalId }
      : null;
  const [filter, setFilter] = useState<QueueFilter>('submitted');
  const [current, setCurrent] = useState<string | null>(null);
  const [mode, setMode] = useState<'score' | 'stars'>(
    () => (localStorage.getItem('works.gradeMode') as 'stars' | null) ?? 'score',
  );
  const form = useRef<GradeFormHandle>(null);

  const classes = useQuery({
    queryKey: ['works', 'my-classes'],
    queryFn: pickApi.classes,
    staleTime: 60_000,
  });
  const students = useQuery({
    queryKey: ['works', 'class-students', classId],
    queryFn: () => pickApi.students(classId ?? ''),
    enabled: !!classId,
    staleTime: 60_000,
  });
  const queueKey = [...QUEUE_KEY, classId, homework?.kind, homework?.id];
  // The whole queue at once: the filter is applied here so the progress counts everything.
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: () =>
      gradingApi.queue({
        departId: classId ?? '',
        unitId: homework?.kind === 'unit' ? homework.id : undefined,
        additionalId: homework?.kind === 'extra' ? homework.id : undefined,
        status: 'all',
      }),
    enabled: !!classId && !!homework,
  });
  const rows = queue.data ?? [];
  const entries = useMemo(
    () => buildQueue(queue.data ?? [], students.data ?? [], filter),
    [queue.data, students.data, filter],
  );
  const progress = queueProgress(rows, students.data ?? []);
  const selected = rows.find((r) => r.id === current) ?? null;

  // Open the first work of the list when nothing (or a work no longer listed) is open.
  useEffect(() => {
    if (!queue.data) return;
    if (current && entries.some((e) => e.key === current)) return;
    if (current && rows.some((r) => r.id === current)) return;
    setCurrent(stepInQueue(entries, null, 1));
  }, [entries, current, rows, queue.data]);

  const choose = (next: { departId?: string; homework?: HomeworkRef | null }) => {
    const search = new URLSearchParams();
    const depart = 'departId' in next ? next.departId : classId;
    const hw = 'homework' in next ? next.homework : homework;
    if (depart) search.set('departId', depart);
    if (hw) search.set(hw.kind === 'unit' ? 'unitId' : 'additionalId', hw.id);
    setParams(search, { replace: true });
    setCurrent(null);
  };

  const move = useCallback(
    (step: 1 | -1) => {
      const id = stepInQueue(entries, current, step);
      if (id) setCurrent(id);
      else message.info(step === 1 ? '已经是最后一个作品' : '已经是第一个作品');
    },
    [entries, current, message],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Esc leaves the score or comment field, so J / K move through the queue again.
      if (e.key === 'Escape' && typingIn(e.target) && !document.querySelector('.ant-modal-wrap')) {
        (e.target as HTMLElement).blur();
        return;
      }
      const action = keyAction(e);
      if (!action || !selected) return;
      e.preventDefault();
      if (action === 'submit') form.current?.submit();
      else move(action === 'next' ? 1 : -1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move, selected]);

  const afterGrade = async (row: { id: string }, kind: 'graded' | 'returned') => {
    message.success(kind === 'graded' ? '批改已提交' : '已退回给学生修改');
    const next = nextWaiting(entries, row.id);
    await queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    if (next) setCurrent(next);
    else message.info('这份作业已全部批改完');
  };

  return (
    <Card variant="borderless">
      <div className="wa-correct-pickers">
        <Select
          aria-label="班级"
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="选择班级"
          loading={classes.isLoading}
          value={classId}
          onChange={(v) => choose({ departId: v, homework: null })}
          options={(classes.data ?? []).map((c) => ({ value: c.id, label: c.departName }))}
          style={{ width: 200, maxWidth: '100%' }}
        />
        <HomeworkPicker classId={classId} value={homework} onChange={(hw) => choose({ homework: hw })} />
        <Segmented value={filter} onChange={(v) => setFilter(v as QueueFilter)} options={FILTERS} />
        {queue.data && (
          <Space size={8} wrap>
            <Typography.Text strong>
              已批改 {progress.graded} / {progress.handedIn}
            </Typography.Text>
            <Progress
              percent={progress.handedIn ? Math.round((progress.graded / progress.handedIn) * 100) : 0}
              size={[120, 8]}
              showInfo={false}
            />
            {progress.missing > 0 && (
              <Typography.Text type="secondary">未提交 {progress.missing} 人</Typography.Text>
            )}
          </Space>
        )}
      </div>
      {!classId || !homework ? (
        <Empty description={classes.data?.length === 0 ? '你还没有负责的班级' : '选择班级和作业后开始批改'} />
      ) : queue.isLoading ? (
        <PageLoading />
      ) : (
        <div className="wa-correct-body">
          <div>
            <QueueList entries={entries} current={current} onPick={setCurrent} />
            <KeyHints />
          </div>
          <Card
            size="small"
            className="wa-preview"
            title={
              selected ? (
                <Space wrap>
                  <span>{selected.workName}</span>
                  <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
                    {selected.realname || selected.username} · {selected.workType_dictText} ·{' '}
                    {selected.saveTime}
                  </Typography.Text>
                </Space>
              ) : (
                '作品'
              )
            }
          >
            {selected ? (
              <WorkPreview
                workType={selected.workType}
                workName={selected.workName}
                fileUrl={selected.workFile_url}
              />
            ) : (
              <Empty description="选择左侧的作品" />
            )}
          </Card>
          {selected && (
            <GradeForm
              key={selected.id}
              ref={form}
              row={selected}
              mode={mode}
              onModeChange={(m) => {
                setMode(m);
                localStorage.setItem('works.gradeMode', m);
              }}
              onGraded={afterGrade}
            />
          )}
        </div>
      )}
    </Card>
  );
}
