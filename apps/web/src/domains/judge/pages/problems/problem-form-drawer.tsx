import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminProblem, ProblemBody } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Drawer, Form, Input, InputNumber, Row, Select, Space, Tabs } from 'antd';
import { useEffect } from 'react';
import { SwitchItem } from '../../../../components/switch-item.tsx';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import {
  addProblem,
  CHECKER_TEXT,
  DIFFICULTY_TEXT,
  editProblem,
  getProblem,
  ojLanguages,
} from '../../api.ts';
import { Editor, Statement } from '../../components/lazy-parts.tsx';
import { filledSamples } from '../../samples.ts';

interface Props {
  /** null: closed; { id: undefined }: a new problem. */
  target: { id?: string } | null;
  onClose: () => void;
  onSaved: () => void;
}

type FormValues = Omit<ProblemBody, 'visible'> & { visible: boolean };

const EMPTY: FormValues = {
  title: '',
  content: '',
  samples: [{ input: '', output: '' }],
  timeLimit: 1000,
  memoryLimit: 256,
  languages: [],
  difficulty: 1,
  tags: [],
  source: '',
  visible: false,
  checkerType: 'default',
  checkerEpsilon: null,
  checkerSource: '',
  referenceLanguage: null,
  referenceCode: '',
};

function toForm(p: AdminProblem): FormValues {
  return {
    ...EMPTY,
    ...p,
    visible: p.visible === 1,
    checkerSource: p.checkerSource ?? '',
    source: p.source ?? '',
    referenceCode: p.referenceCode ?? '',
  };
}

/** Adds or edits a problem: statement with live preview, samples, limits, checker and reference solution. */
export function ProblemFormDrawer({ target, onClose, onSaved }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const { busy: saving, run } = useBusyRun();
  const content = Form.useWatch('content', form) ?? '';
  const checkerType = Form.useWatch('checkerType', form);
  const refLanguage = Form.useWatch('referenceLanguage', form);
  const languages = useQuery({ queryKey: ['judge', 'languages'], queryFn: ojLanguages, staleTime: 600_000 });
  const langOptions = (languages.data ?? []).map((l) => ({ value: l.id, label: l.name }));
  const id = target?.id;

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    if (!id) form.setFieldsValue(EMPTY);
    else getProblem(id).then((p) => form.setFieldsValue(toForm(p)), onClose);
  }, [target, id, form, onClose]);

  const save = async () => {
    const values = await form.validateFields();
    const body: ProblemBody = {
      ...values,
      samples: filledSamples(values.samples),
      visible: values.visible ? 1 : 0,
      checkerEpsilon: values.checkerType === 'float' ? values.checkerEpsilon || 1e-6 : null,
      checkerSource: values.checkerType === 'special' ? values.checkerSource : null,
      referenceLanguage: values.referenceLanguage || null,
      referenceCode: values.referenceCode || null,
    };
    await run(async () => {
      if (id) await editProblem({ id, ...body });
      else await addProblem(body);
      message.success(id ? '编辑成功' : '添加成功');
      onSaved();
      onClose();
    });
  };

  const editorOf = (lang?: string | null) => languages.data?.find((l) => l.id === lang)?.editor ?? 'cpp';

  return (
    <Drawer
      title={id ? '编辑题目' : '新增题目'}
      open={!!target}
      onClose={onClose}
      width={1100}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>取消</Button>
          <Button type="primary" loading={saving} onClick={save}>
            保存
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" initialValues={EMPTY}>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="title" label="题目名称" rules={[{ required: true, message: '请填写题目名称' }]}>
              <Input maxLength={200} placeholder="例如：A+B 问题" />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="difficulty" label="难度">
              <Select
                options={Object.entries(DIFFICULTY_TEXT).map(([v, l]) => ({ value: Number(v), label: l }))}
              />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item
              name="timeLimit"
              label="时间限制 (ms)"
              rules={[{ required: true, message: '请填写时间限制' }]}
            >
              <InputNumber min={100} max={10000} step={100} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item
              name="memoryLimit"
              label="内存限制 (MB)"
              rules={[{ required: true, message: '请填写内存限制' }]}
            >
              <InputNumber min={16} max={1024} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="languages" label="允许的语言" extra="不选表示全部语言">
              <Select mode="multiple" options={langOptions} allowClear placeholder="全部语言" />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name="tags" label="标签">
              <Select mode="tags" placeholder="输入后回车" tokenSeparators={[',', '，']} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <SwitchItem name="visible" label="公开到练习区" texts={['公开', '隐藏']} />
          </Col>
          <Col span={24}>
            <Form.Item name="source" label="来源" extra="书名、比赛或原题地址，显示在题目页">
              <Input maxLength={500} allowClear placeholder="例如：NOIP 2005 普及组" />
            </Form.Item>
          </Col>
        </Row>
        <Tabs
          items={[
            {
              key: 'statement',
              label: '题面',
              children: (
                <Row gutter={16}>
                  <Col span={12}>
                    <Form.Item name="content" label="题面（Markdown，公式用 $…$ 或 $$…$$）">
                      <Input.TextArea rows={18} style={{ fontFamily: 'monospace' }} />
                    </Form.Item>
                  </Col>
                  <Col span={12}>
                    <div style={{ marginBottom: 8 }}>预览</div>
                    <div
                      style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 12, minHeight: 400 }}
                    >
                      <Statement source={content} />
                    </div>
                  </Col>
                </Row>
              ),
            },
            {
              key: 'samples',
              label: '样例',
              forceRender: true,
              children: (
                <Form.List name="samples">
                  {(fields, { add, remove }) => (
                    <>
                      {fields.map((field, i) => (
                        <Row gutter={12} key={field.key} align="top">
                          <Col span={11}>
                            <Form.Item name={[field.name, 'input']} label={`样例输入 ${i + 1}`}>
                              <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} />
                            </Form.Item>
                          </Col>
                          <Col span={11}>
                            <Form.Item name={[field.name, 'output']} label={`样例输出 ${i + 1}`}>
                              <Input.TextArea rows={3} style={{ fontFamily: 'monospace' }} />
                            </Form.Item>
                          </Col>
                          <Col span={2} style={{ paddingTop: 34 }}>
                            <MinusCircleOutlined onClick={() => remove(field.name)} aria-label="删除样例" />
                          </Col>
                        </Row>
                      ))}
                      <Button
                        type="dashed"
                        icon={<PlusOutlined />}
                        disabled={fields.length >= 10}
                        onClick={() => add({ input: '', output: '' })}
                      >
                        添加样例
                      </Button>
                    </>
                  )}
                </Form.List>
              ),
            },
            {
              key: 'checker',
              label: '评测设置',
              forceRender: true,
              children: (
                <>
                  <Row gutter={16}>
                    <Col span={10}>
                      <Form.Item name="checkerType" label="比较方式">
                        <Select
                          options={Object.entries(CHECKER_TEXT).map(([value, label]) => ({ value, label }))}
                        />
                      </Form.Item>
                    </Col>
                    {checkerType === 'float' && (
                      <Col span={6}>
                        <Form.Item name="checkerEpsilon" label="允许误差" extra="绝对或相对误差，默认 1e-6">
                          <InputNumber min={0} max={0.5} step={1e-6} style={{ width: '100%' }} />
                        </Form.Item>
                      </Col>
                    )}
                  </Row>
                  {checkerType === 'special' && (
                    <Form.Item
                      name="checkerSource"
                      label="特判程序（C++，参数：输入 选手输出 标准答案；退出码 0 正确）"
                      rules={[{ required: true, message: '选择特判时必须上传特判程序（C++）' }]}
                    >
                      <EditorField editor="cpp" />
                    </Form.Item>
                  )}
                  <Form.Item name="referenceLanguage" label="标准程序语言">
                    <Select options={langOptions} allowClear style={{ width: 240 }} placeholder="请选择" />
                  </Form.Item>
                  <Form.Item name="referenceCode" label="标准程序（用于校验测试数据）">
                    <EditorField editor={editorOf(refLanguage)} />
                  </Form.Item>
                </>
              ),
            },
          ]}
        />
      </Form>
    </Drawer>
  );
}

/** The code editor as a form control. */
function EditorField({
  value,
  onChange,
  editor,
}: {
  value?: string;
  onChange?: (v: string) => void;
  editor: string;
}) {
  return <Editor value={value ?? ''} onChange={onChange} editor={editor} height="260px" />;
}
