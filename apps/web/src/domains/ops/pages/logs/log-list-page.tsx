import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Can } from '../../../../components/can.tsx';
import { exportLogs, type LogRecord, listLogs } from '../../api/logs.ts';

interface Filters {
  username?: string;
  keyWord?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

const METHOD_COLORS: Record<string, string> = { POST: 'green', PUT: 'blue', DELETE: 'red' };

function LogList({ logType, title }: { logType: 1 | 2; title: string }) {
  const [form] = Form.useForm<Filters>();
  const [params, setParams] = useState<Record<string, string>>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [exporting, setExporting] = useState(false);
  const query = useQuery({
    queryKey: ['sys-log', logType, params, page],
    queryFn: () => listLogs({ logType, ...params, ...page }),
    placeholderData: keepPreviousData,
  });

  const search = (values: Filters) => {
    const [begin, end] = values.range ?? [];
    setParams({
      ...(values.username ? { username: values.username.trim() } : {}),
      ...(values.keyWord ? { keyWord: values.keyWord.trim() } : {}),
      ...(begin ? { createTime_begin: begin.format('YYYY-MM-DD HH:mm:ss') } : {}),
      ...(end ? { createTime_end: end.format('YYYY-MM-DD HH:mm:ss') } : {}),
    });
    setPage((p) => ({ ...p, pageNo: 1 }));
  };

  const exportXls = async () => {
    setExporting(true);
    try {
      await exportLogs({ logType, ...params }, `${title}.xlsx`);
    } catch {
      // The client already showed the reason.
    } finally {
      setExporting(false);
    }
  };

  const columns = [
    {
      title: '#',
      key: 'index',
      width: 60,
      render: (_: unknown, __: LogRecord, i: number) => (page.pageNo - 1) * page.pageSize + i + 1,
    },
    { title: '日志内容', dataIndex: 'content', ellipsis: true },
    { title: '操作人', dataIndex: 'username', width: 120 },
    { title: 'IP', dataIndex: 'ip', width: 140 },
    ...(logType === 2
      ? [
          {
            title: '请求',
            key: 'request',
            width: 110,
            render: (_: unknown, r: LogRecord) => (
              <Tag color={METHOD_COLORS[r.method ?? ''] ?? 'default'}>{r.method}</Tag>
            ),
          },
          { title: '权限码', dataIndex: 'operateType', width: 200, ellipsis: true },
        ]
      : []),
    { title: '时间', dataIndex: 'createTime', width: 180 },
  ];

  return (
    <Card variant="borderless" title={title}>
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item name="username" label="用户名">
          <Input placeholder="请输入用户名" allowClear maxLength={64} />
        </Form.Item>
        <Form.Item name="keyWord" label="关键词">
          <Input placeholder="请输入日志内容关键词" allowClear maxLength={100} />
        </Form.Item>
        <Form.Item name="range" label="时间范围">
          <DatePicker.RangePicker showTime allowEmpty={[true, true]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            重置
          </Button>
          <Can code="system:log:export">
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportXls}>
              导出
            </Button>
          </Can>
        </Space>
      </Form>
      <Table<LogRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: query.data?.total ?? 0,
          pageSizeOptions: [10, 20, 30, 50],
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Card>
  );
}

/** `system/LoginLog`: sign-ins and sign-outs. */
export function LoginLogPage() {
  return <LogList logType={1} title="登录日志" />;
}

/** `system/OperateLog`: every administrative write. */
export function OperateLogPage() {
  return <LogList logType={2} title="操作日志" />;
}
