import type { ClassReport } from '@ck/shared';
import { Button, Card, Col, Row, Table } from 'antd';
import { LazyChart } from './lazy-chart.tsx';
import { classDailyOption, classStudentsOption, examScore } from './report-options.ts';
import { StatCards } from './stat-cards.tsx';

type StudentRow = ClassReport['students'][number];

/**
 * A class report: totals (exam attendance among them), two charts and a per-student table; a
 * student's name opens their report.
 */
export function ClassReportView({
  report,
  onStudent,
}: {
  report: ClassReport;
  onStudent: (userId: string) => void;
}) {
  const stats: [string, number | string][] = [
    ['学生人数', report.studentCount],
    ['活跃学生', report.activeStudents],
    ['单元浏览次数', report.viewCount],
    ['新学单元', report.unitsDone],
    ['提交作业', report.homeworkSubmitted],
    ['已批改', report.homeworkGraded],
    ['平均分', report.avgScore ?? '-'],
    ['积分合计', report.points],
    ['考试场次', report.examCount],
    ['考试出勤率', report.examAttendanceRate === null ? '-' : `${report.examAttendanceRate}%`],
    ['考试平均分', examScore(report)],
  ];
  return (
    <>
      <StatCards stats={stats} col={{ xs: 12, sm: 6, lg: 3 }} />
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        <Col xs={24} xl={12}>
          <Card size="small" title="每日学习">
            <LazyChart option={classDailyOption(report)} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title="学生学习情况">
            {report.students.length ? <LazyChart option={classStudentsOption(report)} /> : '班级里还没有学生'}
          </Card>
        </Col>
      </Row>
      <Table<StudentRow>
        style={{ marginTop: 12 }}
        size="small"
        rowKey="userId"
        dataSource={report.students}
        pagination={false}
        locale={{ emptyText: '班级里还没有学生' }}
        columns={[
          {
            key: 'name',
            title: '学生',
            render: (_, s) => (
              <Button type="link" size="small" onClick={() => onStudent(s.userId)}>
                {s.realname ? `${s.realname}（${s.username}）` : s.username}
              </Button>
            ),
          },
          { key: 'unitsDone', dataIndex: 'unitsDone', title: '新学单元', align: 'right' },
          { key: 'viewCount', dataIndex: 'viewCount', title: '浏览次数', align: 'right' },
          { key: 'homeworkSubmitted', dataIndex: 'homeworkSubmitted', title: '提交作业', align: 'right' },
          { key: 'homeworkGraded', dataIndex: 'homeworkGraded', title: '已批改', align: 'right' },
          {
            key: 'avgScore',
            dataIndex: 'avgScore',
            title: '平均分',
            align: 'right',
            render: (v) => v ?? '-',
          },
          { key: 'points', dataIndex: 'points', title: '积分', align: 'right' },
          {
            key: 'exams',
            title: '考试（实考/应考）',
            align: 'right',
            render: (_, s) => `${s.examsTaken}/${s.examsAssigned}`,
          },
          { key: 'examAvgScore', title: '考试平均分', align: 'right', render: (_, s) => examScore(s) },
        ]}
      />
    </>
  );
}
