import type { TenantView } from '@ck/shared';
import { Alert, Button, Descriptions, Drawer, Form, Popconfirm, Space, Switch, Tabs } from 'antd';
import type { Color } from 'antd/es/color-picker';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useFeedback } from '../../../app/use-feedback.ts';
import { useFormSave } from '../../../hooks/use-form-save.ts';
import { editTenant } from '../api.ts';
import { LicenseTab } from './license-tab.tsx';
import {
  BrandFields,
  ContactFields,
  colourText,
  expiryText,
  expiryValue,
  QuotaFields,
} from './tenant-form-fields.tsx';
import { UsageBar } from './usage-bar.tsx';

interface EditValues {
  zuhuName: string;
  contactName?: string | null;
  contactPhone?: string | null;
  logo?: string | null;
  remark?: string | null;
  expireTime?: Dayjs | null;
  maxStudents?: number;
  maxTeachers?: number;
  maxStorageMb?: number;
  status?: boolean;
  brandName?: string | null;
  brandColor?: Color | string | null;
  brandLogo?: string | null;
}

const toForm = (t: TenantView): EditValues => ({
  zuhuName: t.zuhuName,
  contactName: t.contactName,
  contactPhone: t.contactPhone,
  logo: t.logo ?? '',
  remark: t.remark,
  expireTime: expiryValue(t.expireTime),
  maxStudents: t.maxStudents,
  maxTeachers: t.maxTeachers,
  maxStorageMb: t.maxStorageMb,
  status: t.status === 1,
  brandName: t.brandName,
  brandColor: t.brandColor,
  brandLogo: t.brandLogo ?? '',
});

function Usage({ tenant }: { tenant: TenantView }) {
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ marginBottom: 16 }}
      items={[
        {
          key: 's',
          label: '学生',
          children: <UsageBar used={tenant.studentCount} max={tenant.maxStudents} unit="个" />,
        },
        {
          key: 't',
          label: '教师',
          children: <UsageBar used={tenant.teacherCount} max={tenant.maxTeachers} unit="个" />,
        },
        {
          key: 'f',
          label: '存储',
          children: <UsageBar used={tenant.storageUsedMb} max={tenant.maxStorageMb} unit="MB" />,
        },
      ]}
    />
  );
}

/**
 * The edit drawer: contact and brand for every administrator of the tenant; expiry, quotas, status
 * and licences for the platform's administrators only (the server refuses them to anyone else).
 */
export function TenantEditDrawer({
  tenant,
  platformAdmin,
  onClose,
  onSaved,
}: {
  tenant: TenantView | null;
  platformAdmin: boolean;
  onClose: () => void;
  onSaved: (tenant: TenantView) => void;
}) {
  const { message } = useFeedback();
  const [form] = Form.useForm<EditValues>();
  const [tab, setTab] = useState('basic');
  const managesQuotas = platformAdmin && !!tenant;
  useEffect(() => {
    if (!tenant) return;
    form.resetFields();
    form.setFieldsValue(toForm(tenant));
    setTab('basic');
  }, [tenant, form]);

  const { saving, error, submit } = useFormSave(form, async (v) => {
    if (!tenant) return;
    const { expireTime, brandColor, status, maxStudents, maxTeachers, maxStorageMb, ...own } = v;
    const saved = await editTenant({
      id: tenant.id,
      ...own,
      brandColor: colourText(brandColor),
      // A tenant's own administrator never sends what only the platform may change.
      ...(managesQuotas
        ? {
            expireTime: expiryText(expireTime),
            maxStudents,
            maxTeachers,
            maxStorageMb,
            ...(tenant.platform ? {} : { status: status ? 1 : 0 }),
          }
        : {}),
    });
    message.success('机构信息已保存');
    onSaved(saved);
  });

  const formTabs = ['basic', 'quota', 'brand'];
  return (
    <Drawer
      title={tenant ? `编辑机构：${tenant.zuhuName}` : '编辑机构'}
      open={!!tenant}
      onClose={onClose}
      size="large"
      destroyOnHidden
      extra={
        formTabs.includes(tab) && (
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Popconfirm title="确定保存机构信息？" onConfirm={submit}>
              <Button type="primary" loading={saving} data-testid="tenant-save">
                保存
              </Button>
            </Popconfirm>
          </Space>
        )
      }
    >
      {tenant && (
        <Form form={form} labelCol={{ span: 5 }} wrapperCol={{ span: 18 }} name="tenant-edit">
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'basic', label: '基本信息', forceRender: true, children: <ContactFields /> },
              {
                key: 'quota',
                label: '到期与配额',
                forceRender: true,
                children: (
                  <>
                    <Usage tenant={tenant} />
                    {managesQuotas ? (
                      <>
                        <QuotaFields />
                        {!tenant.platform && (
                          <Form.Item
                            name="status"
                            label="启用"
                            valuePropName="checked"
                            extra="停用后机构用户只能看到停用提示"
                          >
                            <Switch checkedChildren="正常" unCheckedChildren="停用" />
                          </Form.Item>
                        )}
                      </>
                    ) : (
                      <Alert
                        type="info"
                        showIcon
                        title={`到期时间：${tenant.expireTime ?? '永不到期'}。到期时间与配额由平台管理员设置，如需续费或扩容请联系平台。`}
                      />
                    )}
                  </>
                ),
              },
              { key: 'brand', label: '品牌', forceRender: true, children: <BrandFields /> },
              ...(platformAdmin && !tenant.platform
                ? [{ key: 'license', label: '授权', children: <LicenseTab tenantId={tenant.id} /> }]
                : []),
            ]}
          />
        </Form>
      )}
    </Drawer>
  );
}
