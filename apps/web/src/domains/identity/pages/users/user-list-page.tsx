import { DownloadOutlined, PlusOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  TreeSelect,
  Typography,
} from 'antd';
import { useState } from 'react';
import type { Params } from '../../../../api/client.ts';
import { Can } from '../../../../components/can.tsx';
import { type AdminUser, departApi, roleApi, userApi } from '../../api/admin.ts';
import { BatchStudentsModal } from './batch-students-modal.tsx';
import { UserFormModal } from './user-form-modal.tsx';
import { UserImportButton } from './user-import-button.tsx';

/** `system/UserList`: users of the tenant (admins) or of the classes a teacher manages. */
export function UserListPage() {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const [filters, setFilters] = useState<Params>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ user: AdminUser | null } | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const params = { ...filters, ...page };
  const list = useQuery({
    queryKey: ['admin', 'users', params],
    queryFn: () => userApi.list(params),
    placeholderData: keepPreviousData,
  });
  const roles = useQuery({ queryKey: ['admin', 'my-sub-roles'], queryFn: roleApi.mySubRoles });
  const departs = useQuery({ queryKey: ['admin', 'my-departs'], queryFn: departApi.myTree });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] });

  const search = (values: Params) => {
    setFilters(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== '')));
    setPage((p) => ({ ...p, pageNo: 1 }));
  };

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
      setSelected([]);
      await refresh();
    } catch {
      // The client already showed the server's message.
    }
  };

  const resetPassword = async (u: AdminUser) => {
    try {
      const { newPassword } = await userApi.resetPassword(u.id);
      modal.success({
        title: '密码已重置',
        content: (
          <div>
            用户 {u.username} 的新密码（只显示这一次）：
            <Typography.Paragraph copyable strong style={{ marginTop: 8 }}>
              {newPassword}
            </Typography.Paragraph>
          </div>
        ),
      });
    } catch {
      // shown by the client
    }
  };

  const records = list.data?.records ?? [];
  return (
    <Card variant="borderless">
      <Form
        form={form}
        name="userSearch"
        layout="inline"
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="username" label="账号">
          <Input allowClear placeholder="模糊查询" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="realname" label="姓名">
          <Input allowClear placeholder="模糊查询" style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="phone" label="手机号">
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="status" label="状态">
          <Select
            allowClear
            style={{ width: 100 }}
            options={[
              { value: 1, label: '正常' },
              { value: 2, label: '冻结' },
            ]}
          />
        </Form.Item>
        <Form.Item name="departId" label="部门">
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            style={{ width: 180 }}
            treeData={departs.data ?? []}
            fieldNames={{ label: 'departName', value: 'id' }}
          />
        </Form.Item>
        <Form.Item name="roleId" label="角色">
          <Select
            allowClear
            style={{ width: 120 }}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.roleName }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search({});
            }}
          >
            重置
          </Button>
        </Space>
      </Form>

      <Space wrap style={{ marginBottom: 16 }}>
        <Can code="system:user:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ user: null })}>
            新增用户
          </Button>
        </Can>
        <Can code="system:user:batchStudents">
          <Button icon={<UsergroupAddOutlined />} onClick={() => setBatchOpen(true)}>
            批量创建学生
          </Button>
        </Can>
        <Can code="system:user:import">
          <UserImportButton onImported={refresh} />
          <Button type="link" onClick={() => userApi.template().catch(() => undefined)}>
            下载导入模板
          </Button>
        </Can>
        <Can code="system:user:export">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => userApi.exportXls(filters).catch(() => undefined)}
          >
            导出
          </Button>
        </Can>
        {selected.length > 0 && (
          <>
            <Can code="system:user:frozen">
              <Popconfirm
                title={`确定冻结选中的 ${selected.length} 个用户吗？`}
                onConfirm={() => act(() => userApi.frozen(selected, 2), '冻结成功')}
              >
                <Button danger>批量冻结</Button>
              </Popconfirm>
              <Popconfirm
                title={`确定解冻选中的 ${selected.length} 个用户吗？`}
                onConfirm={() => act(() => userApi.frozen(selected, 1), '解冻成功')}
              >
                <Button>批量解冻</Button>
              </Popconfirm>
            </Can>
            <Can code="system:user:delete">
              <Popconfirm
                title={`确定删除选中的 ${selected.length} 个用户吗？`}
                onConfirm={() => act(() => userApi.removeBatch(selected), '删除成功')}
              >
                <Button danger>批量删除</Button>
              </Popconfirm>
            </Can>
          </>
        )}
      </Space>

      <Table<AdminUser>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={records}
        scroll={{ x: 1000 }}
        locale={{ emptyText: list.isError ? '加载失败，请稍后重试' : '暂无用户' }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
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
          { key: 'username', dataIndex: 'username', title: '用户账号', width: 140 },
          { key: 'realname', dataIndex: 'realname', title: '真实姓名', width: 120 },
          { key: 'sex', dataIndex: 'sex_dictText', title: '性别', width: 70 },
          { key: 'phone', dataIndex: 'phone', title: '手机号', width: 130 },
          { key: 'orgCodeTxt', dataIndex: 'orgCodeTxt', title: '部门', ellipsis: true },
          { key: 'roleNames', dataIndex: 'roleNames', title: '角色', ellipsis: true },
          {
            key: 'status',
            dataIndex: 'status',
            title: '状态',
            width: 80,
            render: (s: number) => (s === 2 ? <Tag color="red">冻结</Tag> : <Tag color="green">正常</Tag>),
          },
          { key: 'createTime', dataIndex: 'createTime', title: '创建时间', width: 170 },
          {
            key: 'action',
            title: '操作',
            width: 230,
            fixed: 'right',
            render: (_v, u) => (
              <Space size={4} wrap>
                <Can code="system:user:edit">
                  <Button type="link" size="small" onClick={() => setEditing({ user: u })}>
                    编辑
                  </Button>
                </Can>
                <Can code="system:user:resetPassword">
                  <Popconfirm title={`确定重置 ${u.username} 的密码吗？`} onConfirm={() => resetPassword(u)}>
                    <Button type="link" size="small">
                      重置密码
                    </Button>
                  </Popconfirm>
                </Can>
                <Can code="system:user:frozen">
                  <Popconfirm
                    title={
                      u.status === 2
                        ? `确定解冻 ${u.username} 吗？`
                        : `确定冻结 ${u.username} 吗？冻结后该用户将被强制下线`
                    }
                    onConfirm={() =>
                      act(
                        () => userApi.frozen([u.id], u.status === 2 ? 1 : 2),
                        u.status === 2 ? '解冻成功' : '冻结成功',
                      )
                    }
                  >
                    <Button type="link" size="small" danger={u.status !== 2}>
                      {u.status === 2 ? '解冻' : '冻结'}
                    </Button>
                  </Popconfirm>
                </Can>
                <Can code="system:user:delete">
                  <Popconfirm
                    title={`确定删除 ${u.username} 吗？`}
                    onConfirm={() => act(() => userApi.remove(u.id), '删除成功')}
                  >
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

      <UserFormModal
        open={!!editing}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <BatchStudentsModal
        open={batchOpen}
        onClose={(created) => {
          setBatchOpen(false);
          if (created) refresh();
        }}
      />
    </Card>
  );
}
