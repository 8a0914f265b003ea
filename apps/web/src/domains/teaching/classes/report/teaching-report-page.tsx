import { PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Empty, Select, Skeleton, Space, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { reportApi } from '../api.ts';
import { MyClassSelect, useMyClassChoice } from '../my-class-choice.tsx';
import { ClassReportView } from './class-report-view.tsx';
import { StudentReportView } from './student-report-view.tsx';
import '../print.css';

const DAY = 'YYYY-MM-DD';

/** `teaching/TeachingReport`: a class report over a date range, and one student's report; printable. */
export function TeachingReportPage() {
  const choice = useMyClassChoice();
  const klass = choice.classId;
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const [tab, setTab] = useState('class');
  const [userId, setUserId] = useState<string>();
  const params = { classId: klass!, from: range[0].format(DAY), to: range[1].format(DAY) };
  const classReport = useQuery({
    queryKey: ['teaching', 'class-report', params],
    queryFn: () => reportApi.classReport(params),
    enabled: !!klass,
  });
  const student = userId ?? classReport.data?.students[0]?.userId;
  const studentParams = { userId: student, from: params.from, to: params.to };
  const studentReport = useQuery({
    queryKey: ['teaching', 'student-report', studentParams],
    queryFn: () => reportApi.studentReport(studentParams),
    enabled: tab === 'student' && !!student,
  });

  if (choice.none) return <Empty description="您还没有负责的班级" />;
  const openStudent = (id: string) => {
    setUserId(id);
    setTab('student');
  };
  const failed = (
    <Alert type="error" showIcon title="报告加载失败，请稍后重试" style={{ marginBottom: 12 }} />
  );

  return (
    <Card variant="borderless">
      <Space wrap className="ck-no-print" style={{ marginBottom: 12 }}>
        <MyClassSelect choice={choice} onChange={() => setUserId(undefined)} />
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
        {tab === 'student' && (
          <Select
            style={{ width: 200 }}
            placeholder="选择学生"
            value={student}
            onChange={setUserId}
            showSearch={{ optionFilterProp: 'label' }}
            options={(classReport.data?.students ?? []).map((s) => ({
              value: s.userId,
              label: s.realname ? `${s.realname}（${s.username}）` : s.username,
            }))}
          />
        )}
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印报告
        </Button>
      </Space>
      <div className="ck-print-area">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'class',
              label: '班级报告',
              children: classReport.isError ? (
                failed
              ) : classReport.data ? (
                <>
                  <h3>
                    {classReport.data.schoolName} {classReport.data.className} 教学报告（
                    {classReport.data.from} 至 {classReport.data.to}）
                  </h3>
                  <ClassReportView report={classReport.data} onStudent={openStudent} />
                </>
              ) : (
                <Skeleton active />
              ),
            },
            {
              key: 'student',
              label: '学生报告',
              children: !student ? (
                <Empty description="班级里还没有学生" />
              ) : studentReport.isError ? (
                failed
              ) : studentReport.data ? (
                <StudentReportView report={studentReport.data} />
              ) : (
                <Skeleton active />
              ),
            },
          ]}
        />
      </div>
    </Card>
  );
}
