import { FileDoneOutlined } from '@ant-design/icons';
import { gradeOf } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Skeleton, Tag, Typography } from 'antd';
import { fetchRecentPapers } from '../api.ts';

const GRADE_COLOURS: Record<string, string> = { A: 'green', B: 'blue', C: 'gold', D: 'orange', E: 'default' };

/** The user's recent exam results with grade letters A-E (SPEC §4). */
export function RecentExams({ limit = 5 }: { limit?: number }) {
  const papers = useQuery({ queryKey: ['recent-papers', 10], queryFn: () => fetchRecentPapers(10) });
  if (papers.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const records = (papers.data?.records ?? []).slice(0, limit);
  if (!records.length)
    return (
      <Empty
        image={<FileDoneOutlined style={{ fontSize: 40, color: '#bfbfbf' }} />}
        styles={{ image: { height: 44 } }}
        description={
          <span>
            暂无考试记录
            <br />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              参加考试后，成绩和等级会显示在这里
            </Typography.Text>
          </span>
        }
      />
    );
  return (
    <List
      size="small"
      dataSource={records}
      renderItem={(r) => {
        const grade = gradeOf(r.gotScore, r.totalScore);
        return (
          <List.Item extra={<Tag color={GRADE_COLOURS[grade]}>{grade}</Tag>}>
            <List.Item.Meta
              title={r.paperId_dictText || '试卷'}
              description={`${r.gotScore ?? '—'} / ${r.totalScore ?? '—'} 分`}
            />
          </List.Item>
        );
      }}
    />
  );
}
