import { SafetyCertificateOutlined } from '@ant-design/icons';
import { type PaySettingTest, type PaySettingView, payNotifyPath } from '@ck/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Switch, Tag, Typography } from 'antd';
import { useFeedback } from '../../../app/use-feedback.ts';
import { SettingSaveBar } from '../../../components/setting-save-bar.tsx';
import { useCheckRun } from '../../../hooks/use-check-run.ts';
import { useFormSave } from '../../../hooks/use-form-save.ts';
import { PAY_SETTING_KEY, savePaySetting, testPaySetting } from './api.ts';
import { fieldError, PAY_FORMS, type PayField } from './pay-fields.ts';

interface CardValues {
  enabled: boolean;
  config: Record<string, string>;
  secrets: Record<string, string>;
}

const valuesOf = (view: PaySettingView): CardValues => ({
  enabled: view.enabled,
  config: { ...view.config },
  secrets: Object.fromEntries(Object.keys(view.secrets).map((k) => [k, ''])),
});

const trimmed = (record: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [k, (v ?? '').trim()]));

const rulesOf = (field: PayField) => [
  {
    validator: (_: unknown, value: string | undefined) => {
      const message = fieldError(field, (value ?? '').trim());
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  },
];

/** The address to enter in the provider's console, from the site address being typed. */
function NotifyUrl({ provider, siteUrl }: { provider: 'wechat' | 'alipay'; siteUrl: string | undefined }) {
  const base = (siteUrl ?? '').trim().replace(/\/+$/, '');
  const url = /^https?:\/\/\S+$/.test(base) ? `${base}${payNotifyPath(provider)}` : '';
  return (
    <Form.Item label="支付结果通知地址" extra="只读：下单时自动传给支付平台；如平台要求登记，请填写此地址">
      <Input
        readOnly
        value={url}
        placeholder="填写本站地址后自动生成"
        data-testid={`pay-notify-url-${provider}`}
        suffix={url ? <Typography.Text copyable={{ text: url }} /> : null}
      />
    </Form.Item>
  );
}

/** One provider: enable switch, public fields, secrets (write-only), save and key check. */
export function PayProviderCard({ view, canEdit }: { view: PaySettingView; canEdit: boolean }) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<CardValues>();
  const siteUrl = Form.useWatch(['config', 'siteUrl'], form);
  const check = useCheckRun<PaySettingTest>('检查失败');
  const spec = PAY_FORMS[view.provider];

  const { saving, error, submit } = useFormSave(form, async (values) => {
    const saved = await savePaySetting({
      provider: view.provider,
      enabled: values.enabled,
      config: trimmed(values.config),
      // Empty secrets keep the stored ones.
      secrets: Object.fromEntries(Object.entries(trimmed(values.secrets)).filter(([, v]) => v !== '')),
    });
    queryClient.setQueryData<PaySettingView[]>(PAY_SETTING_KEY, (list) =>
      list?.map((v) => (v.provider === saved.provider ? saved : v)),
    );
    form.setFieldsValue(valuesOf(saved));
    check.clear();
    message.success(`${saved.name}设置已保存`);
  });

  const test = check.outcome && (check.outcome.result ?? { ok: false, message: check.outcome.error });

  return (
    <Card
      title={
        <Space>
          {view.name}
          {view.enabled ? <Tag color="success">已启用</Tag> : <Tag>未启用</Tag>}
        </Space>
      }
      data-testid={`pay-card-${view.provider}`}
      style={{ marginBottom: 16 }}
    >
      <Typography.Paragraph type="secondary">{spec.intro}</Typography.Paragraph>
      <Form<CardValues>
        form={form}
        layout="vertical"
        style={{ maxWidth: 720 }}
        disabled={!canEdit}
        initialValues={valuesOf(view)}
      >
        <Form.Item name="enabled" label={`启用${view.name}`} valuePropName="checked">
          <Switch checkedChildren="开" unCheckedChildren="关" aria-label={`启用${view.name}`} />
        </Form.Item>
        {spec.config.map((field) => (
          <Form.Item
            key={field.name}
            name={['config', field.name]}
            label={field.label}
            extra={field.extra}
            rules={rulesOf(field)}
          >
            {field.multiline ? (
              <Input.TextArea rows={4} placeholder={field.placeholder} aria-label={field.label} />
            ) : (
              <Input placeholder={field.placeholder} aria-label={field.label} />
            )}
          </Form.Item>
        ))}
        {spec.secrets.map((field) => {
          const stored = view.secrets[field.name];
          return (
            <Form.Item
              key={field.name}
              name={['secrets', field.name]}
              label={
                <Space>
                  {field.label}
                  {stored ? (
                    <Tag color="blue" data-testid={`pay-secret-${view.provider}-${field.name}`}>
                      {stored}
                    </Tag>
                  ) : (
                    <Tag>未设置</Tag>
                  )}
                </Space>
              }
              extra={stored ? '留空则不修改；密钥加密保存，不会再显示' : '密钥加密保存，保存后不会再显示'}
              rules={rulesOf(field)}
            >
              <Input.Password
                autoComplete="new-password"
                aria-label={field.label}
                placeholder={stored ? '已设置，留空则不修改' : (field.placeholder ?? '请输入')}
              />
            </Form.Item>
          );
        })}
        {view.provider !== 'manual' && <NotifyUrl provider={view.provider} siteUrl={siteUrl} />}
        <SettingSaveBar
          saving={saving}
          onSave={submit}
          error={error}
          outcome={
            test && (
              <Alert
                type={test.ok ? 'success' : 'error'}
                showIcon
                title={test.message}
                style={{ marginBottom: 16 }}
                data-testid={`pay-test-${view.provider}`}
              />
            )
          }
          check={
            view.provider !== 'manual' && (
              <Button
                icon={<SafetyCertificateOutlined />}
                loading={check.checking}
                onClick={() => check.run(() => testPaySetting(view.provider))}
                disabled={false}
              >
                检查密钥
              </Button>
            )
          }
          updateTime={view.updateTime}
        />
      </Form>
    </Card>
  );
}
