import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CategoryAddBody, CategoryNode } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Empty, Form, Input, InputNumber, Space, Spin, Tag, Tree, Typography } from 'antd';
import { useState } from 'react';
import { ListPageCard } from '../../../../admin/crud/list-page-card.tsx';
import { AddButton } from '../../../../components/add-button.tsx';
import { Can } from '../../../../components/can.tsx';
import { FormModal } from '../../../../components/form-modal.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { addCategory, deleteCategory, editCategory, loadCategoryTree } from '../../api/categories.ts';
import { CategoryTransferButtons } from './category-transfer-buttons.tsx';

/** What the dialog edits: the body of an add or edit without the ids. */
type CategoryValues = Pick<CategoryAddBody, 'name' | 'sortNo'>;

interface Editing {
  mode: 'add' | 'edit';
  parent?: CategoryNode;
  node?: CategoryNode;
}

/** `system/CategoryList`: the category tree of courses, questions and goods; codes come from the server. */
export function CategoryPage() {
  const { message, modal } = App.useApp();
  const tree = useQuery({ queryKey: ['category-tree'], queryFn: loadCategoryTree });
  const [editing, setEditing] = useState<Editing | null>(null);

  const save = (values: CategoryValues) =>
    editing?.mode === 'edit' && editing.node
      ? editCategory({ id: editing.node.id, ...values })
      : addCategory({ ...values, pid: editing?.parent?.id });

  const remove = (node: CategoryNode) =>
    modal.confirm({
      title: '确认删除',
      content: `确定删除分类“${node.name}”吗？`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        await deleteCategory(node.id);
        message.success('删除成功');
        await tree.refetch();
      },
    });

  const title = (node: CategoryNode) => (
    <Space size={4} className="ck-category-node">
      <span>{node.name}</span>
      <Tag bordered={false}>{node.code}</Tag>
      <Can code="system:category:add">
        <Button
          type="link"
          size="small"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ mode: 'add', parent: node })}
        >
          子分类
        </Button>
      </Can>
      <Can code="system:category:edit">
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing({ mode: 'edit', node })}
        >
          编辑
        </Button>
      </Can>
      <Can code="system:category:delete">
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(node)}>
          删除
        </Button>
      </Can>
    </Space>
  );

  return (
    <ListPageCard
      title="分类字典"
      icon="apartment"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => tree.refetch()}>
            刷新
          </Button>
          <CategoryTransferButtons onImported={() => void tree.refetch()} />
          <AddButton code="system:category:add" onClick={() => setEditing({ mode: 'add' })}>
            新增分类
          </AddButton>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        课程、题库与商品共用的分类树。编码由系统按层级生成（如 A01、A01A01），有子分类的分类不能删除。
      </Typography.Paragraph>
      <Spin spinning={tree.isFetching}>
        {tree.data?.length ? (
          <Tree<CategoryNode>
            blockNode
            defaultExpandAll
            selectable={false}
            treeData={tree.data}
            fieldNames={{ key: 'id', title: 'name', children: 'children' }}
            titleRender={title}
          />
        ) : (
          <Empty description="暂无分类" />
        )}
      </Spin>
      <FormModal<CategoryValues>
        open={!!editing}
        title={
          editing?.mode === 'edit'
            ? '编辑分类'
            : editing?.parent
              ? `新增「${editing.parent.name}」的子分类`
              : '新增分类'
        }
        onClose={() => setEditing(null)}
        initialValues={{ name: editing?.node?.name ?? '', sortNo: editing?.node?.sortNo ?? 0 }}
        onSubmit={save}
        successText="保存成功"
        onSaved={() => {
          setEditing(null);
          tree.refetch();
        }}
        formProps={{ layout: 'vertical' }}
      >
        <Form.Item name="name" label="分类名称" rules={requiredTextRules('分类名称', 100, '请输入')}>
          <Input placeholder="请输入分类名称" maxLength={100} />
        </Form.Item>
        <Form.Item name="sortNo" label="排序">
          <InputNumber min={0} max={100000} style={{ width: '100%' }} />
        </Form.Item>
      </FormModal>
    </ListPageCard>
  );
}
