import { AI_CONVERSATION_STATUSES, AI_SCENES, type AiConversation } from '@ck/shared';
import { Descriptions, Input, Table, Tag, Typography } from 'antd';
import { dayRangeSearch } from '../../../admin/crud/day-range-search.tsx';
import type { ListColumn } from '../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../admin/crud/list-page-card.tsx';
import { ListSearchForm } from '../../../admin/crud/list-search-form.tsx';
import { selectSearch } from '../../../admin/crud/select-search.tsx';
import { useListPage } from '../../../admin/crud/use-list-page.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { ExportButton } from '../../../components/export-button.tsx';
import { AI_KEY, exportConversations, listConversations } from '../api.ts';
import { AnswerView } from '../panel/answer-view.tsx';
import { CONVERSATION_STATUS_COLOR, CONVERSATION_STATUS_TEXT, SCENE_TEXT } from '../scene-labels.ts';

const columns: ListColumn<AiConversation>[] = [
  {
    key: 'username',
    title: '用户',
    width: 140,
    render: (_, r) => (
      <>
        <div>{r.realname || r.username}</div>
        {r.realname && <Typography.Text type="secondary">{r.username}</Typography.Text>}
      </>
    ),
    search: { label: '用户名', input: <Input placeholder="用户名" allowClear maxLength={64} /> },
  },
  {
    key: 'scene',
    title: '场景',
    dataIndex: 'scene',
    width: 110,
    render: (v: string) => SCENE_TEXT[v] ?? v,
    search: selectSearch(
      '全部场景',
      140,
      AI_SCENES.map((s) => ({ value: s.value, label: s.label })),
    ),
  },
  {
    key: 'question',
    title: '问题',
    dataIndex: 'question',
    ellipsis: true,
    search: {
      name: 'keyword',
      label: '关键词',
      input: <Input placeholder="问题或回答中的文字" allowClear maxLength={100} />,
    },
  },
  {
    key: 'answer',
    title: '回答',
    dataIndex: 'answer',
    ellipsis: true,
    render: (v: string, r) => v || r.errorMessage || '—',
  },
  {
    key: 'tokens',
    title: 'tokens',
    width: 100,
    render: (_, r) => r.promptTokens + r.completionTokens,
  },
  {
    key: 'status',
    title: '状态',
    dataIndex: 'status',
    width: 90,
    render: (v: string) => (
      <Tag color={CONVERSATION_STATUS_COLOR[v] ?? 'default'}>{CONVERSATION_STATUS_TEXT[v] ?? v}</Tag>
    ),
    search: selectSearch(
      '全部状态',
      120,
      AI_CONVERSATION_STATUSES.map((s) => ({ value: s.value, label: s.label })),
    ),
  },
  {
    key: 'createTime',
    title: '时间',
    dataIndex: 'createTime',
    width: 170,
    search: dayRangeSearch('dateFrom', 'dateTo'),
  },
];

function Detail({ row }: { row: AiConversation }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      data-testid="ai-conversation-detail"
      items={[
        {
          key: 'question',
          label: '问题',
          children: <span style={{ whiteSpace: 'pre-wrap' }}>{row.question}</span>,
        },
        { key: 'answer', label: '回答', children: row.answer ? <AnswerView source={row.answer} /> : '—' },
        ...(row.errorMessage ? [{ key: 'error', label: '错误', children: row.errorMessage }] : []),
        ...(row.context
          ? [
              {
                key: 'context',
                label: '附带内容',
                children: (
                  <pre style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto', margin: 0 }}>
                    {row.context}
                  </pre>
                ),
              },
            ]
          : []),
        {
          key: 'usage',
          label: '用量',
          children: `提问 ${row.promptTokens} · 回答 ${row.completionTokens} tokens · 耗时 ${row.durationMs} ms`,
        },
      ]}
    />
  );
}

/** 对话记录: who asked the code dog what and when, searchable and exportable (teachers see their classes). */
export function AiConversationView() {
  const list = useListPage<AiConversation>({
    queryKey: [...AI_KEY, 'conversations'],
    query: listConversations,
    columns,
    emptyText: { searched: '没有符合条件的对话', none: '还没有人问过码狗' },
  });
  return (
    <>
      <ListSearchForm
        search={list.search}
        layout="grid"
        extra={
          <ExportButton
            code="teaching:aiLog:export"
            onExport={() => exportConversations(list.filters, '码狗对话记录.xlsx')}
          >
            导出
          </ExportButton>
        }
      />
      <Table<AiConversation>
        {...list.tableProps}
        expandable={{ expandedRowRender: (row) => <Detail row={row} /> }}
      />
    </>
  );
}

/** `ai/AiConversationList`. */
export function AiConversationListPage() {
  return (
    <ListPageCard title="对话记录" icon="history">
      <AiConversationView />
    </ListPageCard>
  );
}

/** The same list when opened under the new-home layout. */
export function AiConversationHomePage() {
  useDocumentTitle('对话记录');
  return <AiConversationListPage />;
}
