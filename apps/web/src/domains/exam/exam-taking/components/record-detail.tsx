import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { PageLoading } from '../../../../components/page-loading.tsx';
import { QuestionView } from '../../components/question-view.tsx';
import { errorMessage, RECORD_DETAIL_KEY, recordApi, type UserPaperDetail } from '../api.ts';
import { durationText, GRADE_COLORS, numberQuestions, scoreText } from '../exam-state.ts';

type DetailQuestion = UserPaperDetail['sections'][number]['questions'][number];

/** My answer of a programming or practical question, which QuestionView does not show. */
function ExtraAnswer({ q }: { q: DetailQuestion }) {
  if (q.questionType === 6)
    return q.myAnswer ? (
      <pre
        className="xt-code"
        style={{ maxHeight: 360, overflow: 'auto', background: '#f6f8fa', padding: 12, borderRadius: 6 }}
      >
        {q.myAnswer}
      </pre>
    ) : (
      <Typography.Text type="secondary">未作答</Typography.Text>
    );
  if (q.questionType === 7)
    return q.myAnswer ? (
      <a href={`/work-detail?id=${encodeURIComponent(q.myAnswer)}`} target="_blank" rel="noopener">
        查看我提交的作品
      </a>
    ) : (
      <Typography.Text type="secondary">未提交作品</Typography.Text>
    );
  return null;
}

function QuestionResult({
  q,
  number,
  showAnswer,
}: {
  q: DetailQuestion;
  number: number;
  showAnswer: boolean;
}) {
  const answerable = q.questionType >= 1 && q.questionType <= 5;
  const full = q.gotScore !== null && q.gotScore >= q.score;
  return (
    <Card size="small" style={{ marginBottom: 12 }}>
      <QuestionView
        question={q}
        index={number}
        answer={answerable ? (q.myAnswer ?? '') : undefined}
        answerKey={
          showAnswer && q.answer !== undefined
            ? { answer: q.answer ?? null, analysis: q.analysis ?? null }
            : undefined
        }
      />
      <div style={{ paddingLeft: 24, marginTop: 8 }}>
        {!answerable && <ExtraAnswer q={q} />}
        {answerable && !q.myAnswer && <Typography.Text type="secondary">未作答</Typography.Text>}
        <div style={{ marginTop: 6 }}>
          <Tag
            color={q.gotScore === null ? 'default' : full ? 'success' : q.gotScore > 0 ? 'warning' : 'error'}
          >
            {q.gotScore === null ? '待批阅' : `得分 ${q.gotScore} / ${q.score}`}
          </Tag>
          {q.comment && <Typography.Text type="secondary">老师评语：{q.comment}</Typography.Text>}
        </div>
      </div>
    </Card>
  );
}

/** One of my attempts: the summary, then every question with my answer and its score. */
export function RecordDetail({ id }: { id: string }) {
  const detail = useQuery({ queryKey: [...RECORD_DETAIL_KEY, id], queryFn: () => recordApi.detail(id) });
  if (detail.isLoading) return <PageLoading />;
  if (detail.isError)
    return <Alert type="error" showIcon title={`考试记录加载失败：${errorMessage(detail.error)}`} />;
  const d = detail.data;
  if (!d) return <Empty description="没有这条考试记录" />;
  const numbered = numberQuestions(d.sections);
  let index = 0;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small" bordered>
        <Descriptions.Item label="考试">{d.examName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="试卷">{d.paperId_dictText ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="状态">{d.userPaperStatus_dictText}</Descriptions.Item>
        <Descriptions.Item label="成绩">
          <Space size={6}>
            {scoreText(d.gotScore, d.totalScore)}
            {d.grade && <Tag color={GRADE_COLORS[d.grade] ?? 'default'}>{d.grade}</Tag>}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label="用时">{durationText(d.duration)}</Descriptions.Item>
        <Descriptions.Item label="切屏">{d.jumpOutTimes} 次</Descriptions.Item>
        <Descriptions.Item label="开始时间">{d.createTime ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="交卷时间">{d.submitTime ?? '—'}</Descriptions.Item>
      </Descriptions>
      {!d.showAnswer && (
        <Alert type="info" showIcon title="考试结束后，如老师允许，这里会显示标准答案与解析" />
      )}
      {numbered.length === 0 && <Empty description="这次考试没有题目" />}
      {d.sections.map((section, si) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional and never reordered
        <div key={si}>
          <Typography.Title level={5}>{section.title}</Typography.Title>
          {section.questions.map((q) => {
            index += 1;
            return <QuestionResult key={q.id} q={q} number={index} showAnswer={d.showAnswer} />;
          })}
        </div>
      ))}
    </Space>
  );
}
