import type { UserPaperDetail } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Divider, Drawer, Empty, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { errorText } from '../../../../api/http-errors.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { keyText, QuestionView } from '../../components/question-view.tsx';
import { SnapshotTimeline } from '../../proctoring/index.ts';
import { attemptApi } from '../api.ts';
import { eventText, formatDuration, gradeColor } from '../exam-stats.ts';

type DetailQuestion = UserPaperDetail['sections'][number]['questions'][number];

/** Types whose answer the question view does not show itself: programming and practical tasks. */
const RAW_ANSWER_TYPES = [6, 7];

function ScoreLine({ q }: { q: DetailQuestion }) {
  const full = q.gotScore != null && q.gotScore >= q.score;
  return (
    <div className="xa-score-line">
      <Space size={8} wrap>
        {q.gotScore == null ? (
          <Tag color="orange">待批阅</Tag>
        ) : (
          <Tag color={full ? 'green' : q.gotScore > 0 ? 'gold' : 'red'}>
            得分 {q.gotScore} / {q.score}
          </Tag>
        )}
        {q.comment && <Typography.Text type="secondary">评语：{q.comment}</Typography.Text>}
      </Space>
    </div>
  );
}

function QuestionBlock({ q, index }: { q: DetailQuestion; index: number }) {
  const hasKey = q.answer !== undefined;
  return (
    <div className="xa-detail-question">
      <QuestionView
        question={q}
        index={index}
        answer={q.myAnswer ?? undefined}
        answerKey={
          hasKey && !RAW_ANSWER_TYPES.includes(q.questionType)
            ? { answer: q.answer ?? null, analysis: q.analysis ?? null }
            : undefined
        }
      />
      {RAW_ANSWER_TYPES.includes(q.questionType) && (
        <div className="xa-raw-answer">
          <Typography.Text type="secondary">学生作答：</Typography.Text>
          {q.myAnswer ? (
            <pre>{q.myAnswer}</pre>
          ) : (
            <Typography.Text type="secondary">（未作答）</Typography.Text>
          )}
          {hasKey && q.answer && (
            <Typography.Text type="success">参考答案：{keyText(q.questionType, q.answer)}</Typography.Text>
          )}
        </div>
      )}
      {!RAW_ANSWER_TYPES.includes(q.questionType) && !q.myAnswer && (
        <Typography.Text type="secondary" style={{ paddingLeft: 24 }}>
          （未作答）
        </Typography.Text>
      )}
      <ScoreLine q={q} />
    </div>
  );
}

/** Events that carry a webcam or phone photo. */
const SNAPSHOT_EVENTS = ['snapshot', 'mobile_snapshot'];

/** One attempt in full: every question with the student's answer, score, comment and the key; its events. */
export function AttemptDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const mobile = useViewport() === 'mobile';
  const detail = useQuery({
    queryKey: ['exam', 'admin', 'attempt', id],
    queryFn: () => attemptApi.detail(id ?? ''),
    enabled: !!id,
  });
  const d = detail.data;
  // Snapshots have their own gallery above; the timeline keeps what people did.
  const events = d ? d.events.filter((e) => !SNAPSHOT_EVENTS.includes(e.eventType)) : [];
  let number = 0;
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      size={mobile ? '100%' : 820}
      destroyOnHidden
      title={d ? `答卷详情：${d.realname || d.username}` : '答卷详情'}
    >
      {detail.isLoading ? (
        <Spin description="加载中" style={{ display: 'block', padding: 48 }} />
      ) : detail.isError || !d ? (
        <Alert type="error" showIcon title={errorText(detail.error, '答卷加载失败')} />
      ) : (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="学生">
              {d.realname || '—'}（{d.username}）
            </Descriptions.Item>
            <Descriptions.Item label="班级">{d.deptId_dictText || '—'}</Descriptions.Item>
            <Descriptions.Item label="得分">
              {d.gotScore ?? '—'} / {d.totalScore ?? '—'}
              {d.grade && (
                <Tag color={gradeColor(d.grade)} style={{ marginInlineStart: 8 }}>
                  {d.grade}
                </Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="状态">{d.userPaperStatus_dictText}</Descriptions.Item>
            <Descriptions.Item label="用时">{formatDuration(d.duration)}</Descriptions.Item>
            <Descriptions.Item label="切屏次数">
              <Typography.Text type={d.jumpOutTimes > 0 ? 'danger' : undefined}>
                {d.jumpOutTimes}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="开始时间">{d.createTime ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="交卷时间">{d.submitTime ?? '—'}</Descriptions.Item>
          </Descriptions>
          {d.events.some((e) => SNAPSHOT_EVENTS.includes(e.eventType)) && (
            <>
              <Divider titlePlacement="start">监考照片</Divider>
              <SnapshotTimeline userPaperId={d.id} />
            </>
          )}
          <Divider titlePlacement="start">考试记录</Divider>
          {events.length === 0 ? (
            <Typography.Text type="secondary">没有切屏、延时或强制交卷记录</Typography.Text>
          ) : (
            <Timeline
              items={events.map((e, i) => {
                const t = eventText(e.eventType);
                return {
                  key: `${e.createTime}-${i}`,
                  color: t.color,
                  content: (
                    <span>
                      <Typography.Text strong>{t.text}</Typography.Text>
                      <Typography.Text type="secondary" style={{ marginInlineStart: 8, fontSize: 12 }}>
                        {e.createTime}
                        {e.operator ? ` · ${e.operator}` : ''}
                      </Typography.Text>
                      {e.detail && <div>{e.detail}</div>}
                    </span>
                  ),
                };
              })}
            />
          )}
          {d.sections.length === 0 ? (
            <Empty description="答卷没有题目" />
          ) : (
            d.sections.map((s, si) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sections are positional
              <section key={si}>
                <Divider titlePlacement="start">{s.title}</Divider>
                {s.instruction && (
                  <Typography.Paragraph type="secondary">{s.instruction}</Typography.Paragraph>
                )}
                {s.questions.map((q) => {
                  number++;
                  return <QuestionBlock key={q.id} q={q} index={number} />;
                })}
              </section>
            ))
          )}
        </>
      )}
    </Drawer>
  );
}
