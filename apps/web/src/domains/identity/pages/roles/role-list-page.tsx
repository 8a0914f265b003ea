import type { Role, RoleRequest } from '@ck/shared';
import { Button, Input, InputNumber, Popconfirm, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListFormItems } from '../../../../admin/crud/list-form-items.tsx';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { useRowDelete } from '../../../../admin/crud/use-row-delete.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { Can } from '../../../../components/can.tsx';
import { FormModal } from '../../../../components/form-modal.tsx';
import { SearchTable } from '../../../../components/search-table.tsx';
import { roleApi } from '../../api/admin.ts';
import { roleCodeForm, roleNameForm } from './role-fields.tsx';
import { RolePermissionDrawer } from './role-permission-drawer.tsx';
import { RoleUsersDrawer } from './role-users-drawer.tsx';

/** The role table, its search box and the items of the role form. */
function roleColumns(actions: (r: Role) => ReactNode): ListColumn<Role>[] {
  return [
    {
      key: 'roleName',
      dataIndex: 'roleName',
      title: '角色名称',
      search: { keyword: true, placeholder: '角色名称', width: 220 },
      form: roleNameForm(),
    },
    { key: 'roleCode', dataIndex: 'roleCode', title: '角色编码', form: roleCodeForm },
    {
      key: 'level',
      dataIndex: 'level',
      title: '级别',
      width: 80,
      form: {
        tooltip: '不能高于自己的级别；管理员 100，老师 50，学生 10',
        rules: [{ required: true, message: '请输入级别' }],
        input: <InputNumber min={0} max={1000} />,
      },
    },
    {
      key: 'description',
      dataIndex: 'description',
      title: '描述',
      ellipsis: true,
      form: { input: <Input.TextArea rows={3} maxLength={500} /> },
    },
    { key: 'createTime', dataIndex: 'createTime', title: '创建时间', width: 170 },
    { key: 'action', title: '操作', width: 260, render: (_v, r) => actions(r) },
  ];
}

/** `system/RoleList`: roles, their permission tree and their users. */
export function RoleListPage() {
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);
  const [members, setMembers] = useState<Role | null>(null);

  const remove = useRowDelete(roleApi.remove);

  const columns = roleColumns((r) => (
    <Space size={4}>
      <Can code="system:role:edit">
        <Button type="link" size="small" onClick={() => setEditing({ role: r })}>
          编辑
        </Button>
      </Can>
      <Can code="system:role:permission">
        <Button type="link" size="small" onClick={() => setGranting(r)}>
          授权
        </Button>
      </Can>
      <Can code="system:role:users">
        <Button type="link" size="small" onClick={() => setMembers(r)}>
          用户
        </Button>
      </Can>
      <Can code="system:role:delete">
        <Popconfirm title={`确定删除角色“${r.roleName}”吗？`} onConfirm={() => remove(r.id, list)}>
          <Button type="link" size="small" danger>
            删除
          </Button>
        </Popconfirm>
      </Can>
    </Space>
  ));
  const list = useListPage<Role>({
    queryKey: ['admin', 'roles'],
    query: roleApi.list,
    columns,
    emptyText: '暂无角色',
  });

  return (
    <ListPageCard title="角色管理" icon="solution">
      <SearchTable
        list={list}
        toolbar={
          <AddButton code="system:role:add" onClick={() => setEditing({ role: null })}>
            新增角色
          </AddButton>
        }
      />
      <FormModal<RoleRequest>
        title={editing?.role ? '编辑角色' : '新增角色'}
        open={!!editing}
        onClose={() => setEditing(null)}
        initialValues={editing?.role ?? { level: 10 }}
        onSubmit={(v) =>
          editing?.role ? roleApi.edit({ ...v, id: editing.role.id }) : roleApi.add({ ...v })
        }
        successText="保存成功"
        onSaved={() => {
          setEditing(null);
          list.refresh();
        }}
      >
        <ListFormItems columns={columns} />
      </FormModal>
      <RolePermissionDrawer role={granting} onClose={() => setGranting(null)} />
      <RoleUsersDrawer role={members} onClose={() => setMembers(null)} />
    </ListPageCard>
  );
}
