import { PlusOutlined } from '@ant-design/icons';
import type { DepartNode } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Row,
  Space,
  Spin,
  Tabs,
  Tag,
  Tree,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { ExcelButtons } from '../../../../admin/crud/excel-buttons.tsx';
import { errorText } from '../../../../api/http-errors.ts';
import { Can } from '../../../../components/can.tsx';
import { FormModal } from '../../../../components/form-modal.tsx';
import { useFormSave } from '../../../../hooks/use-form-save.ts';
import { departApi } from '../../api/admin.ts';
import { DepartRoles } from './depart-roles.tsx';
import { DepartUsers } from './depart-users.tsx';

const CATEGORY: Record<string, string> = { '1': '机构', '2': '部门', '3': '班级' };

function flatten(nodes: DepartNode[], out: DepartNode[] = []) {
  for (const n of nodes) {
    out.push(n);
    if (n.children) flatten(n.children, out);
  }
  return out;
}

/** `system/DepartList`: the school / department / class tree on the left, details and members on the right. */
export function DepartListPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const tree = useQuery({ queryKey: ['admin', 'departs'], queryFn: departApi.tree });
  const found = useQuery({
    queryKey: ['admin', 'departs', 'search', keyword],
    queryFn: () => departApi.search(keyword),
    enabled: !!keyword,
  });
  const [selectedId, setSelectedId] = useState<string>();
  const [adding, setAdding] = useState<{ parent: DepartNode | null } | null>(null);
  const all = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  const selected = all.find((d) => d.id === selectedId) ?? null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'departs'] });

  const remove = async (d: DepartNode) => {
    try {
      await departApi.remove(d.id);
      message.success('删除成功');
      setSelectedId(undefined);
      refresh();
    } catch {
      // shown by the client
    }
  };

  const treeData = keyword ? (found.data ?? []) : (tree.data ?? []);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={9} lg={7}>
        <Card
          variant="borderless"
          title="组织机构"
          extra={
            <Can code="system:depart:add">
              <Button type="link" icon={<PlusOutlined />} onClick={() => setAdding({ parent: null })}>
                添加学校/机构
              </Button>
            </Can>
          }
        >
          <Space wrap style={{ marginBottom: 12 }}>
            <ExcelButtons
              onExport={departApi.exportXls}
              onImport={departApi.importExcel}
              exportCode="system:depart:list"
              importCode="system:depart:add"
              onImported={refresh}
              accept=".xlsx"
            />
          </Space>
          <Input.Search
            allowClear
            placeholder="搜索部门或班级"
            onSearch={(v) => setKeyword(v.trim())}
            style={{ marginBottom: 12 }}
          />
          {tree.isLoading || found.isFetching ? (
            <Spin />
          ) : treeData.length === 0 ? (
            <Empty description={keyword ? '未找到匹配的部门' : '暂无部门，请先添加学校'} />
          ) : (
            <Tree<DepartNode>
              defaultExpandAll
              blockNode
              treeData={treeData}
              fieldNames={{ title: 'departName', key: 'id' }}
              selectedKeys={selectedId ? [selectedId] : []}
              onSelect={(keys) => setSelectedId(keys[0] as string | undefined)}
              titleRender={(n) => (
                <span>
                  {n.departName} <Tag style={{ marginLeft: 4 }}>{CATEGORY[n.orgCategory] ?? ''}</Tag>
                </span>
              )}
            />
          )}
        </Card>
      </Col>
      <Col xs={24} md={15} lg={17}>
        <Card variant="borderless">
          {!selected ? (
            <Empty description="请在左侧选择一个部门或班级" />
          ) : (
            <Tabs
              items={[
                {
                  key: 'info',
                  label: '基本信息',
                  children: (
                    <>
                      <DepartForm depart={selected} onSaved={refresh} />
                      <Space style={{ marginTop: 8 }}>
                        {selected.orgCategory !== '3' && (
                          <Can code="system:depart:add">
                            <Button icon={<PlusOutlined />} onClick={() => setAdding({ parent: selected })}>
                              添加下级
                            </Button>
                          </Can>
                        )}
                        <Can code="system:depart:delete">
                          <Popconfirm
                            title={`确定删除“${selected.departName}”吗？`}
                            onConfirm={() => remove(selected)}
                          >
                            <Button danger>删除</Button>
                          </Popconfirm>
                        </Can>
                      </Space>
                    </>
                  ),
                },
                { key: 'users', label: '成员', children: <DepartUsers departId={selected.id} /> },
                { key: 'roles', label: '部门角色与权限', children: <DepartRoles depart={selected} /> },
              ]}
            />
          )}
        </Card>
      </Col>
      <AddDepartModal
        adding={adding}
        onClose={() => setAdding(null)}
        onSaved={(id) => {
          setAdding(null);
          setSelectedId(id);
          refresh();
        }}
      />
    </Row>
  );
}

const CONTACT_FIELDS = [
  { name: 'departNameEn', label: '英文名', max: 200 },
  { name: 'departNameAbbr', label: '缩写', max: 100 },
  { name: 'mobile', label: '电话', max: 32 },
  { name: 'address', label: '地址', max: 255 },
  { name: 'memo', label: '备注', max: 500, multiline: true },
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number]['name'];

type FormValues = {
  departName: string;
  orgCategory: DepartNode['orgCategory'];
  departOrder: number;
  description?: string;
} & Partial<Record<ContactField, string>>;

/** A cleared input is sent as null: a contact field left out of the body keeps its stored value. */
const withClearedContacts = (v: FormValues) => ({
  ...v,
  ...Object.fromEntries(CONTACT_FIELDS.map(({ name }) => [name, v[name] || null])),
});

const formFields = (
  <>
    <Form.Item name="departName" label="名称" rules={[{ required: true, message: '请输入名称' }]}>
      <Input maxLength={100} />
    </Form.Item>
    <Form.Item name="orgCategory" label="类型">
      <Radio.Group
        options={[
          { value: '1', label: '机构/学校' },
          { value: '2', label: '部门/年级' },
          { value: '3', label: '班级' },
        ]}
      />
    </Form.Item>
    <Form.Item name="departOrder" label="排序">
      <InputNumber min={0} max={100000} />
    </Form.Item>
    {CONTACT_FIELDS.map((f) => (
      <Form.Item key={f.name} name={f.name} label={f.label}>
        {'multiline' in f ? <Input.TextArea rows={2} maxLength={f.max} /> : <Input maxLength={f.max} />}
      </Form.Item>
    ))}
    <Form.Item name="description" label="描述">
      <Input.TextArea rows={2} maxLength={500} />
    </Form.Item>
  </>
);

function DepartForm({ depart, onSaved }: { depart: DepartNode; onSaved: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const { saving, submit } = useFormSave(form, async (v) => {
    try {
      await departApi.edit({ ...withClearedContacts(v), id: depart.id });
      message.success('保存成功');
      onSaved();
    } catch (err) {
      message.error(errorText(err, '保存失败'));
    }
  });
  useEffect(() => {
    form.setFieldsValue({
      departName: depart.departName,
      orgCategory: depart.orgCategory,
      departOrder: depart.departOrder,
      description: depart.description ?? undefined,
      ...Object.fromEntries(CONTACT_FIELDS.map(({ name }) => [name, depart[name] ?? undefined])),
    });
  }, [depart, form]);
  return (
    <Form form={form} name="departEdit" labelCol={{ span: 4 }} wrapperCol={{ span: 16 }}>
      <Form.Item label="机构编码">
        <span>{depart.orgCode}（系统生成）</span>
      </Form.Item>
      {formFields}
      <Can code="system:depart:edit">
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" loading={saving} onClick={submit}>
            保存
          </Button>
        </Form.Item>
      </Can>
    </Form>
  );
}

function AddDepartModal({
  adding,
  onClose,
  onSaved,
}: {
  adding: { parent: DepartNode | null } | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  return (
    <FormModal<FormValues, DepartNode>
      title={adding?.parent ? `添加下级 · ${adding.parent.departName}` : '添加学校/机构'}
      open={!!adding}
      onClose={onClose}
      initialValues={{ orgCategory: adding?.parent ? '3' : '1', departOrder: 0 }}
      onSubmit={(v) => departApi.add({ ...withClearedContacts(v), parentId: adding?.parent?.id ?? null })}
      onSaved={(node) => onSaved(node.id)}
      formProps={{ name: 'departAdd', labelCol: { span: 4 }, wrapperCol: { span: 18 } }}
    >
      {formFields}
    </FormModal>
  );
}
