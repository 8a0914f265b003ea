import {
  ClockCircleOutlined,
  EyeOutlined,
  HistoryOutlined,
  PlayCircleOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Segmented, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { errorMessage, examTakingApi, MY_EXAMS_KEY, type MyExam } from '../api.ts';
import {
  examPagePath,
  GRADE_COLORS,
  MY_EXAM_STATES,
  myExamAction,
  recordPath,
  scoreText,
} from '../exam-state.ts';
import { MY_RECORDS_PATH } from '../paths.ts';
import '../exam-taking.css';

type Filter = 'all' | 'todo' | 'done';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: '全部' },
  { value: 'todo', label: '待参加' },
  { value: 'done', label: '已完成' },
];

const ACTION_TEXT = { start: '开始考试', continue: '继续答题', retake: '再考一次' } as const;

function matches(exam: MyExam, filter: Filter) {
  if (filter === 'todo')
    return exam.state === 'open' || exam.state === 'in_progress' || exam.state === 'not_started';
  if (filter === 'done') return exam.state === 'submitted' || exam.state === 'closed';
  return true;
}

function ExamCard({ exam, now }: { exam: MyExam; now: number }) {
  const navigate = useNavigate();
  const state = MY_EXAM_STATES[exam.state];
  const action = myExamAction(exam, now);
  const canView = !!exam.userPaperId && exam.state !== 'in_progress';
  const actions = [
    action && (
      <Button
        key="go"
        type="primary"
        icon={<PlayCircleOutlined />}
        onClick={() => navigate(examPagePath(exam.id))}
      >
        {ACTION_TEXT[action]}
      </Button>
    ),
    canView && exam.userPaperId && (
      <Button key="view" icon={<EyeOutlined />} onClick={() => navigate(recordPath(exam.userPaperId ?? ''))}>
        查看
      </Button>
    ),
  ].filter(Boolean);

  return (
    <Card
      title={
        <span title={exam.examName} style={{ whiteSpace: 'normal' }}>
          {exam.examName}
        </span>
      }
      extra={<Tag color={state.color}>{state.text}</Tag>}
      actions={actions.length ? actions.map((a, i) => <span key={String(i)}>{a}</span>) : undefined}
    >
      <Descriptions column={1} size="small" colon>
        <Descriptions.Item label="试卷">{exam.paperName}</Descriptions.Item>
        <Descriptions.Item label="时间">
          <span>
            <ClockCircleOutlined /> {exam.startTime?.slice(0, 16) ?? '—'} 至{' '}
            {exam.endTime?.slice(0, 16) ?? '—'}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label="时长">{exam.duration} 分钟</Descriptions.Item>
        <Descriptions.Item label="次数">
          已用 {exam.attemptsUsed} / {exam.attempts} 次
        </Descriptions.Item>
        <Descriptions.Item label="成绩">
          {exam.gotScore !== null ? (
            <Space size={6}>
              <Typography.Text strong>{scoreText(exam.gotScore, exam.totalScore)}</Typography.Text>
              {exam.grade && <Tag color={GRADE_COLORS[exam.grade] ?? 'default'}>{exam.grade}</Tag>}
            </Space>
          ) : (
            <Typography.Text type="secondary">
              {exam.state === 'submitted' ? '待公布' : `满分 ${exam.totalScore}`}
            </Typography.Text>
          )}
        </Descriptions.Item>
        {exam.hasPassword === 1 && exam.state === 'open' && (
          <Descriptions.Item label="提示">需要考试密码，请向老师获取</Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}

/** `exam/MinePaper` (/teaching/minePaper/list): the exams open to me, with my latest attempt. */
export function MinePaperPage() {
  const [filter, setFilter] = useState<Filter>('all');
  const navigate = useNavigate();
  const mine = useQuery({ queryKey: MY_EXAMS_KEY, queryFn: examTakingApi.mine });
  const now = mine.dataUpdatedAt || Date.now();

  if (mine.isLoading) return <PageLoading />;
  if (mine.isError)
    return (
      <Alert
        type="error"
        showIcon
        title={`我的试卷加载失败：${errorMessage(mine.error)}`}
        action={
          <Button size="small" onClick={() => void mine.refetch()}>
            重试
          </Button>
        }
      />
    );
  const all = mine.data ?? [];
  const shown = all.filter((e) => matches(e, filter));

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Segmented<Filter> options={FILTERS} value={filter} onChange={setFilter} />
        <Space wrap>
          <Button icon={<HistoryOutlined />} onClick={() => navigate(MY_RECORDS_PATH)}>
            我的考试记录
          </Button>
          <Button icon={<ReloadOutlined />} loading={mine.isFetching} onClick={() => void mine.refetch()}>
            刷新
          </Button>
        </Space>
      </Space>
      {shown.length === 0 ? (
        <Card variant="borderless">
          <Empty description={all.length === 0 ? '暂时没有考试' : '没有符合条件的考试'} />
        </Card>
      ) : (
        <div className="xt-mine-grid">
          {shown.map((exam) => (
            <ExamCard key={exam.id} exam={exam} now={now} />
          ))}
        </div>
      )}
    </Space>
  );
}
