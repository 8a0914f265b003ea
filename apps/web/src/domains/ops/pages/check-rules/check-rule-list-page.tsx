import { checkRuleResource as def, resourcePermission } from '@ck/shared';
import { Alert, App, Button, Card, Divider, Grid, Popconfirm, Space, Table } from 'antd';
import { type ReactNode, useState } from 'react';
import { searchFields } from '../../../../admin/crud/field-kinds.ts';
import { deleteResource, deleteResources, type ResourceRow } from '../../../../admin/crud/resource-api.ts';
import { resourceColumns } from '../../../../admin/crud/resource-columns.tsx';
import { useResourceTableProps } from '../../../../admin/crud/resource-table-props.tsx';
import { ResourceToolbar } from '../../../../admin/crud/resource-toolbar.tsx';
import { SearchForm } from '../../../../admin/crud/search-form.tsx';
import { toSearchParams } from '../../../../admin/crud/search-params.ts';
import { useResourceList } from '../../../../admin/crud/use-resource-list.ts';
import { useCan } from '../../../../hooks/use-can.ts';
import { CheckRuleFormModal } from './check-rule-form-modal.tsx';
import { CheckRuleTestModal } from './check-rule-test-modal.tsx';
import { rowsOf } from './rule-items.ts';

const fields = searchFields(def);

/**
 * `system/CheckRuleList` (编码校验规则): the resource's list, search and toolbar, with a form that edits
 * the rules as rows instead of raw JSON, and a 测试 action that runs `checkByCode`.
 */
export function CheckRuleListPage() {
  const { message, modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const canEdit = useCan(resourcePermission(def, 'edit'));
  const canDelete = useCan(resourcePermission(def, 'delete'));
  const list = useResourceList(def);
  const [selected, setSelected] = useState<string[]>([]);
  const tableProps = useResourceTableProps({
    list,
    selection: canDelete ? { selected, onChange: setSelected } : undefined,
    emptyText: { searched: '没有符合条件的校验规则', none: '暂无校验规则' },
  });
  const [editor, setEditor] = useState<{ open: boolean; row?: ResourceRow }>({ open: false });
  const [testing, setTesting] = useState<ResourceRow | null>(null);
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
      content: `确定要删除选中的 ${selected.length} 条校验规则吗？使用这些规则编码的校验将无法进行。`,
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
    ...(canEdit
      ? [
          <Button key="edit" type="link" size="small" onClick={() => setEditor({ open: true, row })}>
            编辑
          </Button>,
        ]
      : []),
    <Button key="test" type="link" size="small" onClick={() => setTesting(row)}>
      测试
    </Button>,
    ...(canDelete
      ? [
          <Popconfirm
            key="delete"
            title={`确定删除规则“${String(row.ruleName)}”吗？`}
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
  ];

  const offset = (list.pageNo - 1) * list.pageSize;
  const [numberColumn, ...fieldColumns] = resourceColumns(def, undefined, list.sort, offset);
  const columns = [
    numberColumn,
    ...fieldColumns.slice(0, 2),
    {
      key: 'ruleCount',
      title: '规则条数',
      width: 100,
      align: 'right' as const,
      render: (_: unknown, row: ResourceRow) => rowsOf(row.ruleJson).filter((r) => r.pattern).length,
    },
    ...fieldColumns.slice(2),
    {
      key: 'actions',
      title: '操作',
      fixed: screens.md ? ('right' as const) : undefined,
      width: 180,
      render: (_: unknown, row: ResourceRow) => (
        <Space size={0} separator={<Divider orientation="vertical" />}>
          {actions(row)}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" title={def.label}>
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
      <Table<ResourceRow> {...tableProps} columns={columns} />
      <CheckRuleFormModal
        open={editor.open}
        row={editor.row}
        onClose={() => setEditor({ open: false })}
        onSaved={() => {
          setEditor({ open: false });
          list.refresh();
        }}
      />
      <CheckRuleTestModal rule={testing} onClose={() => setTesting(null)} />
    </Card>
  );
}
