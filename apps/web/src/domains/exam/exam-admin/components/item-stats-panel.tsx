import { type ExamItemStat, QUESTION_TYPES } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Progress, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { errorText } from '../../../../api/http-errors.ts';
import { examApi } from '../api.ts';
import { discriminationBand, formatDuration, slowestQuestions } from '../exam-stats.ts';

/**
 * Question analysis of one exam, computed on the server over the counted attempts: facility,
 * discrimination (top 27 % against bottom 27 %) and the median time to answer, with the slowest named.
 */
export function ItemStatsPanel({ examId }: { examId: string }) {
  const stats = useQuery({
    queryKey: ['exam', 'admin', 'item-stats', examId],
    queryFn: () => examApi.itemStats(examId),
  });
  const items = stats.data ?? [];
  const slowest = slowestQuestions(items);

  const columns: TableColumnsType<ExamItemStat> = [
    { key: 'index', title: '题号', width: 56, render: (_, q) => q.index },
    {
      key: 'type',
      title: '题型',
      width: 76,
      render: (_, q) => <Tag>{QUESTION_TYPES[q.questionType as keyof typeof QUESTION_TYPES] ?? '—'}</Tag>,
    },
    {
      key: 'content',
      title: '题目',
      ellipsis: true,
      render: (_, q) => (
        <Typography.Text ellipsis={{ tooltip: q.questionContent }}>
          {q.questionContent || '（无文字）'}
        </Typography.Text>
      ),
    },
    { key: 'maxScore', title: '满分', width: 60, render: (_, q) => q.maxScore },
    { key: 'average', title: '平均得分', width: 84, render: (_, q) => q.average ?? '—' },
    {
      key: 'facility',
      title: '得分率',
      width: 150,
      sorter: (a, b) => (a.facility ?? -1) - (b.facility ?? -1),
      render: (_, q) =>
        q.facility == null ? (
          '—'
        ) : (
          <Progress
            percent={Math.round(q.facility * 100)}
            size="small"
            strokeColor={q.facility < 0.4 ? '#ff4d4f' : undefined}
            format={(p) => `${p}%`}
          />
        ),
    },
    {
      key: 'discrimination',
      title: '区分度',
      width: 104,
      sorter: (a, b) => (a.discrimination ?? -2) - (b.discrimination ?? -2),
      render: (_, q) => {
        const band = discriminationBand(q.discrimination);
        return band ? (
          <Space size={4}>
            <span>{q.discrimination?.toFixed(2)}</span>
            <Tag color={band.color}>{band.text}</Tag>
          </Space>
        ) : (
          '—'
        );
      },
    },
    {
      key: 'seconds',
      title: '用时中位数',
      width: 96,
      sorter: (a, b) => (a.medianSeconds ?? -1) - (b.medianSeconds ?? -1),
      render: (_, q) => (q.medianSeconds == null ? '—' : formatDuration(q.medianSeconds)),
    },
  ];

  return (
    <Card
      size="small"
      title="题目分析"
      style={{ marginTop: 12 }}
      extra={
        <Button size="small" loading={stats.isFetching} onClick={() => void stats.refetch()}>
          刷新
        </Button>
      }
    >
      {stats.error && <Alert type="error" showIcon title={errorText(stats.error, '题目分析加载失败')} />}
      {slowest.length > 0 && (
        <Typography.Paragraph type="secondary" data-testid="slowest-questions">
          最耗时的题目：
          {slowest.map((q) => `第 ${q.index} 题（${formatDuration(q.medianSeconds)}）`).join('、')}
        </Typography.Paragraph>
      )}
      <Table<ExamItemStat>
        rowKey="questionId"
        size="small"
        loading={stats.isLoading}
        columns={columns}
        dataSource={items}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: '还没有已出成绩的答卷' }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        按每位学生计入成绩的答卷统计；区分度为成绩前 27% 与后 27% 学生得分率之差（不足 5 份答卷不计算，0.4
        以上为优，0.2 以下为差）；用时按各题首次作答的时间间隔估算。
      </Typography.Text>
    </Card>
  );
}
