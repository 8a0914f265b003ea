import { PlusOutlined } from '@ant-design/icons';
import type { PermissionNode } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { Can } from '../../../../components/can.tsx';
import { MenuIcon } from '../../../../components/menu-icon.tsx';
import { permissionApi } from '../../api/admin.ts';
import { DataRulesDrawer } from './data-rules-drawer.tsx';
import { PermissionFormModal } from './permission-form-modal.tsx';

const TYPES = ['一级菜单', '子菜单', '按钮'];

/** `system/PermissionList`: the back-office menu tree, its buttons and data rules. */
export function PermissionListPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: ['admin', 'permissions'], queryFn: permissionApi.list });
  const [editing, setEditing] = useState<{ node: PermissionNode | null; parentId?: string } | null>(null);
  const [rulesOf, setRulesOf] = useState<PermissionNode | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'permissions'] });

  const remove = async (n: PermissionNode) => {
    try {
      await permissionApi.remove(n.id);
      message.success('删除成功');
      refresh();
    } catch {
      // shown by the client
    }
  };

  return (
    <ListPageCard title="菜单管理" icon="bars">
      <Can code="system:permission:add">
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setEditing({ node: null })}
        >
          新增一级菜单
        </Button>
      </Can>
      <Table<PermissionNode>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 1000 }}
        locale={{ emptyText: list.isError ? '加载失败，请稍后重试' : '暂无菜单' }}
        columns={[
          { key: 'name', dataIndex: 'name', title: '菜单名称', width: 220 },
          {
            key: 'menuType',
            dataIndex: 'menuType',
            title: '类型',
            width: 90,
            render: (t: number) => <Tag color={t === 2 ? 'orange' : 'blue'}>{TYPES[t]}</Tag>,
          },
          {
            key: 'icon',
            dataIndex: 'icon',
            title: '图标',
            width: 60,
            render: (i?: string) => <MenuIcon name={i ?? undefined} />,
          },
          { key: 'url', dataIndex: 'url', title: '路径', ellipsis: true },
          { key: 'component', dataIndex: 'component', title: '组件', ellipsis: true },
          { key: 'perms', dataIndex: 'perms', title: '授权标识', ellipsis: true },
          { key: 'sortNo', dataIndex: 'sortNo', title: '排序', width: 70 },
          {
            key: 'action',
            title: '操作',
            width: 240,
            fixed: 'right',
            render: (_v, n) => (
              <Space size={4}>
                <Can code="system:permission:edit">
                  <Button type="link" size="small" onClick={() => setEditing({ node: n })}>
                    编辑
                  </Button>
                </Can>
                {n.menuType !== 2 && (
                  <Can code="system:permission:add">
                    <Button
                      type="link"
                      size="small"
                      onClick={() => setEditing({ node: null, parentId: n.id })}
                    >
                      添加下级
                    </Button>
                  </Can>
                )}
                {n.menuType !== 2 && (
                  <Can code="system:permission:edit">
                    <Button type="link" size="small" onClick={() => setRulesOf(n)}>
                      数据规则
                    </Button>
                  </Can>
                )}
                <Can code="system:permission:delete">
                  <Popconfirm title={`确定删除“${n.name}”吗？`} onConfirm={() => remove(n)}>
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
      <PermissionFormModal
        editing={editing}
        tree={list.data ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
      />
      <DataRulesDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />
    </ListPageCard>
  );
}
