import { CONTEST_PHASES, CONTEST_RULE_TYPES, type Contest } from '@ck/shared';
import { Select, Space, Tag, Typography } from 'antd';
import { useCallback, useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { useRowDelete } from '../../../../admin/crud/use-row-delete.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { useViewport } from '../../../../hooks/use-viewport.ts';
import { CONTESTS_KEY, contestApi } from '../api.ts';
import { ContestFormModal } from '../components/contest-form-modal.tsx';
import { ContestRowActions } from '../components/contest-row-actions.tsx';
import { CoverThumb } from '../components/cover-thumb.tsx';
import { PHASE_COLORS, phaseText, RULE_SHORT, shortTime } from '../contest-labels.ts';

const ruleOptions = Object.entries(CONTEST_RULE_TYPES).map(([value, label]) => ({ value, label }));
const phaseOptions = Object.entries(CONTEST_PHASES).map(([value, label]) => ({ value, label }));

function TimeLines({ c }: { c: Contest }) {
  return (
    <span style={{ fontSize: 12, lineHeight: 1.7 }}>
      <span>
        比赛：{shortTime(c.startTime)} 至 {shortTime(c.endTime)}
      </span>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        报名：
        {c.registerStart || c.registerEnd
          ? `${shortTime(c.registerStart)} 至 ${shortTime(c.registerEnd)}`
          : '比赛结束前均可报名'}
      </Typography.Text>
      {c.duration ? (
        <>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            个人限时 {c.duration} 分钟{c.lockTime ? ` · 封榜 ${shortTime(c.lockTime)}` : ''}
          </Typography.Text>
        </>
      ) : c.lockTime ? (
        <>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            封榜 {shortTime(c.lockTime)}
            {c.unfrozenAt ? '（已解封）' : ''}
          </Typography.Text>
        </>
      ) : null}
    </span>
  );
}

/** `contest/ContestList` (/contest/contestInfo): the contests and their settings. */
export function ContestListPage() {
  return (
    <ListPageCard title="赛事信息" icon="trophy">
      <ContestListView />
    </ListPageCard>
  );
}

/** The contest list without its frame; `/home-page/contestInfo` shows it in a titled card. */
export function ContestListView() {
  const [editing, setEditing] = useState<{ id?: string } | null>(null);
  const closeForm = useCallback(() => setEditing(null), []);
  // On a phone a fixed action column would leave no room for the name.
  const mobile = useViewport() === 'mobile';

  const remove = useRowDelete(contestApi.remove);

  const columns: ListColumn<Contest>[] = [
    {
      key: 'contestName',
      dataIndex: 'contestName',
      title: '赛事',
      search: { placeholder: '赛事名称', width: 200, keyword: true },
      render: (name: string, c) => (
        <Space align="start" style={{ minWidth: 0 }}>
          <CoverThumb path={c.cover} alt={name} />
          <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis={{ tooltip: name }} style={{ maxWidth: 260 }}>
              {name}
            </Typography.Text>
            <span>
              <Tag color="geekblue">{RULE_SHORT[c.ruleType] ?? c.ruleType}</Tag>
              {c.isPractice === 1 && <Tag color="cyan">练习赛</Tag>}
              {c.isPublic === 0 && <Tag color="gold">仅验证码</Tag>}
            </span>
          </Space>
        </Space>
      ),
    },
    {
      key: 'ruleType',
      title: '赛制',
      hideInTable: true,
      search: {
        instant: true,
        input: <Select allowClear placeholder="赛制" options={ruleOptions} style={{ width: 200 }} />,
      },
    },
    { key: 'time', title: '时间', width: 280, render: (_, c) => <TimeLines c={c} /> },
    {
      key: 'phase',
      title: '阶段',
      width: 90,
      search: {
        instant: true,
        input: <Select allowClear placeholder="阶段" options={phaseOptions} style={{ width: 120 }} />,
      },
      render: (_, c) => <Tag color={PHASE_COLORS[c.phase]}>{phaseText(c.phase)}</Tag>,
    },
    { key: 'participants', dataIndex: 'participants', title: '选手', width: 70, align: 'right' },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (_, c) => (c.status === 1 ? <Tag color="green">已发布</Tag> : <Tag color="default">草稿</Tag>),
    },
    {
      key: 'actions',
      title: '操作',
      width: 250,
      fixed: mobile ? undefined : 'right',
      render: (_, c) => (
        <ContestRowActions
          contest={c}
          onEdit={() => setEditing({ id: c.id })}
          onDelete={() => remove(c.id, list)}
        />
      ),
    },
  ];

  const list = useListPage<Contest>({
    queryKey: CONTESTS_KEY,
    query: contestApi.list,
    columns,
    emptyText: { searched: '没有符合条件的赛事', none: '还没有赛事，点击“新增赛事”创建第一场' },
  });

  return (
    <>
      <SearchTable
        list={list}
        name="contest-search"
        toolbar={
          <AddButton code="teaching:contest:add" onClick={() => setEditing({})}>
            新增赛事
          </AddButton>
        }
        scrollX={980}
      />
      <ContestFormModal target={editing} onClose={closeForm} onSaved={list.refresh} />
    </>
  );
}
