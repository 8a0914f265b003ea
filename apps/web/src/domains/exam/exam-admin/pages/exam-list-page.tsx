import type { Exam } from '@ck/shared';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { useCan } from '../../../../hooks/use-can.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { EXAMS_KEY, examApi } from '../api.ts';
import { ExamFormModal } from '../components/exam-form-modal.tsx';
import { MonitorDrawer } from '../components/monitor-drawer.tsx';
import { ResultsDrawer } from '../components/results-drawer.tsx';
import { windowStateOf } from '../exam-window.ts';
import '../exam-admin.css';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useRowDelete } from '../../../../admin/crud/use-row-delete.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { DangerLink } from '../../../../components/danger-link.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';

const shortTime = (t: string | null) => (t ? t.slice(0, 16) : '—');

/** `exam/ExamList` (/exam/examine): the exams a teacher scheduled, with monitor, results and grading. */
export function ExamListPage() {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const [monitoring, setMonitoring] = useState<Exam | null>(null);
  const [results, setResults] = useState<Exam | null>(null);
  const canEdit = useCan('teaching:exam:edit');
  const canDelete = useCan('teaching:exam:delete');
  const canMonitor = useCan('teaching:exam:monitor');
  const canList = useCan('teaching:exam:list');
  const canReview = useCan('teaching:exam:review');
  const closeForm = useCallback(() => setEditing(null), []);
  // On a phone a fixed action column would leave no room for the name.
  const mobile = useViewport() === 'mobile';

  const remove = useRowDelete(examApi.remove);

  const columns: ListColumn<Exam>[] = [
    {
      key: 'examName',
      dataIndex: 'examName',
      title: '考试名称',
      ellipsis: true,
      search: { placeholder: '考试名称', width: 200, keyword: true },
      render: (name: string, e) => (
        <Space orientation="vertical" size={0} style={{ minWidth: 0, maxWidth: '100%' }}>
          <Typography.Text strong ellipsis={{ tooltip: name }}>
            {name}
          </Typography.Text>
          <Typography.Text
            type="secondary"
            ellipsis={{ tooltip: e.paperId_dictText }}
            style={{ fontSize: 12 }}
          >
            {e.paperId_dictText ?? '试卷已删除'} · {e.totalScore} 分
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'window',
      title: '考试时间',
      width: 180,
      render: (_, e) => {
        const state = windowStateOf(e.startTime, e.endTime);
        return (
          <span style={{ fontSize: 12, lineHeight: 1.6 }}>
            {shortTime(e.startTime)}
            <br />至 {shortTime(e.endTime)}
            <br />
            <Tag color={state.color} style={{ marginTop: 2 }}>
              {state.text}
            </Tag>
          </span>
        );
      },
    },
    { key: 'duration', title: '时长', width: 80, render: (_, e) => `${e.duration} 分钟` },
    {
      key: 'audience',
      title: '应考 / 开考 / 交卷',
      width: 140,
      render: (_, e) => (
        <Tooltip title={e.departNames ? `班级：${e.departNames}` : '未选班级'}>
          <span>
            {e.audience} / {e.started} / {e.submitted}
          </span>
        </Tooltip>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (_, e) => <Tag color={e.status === 1 ? 'green' : 'default'}>{e.status_dictText}</Tag>,
    },
    {
      key: 'actions',
      title: '操作',
      width: 250,
      fixed: mobile ? undefined : 'right',
      render: (_, e) => (
        <Space size={0} wrap>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setEditing({ id: e.id })}>
              编辑
            </Button>
          )}
          {canMonitor && (
            <Button type="link" size="small" onClick={() => setMonitoring(e)}>
              监控
            </Button>
          )}
          {canList && (
            <Button type="link" size="small" onClick={() => setResults(e)}>
              成绩
            </Button>
          )}
          {canReview && (
            <Button
              type="link"
              size="small"
              onClick={() => navigate(`/exam/examReview?examId=${encodeURIComponent(e.id)}`)}
            >
              阅卷
            </Button>
          )}
          {canDelete && (
            <DangerLink
              title="删除考试"
              description={
                e.started > 0
                  ? `已有 ${e.started} 人参加「${e.examName}」，删除后答卷和成绩一并删除，确定删除吗？`
                  : `确定删除「${e.examName}」吗？`
              }
              onConfirm={() => remove(e.id, list)}
            />
          )}
        </Space>
      ),
    },
  ];

  const list = useListPage<Exam>({
    queryKey: EXAMS_KEY,
    query: examApi.list,
    columns,
    emptyText: { searched: '没有符合条件的考试', none: '还没有考试，点击“安排考试”安排第一场' },
  });

  return (
    <ListPageCard title="考试安排" icon="schedule">
      <SearchTable
        list={list}
        name="exam-search"
        toolbar={
          <AddButton code="teaching:exam:add" onClick={() => setEditing({})}>
            安排考试
          </AddButton>
        }
        scrollX={960}
      />
      <ExamFormModal target={editing} onClose={closeForm} onSaved={list.refresh} />
      <MonitorDrawer exam={monitoring} onClose={() => setMonitoring(null)} />
      <ResultsDrawer exam={results} onClose={() => setResults(null)} />
    </ListPageCard>
  );
}
