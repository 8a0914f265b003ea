import { Form, type FormItemProps, Switch } from 'antd';

export type SwitchItemProps = Omit<FormItemProps, 'valuePropName' | 'children'> & {
  /** The texts inside the switch when on and when off, e.g. `['发布', '草稿']`; none when omitted. */
  texts?: readonly [string, string];
};

/** A form's on/off field: a Switch holding a boolean. */
export function SwitchItem({ texts, ...item }: SwitchItemProps) {
  return (
    <Form.Item valuePropName="checked" {...item}>
      <Switch checkedChildren={texts?.[0]} unCheckedChildren={texts?.[1]} />
    </Form.Item>
  );
}
