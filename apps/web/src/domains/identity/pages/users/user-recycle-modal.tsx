import { type AdminUser, DEFAULT_PAGE_SIZE } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Modal, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { userApi } from '../../api/admin.ts';

/** 回收站: deleted users, restored (back in the list) or deleted for good. */
export function UserRecycleModal({
  open,
  onClose,
  onRestored,
}: {
  open: boolean;
  onClose: () => void;
  onRestored: () => void;
}) {
  const { message } = App.useApp();
  const [selected, setSelected] = useState<string[]>([]);
  const bin = useQuery({
    queryKey: ['admin', 'user-recycle-bin'],
    queryFn: userApi.recycleBin,
    enabled: open,
  });

  const act = async (work: () => Promise<unknown>, done: string, restored: boolean) => {
    try {
      await work();
      message.success(done);
      setSelected([]);
      await bin.refetch();
      if (restored) onRestored();
    } catch {
      // The client already showed the server's message.
    }
  };
  const restore = (ids: string[]) => act(() => userApi.restore(ids), '还原成功', true);
  const erase = (ids: string[]) => act(() => userApi.erase(ids), '已彻底删除', false);

  return (
    <Modal title="用户回收站" open={open} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      <Space style={{ marginBottom: 12 }}>
        <Button disabled={!selected.length} onClick={() => restore(selected)}>
          批量还原
        </Button>
        <Popconfirm
          title="彻底删除后无法恢复，确定吗？"
          onConfirm={() => erase(selected)}
          disabled={!selected.length}
        >
          <Button danger disabled={!selected.length}>
            批量彻底删除
          </Button>
        </Popconfirm>
      </Space>
      <Table<AdminUser>
        rowKey="id"
        size="small"
        loading={bin.isFetching}
        dataSource={bin.data ?? []}
        locale={{ emptyText: '回收站是空的' }}
        pagination={{ pageSize: DEFAULT_PAGE_SIZE }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
        columns={[
          { title: '用户账号', dataIndex: 'username' },
          { title: '真实姓名', dataIndex: 'realname' },
          { title: '部门', dataIndex: 'orgCodeTxt' },
          { title: '删除时间', dataIndex: 'updateTime' },
          {
            title: '操作',
            key: 'actions',
            render: (_, u) => (
              <Space>
                <Button type="link" size="small" onClick={() => restore([u.id])}>
                  还原
                </Button>
                <Popconfirm title="彻底删除后无法恢复，确定吗？" onConfirm={() => erase([u.id])}>
                  <Button type="link" size="small" danger>
                    彻底删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Modal>
  );
}
