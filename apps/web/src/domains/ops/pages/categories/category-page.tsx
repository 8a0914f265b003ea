import { DeleteOutlined, EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Empty,
  Form,
  Input,
  InputNumber,
  Modal,
  Space,
  Spin,
  Tag,
  Tree,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Can } from '../../../../components/can.tsx';
import {
  addCategory,
  type CategoryNode,
  deleteCategory,
  editCategory,
  loadCategoryTree,
} from '../../api/categories.ts';

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
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ name: string; sortNo?: number }>();

  const open = (next: Editing) => {
    setEditing(next);
    form.setFieldsValue({ name: next.node?.name ?? '', sortNo: next.node?.sortNo ?? 0 });
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !editing) return;
    setSaving(true);
    try {
      if (editing.mode === 'add') await addCategory({ ...values, pid: editing.parent?.id });
      else if (editing.node) await editCategory({ id: editing.node.id, ...values });
      message.success('保存成功');
      setEditing(null);
      await tree.refetch();
    } catch {
      // The client already showed the server's reason.
    } finally {
      setSaving(false);
    }
  };

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
          onClick={() => open({ mode: 'add', parent: node })}
        >
          子分类
        </Button>
      </Can>
      <Can code="system:category:edit">
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => open({ mode: 'edit', node })}>
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
    <Card
      variant="borderless"
      title="分类字典"
      extra={
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => tree.refetch()}>
            刷新
          </Button>
          <Can code="system:category:add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open({ mode: 'add' })}>
              新增分类
            </Button>
          </Can>
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
      <Modal
        open={!!editing}
        title={
          editing?.mode === 'edit'
            ? '编辑分类'
            : editing?.parent
              ? `新增「${editing.parent.name}」的子分类`
              : '新增分类'
        }
        okText="保存"
        cancelText="取消"
        confirmLoading={saving}
        onOk={save}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="name"
            label="分类名称"
            rules={[
              { required: true, whitespace: true, message: '请输入分类名称' },
              { max: 100, message: '分类名称不能超过 100 个字符' },
            ]}
          >
            <Input placeholder="请输入分类名称" maxLength={100} />
          </Form.Item>
          <Form.Item name="sortNo" label="排序">
            <InputNumber min={0} max={100000} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
