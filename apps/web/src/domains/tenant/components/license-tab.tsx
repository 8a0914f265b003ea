import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Popconfirm, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { errorText } from '../../../api/http-errors.ts';
import { useFeedback } from '../../../app/use-feedback.ts';
import { licensable, saveLicenses, TENANT_KEY, tenantLicenses } from '../api.ts';

interface LicenseValues {
  courseIds: string[];
  paperIds: string[];
}

const optionsOf = (rows: { id: string; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/** 授权: which of the platform's courses and papers a tenant may use (platform administrators only). */
export function LicenseTab({ tenantId }: { tenantId: string }) {
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LicenseValues>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const key = [...TENANT_KEY, 'licenses', tenantId];
  const current = useQuery({ queryKey: key, queryFn: () => tenantLicenses(tenantId) });
  const choices = useQuery({
    queryKey: [...TENANT_KEY, 'licensable'],
    queryFn: licensable,
    staleTime: 60_000,
  });

  useEffect(() => {
    if (current.data)
      form.setFieldsValue({ courseIds: current.data.courseIds, paperIds: current.data.paperIds });
  }, [current.data, form]);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    setError('');
    try {
      const saved = await saveLicenses({ id: tenantId, ...values });
      queryClient.setQueryData(key, saved);
      message.success('授权已保存');
    } catch (err) {
      setError(errorText(err, '保存授权失败'));
    } finally {
      setSaving(false);
    }
  };

  if (current.isLoading || choices.isLoading) return <Spin style={{ display: 'block', margin: 32 }} />;
  if (current.error || choices.error)
    return (
      <Alert type="error" showIcon title={errorText(current.error ?? choices.error, '授权信息加载失败')} />
    );
  return (
    <div data-testid="tenant-licenses">
      <Form form={form} layout="vertical" component={false}>
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="授权的课程与试卷来自平台（默认机构）的课程库和题库；保存后整体替换原有授权。"
        />
        <Form.Item name="courseIds" label="授权课程">
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={choices.data?.courses.length ? '选择平台课程' : '平台还没有课程'}
            options={optionsOf(choices.data?.courses)}
            notFoundContent="没有匹配的课程"
          />
        </Form.Item>
        <Form.Item name="paperIds" label="授权试卷">
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={choices.data?.papers.length ? '选择平台试卷' : '平台还没有试卷'}
            options={optionsOf(choices.data?.papers)}
            notFoundContent="没有匹配的试卷"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
        <Popconfirm title="确定保存授权？" description="将替换该机构原有的全部授权" onConfirm={save}>
          <Button type="primary" icon={<SafetyCertificateOutlined />} loading={saving}>
            保存授权
          </Button>
        </Popconfirm>
      </Form>
    </div>
  );
}
