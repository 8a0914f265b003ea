import type { TenantView } from '@ck/shared';
import { Divider, Form, Input } from 'antd';
import type { Color } from 'antd/es/color-picker';
import type { Dayjs } from 'dayjs';
import { FormModal } from '../../../components/form-modal.tsx';
import { addTenant } from '../api.ts';
import { BrandFields, ContactFields, colourText, expiryText, QuotaFields } from './tenant-form-fields.tsx';

interface AddValues {
  zuhuName: string;
  contactName?: string;
  contactPhone?: string;
  logo?: string;
  remark?: string;
  expireTime?: Dayjs | null;
  maxStudents?: number;
  maxTeachers?: number;
  maxStorageMb?: number;
  brandName?: string;
  brandColor?: Color | string | null;
  brandLogo?: string;
  adminUsername: string;
  adminRealname?: string;
  adminPassword: string;
  confirmPassword: string;
}

const PASSWORD_RULE = {
  pattern: /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/,
  message: '密码为 8-64 位，须同时包含字母和数字',
};

/** 新建机构: the tenant and its first administrator, created together by the server. */
export function TenantAddModal({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (tenant: TenantView) => void;
}) {
  return (
    <FormModal<AddValues, TenantView>
      title="新建机构"
      open={open}
      onClose={onClose}
      width={720}
      initialValues={{ maxStudents: 0, maxTeachers: 0, maxStorageMb: 0 }}
      formProps={{ labelCol: { span: 5 }, wrapperCol: { span: 18 }, name: 'tenant-add' }}
      successText="机构及其管理员已创建"
      onSaved={onSaved}
      onSubmit={({ confirmPassword: _confirm, expireTime, brandColor, ...values }) =>
        addTenant({ ...values, expireTime: expiryText(expireTime), brandColor: colourText(brandColor) })
      }
    >
      <ContactFields />
      <QuotaFields />
      <BrandFields />
      <Divider titlePlacement="start">首个管理员</Divider>
      <Form.Item
        name="adminUsername"
        label="管理员账号"
        rules={[
          { required: true, whitespace: true, message: '请输入管理员账号' },
          { pattern: /^[A-Za-z0-9_][A-Za-z0-9_.@-]{1,63}$/, message: '账号为 2-64 位字母、数字或 _ . @ -' },
        ]}
      >
        <Input maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="adminRealname" label="管理员姓名">
        <Input maxLength={100} placeholder="留空则为“机构名称 + 管理员”" />
      </Form.Item>
      <Form.Item
        name="adminPassword"
        label="登录密码"
        rules={[{ required: true, message: '请输入密码' }, PASSWORD_RULE]}
      >
        <Input.Password maxLength={64} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="确认密码"
        dependencies={['adminPassword']}
        rules={[
          { required: true, message: '请再次输入密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('adminPassword')
                ? Promise.resolve()
                : Promise.reject(new Error('两次输入的密码不一致')),
          }),
        ]}
      >
        <Input.Password maxLength={64} autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
