import { Form, Input, InputNumber, Radio } from 'antd';

interface Props {
  /** The form's current `mode`. */
  mode: 'count' | 'names' | undefined;
  /** The most accounts one batch may create. */
  max: number;
  namesExtra?: string;
  namesPlaceholder: string;
}

/** How many accounts a batch creates: a number (`count`), or one per name of a pasted list (`names`). */
export function BatchSizeFields({ mode, max, namesExtra, namesPlaceholder }: Props) {
  return (
    <>
      <Form.Item name="mode" label="方式">
        <Radio.Group
          options={[
            { value: 'count', label: '按数量' },
            { value: 'names', label: '按姓名名单' },
          ]}
        />
      </Form.Item>
      {mode === 'names' ? (
        <Form.Item
          name="names"
          label="姓名名单"
          extra={namesExtra}
          rules={[{ required: true, message: '请粘贴姓名，每行一个' }]}
        >
          <Input.TextArea rows={6} placeholder={namesPlaceholder} />
        </Form.Item>
      ) : (
        <Form.Item name="count" label="数量" rules={[{ required: true, message: '请输入数量' }]}>
          <InputNumber min={1} max={max} />
        </Form.Item>
      )}
    </>
  );
}
