import { PERMS, REPORT_STATUSES, type ReportRecord } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { dayRangeSearch } from '../../../admin/crud/day-range-search.tsx';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../admin/crud/use-list-page.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { SearchTable } from '../../../components/search-table.tsx';
import { useCan } from '../../../hooks/use-can.ts';
import { useDangerConfirm } from '../../../hooks/use-danger-confirm.ts';
import { deleteReport, exportReports, listCities, listReports, listTestPowers, REPORT_KEY } from '../api.ts';
import { FollowModal } from '../components/follow-modal.tsx';
import { ReportDetailDrawer } from '../components/report-detail-drawer.tsx';
import { FOLLOW_COLOR, FOLLOW_OPTIONS, scoreText } from '../report-view.ts';

const STATUS_OPTIONS = Object.entries(REPORT_STATUSES).map(([value, label]) => ({ value, label }));

/** The filter choices that come from the server: assessments (with their band titles) and cities. */
function useChoices() {
  const assessments = useQuery({
    queryKey: ['companion', 'report-filter-assessments'],
    queryFn: () => listTestPowers({ pageSize: 200 }),
    staleTime: 60_000,
  });
  const cities = useQuery({ queryKey: ['companion', 'cities'], queryFn: listCities, staleTime: 60_000 });
  const records = assessments.data?.records ?? [];
  return {
    assessments: records.map((a) => ({ value: a.id, label: a.name })),
    bands: [...new Set(records.flatMap((a) => a.bands.map((b) => b.title)))].map((t) => ({
      value: t,
      label: t,
    })),
    cities: (cities.data ?? []).map((c) => ({ value: c.id, label: c.cityName })),
  };
}

/** `companion/ReportList`: the organisation's leads from assessments, their reports and follow-up. */
export function ReportListPage() {
  const confirmDanger = useDangerConfirm();
  const choices = useChoices();
  const [viewing, setViewing] = useState<ReportRecord | null>(null);
  const [following, setFollowing] = useState<ReportRecord | null>(null);
  const canEdit = useCan(PERMS.testReport.edit);
  const canDelete = useCan(PERMS.testReport.delete);

  const remove = (r: ReportRecord) =>
    confirmDanger({
      title: '删除报告',
      content: `确定删除「${r.childName}」的测评报告吗？分享链接会一并失效。`,
      action: () => deleteReport(r.id),
      successText: '删除成功',
      onDone: () => list.afterDelete([r.id]),
    });

  const select = (placeholder: string, options: { value: string; label: string }[], width = 150) => (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={placeholder}
      style={{ width }}
      options={options}
    />
  );
  const columns: ListColumn<ReportRecord>[] = [
    {
      key: 'keyword',
      title: '关键字',
      hideInTable: true,
      search: { placeholder: '孩子、家长姓名或电话', width: 200 },
    },
    {
      key: 'childName',
      title: '孩子',
      dataIndex: 'childName',
      width: 120,
      render: (name: string, r) => `${name}（${r.childAge} 岁）`,
    },
    {
      key: 'guardian',
      title: '家长',
      width: 170,
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span>{r.guardianName || '—'}</span>
          <span style={{ color: 'var(--ant-color-text-secondary)' }}>{r.guardianPhone || ''}</span>
        </Space>
      ),
    },
    {
      key: 'testPowerId',
      title: '测评',
      dataIndex: 'testPowerName',
      width: 160,
      ellipsis: true,
      search: { instant: true, input: select('全部测评', choices.assessments, 180) },
    },
    {
      key: 'cityId',
      title: '城市',
      dataIndex: 'cityName',
      width: 90,
      render: (v: string | null) => v || '—',
      search: { instant: true, input: select('全部城市', choices.cities, 130) },
    },
    { key: 'score', title: '得分', width: 130, render: (_, r) => scoreText(r) },
    {
      key: 'bandTitle',
      title: '等级',
      dataIndex: 'bandTitle',
      width: 90,
      render: (v: string | null) => (v ? <Tag color="blue">{v}</Tag> : '—'),
      search: { instant: true, input: select('全部等级', choices.bands, 130) },
    },
    {
      key: 'status',
      title: '状态',
      dataIndex: 'status_dictText',
      width: 150,
      render: (text: string, r) => (
        <>
          <Tag color={r.status === '1' ? 'green' : 'default'}>{text}</Tag>
          {r.shared && <Tag color="purple">已分享</Tag>}
        </>
      ),
      search: { instant: true, input: select('全部状态', STATUS_OPTIONS, 120) },
    },
    {
      key: 'followStatus',
      title: '跟进',
      width: 100,
      render: (_, r) => (
        <Tag color={FOLLOW_COLOR[r.followStatus]} data-testid="follow-tag">
          {r.followStatus_dictText}
        </Tag>
      ),
      search: { instant: true, input: select('全部跟进状态', FOLLOW_OPTIONS, 140) },
    },
    {
      key: 'createTime',
      title: '测评时间',
      dataIndex: 'createTime',
      width: 170,
      search: dayRangeSearch('createTime_begin', 'createTime_end'),
    },
    {
      key: 'actions',
      title: '操作',
      width: 170,
      fixed: 'right',
      render: (_, r) => (
        <RowActions
          actions={[
            { label: '详情', onClick: () => setViewing(r) },
            canEdit && { label: '跟进', onClick: () => setFollowing(r) },
            canDelete && { label: '删除', danger: true, onClick: () => remove(r) },
          ]}
        />
      ),
    },
  ];
  const list = useListPage<ReportRecord>({
    queryKey: REPORT_KEY,
    query: listReports,
    columns,
    emptyText: { searched: '没有符合条件的报告', none: '还没有家长完成测评' },
  });
  return (
    <ListPageCard title="测评报告" icon="solution">
      <SearchTable
        list={list}
        layout="grid"
        name="report-search"
        toolbar={<ExportButton code={PERMS.testReport.export} onExport={() => exportReports(list.filters)} />}
        scrollX={1360}
      />
      <ReportDetailDrawer
        report={viewing && (list.records.find((r) => r.id === viewing.id) ?? viewing)}
        onClose={() => setViewing(null)}
        onFollow={setFollowing}
        onChanged={() => void list.refresh()}
      />
      <FollowModal
        report={following}
        onClose={() => setFollowing(null)}
        onSaved={() => void list.refresh()}
      />
    </ListPageCard>
  );
}

/** `/home-page/ReportList`. */
export function ReportListHomePage() {
  useDocumentTitle('测评报告');
  return <ReportListPage />;
}
