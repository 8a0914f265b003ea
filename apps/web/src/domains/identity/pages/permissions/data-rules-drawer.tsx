import type { DataRule, DataRuleRequest, PermissionNode } from '@ck/shared';
// The zod-free module: a value import of the package's index would pull zod into the page.
import { RULE_CONDITIONS } from '@ck/shared/identity/data-rule-codes';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../../components/form-modal.tsx';
import { permissionApi } from '../../api/admin.ts';
import { CODE_RULE } from '../roles/role-fields.tsx';

type RuleValues = Omit<DataRuleRequest, 'permissionId'>;

/** The data rules of one menu: which rows of its list a role may be limited to. */
export function DataRulesDrawer({ menu, onClose }: { menu: PermissionNode | null; onClose: () => void }) {
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
      <FormModal<RuleValues>
        title={editing?.rule ? '编辑规则' : '新增规则'}
        open={!!editing}
        onClose={() => setEditing(null)}
        initialValues={
          editing?.rule
            ? { ...editing.rule, ruleColumn: editing.rule.ruleColumn ?? undefined }
            : { status: '1', ruleConditions: '=' }
        }
        onSubmit={(v) => {
          const permissionId = menu?.id ?? '';
          return editing?.rule
            ? permissionApi.editRule({ ...v, id: editing.rule.id, permissionId })
            : permissionApi.addRule({ ...v, permissionId });
        }}
        successText="保存成功"
        onSaved={() => {
          setEditing(null);
          rules.refetch();
        }}
      >
        <Form.Item name="ruleName" label="规则名称" rules={[{ required: true, message: '请输入规则名称' }]}>
          <Input maxLength={100} />
        </Form.Item>
        {fieldOptions.length ? (
          <Form.Item
            name="ruleColumn"
            label="规则字段"
            rules={[{ required: true, message: '请选择规则字段' }]}
          >
            <Select showSearch={{ optionFilterProp: 'label' }} options={fieldOptions} placeholder="请选择" />
          </Form.Item>
        ) : (
          <Form.Item
            name="ruleColumn"
            label="规则字段"
            extra="该菜单未对应可按规则过滤的列表，规则保存后不会生效"
            rules={[{ required: true, message: '请输入规则字段' }, CODE_RULE]}
          >
            <Input placeholder="例如 createBy" />
          </Form.Item>
        )}
        <Form.Item name="ruleConditions" label="条件规则" rules={[{ required: true, message: '请选择条件' }]}>
          <Select options={RULE_CONDITIONS.map((c) => ({ value: c, label: c }))} />
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
      </FormModal>
    </Drawer>
  );
}
