import { ReloadOutlined } from '@ant-design/icons';
import type { OnlineSession } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Progress,
  Row,
  Space,
  Statistic,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { forceLogout, listSessions, loadRequestHour, loadServerFacts } from '../../api/monitor.ts';
import { formatSize } from '../../format-size.ts';
import { sessionColumns } from './session-columns.tsx';

const REFRESH_MS = 10_000;

export function formatDuration(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${d ? `${d} 天 ` : ''}${h} 小时 ${m} 分`;
}

/** `system/Monitor`: this server, its database, request rates and online sessions, refreshed every 10 s. */
export function MonitorPage() {
  const { message } = App.useApp();
  const [auto, setAuto] = useState(true);
  const interval = auto ? REFRESH_MS : false;
  const server = useQuery({
    queryKey: ['monitor-server'],
    queryFn: loadServerFacts,
    refetchInterval: interval,
  });
  const requests = useQuery({
    queryKey: ['monitor-requests'],
    queryFn: loadRequestHour,
    refetchInterval: interval,
  });
  const sessions = useListPage<OnlineSession>({
    queryKey: ['monitor-sessions'],
    query: listSessions,
    refetchInterval: () => interval,
    columns: sessionColumns((row) => kick(row)),
  });
  const facts = server.data;
  const memPercent = facts ? Math.round((facts.memory.used / facts.memory.total) * 100) : 0;

  const kick = async (row: OnlineSession) => {
    try {
      await forceLogout(row.id);
      message.success(`已强制退出 ${row.username}`);
      await sessions.refresh();
    } catch {
      // The client already showed the reason.
    }
  };

  const refreshAll = () => Promise.all([server.refetch(), requests.refetch(), sessions.query.refetch()]);

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title="系统监控"
        extra={
          <Space>
            <span>自动刷新</span>
            <Switch checked={auto} onChange={setAuto} />
            <Button icon={<ReloadOutlined />} onClick={refreshAll}>
              刷新
            </Button>
          </Space>
        }
      >
        <Row gutter={[16, 16]}>
          <Col xs={24} md={6}>
            <Statistic
              title="CPU 使用率"
              value={facts?.cpu.usage ?? 0}
              suffix="%"
              loading={server.isLoading}
            />
            <Progress percent={facts?.cpu.usage ?? 0} showInfo={false} />
          </Col>
          <Col xs={24} md={6}>
            <Statistic title="内存使用率" value={memPercent} suffix="%" loading={server.isLoading} />
            <Progress
              percent={memPercent}
              showInfo={false}
              status={memPercent > 90 ? 'exception' : 'normal'}
            />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title="近一小时请求数"
              value={requests.data?.requests ?? 0}
              loading={requests.isLoading}
            />
            <div style={{ color: 'rgba(0,0,0,0.45)' }}>平均 {requests.data?.perMinute ?? 0} 次/分钟</div>
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title="近一小时错误率"
              value={requests.data?.errorRate ?? 0}
              suffix="%"
              loading={requests.isLoading}
              styles={{ content: { color: (requests.data?.errorRate ?? 0) > 1 ? '#cf1322' : undefined } }}
            />
            <div style={{ color: 'rgba(0,0,0,0.45)' }}>服务端错误 {requests.data?.errors ?? 0} 次</div>
          </Col>
        </Row>
      </Card>
      <Card variant="borderless" title="服务器信息" loading={server.isLoading}>
        {facts && (
          <Descriptions column={{ xs: 1, md: 2, xl: 3 }} size="small" bordered>
            <Descriptions.Item label="CPU">{`${facts.cpu.model}（${facts.cpu.cores} 核）`}</Descriptions.Item>
            <Descriptions.Item label="系统负载">{facts.cpu.loadAvg.join(' / ')}</Descriptions.Item>
            <Descriptions.Item label="内存">{`${formatSize(facts.memory.used)} / ${formatSize(facts.memory.total)}`}</Descriptions.Item>
            <Descriptions.Item label="进程内存">{`RSS ${formatSize(facts.memory.processRss)}，堆 ${formatSize(facts.memory.heapUsed)}`}</Descriptions.Item>
            <Descriptions.Item label="系统运行">{formatDuration(facts.uptime.system)}</Descriptions.Item>
            <Descriptions.Item label="服务运行">{formatDuration(facts.uptime.process)}</Descriptions.Item>
            <Descriptions.Item label="Node.js">{facts.node.version}</Descriptions.Item>
            <Descriptions.Item label="平台">{`${facts.node.platform}（${facts.node.hostname}）`}</Descriptions.Item>
            <Descriptions.Item label="数据库">
              <Tag>{facts.database.kind === 'pglite' ? '内嵌 PGlite' : 'PostgreSQL'}</Tag>
              {facts.database.version}
            </Descriptions.Item>
            <Descriptions.Item label="数据库大小">{formatSize(facts.database.sizeBytes)}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card variant="borderless" title={`在线会话（${sessions.query.data?.total ?? 0}）`}>
        <Table<OnlineSession> {...sessions.tableProps} />
      </Card>
    </Space>
  );
}
