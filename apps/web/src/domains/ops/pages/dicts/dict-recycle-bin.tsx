import { DEFAULT_PAGE_SIZE, dictResource, type PermissionCode, resourcePermission } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Modal, Space, Table } from 'antd';
import { Can } from '../../../../components/can.tsx';
import { DangerLink } from '../../../../components/danger-link.tsx';
import { type DeletedDict, fetchDeletedDicts, purgeDict, restoreDict } from '../../api/dict.ts';

const DELETE_CODE = resourcePermission(dictResource, 'delete') as PermissionCode;

/** 字典回收站: deleted dictionaries, brought back with their items or removed for good. */
export function DictRecycleBin({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const bin = useQuery({ queryKey: ['dict-recycle-bin'], queryFn: fetchDeletedDicts, enabled: open });

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      message.success(done);
      await bin.refetch();
      await queryClient.invalidateQueries({ queryKey: ['resource', dictResource.module, dictResource.name] });
    } catch {
      // The client already showed the server's reason.
    }
  };

  return (
    <Modal title="字典回收站" open={open} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      <Table<DeletedDict>
        rowKey="id"
        size="small"
        loading={bin.isFetching}
        dataSource={bin.data ?? []}
        pagination={{ pageSize: DEFAULT_PAGE_SIZE, hideOnSinglePage: true }}
        locale={{ emptyText: '回收站是空的' }}
        columns={[
          { title: '字典名称', dataIndex: 'dictName' },
          { title: '字典编码', dataIndex: 'dictCode' },
          { title: '描述', dataIndex: 'description', ellipsis: true },
          { title: '删除人', dataIndex: 'updateBy', width: 100 },
          { title: '删除时间', dataIndex: 'updateTime', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_, row) => (
              <Can code={DELETE_CODE}>
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => act(() => restoreDict(row.id), '已取回')}>
                    取回
                  </Button>
                  <DangerLink
                    label="彻底删除"
                    title={`彻底删除字典“${row.dictName}”及其全部字典项？此操作不可恢复`}
                    onConfirm={() => act(() => purgeDict(row.id), '已彻底删除')}
                  />
                </Space>
              </Can>
            ),
          },
        ]}
      />
    </Modal>
  );
}
