import { DatePicker, Form, Radio } from 'antd';
import { SEX_OPTIONS } from './account-rules.ts';

/** The 性别 and 生日 fields of a user's profile, in the admin's user form and the user's own settings. */
export function SexBirthdayItems() {
  return (
    <>
      <Form.Item name="sex" label="性别">
        <Radio.Group options={SEX_OPTIONS} />
      </Form.Item>
      <Form.Item name="birthday" label="生日">
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
