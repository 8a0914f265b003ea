import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Table,
} from 'antd';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { Can } from '../../../../components/can.tsx';
import { type AdminUser, type Role, roleApi, userApi } from '../../api/admin.ts';
import { RolePermissionDrawer } from './role-permission-drawer.tsx';

/** `system/RoleList`: roles, their permission tree and their users. */
export function RoleListPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [editing, setEditing] = useState<{ role: Role | null } | null>(null);
  const [granting, setGranting] = useState<Role | null>(null);
  const [members, setMembers] = useState<Role | null>(null);
  const params = { ...page, roleName: keyword || undefined };
  const list = useQuery({
    queryKey: ['admin', 'roles', params],
    queryFn: () => roleApi.list(params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'roles'] });

  const remove = async (r: Role) => {
    try {
      await roleApi.remove(r.id);
      message.success('删除成功');
      refresh();
    } catch {
      // shown by the client
    }
  };

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="角色名称"
          onSearch={(v) => {
            setKeyword(v.trim());
            setPage((p) => ({ ...p, pageNo: 1 }));
          }}
          style={{ width: 220 }}
        />
        <Can code="system:role:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ role: null })}>
            新增角色
          </Button>
        </Can>
      </Space>
      <Table<Role>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: '暂无角色' }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 30, 50],
          showTotal: (t) => `共 ${t} 条`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        columns={[
          { key: 'roleName', dataIndex: 'roleName', title: '角色名称' },
          { key: 'roleCode', dataIndex: 'roleCode', title: '角色编码' },
          { key: 'level', dataIndex: 'level', title: '级别', width: 80 },
          { key: 'description', dataIndex: 'description', title: '描述', ellipsis: true },
          { key: 'createTime', dataIndex: 'createTime', title: '创建时间', width: 170 },
          {
            key: 'action',
            title: '操作',
            width: 260,
            render: (_v, r) => (
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
                  <Popconfirm title={`确定删除角色“${r.roleName}”吗？`} onConfirm={() => remove(r)}>
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                </Can>
              </Space>
            ),
          },
        ]}
      />
      <RoleFormModal
        editing={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <RolePermissionDrawer role={granting} onClose={() => setGranting(null)} />
      <RoleUsersDrawer role={members} onClose={() => setMembers(null)} />
    </Card>
  );
}

function RoleFormModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: { role: Role | null } | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Role>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    setError(undefined);
    form.setFieldsValue(editing.role ?? { level: 10 });
  }, [editing, form]);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setSaving(true);
    try {
      if (editing?.role) await roleApi.edit({ ...v, id: editing.role.id });
      else await roleApi.add({ ...v });
      message.success('保存成功');
      onSaved();
    } catch (err) {
      setError(err instanceof HttpError ? err.message : '保存失败');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={editing?.role ? '编辑角色' : '新增角色'}
      open={!!editing}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okText="保存"
      destroyOnHidden
    >
      <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }}>
        <Form.Item name="roleName" label="角色名称" rules={[{ required: true, message: '请输入角色名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="roleCode"
          label="角色编码"
          rules={[
            { required: true, message: '请输入角色编码' },
            { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '字母开头，只含字母、数字和下划线' },
          ]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="level"
          label="级别"
          tooltip="不能高于自己的级别；管理员 100，老师 50，学生 10"
          rules={[{ required: true, message: '请输入级别' }]}
        >
          <InputNumber min={0} max={1000} />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
        {error && <div style={{ color: '#ff4d4f', textAlign: 'center' }}>{error}</div>}
      </Form>
    </Modal>
  );
}

function RoleUsersDrawer({ role, onClose }: { role: Role | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [pageNo, setPageNo] = useState(1);
  const [picking, setPicking] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const users = useQuery({
    queryKey: ['admin', 'role-users', role?.id, pageNo],
    queryFn: () => userApi.roleUsers({ roleId: role!.id, pageNo, pageSize: 10 }),
    enabled: !!role,
  });
  const candidates = useQuery({
    queryKey: ['admin', 'role-candidates', search],
    queryFn: () => userApi.list({ username: search || undefined, pageSize: 20 }),
    enabled: !!role,
  });
  const add = async () => {
    if (!role || !picking.length) return;
    try {
      await userApi.addRoleUsers(role.id, picking);
      message.success('添加成功');
      setPicking([]);
      users.refetch();
    } catch (err) {
      message.error(err instanceof Error ? err.message : '添加失败');
    }
  };
  const remove = async (u: AdminUser) => {
    if (!role) return;
    try {
      await userApi.removeRoleUser(role.id, u.id);
      message.success('已移除');
      users.refetch();
    } catch {
      // shown by the client
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
        <SelectUsers
          options={candidates.data?.records ?? []}
          value={picking}
          onChange={setPicking}
          onSearch={setSearch}
        />
        <Button type="primary" onClick={add} disabled={!picking.length}>
          添加到角色
        </Button>
      </Space.Compact>
      <Table<AdminUser>
        rowKey="id"
        size="small"
        loading={users.isFetching}
        dataSource={users.data?.records ?? []}
        locale={{ emptyText: '该角色下暂无用户' }}
        pagination={{ current: pageNo, pageSize: 10, total: users.data?.total ?? 0, onChange: setPageNo }}
        columns={[
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
        ]}
      />
    </Drawer>
  );
}

function SelectUsers({
  options,
  value,
  onChange,
  onSearch,
}: {
  options: AdminUser[];
  value: string[];
  onChange: (v: string[]) => void;
  onSearch: (v: string) => void;
}) {
  return (
    <Select
      mode="multiple"
      showSearch={{ filterOption: false, onSearch }}
      value={value}
      onChange={onChange}
      placeholder="输入账号搜索用户"
      style={{ width: '100%' }}
      options={options.map((u) => ({ value: u.id, label: `${u.username}（${u.realname ?? ''}）` }))}
    />
  );
}
