import { DeleteOutlined, DownloadOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import type { AdminUser } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { ListSearchForm } from '../../../../admin/crud/list-search-form.tsx';
import { useListPage } from '../../../../admin/crud/use-list-page.ts';
import { AddButton } from '../../../../components/add-button.tsx';
import { Can } from '../../../../components/can.tsx';
import { departApi, roleApi, userApi } from '../../api/admin.ts';
import { BatchStudentsModal } from './batch-students-modal.tsx';
import { userColumns } from './user-columns.tsx';
import { UserFormModal } from './user-form-modal.tsx';
import { UserImportButton } from './user-import-button.tsx';
import { UserRecycleModal } from './user-recycle-modal.tsx';

/** `system/UserList`: users of the tenant (admins) or of the classes a teacher manages. */
export function UserListPage() {
  const { message, modal } = App.useApp();
  const [editing, setEditing] = useState<{ user: AdminUser | null } | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const [recycleOpen, setRecycleOpen] = useState(false);
  const roles = useQuery({ queryKey: ['admin', 'my-sub-roles'], queryFn: roleApi.mySubRoles });
  const departs = useQuery({ queryKey: ['admin', 'my-departs'], queryFn: departApi.myTree });
  const list = useListPage<AdminUser>({
    queryKey: ['admin', 'users'],
    query: userApi.list,
    columns: userColumns(departs.data ?? [], roles.data ?? [], (u) => actions(u)),
    selectable: true,
    emptyText: '暂无用户',
  });
  const { selected, refresh } = list;

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      message.success(done);
      list.setSelected([]);
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

  const actions = (u: AdminUser) => (
    <Space size={4} wrap>
      <Can code="user:edit">
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
      <Can code="user:status">
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
      <Can code="user:del">
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
  );

  return (
    <ListPageCard title="用户管理" icon="user">
      <ListSearchForm search={list.search} name="userSearch" loading={list.query.isFetching} />

      <Space wrap style={{ marginBottom: 16 }}>
        <AddButton code="user:add" onClick={() => setEditing({ user: null })}>
          新增用户
        </AddButton>
        <Can code="system:user:batchStudents">
          <Button icon={<UsergroupAddOutlined />} onClick={() => setBatchOpen(true)}>
            批量创建学生
          </Button>
        </Can>
        <Can code="user:import">
          <UserImportButton onImported={refresh} />
          <Button type="link" onClick={() => userApi.template().catch(() => undefined)}>
            下载导入模板
          </Button>
        </Can>
        <Can code="user:recycle">
          <Button icon={<DeleteOutlined />} onClick={() => setRecycleOpen(true)}>
            回收站
          </Button>
        </Can>
        <Can code="user:export">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => userApi.exportXls(list.filters).catch(() => undefined)}
          >
            导出
          </Button>
        </Can>
        {selected.length > 0 && (
          <>
            <Can code="user:status">
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
            <Can code="user:del">
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

      <Table<AdminUser> {...list.tableProps} scroll={{ x: 1000 }} />

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
      <UserRecycleModal open={recycleOpen} onClose={() => setRecycleOpen(false)} onRestored={refresh} />
    </ListPageCard>
  );
}
