import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Form, Input, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { HttpError } from '../../../../api/http-errors.ts';
import { Can } from '../../../../components/can.tsx';
import { MenuIcon } from '../../../../components/menu-icon.tsx';
import { type DataRule, type PermissionNode, permissionApi } from '../../api/admin.ts';
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
    <Card variant="borderless">
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
    </Card>
  );
}

const CONDITIONS = ['=', '!=', '>', '>=', '<', '<=', 'IN', 'LIKE', 'LEFT_LIKE', 'RIGHT_LIKE'];

function DataRulesDrawer({ menu, onClose }: { menu: PermissionNode | null; onClose: () => void }) {
  const { message } = App.useApp();
  const rules = useQuery({
    queryKey: ['admin', 'data-rules', menu?.id],
    queryFn: () => permissionApi.rules(menu!.id),
    enabled: !!menu,
  });
  // A menu that serves a known list offers that list's fields; otherwise the column is typed in.
  const ruleFields = useQuery({
    queryKey: ['admin', 'data-rule-fields', menu?.id],
    queryFn: () => permissionApi.ruleFields(menu!.id),
    enabled: !!menu,
  });
  const fieldOptions = (ruleFields.data?.fields ?? []).map((f) => ({
    value: f.name,
    label: `${f.label}（${f.name}）`,
  }));
  const variables = ruleFields.data?.variables ?? [];
  const [editing, setEditing] = useState<{ rule: DataRule | null } | null>(null);
  const [form] = Form.useForm<DataRule>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    setError(undefined);
    form.setFieldsValue(editing.rule ?? { status: '1', ruleConditions: '=' });
  }, [editing, form]);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v || !menu) return;
    try {
      if (editing?.rule) await permissionApi.editRule({ ...v, id: editing.rule.id, permissionId: menu.id });
      else await permissionApi.addRule({ ...v, permissionId: menu.id });
      message.success('保存成功');
      setEditing(null);
      rules.refetch();
    } catch (err) {
      setError(err instanceof HttpError ? err.message : '保存失败');
    }
  };
  const remove = async (r: DataRule) => {
    try {
      await permissionApi.removeRule(r.id);
      message.success('删除成功');
      rules.refetch();
    } catch {
      // shown by the client
    }
  };
  return (
    <Drawer
      title={`数据规则 · ${menu?.name ?? ''}`}
      open={!!menu}
      onClose={onClose}
      size={640}
      destroyOnHidden
      extra={
        <Button type="primary" onClick={() => setEditing({ rule: null })}>
          新增规则
        </Button>
      }
    >
      <Table<DataRule>
        rowKey="id"
        size="small"
        loading={rules.isFetching}
        dataSource={rules.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无数据规则' }}
        columns={[
          { key: 'ruleName', dataIndex: 'ruleName', title: '规则名称' },
          { key: 'ruleColumn', dataIndex: 'ruleColumn', title: '字段' },
          { key: 'ruleConditions', dataIndex: 'ruleConditions', title: '条件' },
          { key: 'ruleValue', dataIndex: 'ruleValue', title: '值' },
          {
            key: 'status',
            dataIndex: 'status',
            title: '状态',
            render: (s: string) => (s === '1' ? '有效' : '无效'),
          },
          {
            key: 'action',
            title: '操作',
            render: (_v, r) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setEditing({ rule: r })}>
                  编辑
                </Button>
                <Popconfirm title="确定删除该规则吗？" onConfirm={() => remove(r)}>
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        title={editing?.rule ? '编辑规则' : '新增规则'}
        open={!!editing}
        onCancel={() => setEditing(null)}
        onOk={save}
        okText="保存"
        destroyOnHidden
      >
        <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }}>
          <Form.Item name="ruleName" label="规则名称" rules={[{ required: true, message: '请输入规则名称' }]}>
            <Input maxLength={100} />
          </Form.Item>
          {fieldOptions.length ? (
            <Form.Item
              name="ruleColumn"
              label="规则字段"
              rules={[{ required: true, message: '请选择规则字段' }]}
            >
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={fieldOptions}
                placeholder="请选择"
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="ruleColumn"
              label="规则字段"
              extra="该菜单未对应可按规则过滤的列表，规则保存后不会生效"
              rules={[
                { required: true, message: '请输入规则字段' },
                { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '字母开头，只含字母、数字和下划线' },
              ]}
            >
              <Input placeholder="例如 createBy" />
            </Form.Item>
          )}
          <Form.Item
            name="ruleConditions"
            label="条件规则"
            rules={[{ required: true, message: '请选择条件' }]}
          >
            <Select options={CONDITIONS.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item
            name="ruleValue"
            label="规则值"
            rules={[{ required: true, message: '请输入规则值' }]}
            extra={
              variables.length
                ? `可用系统变量：${variables.map((v) => `${v.value}（${v.label}）`).join('、')}；IN 用英文逗号分隔多个值`
                : undefined
            }
          >
            <Input placeholder="例如 #{sys_user_code}" />
          </Form.Item>
          <Form.Item name="status" label="状态">
            <Select
              options={[
                { value: '1', label: '有效' },
                { value: '0', label: '无效' },
              ]}
            />
          </Form.Item>
          {error && <div style={{ color: '#ff4d4f', textAlign: 'center' }}>{error}</div>}
        </Form>
      </Modal>
    </Drawer>
  );
}
