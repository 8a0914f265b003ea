import { ApiOutlined } from '@ant-design/icons';
import { AI_HOURS_PATTERN, type AiConnectionTest, type AiSettingSave, type AiSettingView } from '@ck/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useMemo } from 'react';
import { errorText } from '../../../api/http-errors.ts';
import { useDocumentTitle } from '../../../app/use-document-title.ts';
import { useFeedback } from '../../../app/use-feedback.ts';
import { SettingSaveBar } from '../../../components/setting-save-bar.tsx';
import { SwitchItem } from '../../../components/switch-item.tsx';
import { requiredTextRules } from '../../../components/text-rules.ts';
import { useCan } from '../../../hooks/use-can.ts';
import { type CheckOutcome, useCheckRun } from '../../../hooks/use-check-run.ts';
import { useFormSave } from '../../../hooks/use-form-save.ts';
import { AI_KEY, aiSetting, roleOptions, saveAiSetting, testAiSetting } from '../api.ts';
import { isLocalUrl, PROVIDER_PRESETS, presetOfUrl } from './provider-presets.ts';

const SETTING_KEY = [...AI_KEY, 'setting'] as const;

const toForm = (view: AiSettingView): AiSettingSave => ({
  baseUrl: view.baseUrl,
  apiKey: '',
  model: view.model,
  temperature: view.temperature,
  maxTokens: view.maxTokens,
  timeoutMs: view.timeoutMs,
  enabled: view.enabled,
  roles: view.roles,
  dailyQuota: view.dailyQuota,
  dailyTokens: view.dailyTokens,
  hours: view.hours,
});

const trimmed = (values: AiSettingSave): AiSettingSave => ({
  ...values,
  baseUrl: values.baseUrl.trim(),
  apiKey: (values.apiKey ?? '').trim(),
  model: values.model.trim(),
  hours: (values.hours ?? '').replace(/\s+/g, ''),
});

function TestOutcome({ outcome }: { outcome: CheckOutcome<AiConnectionTest> | null }) {
  if (!outcome) return null;
  const { result, error } = outcome;
  if (!result)
    return error ? <Alert type="error" showIcon title={error} data-testid="ai-test-result" /> : null;
  return (
    <Alert
      type={result.ok ? 'success' : 'error'}
      showIcon
      data-testid="ai-test-result"
      title={`${result.ok ? '连接成功' : '连接失败'}：${result.message}（耗时 ${result.latencyMs} ms）`}
      description={result.reply ? `模型回复：${result.reply}` : undefined}
    />
  );
}

function SettingForm({ view }: { view: AiSettingView }) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const canEdit = useCan('teaching:aiSetting:edit');
  const [form] = Form.useForm<AiSettingSave>();
  const test = useCheckRun<AiConnectionTest>('测试连接失败');
  const baseUrl = Form.useWatch('baseUrl', form);
  const roles = useQuery({ queryKey: [...AI_KEY, 'roles'], queryFn: roleOptions, staleTime: 300_000 });

  const roleChoices = useMemo(() => {
    const known = (roles.data ?? []).map((r) => ({
      value: r.roleCode,
      label: `${r.roleName}（${r.roleCode}）`,
    }));
    const extra = view.roles.filter((code) => !known.some((k) => k.value === code));
    return [...known, ...extra.map((code) => ({ value: code, label: code }))];
  }, [roles.data, view.roles]);

  const { saving, error, submit } = useFormSave(form, async (values) => {
    const saved = await saveAiSetting(trimmed(values));
    queryClient.setQueryData(SETTING_KEY, saved);
    void queryClient.invalidateQueries({ queryKey: [...AI_KEY, 'status'] });
    form.setFieldsValue(toForm(saved));
    message.success('AI 设置已保存');
  });

  const runTest = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    test.clear();
    await test.run(() => testAiSetting(trimmed(values)));
  };

  const keyPlaceholder = view.hasKey
    ? `已保存：${view.apiKey}，留空则不修改`
    : isLocalUrl(baseUrl)
      ? '本机服务（Ollama / vLLM）可以不填'
      : '请输入服务商提供的 API Key';

  return (
    <Form<AiSettingSave>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      disabled={!canEdit}
      initialValues={toForm(view)}
    >
      <Form.Item label="服务商预设" extra="选择后自动填入接口地址和推荐模型，也可以手动修改">
        <Select
          aria-label="服务商预设"
          placeholder="选择一个服务商"
          value={presetOfUrl(baseUrl)?.key}
          options={PROVIDER_PRESETS.map((p) => ({ value: p.key, label: p.label }))}
          onChange={(key: string) => {
            const preset = PROVIDER_PRESETS.find((p) => p.key === key);
            if (preset) form.setFieldsValue({ baseUrl: preset.baseUrl, model: preset.model });
          }}
        />
      </Form.Item>
      <Form.Item
        name="baseUrl"
        label="接口地址（OpenAI 兼容）"
        rules={[
          { required: true, whitespace: true, message: '请填写接口地址' },
          { pattern: /^https?:\/\/\S+$/, message: '接口地址必须是 http(s) 地址' },
          { max: 300, message: '接口地址不能超过 300 个字符' },
        ]}
      >
        <Input placeholder="https://api.deepseek.com/v1" />
      </Form.Item>
      <Form.Item
        name="apiKey"
        label="API Key"
        extra="密钥加密保存，任何页面都不会显示完整的密钥"
        rules={[{ max: 500, message: 'API Key 过长' }]}
      >
        <Input.Password placeholder={keyPlaceholder} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="model" label="模型" rules={requiredTextRules('模型名称', 100)}>
        <Input placeholder="deepseek-chat" />
      </Form.Item>
      <Space wrap size="large" align="start">
        <Form.Item
          name="temperature"
          label="温度（0-2，越大越发散）"
          rules={[{ required: true, message: '请填写温度' }]}
        >
          <InputNumber min={0} max={2} step={0.1} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item
          name="maxTokens"
          label="最大回复长度（tokens）"
          rules={[{ required: true, message: '请填写最大回复长度' }]}
        >
          <InputNumber min={16} max={32768} precision={0} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="timeoutMs" label="超时（毫秒）" rules={[{ required: true, message: '请填写超时' }]}>
          <InputNumber min={1000} max={300000} step={1000} precision={0} style={{ width: 160 }} />
        </Form.Item>
      </Space>
      <SwitchItem name="enabled" label="启用码狗" texts={['开', '关']} />
      <Form.Item
        name="roles"
        label="可以使用的角色"
        rules={[{ type: 'array', max: 50, message: '角色过多' }]}
      >
        <Select
          mode="multiple"
          aria-label="可以使用的角色"
          placeholder="选择角色"
          loading={roles.isPending}
          options={roleChoices}
          optionFilterProp="label"
        />
      </Form.Item>
      <Space wrap size="large" align="start">
        <Form.Item
          name="dailyQuota"
          label="每人每日提问次数（0 不限）"
          rules={[{ required: true, message: '请填写每日次数' }]}
        >
          <InputNumber min={0} max={100000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="dailyTokens"
          label="每人每日用量（tokens，0 不限）"
          rules={[{ required: true, message: '请填写每日用量' }]}
        >
          <InputNumber min={0} max={100000000} precision={0} style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Form.Item
        name="hours"
        label="可用时段"
        extra="格式 HH:mm-HH:mm，多个时段用英文逗号分隔，可跨午夜（如 20:00-06:00）；留空表示全天可用。例如 08:00-12:00,14:00-21:00"
        rules={[
          {
            validator: (_, value: string | undefined) =>
              AI_HOURS_PATTERN.test((value ?? '').replace(/\s+/g, ''))
                ? Promise.resolve()
                : Promise.reject(new Error('可用时段格式应为 08:00-21:00，多个时段用逗号分隔')),
          },
        ]}
      >
        <Input placeholder="例如 08:00-21:00" allowClear />
      </Form.Item>
      <SettingSaveBar
        saving={saving}
        onSave={submit}
        error={error}
        outcome={<TestOutcome outcome={test.outcome} />}
        check={
          <Button icon={<ApiOutlined />} loading={test.checking} onClick={runTest}>
            测试连接
          </Button>
        }
        updateTime={view.updateTime}
        style={{ marginTop: 16 }}
      />
    </Form>
  );
}

/** AI 设置: the OpenAI-compatible provider and the rules of use of the code dog. */
export function AiSettingContent() {
  const query = useQuery({ queryKey: SETTING_KEY, queryFn: aiSetting });
  if (query.error) return <Alert type="error" showIcon title={errorText(query.error, 'AI 设置加载失败')} />;
  if (!query.data) return <Card loading variant="borderless" />;
  return <SettingForm view={query.data} />;
}

/** `ai/AiSetting` in the back office. */
export function AiSettingPage() {
  return (
    <Card variant="borderless" title="AI 设置">
      <AiSettingContent />
    </Card>
  );
}

/** `/home-page/aiSetting`. */
export function AiSettingHomePage() {
  useDocumentTitle('AI 设置');
  return <AiSettingPage />;
}
