import { DeleteOutlined } from '@ant-design/icons';
import type { CertAlign, CertField, CertFieldKey } from '@ck/shared';
import { Button, ColorPicker, Form, Input, InputNumber, Segmented, Select, Switch } from 'antd';
import { ALIGN_LABELS, FIELD_LABELS } from '../cert-layout.ts';

interface FieldInspectorProps {
  field: CertField;
  onChange: (patch: Partial<CertField>) => void;
  onRemove: () => void;
}

const keyOptions = Object.entries(FIELD_LABELS).map(([value, label]) => ({ value, label }));
const alignOptions = (Object.keys(ALIGN_LABELS) as CertAlign[]).map((value) => ({
  value,
  label: ALIGN_LABELS[value],
}));

/** The settings of the selected field: what it prints, where, and how. */
export function FieldInspector({ field, onChange, onRemove }: FieldInspectorProps) {
  return (
    <Form layout="vertical" size="small" component="div">
      <Form.Item label="内容">
        <Select<CertFieldKey>
          value={field.key}
          options={keyOptions}
          onChange={(key) => onChange({ key, text: key === 'customText' ? field.text || '荣誉证书' : null })}
        />
      </Form.Item>
      {field.key === 'customText' && (
        <Form.Item label="文字" required>
          <Input
            value={field.text ?? ''}
            maxLength={200}
            onChange={(e) => onChange({ text: e.target.value })}
          />
        </Form.Item>
      )}
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item label="横向 %" style={{ flex: 1 }}>
          <InputNumber
            min={0}
            max={100}
            step={0.5}
            value={field.x}
            style={{ width: '100%' }}
            onChange={(x) => onChange({ x: x ?? 0 })}
          />
        </Form.Item>
        <Form.Item label="纵向 %" style={{ flex: 1 }}>
          <InputNumber
            min={0}
            max={100}
            step={0.5}
            value={field.y}
            style={{ width: '100%' }}
            onChange={(y) => onChange({ y: y ?? 0 })}
          />
        </Form.Item>
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item label="字号" style={{ flex: 1 }}>
          <InputNumber
            min={8}
            max={200}
            value={field.fontSize}
            style={{ width: '100%' }}
            onChange={(fontSize) => onChange({ fontSize: fontSize ?? 24 })}
          />
        </Form.Item>
        <Form.Item label="颜色">
          <ColorPicker
            value={field.color}
            disabledAlpha
            onChangeComplete={(c) => onChange({ color: c.toHexString().slice(0, 7) })}
          />
        </Form.Item>
        <Form.Item label="加粗">
          <Switch checked={field.bold} onChange={(bold) => onChange({ bold })} />
        </Form.Item>
      </div>
      <Form.Item label="对齐">
        <Segmented<CertAlign>
          value={field.align}
          options={alignOptions}
          onChange={(align) => onChange({ align })}
        />
      </Form.Item>
      <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
        删除该字段
      </Button>
    </Form>
  );
}
