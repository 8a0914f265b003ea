import { Form, type FormItemProps, InputNumber } from 'antd';

export interface IntegerItemProps extends Omit<FormItemProps, 'rules' | 'children'> {
  min: number;
  max: number;
  /** Shown after the number: 分钟, 次… */
  unit: string;
  /** The error when the value is missing or out of range. */
  message: string;
}

/** A required whole number between `min` and `max`, its unit after it. */
export function IntegerItem({ min, max, unit, message, ...item }: IntegerItemProps) {
  return (
    <Form.Item {...item} rules={[{ required: true, type: 'integer', min, max, message }]}>
      <InputNumber min={min} max={max} precision={0} suffix={unit} style={{ width: 160 }} />
    </Form.Item>
  );
}
