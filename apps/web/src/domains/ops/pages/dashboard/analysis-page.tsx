import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Row, Segmented, Skeleton, Statistic } from 'antd';
import { useState } from 'react';
import { loadAnalysis } from '../../api/dashboard.ts';
import { VisitChart } from './visit-chart.tsx';

/** `dashboard/Analysis`: platform counters and the sign-ins of the last 7 or 30 days. */
export function AnalysisPage() {
  const [days, setDays] = useState(30);
  const query = useQuery({ queryKey: ['dashboard-analysis', days], queryFn: () => loadAnalysis(days) });
  const data = query.data;
  const counters = [
    { title: '用户总数', value: data?.userCount },
    { title: '班级数', value: data?.classCount },
    { title: '今日登录', value: data?.todayLogins },
    { title: '今日独立 IP', value: data?.todayIp },
    { title: '累计访问', value: data?.totalVisits },
    { title: '今日后台操作', value: data?.todayOperations },
  ];
  return (
    <Row gutter={[16, 16]}>
      {query.isError && (
        <Col span={24}>
          <Alert type="error" showIcon title={`统计数据加载失败：${query.error.message}`} />
        </Col>
      )}
      {counters.map((c) => (
        <Col key={c.title} xs={12} md={8} xl={4}>
          <Card variant="borderless">
            <Statistic title={c.title} value={c.value ?? 0} loading={query.isLoading} />
          </Card>
        </Col>
      ))}
      <Col span={24}>
        <Card
          variant="borderless"
          title="访问趋势"
          extra={
            <Segmented
              value={days}
              onChange={(v) => setDays(Number(v))}
              options={[
                { label: '近 7 天', value: 7 },
                { label: '近 30 天', value: 30 },
              ]}
            />
          }
          actions={[
            <Button key="reload" type="link" icon={<ReloadOutlined />} onClick={() => query.refetch()}>
              刷新
            </Button>,
          ]}
        >
          {data ? <VisitChart days={data.series} /> : <Skeleton active />}
        </Card>
      </Col>
    </Row>
  );
}
