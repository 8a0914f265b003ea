import { PlusOutlined } from '@ant-design/icons';
import type { FrontMenuAddBody, FrontMenuNode } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, InputNumber, Popconfirm, Result, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { queryClient } from '../../../../app/query-client.ts';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { FormModal } from '../../../../components/form-modal.tsx';
import { SwitchItem } from '../../../../components/switch-item.tsx';
import { useCan } from '../../../../hooks/use-can.ts';
import { addFrontMenu, deleteFrontMenu, editFrontMenu, fetchMenuTree } from '../../api.ts';

type MenuForm = FrontMenuAddBody;

/** `/home-page/menu`: the public site's menu (two levels), edited by administrators. */
export function MenuSettingPage() {
  useDocumentTitle('前台菜单');
  const { message } = App.useApp();
  const canList = useCan('teaching:menu:list');
  const canAdd = useCan('teaching:menu:add');
  const canEdit = useCan('teaching:menu:edit');
  const canDelete = useCan('teaching:menu:delete');
  const tree = useQuery({ queryKey: ['front-menu-admin'], queryFn: fetchMenuTree, enabled: canList });
  const [editing, setEditing] = useState<{ row?: FrontMenuNode; parentId?: string } | null>(null);

  if (!canList) return <Result status="403" title="没有权限" subTitle="前台菜单只有管理员可以配置" />;

  const refresh = () => {
    tree.refetch();
    queryClient.invalidateQueries({ queryKey: ['front-menu'] });
  };
  const open = (row?: FrontMenuNode, parentId?: string) => setEditing({ row, parentId });
  const initialValues: Partial<MenuForm> = editing?.row
    ? { ...editing.row, parentId: editing.row.parentId ?? undefined }
    : {
        parentId: editing?.parentId,
        title: '',
        url: '/home-page/',
        sortNo: 0,
        needLogin: false,
        internalOrExternal: false,
        status: 1,
      };
  const save = (values: MenuForm) => {
    const body = { ...values, parentId: values.parentId || null };
    return editing?.row ? editFrontMenu({ ...body, id: editing.row.id }) : addFrontMenu(body);
  };
  const roots = tree.data ?? [];

  return (
    <ListPageCard
      title="前台菜单"
      icon="bars"
      extra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open()}>
            新增菜单
          </Button>
        )
      }
    >
      <Table<FrontMenuNode>
        rowKey="id"
        loading={tree.isLoading}
        dataSource={roots}
        pagination={false}
        scroll={{ x: 720 }}
        expandable={{ defaultExpandAllRows: true }}
        columns={[
          { title: '菜单名称', dataIndex: 'title' },
          { title: '地址', dataIndex: 'url', ellipsis: true },
          {
            title: '需要登录',
            dataIndex: 'needLogin',
            width: 90,
            render: (v: boolean) => (v ? <Tag color="orange">是</Tag> : '否'),
          },
          {
            title: '外部链接',
            dataIndex: 'internalOrExternal',
            width: 90,
            render: (v: boolean) => (v ? '是' : '否'),
          },
          { title: '排序', dataIndex: 'sortNo', width: 70 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (v: number) => (v === 1 ? <Tag color="green">显示</Tag> : <Tag>隐藏</Tag>),
          },
          {
            title: '操作',
            width: 200,
            render: (_, row) => (
              <Space size={4}>
                {canEdit && (
                  <Button type="link" size="small" onClick={() => open(row)}>
                    编辑
                  </Button>
                )}
                {canAdd && !row.parentId && (
                  <Button type="link" size="small" onClick={() => open(undefined, row.id)}>
                    添加子菜单
                  </Button>
                )}
                {canDelete && (
                  <Popconfirm
                    title="确定删除该菜单吗？子菜单会一并删除。"
                    onConfirm={async () => {
                      await deleteFrontMenu(row.id);
                      message.success('删除成功');
                      refresh();
                    }}
                  >
                    <Button type="link" size="small" danger>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <FormModal<MenuForm>
        title={editing?.row ? '编辑菜单' : '新增菜单'}
        open={!!editing}
        onClose={() => setEditing(null)}
        initialValues={initialValues}
        onSubmit={save}
        successText="保存成功"
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
        formProps={{ layout: 'vertical', preserve: false }}
      >
        <Form.Item name="parentId" label="上级菜单">
          <Select
            allowClear
            placeholder="无（一级菜单）"
            options={roots
              .filter((r) => r.id !== editing?.row?.id)
              .map((r) => ({ value: r.id, label: r.title }))}
          />
        </Form.Item>
        <Form.Item
          name="title"
          label="菜单名称"
          rules={[{ required: true, whitespace: true, message: '请输入菜单名称' }, { max: 50 }]}
        >
          <Input placeholder="例如：精品课程" />
        </Form.Item>
        <Form.Item
          name="url"
          label="地址"
          rules={[
            { required: true, message: '请输入菜单地址' },
            {
              pattern: /^(\/(?!\/)|https?:\/\/)\S*$/,
              message: '菜单地址只能是站内路径（以 / 开头）或 http(s) 网址',
            },
          ]}
        >
          <Input placeholder="/home-page/course 或 https://..." />
        </Form.Item>
        <Space size={24} wrap>
          <Form.Item name="sortNo" label="排序">
            <InputNumber min={0} max={100000} />
          </Form.Item>
          <SwitchItem name="needLogin" label="需要登录" />
          <SwitchItem name="internalOrExternal" label="新窗口打开" />
          <Form.Item name="status" label="显示">
            <Select
              style={{ width: 90 }}
              options={[
                { value: 1, label: '显示' },
                { value: 0, label: '隐藏' },
              ]}
            />
          </Form.Item>
        </Space>
      </FormModal>
    </ListPageCard>
  );
}
