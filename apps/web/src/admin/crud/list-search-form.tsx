import { DownOutlined, ReloadOutlined, SearchOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Form, type FormInstance, Input, Row, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { type ListColumn, searchNameOf } from './list-columns.ts';

const COLLAPSED_COUNT = 3;

export interface ListSearch<T> {
  form: FormInstance<Record<string, unknown>>;
  columns: ListColumn<T>[];
  apply: (values: Record<string, unknown>) => void;
  reset: () => void;
}

interface ListSearchFormProps<T> {
  search: ListSearch<T>;
  /** The form's name: field ids become `<name>_<field>`. */
  name?: string;
  /** `inline`: one wrapping row; `grid`: labelled cells, more than three folded behind "展开". */
  layout?: 'inline' | 'grid';
  loading?: boolean;
  /** Shown after the buttons, in the same row (toolbar buttons, an export). */
  extra?: ReactNode;
  /** Without buttons when every field searches by itself (keyword boxes, instant selects). */
  buttons?: 'both' | 'search' | 'none';
}

/** The control of one search field; the Form.Item injects its value and onChange. */
function control<T>(column: ListColumn<T>, submit: () => void) {
  const { search } = column;
  if (search?.input) return search.input;
  const style = search?.width ? { width: search.width } : undefined;
  if (search?.keyword)
    return <Input.Search allowClear placeholder={search.placeholder} style={style} onSearch={submit} />;
  return <Input allowClear placeholder={search?.placeholder} style={style} />;
}

/** The search bar of a list page, built from the columns that declare `search`. */
export function ListSearchForm<T>({
  search,
  name,
  layout = 'inline',
  loading,
  extra,
  buttons,
}: ListSearchFormProps<T>) {
  const [expanded, setExpanded] = useState(false);
  const { form, columns } = search;
  if (!columns.length && !extra) return null;
  const selfSearching = columns.every((c) => c.search?.keyword || c.search?.instant);
  const shownButtons = buttons ?? (selfSearching ? 'none' : 'both');
  const items = (layout === 'grid' && !expanded ? columns.slice(0, COLLAPSED_COUNT) : columns).map((c) => (
    <Form.Item
      key={c.key}
      name={searchNameOf(c)}
      label={c.search?.label === true ? c.title : c.search?.label || undefined}
      initialValue={c.search?.initialValue}
    >
      {control(c, () => form.submit())}
    </Form.Item>
  ));
  const actions = (
    <Space wrap>
      {shownButtons !== 'none' && (
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={loading}>
          查询
        </Button>
      )}
      {shownButtons === 'both' && (
        <Button icon={layout === 'grid' ? <ReloadOutlined /> : undefined} onClick={search.reset}>
          重置
        </Button>
      )}
      {layout === 'grid' && columns.length > COLLAPSED_COUNT && (
        <Button type="link" onClick={() => setExpanded((v) => !v)}>
          {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
        </Button>
      )}
      {extra}
    </Space>
  );
  const instant = (changed: Record<string, unknown>) => {
    if (columns.some((c) => c.search?.instant && searchNameOf(c) in changed)) form.submit();
  };

  if (layout === 'grid')
    return (
      <Form form={form} name={name} onFinish={search.apply} style={{ marginBottom: 8 }}>
        <Row gutter={16}>
          {items.map((item) => (
            <Col key={item.key} xs={24} sm={12} lg={8} xl={6}>
              {item}
            </Col>
          ))}
          {/* The buttons take the rest of the row, so a toolbar beside them stays on one line. */}
          <Col flex="auto">
            <Form.Item>{actions}</Form.Item>
          </Col>
        </Row>
      </Form>
    );
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      onFinish={search.apply}
      onValuesChange={instant}
      style={{ marginBottom: 16, rowGap: 12 }}
    >
      {items}
      {actions}
    </Form>
  );
}
