import { EyeOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, USER_PAPER_STATUSES } from '@ck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { usePagerShowLess } from '../../../../hooks/use-pager.ts';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { errorMessage, MY_RECORDS_KEY, type MyRecordRow, recordApi } from '../api.ts';
import { RecordDetail } from '../components/record-detail.tsx';
import { durationText, GRADE_COLORS } from '../exam-state.ts';

const STATUS_COLORS: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'success' };

/** `exam/UserPaper` (/exam/userPaper): my exam records; `?id=` opens one attempt. */
export function UserPaperPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('id');
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE as number });
  const showLess = usePagerShowLess();
  const mobile = useViewport() === 'mobile';
  const list = useQuery({
    queryKey: [...MY_RECORDS_KEY, page],
    queryFn: () => recordApi.list(page),
    placeholderData: keepPreviousData,
  });

  const open = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('id', id);
    else next.delete('id');
    setParams(next);
  };

  const withDuration = (list.data?.records ?? []).some((r) => r.duration !== undefined);
  const columns: TableColumnsType<MyRecordRow> = [
    {
      title: '考试',
      dataIndex: 'examName',
      render: (v: string | null, r) => (
        <div>
          <div>{v ?? '—'}</div>
          {r.paperId_dictText && (
            <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{r.paperId_dictText}</div>
          )}
        </div>
      ),
    },
    {
      title: '成绩',
      dataIndex: 'gotScore',
      width: 120,
      render: (v: number | null, r) => (v === null ? '—' : `${v} / ${r.totalScore ?? '—'}`),
    },
    {
      title: '等级',
      dataIndex: 'grade',
      width: 70,
      responsive: ['sm'],
      render: (v: string | null) => (v ? <Tag color={GRADE_COLORS[v] ?? 'default'}>{v}</Tag> : '—'),
    },
    {
      title: '状态',
      dataIndex: 'userPaperStatus_dictText',
      width: 90,
      render: (v: string | undefined, r) => (
        <Tag color={STATUS_COLORS[r.userPaperStatus] ?? 'default'}>
          {v ?? USER_PAPER_STATUSES[r.userPaperStatus as keyof typeof USER_PAPER_STATUSES] ?? '—'}
        </Tag>
      ),
    },
    // `listpaper` may leave out the time spent: the column shows only when rows carry it.
    ...(withDuration
      ? [
          {
            title: '用时',
            dataIndex: 'duration',
            width: 110,
            responsive: ['md' as const],
            render: (v: number | null | undefined) => durationText(v),
          },
        ]
      : []),
    {
      title: '交卷时间',
      dataIndex: 'submitTime',
      width: 170,
      responsive: ['lg'],
      render: (v: string | null) => v ?? '—',
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: mobile ? undefined : 'right',
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          icon={<EyeOutlined />}
          onClick={() => open(r.id)}
          style={{ padding: 0 }}
        >
          查看
        </Button>
      ),
    },
  ];

  return (
    <ListPageCard title="我的考试" icon="file-done">
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={`考试记录加载失败：${errorMessage(list.error)}`}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<MyRecordRow>
        rowKey="id"
        size={mobile ? 'small' : 'middle'}
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <Empty description="还没有考试记录" /> }}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ onClick: () => open(r.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showLessItems: showLess,
          showSizeChanger: true,
          pageSizeOptions: [...PAGE_SIZES],
          showTotal: (total) => `共 ${total} 条`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
      <Drawer
        title="考试详情"
        open={!!openId}
        onClose={() => open(null)}
        size={mobile ? '100%' : 860}
        destroyOnHidden
      >
        {openId && <RecordDetail id={openId} />}
      </Drawer>
    </ListPageCard>
  );
}
