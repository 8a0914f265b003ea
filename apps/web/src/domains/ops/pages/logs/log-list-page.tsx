import type { SysLog } from '@ck/shared';
import { DatePicker, Input, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { ExportButton } from '../../../../components/export-button.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { exportLogs, listLogs } from '../../api/logs.ts';

const METHOD_COLORS: Record<string, string> = { POST: 'green', PUT: 'blue', DELETE: 'red' };
const TIME = 'YYYY-MM-DD HH:mm:ss';

function logColumns(logType: 1 | 2): ListColumn<SysLog>[] {
  return [
    {
      key: 'content',
      title: '日志内容',
      dataIndex: 'content',
      ellipsis: true,
      search: {
        name: 'keyWord',
        label: '关键词',
        input: <Input placeholder="请输入日志内容关键词" allowClear maxLength={100} />,
      },
    },
    {
      key: 'username',
      title: '操作人',
      dataIndex: 'username',
      width: 120,
      search: { label: '用户名', input: <Input placeholder="请输入用户名" allowClear maxLength={64} /> },
    },
    { key: 'ip', title: 'IP', dataIndex: 'ip', width: 140 },
    ...(logType === 2
      ? [
          {
            key: 'request',
            title: '请求',
            width: 110,
            render: (_: unknown, r: SysLog) => (
              <Tag color={METHOD_COLORS[r.method ?? ''] ?? 'default'}>{r.method}</Tag>
            ),
          },
          { key: 'operateType', title: '权限码', dataIndex: 'operateType', width: 200, ellipsis: true },
        ]
      : []),
    {
      key: 'createTime',
      title: '时间',
      dataIndex: 'createTime',
      width: 180,
      search: {
        name: 'range',
        label: '时间范围',
        input: <DatePicker.RangePicker showTime allowEmpty={[true, true]} />,
        toParams: (value) => {
          const [begin, end] = (value as [Dayjs | null, Dayjs | null] | null) ?? [];
          return {
            ...(begin ? { createTime_begin: begin.format(TIME) } : {}),
            ...(end ? { createTime_end: end.format(TIME) } : {}),
          };
        },
      },
    },
  ];
}

function LogList({ logType, title }: { logType: 1 | 2; title: string }) {
  const list = useListPage<SysLog>({
    queryKey: ['sys-log', logType],
    query: listLogs,
    columns: logColumns(logType),
    fixedParams: { logType },
    rowNumbers: true,
  });

  return (
    <ListPageCard title={title} icon={logType === 1 ? 'login' : 'file-search'}>
      <SearchTable
        list={list}
        toolbar={
          <ExportButton code="system:log:export" onExport={() => exportLogs(list.filters, `${title}.xlsx`)}>
            导出
          </ExportButton>
        }
      />
    </ListPageCard>
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
