import { KeyOutlined, PrinterOutlined } from '@ant-design/icons';
import type { Contest } from '@ck/shared';
import { App, Button, Result, Segmented, Space, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { Can } from '../../../../components/can.tsx';
import { ExportButton } from '../../../../components/export-button.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { CODES_KEY, codeApi } from '../api.ts';
import { CodeGenerateModal } from '../components/code-generate-modal.tsx';
import { CodePrintModal, type PrintSource } from '../components/code-print-modal.tsx';
import { ContestScope } from '../components/contest-scope.tsx';
import { groupSearch } from '../components/group-search.tsx';
import { useContestGroups } from '../components/use-contest-groups.ts';
import { shortTime } from '../contest-labels.ts';
import type { ContestCodeRow } from '../types.ts';

/** `contest/ContestCodes` (/contest/codes?contestId=): verification codes of a contest. */
export function ContestCodesPage() {
  return (
    <ListPageCard title="赛事验证码" icon="key">
      <ContestCodesView />
    </ListPageCard>
  );
}

/** The second `/home-page/courseAuth` route (with `?contestId=`): the same page in a titled card. */
export function ContestCodesHomePage() {
  useDocumentTitle('赛事验证码');
  return (
    <ListPageCard title="赛事验证码" icon="key">
      <ContestCodesView />
    </ListPageCard>
  );
}

/** The codes page without its frame. */
export function ContestCodesView() {
  const canCode = useCan('teaching:contest:code');
  if (!canCode)
    return <Result status="403" title="没有权限" subTitle="赛事验证码只有赛事管理员和老师可以使用" />;
  return (
    <ContestScope what="验证码">{(contest) => <CodeTable key={contest.id} contest={contest} />}</ContestScope>
  );
}

const USED_OPTIONS = [
  { value: '', label: '全部' },
  { value: '0', label: '未使用' },
  { value: '1', label: '已使用' },
];

function CodeTable({ contest }: { contest: Contest }) {
  const { message } = App.useApp();
  const groups = useContestGroups(contest.id);
  const [generating, setGenerating] = useState(false);
  const [printing, setPrinting] = useState<PrintSource | null>(null);
  const fixedParams = useMemo(() => ({ contestId: contest.id }), [contest.id]);
  const groupNames = useMemo(
    () => new Map((groups.data ?? []).map((g) => [g.id, g.className])),
    [groups.data],
  );

  const columns: ListColumn<ContestCodeRow>[] = [
    {
      key: 'code',
      dataIndex: 'code',
      title: '验证码',
      width: 170,
      render: (code: string) => (
        <Typography.Text copyable code style={{ fontSize: 14, letterSpacing: 1 }}>
          {code}
        </Typography.Text>
      ),
    },
    {
      key: 'groupId',
      title: '分组',
      width: 140,
      search: groupSearch(groups),
      render: (_, r) => r.groupName || groupNames.get(r.groupId) || '—',
    },
    {
      key: 'used',
      title: '状态',
      width: 90,
      search: {
        instant: true,
        initialValue: '',
        input: <Segmented options={USED_OPTIONS} />,
      },
      render: (_, r) => (r.usedBy ? <Tag color="default">已使用</Tag> : <Tag color="green">未使用</Tag>),
    },
    {
      key: 'usedBy',
      title: '使用者',
      width: 140,
      render: (_, r) => (r.usedBy ? (r.usedByName ?? r.usedBy.slice(0, 8)) : '—'),
    },
    { key: 'usedAt', title: '使用时间', width: 140, render: (_, r) => shortTime(r.usedAt) },
    { key: 'createTime', title: '生成时间', width: 140, render: (_, r) => shortTime(r.createTime) },
  ];

  const list = useListPage<ContestCodeRow>({
    queryKey: CODES_KEY,
    query: codeApi.list,
    fixedParams,
    columns,
    emptyText: { searched: '没有符合条件的验证码', none: '还没有验证码，点击“生成验证码”为分组生成' },
  });
  const groupFilter = typeof list.filters.groupId === 'string' ? list.filters.groupId : undefined;

  const exportXls = () => {
    const group = groupFilter ? groupNames.get(groupFilter) : '';
    return codeApi.exportXls(
      contest.id,
      groupFilter,
      `${contest.contestName}${group ? `-${group}` : ''}验证码.xlsx`,
    );
  };

  return (
    <>
      <SearchTable
        list={list}
        name="contest-code-search"
        toolbar={
          <Can code="teaching:contest:code">
            <Space wrap>
              <Button type="primary" icon={<KeyOutlined />} onClick={() => setGenerating(true)}>
                生成验证码
              </Button>
              <Button
                icon={<PrinterOutlined />}
                onClick={() =>
                  setPrinting({ params: { contestId: contest.id, groupId: groupFilter, used: 0 } })
                }
              >
                打印未使用
              </Button>
              <ExportButton code="teaching:contest:code" onExport={exportXls} />
            </Space>
          </Can>
        }
        scrollX={860}
      />
      <CodeGenerateModal
        contest={contest}
        open={generating}
        groupId={groupFilter}
        onClose={() => setGenerating(false)}
        onGenerated={(slips) => {
          message.success(`已生成 ${slips.length} 个验证码`);
          void list.refresh();
          setPrinting({ slips });
        }}
      />
      <CodePrintModal
        contest={contest}
        source={printing}
        groupNames={groupNames}
        onClose={() => setPrinting(null)}
      />
    </>
  );
}
