import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { checkRuleResource } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Col, Form, Input, Row, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import {
  addResource,
  editResource,
  queryResourceById,
  type ResourceRow,
} from '../../../../admin/crud/resource-api.ts';
import { HttpError } from '../../../../api/http-errors.ts';
import { GenericModal } from '../../../../components/generic-modal.tsx';
import {
  digitsProblem,
  emptyRow,
  MAX_RULE_ROWS,
  patternCompileProblem,
  type RuleRow,
  rowsOf,
  ruleJsonOf,
} from './rule-items.ts';

interface FormValues {
  ruleName: string;
  ruleCode: string;
  ruleDescription?: string;
  items: RuleRow[];
}

interface CheckRuleFormModalProps {
  open: boolean;
  /** The rule being edited; absent when adding. */
  row?: ResourceRow;
  onClose: () => void;
  onSaved: () => void;
}

const { fields } = checkRuleResource;
const CODE_PATTERN = new RegExp(fields.ruleCode.pattern ?? '');

/** Add/edit a check rule: name, code, description, and its rules as rows of digits, pattern and message. */
export function CheckRuleFormModal({ open, row, onClose, onSaved }: CheckRuleFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState('');
  const editing = !!row;

  const fresh = useQuery({
    queryKey: ['resource', checkRuleResource.module, checkRuleResource.name, 'byId', row?.id],
    queryFn: () => queryResourceById(checkRuleResource, row?.id ?? ''),
    enabled: open && editing,
    staleTime: 0,
    gcTime: 0,
  });
  const record = fresh.data ?? row;
  const loading = editing && fresh.isLoading;

  useEffect(() => {
    if (!open || loading) return;
    setServerError('');
    form.setFieldsValue({
      ruleName: String(record?.ruleName ?? ''),
      ruleCode: String(record?.ruleCode ?? ''),
      ruleDescription: String(record?.ruleDescription ?? ''),
      items: record ? rowsOf(record.ruleJson) : [emptyRow()],
    });
  }, [open, loading, record, form]);

  const submit = async () => {
    let values: FormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // The fields show what is wrong.
    }
    const body = {
      ...(row ? { id: row.id } : {}),
      ruleName: values.ruleName.trim(),
      ruleCode: values.ruleCode.trim(),
      ruleDescription: values.ruleDescription?.trim() ?? '',
      ruleJson: ruleJsonOf(values.items),
    };
    setSaving(true);
    setServerError('');
    try {
      if (editing) await editResource(checkRuleResource, body);
      else await addResource(checkRuleResource, body);
      message.success(editing ? '编辑成功' : '添加成功');
      onSaved();
    } catch (error) {
      setServerError(error instanceof HttpError ? error.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <GenericModal
      title={`${editing ? '编辑' : '新增'}${checkRuleResource.label}`}
      open={open}
      width={900}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      okButtonProps={{ disabled: loading }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      {serverError && <Alert type="error" showIcon title={serverError} style={{ marginBottom: 16 }} />}
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        // A form name of its own: the page's search form already uses the ids `ruleName` and `ruleCode`.
        <Form<FormValues> form={form} name="checkRuleForm" layout="vertical" onFinish={submit}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="ruleName"
                label={fields.ruleName.label}
                rules={[
                  { required: true, whitespace: true, message: `请输入${fields.ruleName.label}` },
                  { max: fields.ruleName.max, message: `不能超过 ${fields.ruleName.max} 个字符` },
                ]}
              >
                <Input placeholder="如：学号" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="ruleCode"
                label={fields.ruleCode.label}
                rules={[
                  { required: true, whitespace: true, message: `请输入${fields.ruleCode.label}` },
                  { max: fields.ruleCode.max, message: `不能超过 ${fields.ruleCode.max} 个字符` },
                  { pattern: CODE_PATTERN, message: fields.ruleCode.patternMessage },
                ]}
              >
                <Input placeholder="如：student_no" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            规则按顺序逐段校验：每条规则取接下来的若干位（*
            表示剩余全部），整段必须匹配正则表达式，否则提示该条的信息。
          </Typography.Paragraph>
          <Form.List
            name="items"
            rules={[
              {
                validator: async (_rule, items: RuleRow[] | undefined) => {
                  if (!items?.length) throw new Error('至少需要一条规则');
                },
              },
            ]}
          >
            {(items, { add, remove }, { errors }) => (
              <>
                {items.map((item, index) => (
                  <Row key={item.key} gutter={8} align="top" wrap={false}>
                    <Col flex="110px">
                      <Form.Item
                        name={[item.name, 'digits']}
                        label={index === 0 ? '位数' : undefined}
                        rules={[
                          {
                            validator: async (_rule, value: string | undefined) => {
                              const problem = digitsProblem(value ?? '');
                              if (problem) throw new Error(problem);
                            },
                          },
                        ]}
                      >
                        <Input placeholder="* 或数字" aria-label={`第 ${index + 1} 条规则的位数`} />
                      </Form.Item>
                    </Col>
                    <Col flex="auto">
                      <Form.Item
                        name={[item.name, 'pattern']}
                        label={index === 0 ? '正则表达式' : undefined}
                        rules={[
                          {
                            validator: async (_rule, value: string | undefined) => {
                              const problem = patternCompileProblem(value ?? '');
                              if (problem) throw new Error(problem);
                            },
                          },
                        ]}
                      >
                        <Input placeholder="如：[A-Z]{2}" aria-label={`第 ${index + 1} 条规则的正则表达式`} />
                      </Form.Item>
                    </Col>
                    <Col flex="auto">
                      <Form.Item
                        name={[item.name, 'message']}
                        label={index === 0 ? '提示信息' : undefined}
                        rules={[
                          { required: true, whitespace: true, message: '请输入提示信息' },
                          { max: 200, message: '不能超过 200 个字符' },
                        ]}
                      >
                        <Input placeholder="不匹配时的提示" aria-label={`第 ${index + 1} 条规则的提示信息`} />
                      </Form.Item>
                    </Col>
                    <Col flex="32px" style={{ paddingTop: index === 0 ? 34 : 4 }}>
                      <Button
                        type="text"
                        danger
                        aria-label={`删除第 ${index + 1} 条规则`}
                        icon={<MinusCircleOutlined />}
                        disabled={items.length <= 1}
                        onClick={() => remove(item.name)}
                      />
                    </Col>
                  </Row>
                ))}
                <Button
                  type="dashed"
                  block
                  icon={<PlusOutlined />}
                  disabled={items.length >= MAX_RULE_ROWS}
                  onClick={() => add(emptyRow())}
                >
                  添加规则
                </Button>
                <Form.ErrorList errors={errors} />
              </>
            )}
          </Form.List>
          <Form.Item
            name="ruleDescription"
            label={fields.ruleDescription.label}
            style={{ marginTop: 16 }}
            rules={[
              { max: fields.ruleDescription.max, message: `不能超过 ${fields.ruleDescription.max} 个字符` },
            ]}
          >
            <Input.TextArea rows={2} />
          </Form.Item>
          {/* Enter in a text field submits. */}
          <button type="submit" hidden aria-hidden />
        </Form>
      )}
    </GenericModal>
  );
}
