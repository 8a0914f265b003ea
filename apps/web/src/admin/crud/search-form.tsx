import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { DictSelect } from '../../components/dict-select.tsx';
import { type FieldEntry, isDateKind, isNumberKind, placeholderOf } from './field-kinds.ts';
import { RefSelect } from './ref-select.tsx';

const COLLAPSED_COUNT = 3;

/** The control itself is the Form.Item child, so that the item can inject value and onChange. */
function searchInput([, field]: FieldEntry) {
  if (field.kind === 'dict') return <DictSelect code={field.dict ?? ''} placeholder={placeholderOf(field)} />;
  if (field.kind === 'ref') {
    return (
      <RefSelect refKey={field.ref ?? ''} labelField={field.refLabel} placeholder={placeholderOf(field)} />
    );
  }
  if (field.kind === 'bool') {
    return (
      <Select
        allowClear
        placeholder={placeholderOf(field)}
        options={[
          { value: 'true', label: '是' },
          { value: 'false', label: '否' },
        ]}
      />
    );
  }
  if (isDateKind(field.kind)) return <DatePicker.RangePicker style={{ width: '100%' }} />;
  if (isNumberKind(field.kind))
    return <InputNumber style={{ width: '100%' }} placeholder={placeholderOf(field)} />;
  return <Input allowClear placeholder={`${placeholderOf(field)}（模糊查询）`} />;
}

interface SearchFormProps {
  fields: FieldEntry[];
  onSearch: (values: Record<string, unknown>) => void;
  loading?: boolean;
}

/** The query bar of a resource page; more than three fields fold behind "展开". */
export function SearchForm({ fields, onSearch, loading }: SearchFormProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const [expanded, setExpanded] = useState(false);
  if (!fields.length) return null;
  const shown = expanded ? fields : fields.slice(0, COLLAPSED_COUNT);
  return (
    <Form form={form} onFinish={onSearch} style={{ marginBottom: 8 }}>
      <Row gutter={16}>
        {shown.map((entry) => (
          <Col key={entry[0]} xs={24} sm={12} lg={8} xl={6}>
            <Form.Item name={entry[0]} label={entry[1].label}>
              {searchInput(entry)}
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} sm={12} lg={8} xl={6}>
          <Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
                查询
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  form.resetFields();
                  onSearch({});
                }}
              >
                重置
              </Button>
              {fields.length > COLLAPSED_COUNT && (
                <Button type="link" onClick={() => setExpanded((v) => !v)}>
                  {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
                </Button>
              )}
            </Space>
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
