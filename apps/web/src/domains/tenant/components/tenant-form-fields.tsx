import { ColorPicker, DatePicker, Form, Input, InputNumber } from 'antd';
import type { Color } from 'antd/es/color-picker';
import dayjs, { type Dayjs } from 'dayjs';
import { UploadInput } from '../../../admin/crud/upload-input.tsx';

const DAY = 'YYYY-MM-DD';

/** Form values of the date picker and colour picker, as the API wants them. */
export const expiryText = (value: Dayjs | null | undefined) => (value ? value.format(DAY) : '');
export const expiryValue = (text: string | null | undefined) => (text ? dayjs(text.slice(0, 10)) : null);
export const colourText = (value: Color | string | null | undefined) => {
  if (!value) return '';
  if (typeof value === 'string') return value;
  // The picker's clear button leaves a "cleared" colour: no brand colour.
  return (value as { cleared?: boolean }).cleared ? '' : value.toHexString().slice(0, 7);
};

export function ContactFields() {
  return (
    <>
      <Form.Item
        name="zuhuName"
        label="机构名称"
        rules={[{ required: true, whitespace: true, message: '请输入机构名称' }]}
      >
        <Input maxLength={100} placeholder="例如：星火少儿编程" />
      </Form.Item>
      <Form.Item name="contactName" label="联系人">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="contactPhone"
        label="联系电话"
        rules={[{ pattern: /^\+?[0-9-]{5,20}$/, message: '联系电话格式不正确' }]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="logo" label="机构标志">
        <UploadInput kind="image" label="标志" biz="tenant/logo" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </>
  );
}

export function QuotaFields() {
  return (
    <>
      <Form.Item
        name="expireTime"
        label="到期日期"
        extra="到期当天 23:59:59 后，机构用户只能看到到期提示；留空表示永不到期"
      >
        <DatePicker style={{ width: '100%' }} placeholder="永不到期" />
      </Form.Item>
      <Form.Item name="maxStudents" label="学生上限" extra="0 表示不限">
        <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} addonAfter="个" />
      </Form.Item>
      <Form.Item name="maxTeachers" label="教师上限" extra="0 表示不限；管理员不占名额">
        <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} addonAfter="个" />
      </Form.Item>
      <Form.Item name="maxStorageMb" label="存储上限" extra="0 表示不限">
        <InputNumber min={0} max={10_000_000} precision={0} style={{ width: '100%' }} addonAfter="MB" />
      </Form.Item>
    </>
  );
}

export function BrandFields() {
  return (
    <>
      <Form.Item name="brandName" label="品牌名称" extra="机构用户登录后，站点名称显示为此名称">
        <Input maxLength={100} placeholder="留空则使用平台名称" />
      </Form.Item>
      <Form.Item name="brandColor" label="品牌主色">
        <ColorPicker allowClear showText format="hex" disabledAlpha />
      </Form.Item>
      <Form.Item name="brandLogo" label="品牌标志">
        <UploadInput kind="image" label="品牌标志" biz="tenant/brand" />
      </Form.Item>
    </>
  );
}
