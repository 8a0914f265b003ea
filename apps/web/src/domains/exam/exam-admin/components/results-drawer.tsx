import type { Exam, UserPaperRow } from '@ck/shared';
import { USER_PAPER_STATUSES } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Drawer,
  Empty,
  Select,
  Space,
  Spin,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../../api/http-errors.ts';
import { ExportButton } from '../../../../components/export-button.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { ATTEMPTS_KEY, attemptApi, examApi, pickApi } from '../api.ts';
import {
  type ClassStats,
  classStats,
  countedAttempts,
  formatDuration,
  gradeColor,
  histogramOption,
  passLineOf,
  scoreBuckets,
  scoreSummary,
} from '../exam-stats.ts';
import { AccountSearch } from './account-search.tsx';
import { AttemptDetailDrawer } from './attempt-detail-drawer.tsx';
import { ItemStatsPanel } from './item-stats-panel.tsx';
import { LazyScoreChart } from './lazy-score-chart.tsx';

const STATUS_COLORS: Record<number, string> = { 0: 'processing', 1: 'orange', 2: 'green' };
const STATUS_OPTIONS = Object.entries(USER_PAPER_STATUSES).map(([value, label]) => ({
  value: Number(value),
  label,
}));

const pct = (v: number | null) => (v == null ? '—' : `${v}%`);

/** Results of one exam: statistics, the distribution, classes, every attempt and its detail. */
export function ResultsDrawer({ exam, onClose }: { exam: Exam | null; onClose: () => void }) {
  const mobile = useViewport() === 'mobile';
  const navigate = useNavigate();
  const canReview = useCan('teaching:exam:review');
  const [detailId, setDetailId] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<number>();
  const examId = exam?.id;
  useEffect(() => {
    if (!examId) return;
    setKeyword('');
    setStatus(undefined);
  }, [examId]);

  const attempts = useQuery({
    queryKey: [...ATTEMPTS_KEY, examId],
    queryFn: () => attemptApi.all(examId ?? ''),
    enabled: !!examId,
  });
  const paper = useQuery({
    queryKey: ['exam', 'admin', 'paper', exam?.paperId],
    queryFn: () => pickApi.paper(exam?.paperId ?? ''),
    enabled: !!exam?.paperId,
    retry: false,
    staleTime: 60_000,
  });

  const rows = attempts.data ?? [];
  const totalScore = exam?.totalScore ?? 0;
  const passScore = paper.data?.passScore ?? null;
  const passLine = passLineOf(totalScore, passScore);
  const stats = useMemo(() => {
    const counted = countedAttempts(rows);
    const scores = counted.map((r) => r.gotScore as number);
    return {
      counted,
      summary: scoreSummary(scores, passLine),
      buckets: scoreBuckets(scores, totalScore),
      classes: classStats(counted, passLine),
      students: new Set(rows.map((r) => r.username)).size,
      pending: rows.filter((r) => r.userPaperStatus === 1).length,
      answering: rows.filter((r) => r.userPaperStatus === 0).length,
    };
  }, [rows, passLine, totalScore]);
  const shown = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return rows.filter(
      (r) =>
        (status === undefined || r.userPaperStatus === status) &&
        (!k || r.username.toLowerCase().includes(k) || (r.realname ?? '').toLowerCase().includes(k)),
    );
  }, [rows, keyword, status]);

  const columns: TableColumnsType<UserPaperRow> = [
    { key: 'username', dataIndex: 'username', title: '账号', width: 120, ellipsis: true },
    { key: 'realname', title: '姓名', width: 90, ellipsis: true, render: (_, r) => r.realname || '—' },
    { key: 'dept', title: '班级', width: 120, ellipsis: true, render: (_, r) => r.deptId_dictText || '—' },
    {
      key: 'score',
      title: '得分',
      width: 90,
      sorter: (a, b) => (a.gotScore ?? -1) - (b.gotScore ?? -1),
      render: (_, r) => (r.gotScore == null ? '—' : `${r.gotScore} / ${r.totalScore ?? totalScore}`),
    },
    {
      key: 'grade',
      title: '等级',
      width: 64,
      render: (_, r) =>
        r.grade && r.userPaperStatus === 2 ? <Tag color={gradeColor(r.grade)}>{r.grade}</Tag> : '—',
    },
    { key: 'duration', title: '用时', width: 76, render: (_, r) => formatDuration(r.duration) },
    {
      key: 'jumpOutTimes',
      title: '切屏',
      width: 64,
      sorter: (a, b) => a.jumpOutTimes - b.jumpOutTimes,
      render: (_, r) => (
        <Typography.Text type={r.jumpOutTimes > 0 ? 'danger' : undefined}>{r.jumpOutTimes}</Typography.Text>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 86,
      render: (_, r) => <Tag color={STATUS_COLORS[r.userPaperStatus]}>{r.userPaperStatus_dictText}</Tag>,
    },
    { key: 'submitTime', title: '交卷时间', width: 150, render: (_, r) => r.submitTime ?? '—' },
    {
      key: 'actions',
      title: '操作',
      width: 64,
      fixed: mobile ? undefined : 'right',
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setDetailId(r.id)}>
          详情
        </Button>
      ),
    },
  ];

  const classColumns: TableColumnsType<ClassStats> = [
    { key: 'deptName', dataIndex: 'deptName', title: '班级', ellipsis: { showTitle: true } },
    { key: 'count', dataIndex: 'count', title: '人数', width: 56 },
    { key: 'average', title: '平均分', width: 68, render: (_, c) => c.average ?? '—' },
    { key: 'highest', title: '最高分', width: 68, render: (_, c) => c.highest ?? '—' },
    { key: 'passRate', title: '及格率', width: 68, render: (_, c) => pct(c.passRate) },
  ];

  const { summary } = stats;
  return (
    <Drawer
      open={!!exam}
      onClose={onClose}
      title={exam ? `成绩：${exam.examName}` : '成绩'}
      size={mobile ? '100%' : 1000}
      destroyOnHidden
      extra={
        <ExportButton
          code="teaching:exam:export"
          onExport={async () => {
            if (exam) await examApi.exportResults(exam.id, exam.examName);
          }}
        />
      }
    >
      {attempts.isLoading ? (
        <Spin description="加载中" style={{ display: 'block', padding: 48 }} />
      ) : attempts.isError ? (
        <Alert type="error" showIcon title={errorText(attempts.error, '成绩加载失败')} />
      ) : rows.length === 0 ? (
        <Empty description="还没有学生参加这场考试" />
      ) : (
        <>
          <div className="xa-stats">
            <Statistic title="参考人数" value={stats.students} suffix="人" />
            <Statistic title="已出成绩" value={summary.count} suffix="人" />
            <Statistic title="平均分" value={summary.average ?? '—'} />
            <Statistic title="最高分" value={summary.highest ?? '—'} />
            <Statistic title="最低分" value={summary.lowest ?? '—'} />
            <Statistic
              title={`及格率（${passScore != null ? '及格线' : '按 60%'} ${passLine} 分）`}
              value={pct(summary.passRate)}
            />
          </div>
          {(stats.pending > 0 || stats.answering > 0) && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              title={`统计只含已出成绩的答卷（每人取最高分）${stats.pending ? `；${stats.pending} 份待批阅` : ''}${stats.answering ? `；${stats.answering} 份答题中` : ''}`}
              action={
                stats.pending > 0 && canReview && exam ? (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => {
                      onClose();
                      navigate(`/exam/examReview?examId=${encodeURIComponent(exam.id)}`);
                    }}
                  >
                    去阅卷
                  </Button>
                ) : undefined
              }
            />
          )}
          <div className="xa-results-grid">
            <Card size="small" title="分数分布">
              {summary.count ? (
                <LazyScoreChart option={histogramOption(stats.buckets, mobile)} />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有已出成绩的答卷" />
              )}
            </Card>
            <Card size="small" title="各班成绩">
              <Table<ClassStats>
                rowKey="deptId"
                size="small"
                columns={classColumns}
                dataSource={stats.classes}
                pagination={false}
                scroll={{ x: 380 }}
                locale={{ emptyText: '还没有已出成绩的答卷' }}
              />
            </Card>
          </div>
          {examId && <ItemStatsPanel examId={examId} />}
          <Card size="small" title={`答卷（${rows.length}）`} style={{ marginTop: 12 }}>
            <Space wrap style={{ marginBottom: 12 }}>
              <AccountSearch onChange={setKeyword} />
              <Select
                allowClear
                placeholder="状态"
                style={{ width: 120 }}
                value={status}
                onChange={setStatus}
                options={STATUS_OPTIONS}
              />
            </Space>
            <Table<UserPaperRow>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={shown}
              pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
              scroll={{ x: 980 }}
              locale={{ emptyText: '没有符合条件的答卷' }}
            />
          </Card>
        </>
      )}
      <AttemptDetailDrawer id={detailId} onClose={() => setDetailId(null)} />
    </Drawer>
  );
}
