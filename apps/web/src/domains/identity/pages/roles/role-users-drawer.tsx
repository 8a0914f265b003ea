import type { AdminUser, Role } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { errorText } from '../../../../api/http-errors.ts';
import { userApi } from '../../api/admin.ts';

/** The users of one role, paged, with a picker that adds more. */
export function RoleUsersDrawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [picking, setPicking] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const candidates = useQuery({
    queryKey: ['admin', 'role-candidates', search],
    queryFn: () => userApi.list({ username: search || undefined, pageSize: 20 }),
    enabled: !!role,
  });

  const remove = async (u: AdminUser) => {
    if (!role) return;
    try {
      await userApi.removeRoleUser(role.id, u.id);
      message.success('已移除');
      users.afterDelete([u.id]);
    } catch {
      // shown by the client
    }
  };
  const users = useListPage<AdminUser>({
    queryKey: ['admin', 'role-users', role?.id],
    query: userApi.roleUsers,
    fixedParams: { roleId: role?.id },
    enabled: !!role,
    emptyText: '该角色下暂无用户',
    columns: [
      { key: 'username', dataIndex: 'username', title: '账号' },
      { key: 'realname', dataIndex: 'realname', title: '姓名' },
      { key: 'orgCodeTxt', dataIndex: 'orgCodeTxt', title: '部门', ellipsis: true },
      {
        key: 'action',
        title: '操作',
        width: 80,
        render: (_v, u) => (
          <Popconfirm title={`确定把 ${u.username} 移出该角色吗？`} onConfirm={() => remove(u)}>
            <Button type="link" size="small" danger>
              移除
            </Button>
          </Popconfirm>
        ),
      },
    ],
  });

  const add = async () => {
    if (!role || !picking.length) return;
    try {
      await userApi.addRoleUsers(role.id, picking);
      message.success('添加成功');
      setPicking([]);
      users.refresh();
    } catch (err) {
      message.error(errorText(err, '添加失败'));
    }
  };
  return (
    <Drawer
      title={`角色用户 · ${role?.roleName ?? ''}`}
      open={!!role}
      onClose={onClose}
      size={640}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Select
          mode="multiple"
          showSearch={{ filterOption: false, onSearch: setSearch }}
          value={picking}
          onChange={setPicking}
          placeholder="输入账号搜索用户"
          style={{ width: '100%' }}
          options={(candidates.data?.records ?? []).map((u) => ({
            value: u.id,
            label: `${u.username}（${u.realname ?? ''}）`,
          }))}
        />
        <Button type="primary" onClick={add} disabled={!picking.length}>
          添加到角色
        </Button>
      </Space.Compact>
      <Table<AdminUser> {...users.tableProps} size="small" />
    </Drawer>
  );
}
