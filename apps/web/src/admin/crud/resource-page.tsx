import { type ResourceDef, resourceOperations, resourcePermission } from '@ck/shared';
import { Alert, App, Button, Card, Divider, Grid, Popconfirm, Space, Table } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { checkPermission } from '../../hooks/check-permission.ts';
import { useSession } from '../../stores/session-store.ts';
import { type FixedFilters, searchFields } from './field-kinds.ts';
import { deleteResource, deleteResources, type ResourceRow } from './resource-api.ts';
import { resourceColumns } from './resource-columns.tsx';
import { ResourceFormModal } from './resource-form-modal.tsx';
import { useResourceTableProps } from './resource-table-props.tsx';
import { ResourceToolbar } from './resource-toolbar.tsx';
import { SearchForm } from './search-form.tsx';
import { toSearchParams } from './search-params.ts';
import { useResourceList } from './use-resource-list.ts';

export interface RowAction {
  key: string;
  label: ReactNode;
  onClick: (row: ResourceRow) => void;
  /** Permission code the action needs (SPEC §6); none means always shown. */
  permission?: string;
}

export interface ResourcePageProps {
  def: ResourceDef;
  /** Sent with every list call, merged into add bodies, hidden from search and form. */
  fixedFilters?: FixedFilters;
  rowActions?: RowAction[];
  title?: ReactNode;
  toolbarExtra?: ReactNode;
  /** Drop the card chrome when embedded (e.g. in a drawer). */
  bare?: boolean;
}

/** The generic admin page of a declared resource: search form, toolbar, server-paged table, modal form. */
export function ResourcePage({
  def,
  fixedFilters,
  rowActions = [],
  title,
  toolbarExtra,
  bare,
}: ResourcePageProps) {
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const auth = useSession((s) => s.auth);
  const allAuth = useSession((s) => s.allAuth);
  const can = (action: 'add' | 'edit' | 'delete') =>
    resourceOperations(def).includes(action) &&
    checkPermission(resourcePermission(def, action), auth, allAuth);
  const list = useResourceList(def, fixedFilters);
  const [selected, setSelected] = useState<string[]>([]);
  const tableProps = useResourceTableProps({
    list,
    selection: can('delete') ? { selected, onChange: setSelected } : undefined,
    emptyText: { searched: '没有符合条件的数据', none: '暂无数据' },
  });
  const [editor, setEditor] = useState<{ open: boolean; row?: ResourceRow }>({ open: false });
  const fields = useMemo(() => searchFields(def, fixedFilters), [def, fixedFilters]);
  const records = list.query.data?.records ?? [];

  const afterDelete = (count: number) => {
    // Deleting the whole last page steps back instead of showing an empty page.
    if (count >= records.length && list.pageNo > 1) list.setPageNo(list.pageNo - 1);
    list.refresh();
  };

  const removeOne = async (row: ResourceRow) => {
    try {
      await deleteResource(def, row.id);
      message.success('删除成功');
      setSelected((keys) => keys.filter((k) => k !== row.id));
      afterDelete(1);
    } catch {
      // The client already showed the reason.
    }
  };

  const removeSelected = () =>
    modal.confirm({
      title: '确认删除',
      content: `确定要删除选中的 ${selected.length} 条记录吗？删除后不可恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await deleteResources(def, selected);
        message.success('批量删除成功');
        const count = selected.length;
        setSelected([]);
        afterDelete(count);
      },
    });

  const actions = (row: ResourceRow): ReactNode[] => [
    ...(can('edit')
      ? [
          <Button key="edit" type="link" size="small" onClick={() => setEditor({ open: true, row })}>
            编辑
          </Button>,
        ]
      : []),
    ...(can('delete')
      ? [
          <Popconfirm
            key="delete"
            title="确定删除这条记录吗？"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => removeOne(row)}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>,
        ]
      : []),
    ...rowActions
      .filter((a) => !a.permission || checkPermission(a.permission, auth, allAuth))
      .map((a) => (
        <Button key={a.key} type="link" size="small" onClick={() => a.onClick(row)}>
          {a.label}
        </Button>
      )),
  ];
  const hasActions = can('edit') || can('delete') || rowActions.length > 0;
  const offset = (list.pageNo - 1) * list.pageSize;
  const columns = [
    ...resourceColumns(def, fixedFilters, list.sort, offset),
    ...(hasActions
      ? [
          {
            key: 'actions',
            title: '操作',
            fixed: screens.md ? ('right' as const) : undefined,
            width: 200,
            render: (_: unknown, row: ResourceRow) => (
              <Space size={0} separator={<Divider orientation="vertical" />}>
                {actions(row)}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const body = (
    <>
      <SearchForm
        fields={fields}
        loading={list.query.isFetching}
        onSearch={(values) => list.applySearch(toSearchParams(fields, values))}
      />
      <ResourceToolbar
        def={def}
        selectedCount={selected.length}
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
      {selected.length > 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            <span>
              已选择 <b>{selected.length}</b> 项
              <Button type="link" size="small" onClick={() => setSelected([])}>
                清空
              </Button>
            </span>
          }
        />
      )}
      <Table<ResourceRow> {...tableProps} columns={columns} />
      <ResourceFormModal
        def={def}
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
    <Card variant="borderless" title={title ?? def.label}>
      {body}
    </Card>
  );
}
