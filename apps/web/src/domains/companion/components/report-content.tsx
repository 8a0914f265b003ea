import type { ReportView } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Flex, Progress, Table, Tag, Typography } from 'antd';
import { RadarChart } from '../../../components/radar-chart.tsx';
import { listCourseChoices } from '../api.ts';
import { FOLLOW_COLOR, scoreText } from '../report-view.ts';
import { QuestionView } from './question-view.tsx';

/** One report as the organisation reads it: the family, the scores and radar, the band, the answers. */
export function ReportContent({ report: r, print }: { report: ReportView; print?: boolean }) {
  const courses = useQuery({
    queryKey: ['companion', 'course-choices'],
    queryFn: listCourseChoices,
    staleTime: 60_000,
  });
  const score = r.score;
  const band = score ? r.bands[score.bandIndex] : undefined;
  const courseName = new Map((courses.data ?? []).map((c) => [c.id, c.courseName]));
  return (
    <div className="ck-report-content">
      {print && (
        <Typography.Title level={3} style={{ textAlign: 'center' }}>
          {r.testPowerName} · 测评报告
        </Typography.Title>
      )}
      <Descriptions size="small" column={print ? 3 : 2} bordered title="孩子与家长">
        <Descriptions.Item label="孩子">{r.childName}</Descriptions.Item>
        <Descriptions.Item label="年龄">{r.childAge} 岁</Descriptions.Item>
        <Descriptions.Item label="家长">{r.guardianName || '—'}</Descriptions.Item>
        <Descriptions.Item label="电话">{r.guardianPhone || '—'}</Descriptions.Item>
        <Descriptions.Item label="城市">{r.cityName || '—'}</Descriptions.Item>
        <Descriptions.Item label="测评">{r.testPowerName}</Descriptions.Item>
        <Descriptions.Item label="提交时间">{r.submitTime || '未提交'}</Descriptions.Item>
        {!print && (
          <Descriptions.Item label="跟进">
            <Tag color={FOLLOW_COLOR[r.followStatus]}>{r.followStatus_dictText}</Tag>
            {r.followNote}
          </Descriptions.Item>
        )}
      </Descriptions>
      {!score ? (
        <Empty style={{ margin: '24px 0' }} description="孩子还在答题中，完成后这里会显示得分和报告" />
      ) : (
        <>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            得分
          </Typography.Title>
          <Flex gap={24} wrap align="center">
            <div style={{ width: 300, maxWidth: '100%' }}>
              <RadarChart
                data-testid={print ? undefined : 'report-radar'}
                title={`${r.childName}的能力雷达图`}
                axes={score.dimensions.map((d) => ({ name: d.name, percent: d.percent }))}
              />
            </div>
            <div style={{ flex: '1 1 260px', minWidth: 0 }}>
              <Typography.Paragraph>
                总分{' '}
                <Typography.Text strong>
                  {scoreText({ totalScore: score.total, maxScore: score.max })}
                </Typography.Text>
              </Typography.Paragraph>
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={score.dimensions}
                columns={[
                  { title: '维度', dataIndex: 'name' },
                  { title: '得分', width: 110, render: (_, d) => `${d.score} / ${d.max}` },
                  {
                    title: '得分率',
                    width: 140,
                    render: (_, d) => (
                      <Progress percent={d.percent} size="small" aria-label={`${d.name}得分率`} />
                    ),
                  },
                ]}
              />
            </div>
          </Flex>
          {band && (
            <>
              <Typography.Title level={5} style={{ marginTop: 20 }}>
                等级：<Tag color="blue">{band.title}</Tag>
              </Typography.Title>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{band.text}</Typography.Paragraph>
              <Typography.Text strong>推荐课程：</Typography.Text>
              {band.courseIds.length ? (
                band.courseIds.map((id) => (
                  <Tag key={id} color="geekblue">
                    {courseName.get(id) ?? '课程已下架'}
                  </Tag>
                ))
              ) : (
                <Typography.Text type="secondary">无</Typography.Text>
              )}
            </>
          )}
        </>
      )}
      <Typography.Title level={5} style={{ marginTop: 20 }}>
        答题情况
      </Typography.Title>
      {r.questions.map((q, i) => (
        <QuestionView key={q.id} no={i + 1} question={q} given={r.answers[q.id]} review />
      ))}
    </div>
  );
}
