import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Popconfirm,
  Progress,
  Row,
  Space,
  Statistic,
  Switch,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { Can } from '../../../../components/can.tsx';
import {
  forceLogout,
  listSessions,
  loadRequestHour,
  loadServerFacts,
  type SessionRecord,
} from '../../api/monitor.ts';
import { formatSize } from '../files/file-list-page.tsx';

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
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
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
  const sessions = useQuery({
    queryKey: ['monitor-sessions', page],
    queryFn: () => listSessions(page),
    refetchInterval: interval,
    placeholderData: keepPreviousData,
  });
  const facts = server.data;
  const memPercent = facts ? Math.round((facts.memory.used / facts.memory.total) * 100) : 0;

  const kick = async (row: SessionRecord) => {
    try {
      await forceLogout(row.id);
      message.success(`已强制退出 ${row.username}`);
      await sessions.refetch();
    } catch {
      // The client already showed the reason.
    }
  };

  const refreshAll = () => Promise.all([server.refetch(), requests.refetch(), sessions.refetch()]);

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
      <Card variant="borderless" title={`在线会话（${sessions.data?.total ?? 0}）`}>
        <Table<SessionRecord>
          rowKey="id"
          size="middle"
          loading={sessions.isFetching && !sessions.data}
          dataSource={sessions.data?.records ?? []}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: '用户',
              key: 'user',
              render: (_, r) => (
                <span>
                  {r.username}
                  {r.realname ? `（${r.realname}）` : ''} {r.current && <Tag color="blue">当前</Tag>}
                </span>
              ),
            },
            { title: 'IP', dataIndex: 'ip', width: 140 },
            { title: '浏览器', dataIndex: 'userAgent', ellipsis: true, width: 280 },
            { title: '登录时间', dataIndex: 'createTime', width: 180 },
            { title: '过期时间', dataIndex: 'expiresAt', width: 180 },
            {
              title: '操作',
              key: 'actions',
              width: 110,
              render: (_, r) =>
                r.current ? null : (
                  <Can code="system:monitor:forceLogout">
                    <Popconfirm
                      title={`确定强制退出 ${r.username} 的这个会话吗？`}
                      okText="强制退出"
                      okButtonProps={{ danger: true }}
                      cancelText="取消"
                      onConfirm={() => kick(r)}
                    >
                      <Button type="link" size="small" danger>
                        强制退出
                      </Button>
                    </Popconfirm>
                  </Can>
                ),
            },
          ]}
          pagination={{
            current: page.pageNo,
            pageSize: page.pageSize,
            total: sessions.data?.total ?? 0,
            onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          }}
        />
      </Card>
    </Space>
  );
}
