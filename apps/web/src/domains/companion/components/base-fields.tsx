import { Form, Input, InputNumber, type InputNumberProps, Radio, Space } from 'antd';
import { UploadInput } from '../../../admin/crud/upload-input.tsx';
import type { TestPowerDraft } from '../assessment-form.ts';

interface Props {
  draft: TestPowerDraft;
  onChange: (patch: Partial<TestPowerDraft>) => void;
}

const BIZ = 'teaching/testPower';

type WholeKey = 'ageMin' | 'ageMax' | 'durationMinutes' | 'sortNo';

/** Name, cover, intro, age range, time limit, order and status of an assessment. */
export function BaseFields({ draft, onChange }: Props) {
  /** A whole number of the draft from `min` to `max`; emptied, it becomes `empty`. */
  const whole = (key: WholeKey, min: number, max: number, empty: number, props: InputNumberProps) => (
    <InputNumber
      {...props}
      min={min}
      max={max}
      precision={0}
      value={draft[key]}
      onChange={(v) => onChange({ [key]: v ?? empty })}
    />
  );
  return (
    <Form layout="horizontal" labelCol={{ flex: '100px' }} wrapperCol={{ flex: '1 1 0' }} component="div">
      <Form.Item label="测评名称" required htmlFor="tp-name">
        <Input
          id="tp-name"
          value={draft.name}
          maxLength={60}
          placeholder="如：少儿编程思维能力测评"
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="封面">
        <UploadInput
          kind="image"
          label="封面"
          biz={BIZ}
          value={draft.cover}
          onChange={(cover) => onChange({ cover })}
        />
      </Form.Item>
      <Form.Item label="简介" htmlFor="tp-intro">
        <Input.TextArea
          id="tp-intro"
          value={draft.intro}
          maxLength={2000}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder="给家长看的测评说明：测什么、适合谁、大约多久"
          onChange={(e) => onChange({ intro: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="适用年龄" required>
        <Space>
          {whole('ageMin', 3, 18, 3, { 'aria-label': '最小年龄' })}
          <span>至</span>
          {whole('ageMax', 3, 18, 18, { 'aria-label': '最大年龄' })}
          <span>岁</span>
        </Space>
      </Form.Item>
      <Form.Item label="限时" htmlFor="tp-duration" extra="0 表示不限时">
        {whole('durationMinutes', 0, 180, 0, { id: 'tp-duration', suffix: '分钟' })}
      </Form.Item>
      <Form.Item label="排序" htmlFor="tp-sort" extra="数字小的排在前面">
        {whole('sortNo', 0, 100000, 0, { id: 'tp-sort' })}
      </Form.Item>
      <Form.Item label="状态" extra="发布后家长可以在官网和手机端看到并参加">
        <Radio.Group
          optionType="button"
          value={draft.status}
          onChange={(e) => onChange({ status: e.target.value })}
          options={[
            { value: '0', label: '草稿' },
            { value: '1', label: '发布' },
          ]}
        />
      </Form.Item>
    </Form>
  );
}
