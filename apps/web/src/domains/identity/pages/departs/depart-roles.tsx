import type { DepartNode, DepartRole, DepartRoleRequest } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import type { ListColumn } from '../../../../admin/crud/list-columns.ts';
import { ListFormItems } from '../../../../admin/crud/list-form-items.tsx';
import { tableColumnsOf } from '../../../../admin/crud/list-table-props.tsx';
import { FormModal } from '../../../../components/form-modal.tsx';
import { departRoleApi } from '../../api/admin.ts';
import { roleCodeForm, roleNameForm } from '../roles/role-fields.tsx';
import { DepartRoleMembersModal, DepartRolePermissionModal } from './depart-role-modals.tsx';

type DepartRoleValues = Omit<DepartRoleRequest, 'departId'>;

/** Department roles of one department: the menus the department may use, roles, their menus and members. */
export function DepartRoles({ depart }: { depart: DepartNode }) {
  const roles = useQuery({
    queryKey: ['admin', 'depart-roles', depart.id],
    queryFn: () => departRoleApi.list(depart.id),
  });
  const [adding, setAdding] = useState(false);
  const [granting, setGranting] = useState<{ role: DepartRole | null } | null>(null);
  const [members, setMembers] = useState<DepartRole | null>(null);
  const columns: ListColumn<DepartRole>[] = [
    { key: 'roleName', dataIndex: 'roleName', title: '角色名称', form: roleNameForm('例如 班长') },
    { key: 'roleCode', dataIndex: 'roleCode', title: '角色编码', form: roleCodeForm },
    {
      key: 'description',
      dataIndex: 'description',
      title: '描述',
      form: { input: <Input maxLength={500} /> },
    },
    {
      key: 'action',
      title: '操作',
      render: (_v, r) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => setGranting({ role: r })}>
            授权
          </Button>
          <Button type="link" size="small" onClick={() => setMembers(r)}>
            成员
          </Button>
          <Popconfirm
            title={`确定删除“${r.roleName}”吗？`}
            onConfirm={async () => {
              await departRoleApi.remove(r.id).catch(() => undefined);
              roles.refetch();
            }}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" onClick={() => setAdding(true)}>
          新增部门角色
        </Button>
        <Button onClick={() => setGranting({ role: null })}>部门权限</Button>
      </Space>
      <Table<DepartRole>
        rowKey="id"
        size="small"
        loading={roles.isFetching}
        dataSource={roles.data?.records ?? []}
        pagination={false}
        locale={{ emptyText: '暂无部门角色' }}
        columns={tableColumnsOf(columns, {})}
      />
      <FormModal<DepartRoleValues>
        title="新增部门角色"
        open={adding}
        onClose={() => setAdding(false)}
        onSubmit={(v) => departRoleApi.add({ ...v, departId: depart.id })}
        successText="添加成功"
        onSaved={() => {
          setAdding(false);
          roles.refetch();
        }}
      >
        <ListFormItems columns={columns} />
      </FormModal>
      <DepartRolePermissionModal depart={depart} granting={granting} onClose={() => setGranting(null)} />
      <DepartRoleMembersModal depart={depart} role={members} onClose={() => setMembers(null)} />
    </>
  );
}
