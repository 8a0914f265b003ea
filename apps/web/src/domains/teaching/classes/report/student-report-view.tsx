import type { StudentReport } from '@ck/shared';
import { Card, Col, Descriptions, List, Progress, Row, Table } from 'antd';
import { LazyChart } from './lazy-chart.tsx';
import {
  coursePercent,
  examResultText,
  examScore,
  studentCoursesOption,
  studentDailyOption,
} from './report-options.ts';
import { StatCards } from './stat-cards.tsx';

type CourseRow = StudentReport['courses'][number];
type ExamRow = StudentReport['exams']['list'][number];

/** One student's learning: totals, progress per course, views per day, recent units, exams of the period. */
export function StudentReportView({ report }: { report: StudentReport }) {
  const stats: [string, number | string][] = [
    ['已学单元', report.unitsDone],
    ['浏览次数', report.viewCount],
    ['提交作业', report.homeworkSubmitted],
    ['已批改', report.homeworkGraded],
    ['平均分', report.avgScore ?? '-'],
    ['积分', report.points],
  ];
  const { exams } = report;
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="学生">{report.realname ?? report.username}</Descriptions.Item>
        <Descriptions.Item label="账号">{report.username}</Descriptions.Item>
        <Descriptions.Item label="班级">{report.classNames.join('、') || '未加入班级'}</Descriptions.Item>
      </Descriptions>
      <StatCards stats={stats} col={{ xs: 12, sm: 8, lg: 4 }} />
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} xl={12}>
          <Card size="small" title="课程完成度">
            {report.courses.length ? (
              <LazyChart
                option={studentCoursesOption(report)}
                height={Math.max(160, report.courses.length * 48)}
              />
            ) : (
              '还没有课程'
            )}
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="最近 30 天学习">
            <LazyChart option={studentDailyOption(report)} />
          </Card>
        </Col>
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} xl={14}>
          <Table<CourseRow>
            size="small"
            rowKey="courseId"
            dataSource={report.courses}
            pagination={false}
            locale={{ emptyText: '还没有课程' }}
            columns={[
              { key: 'courseName', dataIndex: 'courseName', title: '课程' },
              {
                key: 'progress',
                title: '已学单元',
                render: (_, c) => (
                  <Progress
                    percent={coursePercent(c)}
                    size="small"
                    format={() => `${c.unitsDone}/${c.unitCount}`}
                  />
                ),
              },
              { key: 'homeworkSubmitted', dataIndex: 'homeworkSubmitted', title: '作业', align: 'right' },
              {
                key: 'avgScore',
                dataIndex: 'avgScore',
                title: '平均分',
                align: 'right',
                render: (v) => v ?? '-',
              },
            ]}
          />
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title="最近学习">
            <List
              size="small"
              dataSource={report.recent}
              locale={{ emptyText: '还没有学习记录' }}
              renderItem={(r) => (
                <List.Item>
                  {r.courseName} · {r.unitName}
                  <span style={{ color: '#888' }}>{r.time}</span>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        style={{ marginTop: 12 }}
        title={`考试（${exams.from} 至 ${exams.to}）`}
        extra={
          <span>
            应考 {exams.examsAssigned} · 实考 {exams.examsTaken} · 出勤率{' '}
            {exams.examAttendanceRate === null ? '-' : `${exams.examAttendanceRate}%`} · 平均分{' '}
            {examScore(exams)}
          </span>
        }
      >
        <Table<ExamRow>
          size="small"
          rowKey="examId"
          dataSource={exams.list}
          pagination={false}
          locale={{ emptyText: '这段时间没有考试' }}
          columns={[
            { key: 'examName', dataIndex: 'examName', title: '考试' },
            { key: 'startTime', dataIndex: 'startTime', title: '开始时间' },
            { key: 'result', title: '成绩', render: (_, x) => examResultText(x) },
          ]}
        />
      </Card>
    </>
  );
}
