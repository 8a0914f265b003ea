import {
  type MenuIconKey,
  type PermissionCode,
  type ResourceDef,
  resourceOperations,
  resourcePermission,
} from '@ck/shared';
import { Alert, App, Button, Divider, Grid, Space, Table } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { DangerLink } from '../../components/danger-link.tsx';
import { checkPermission } from '../../hooks/check-permission.ts';
import { useSession } from '../../stores/session-store.ts';
import type { FixedFilters } from './field-kinds.ts';
import type { ListColumn } from './list-columns.ts';
import { ListPageCard } from './list-page-card.tsx';
import { ListSearchForm } from './list-search-form.tsx';
import { deleteResource, deleteResources, listResource, type ResourceRow } from './resource-api.ts';
import { resourceColumns } from './resource-columns.tsx';
import { ResourceFormModal, type ResourceFormSlot } from './resource-form-modal.tsx';
import { ResourceToolbar } from './resource-toolbar.tsx';
import { useListPage } from './use-list-page.ts';
import { useRowDelete } from './use-row-delete.ts';

export interface RowAction {
  key: string;
  label: ReactNode;
  onClick: (row: ResourceRow) => void;
  /** Permission code the action needs (SPEC §6); none means always shown. */
  permission?: PermissionCode;
  /** Placed before 删除 rather than after it. */
  beforeDelete?: boolean;
}

/** Columns a page changes: fields by name (merged into the generated column) and extra columns. */
export interface ResourceColumnSlots {
  override?: Record<string, Partial<ListColumn<ResourceRow>>>;
  /** Extra columns, after the named column or at the end. */
  extra?: { after?: string; column: ListColumn<ResourceRow> }[];
}

/** Texts a page words for its own records. */
export interface ResourceTexts {
  empty?: { searched: string; none: string };
  deleteOne?: (row: ResourceRow) => string;
  deleteMany?: (count: number) => string;
}

export interface ResourcePageProps {
  def: ResourceDef;
  /** Sent with every list call, merged into add bodies, hidden from search and form. */
  fixedFilters?: FixedFilters;
  rowActions?: RowAction[];
  title?: ReactNode;
  /** The title's icon when the page's menu entry names none (see ListPageCard). */
  icon?: MenuIconKey;
  toolbarExtra?: ReactNode;
  /** Drop the card chrome when embedded (e.g. in a drawer). */
  bare?: boolean;
  columns?: ResourceColumnSlots;
  form?: ResourceFormSlot;
  texts?: ResourceTexts;
}

function withSlots(columns: ListColumn<ResourceRow>[], slots?: ResourceColumnSlots) {
  if (!slots) return columns;
  const out: ListColumn<ResourceRow>[] = [];
  for (const column of columns) {
    out.push({ ...column, ...slots.override?.[column.key] });
    for (const extra of slots.extra ?? []) if (extra.after === column.key) out.push(extra.column);
  }
  for (const extra of slots.extra ?? []) if (!extra.after) out.push(extra.column);
  return out;
}

/** The generic admin page of a declared resource: search form, toolbar, server-paged table, modal form. */
export function ResourcePage({
  def,
  fixedFilters,
  rowActions = [],
  title,
  icon,
  toolbarExtra,
  bare,
  columns: columnSlots,
  form,
  texts = {},
}: ResourcePageProps) {
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  const can = (action: 'add' | 'edit' | 'delete') =>
    resourceOperations(def).includes(action) &&
    checkPermission(resourcePermission(def, action), auth, allAuth);
  const [editor, setEditor] = useState<{ open: boolean; row?: ResourceRow }>({ open: false });
  const fieldColumns = useMemo(
    () => withSlots(resourceColumns(def, fixedFilters), columnSlots),
    [def, fixedFilters, columnSlots],
  );

  const removeOne = useRowDelete((id) => deleteResource(def, id));

  const removeSelected = () =>
    modal.confirm({
      title: '确认删除',
      content:
        texts.deleteMany?.(list.selected.length) ??
        `确定要删除选中的 ${list.selected.length} 条记录吗？删除后不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await deleteResources(def, list.selected);
        message.success('批量删除成功');
        list.afterDelete(list.selected);
      },
    });

  const actionButton = (a: RowAction, row: ResourceRow) => (
    <Button key={a.key} type="link" size="small" onClick={() => a.onClick(row)}>
      {a.label}
    </Button>
  );
  const allowed = rowActions.filter((a) => !a.permission || checkPermission(a.permission, auth, allAuth));
  const actions = (row: ResourceRow): ReactNode[] => [
    ...(can('edit')
      ? [
          <Button key="edit" type="link" size="small" onClick={() => setEditor({ open: true, row })}>
            编辑
          </Button>,
        ]
      : []),
    ...allowed.filter((a) => a.beforeDelete).map((a) => actionButton(a, row)),
    ...(can('delete')
      ? [
          <DangerLink
            key="delete"
            title={texts.deleteOne?.(row) ?? '确定删除这条记录吗？'}
            onConfirm={() => removeOne(row.id, list)}
          />,
        ]
      : []),
    ...allowed.filter((a) => !a.beforeDelete).map((a) => actionButton(a, row)),
  ];
  const hasActions = can('edit') || can('delete') || allowed.length > 0;
  const columns: ListColumn<ResourceRow>[] = hasActions
    ? [
        ...fieldColumns,
        {
          key: 'actions',
          title: '操作',
          fixed: screens.md ? 'right' : undefined,
          width: 200,
          render: (_: unknown, row: ResourceRow) => (
            <Space size={0} separator={<Divider orientation="vertical" />}>
              {actions(row)}
            </Space>
          ),
        },
      ]
    : fieldColumns;

  const list = useListPage<ResourceRow>({
    queryKey: ['resource', def.module, def.name, 'list'],
    query: (params) => listResource(def, params),
    columns,
    fixedParams: fixedFilters,
    selectable: can('delete'),
    rowNumbers: true,
    emptyText: texts.empty ?? { searched: '没有符合条件的数据', none: '暂无数据' },
    totalText: (total, range) => `第 ${range[0]}-${range[1]} 条，共 ${total} 条`,
  });

  const body = (
    <>
      <ListSearchForm search={list.search} layout="grid" loading={list.query.isFetching} />
      <ResourceToolbar
        def={def}
        selectedCount={list.selected.length}
        filters={list.filters}
        onAdd={() => setEditor({ open: true })}
        onBatchDelete={removeSelected}
        onImported={list.refresh}
        extra={toolbarExtra}
      />
      {list.query.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={`数据加载失败：${list.query.error.message}`}
          action={
            <Button size="small" onClick={() => list.query.refetch()}>
              重试
            </Button>
          }
        />
      )}
      {list.selected.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <span>
              已选择 <b>{list.selected.length}</b> 项
              <Button type="link" size="small" onClick={() => list.setSelected([])}>
                清空
              </Button>
            </span>
          }
        />
      )}
      <Table<ResourceRow> {...list.tableProps} />
      <ResourceFormModal
        def={def}
        slot={form}
        open={editor.open}
        row={editor.row}
        fixedFilters={fixedFilters}
        onClose={() => setEditor({ open: false })}
        onSaved={() => {
          setEditor({ open: false });
          list.refresh();
        }}
      />
    </>
  );

  if (bare) return body;
  return (
    <ListPageCard title={title ?? def.label} icon={icon}>
      {body}
    </ListPageCard>
  );
}
