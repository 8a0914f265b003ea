import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Popconfirm, Spin } from 'antd';
import { useEffect } from 'react';
import { errorText } from '../../../api/http-errors.ts';
import { useFeedback } from '../../../app/use-feedback.ts';
import { useFormSave } from '../../../hooks/use-form-save.ts';
import { CoursePaperFields } from '../../teaching/course-admin/components/course-paper-fields.tsx';
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

  const {
    saving,
    error,
    submit: save,
  } = useFormSave(
    form,
    async (values) => {
      const saved = await saveLicenses({ id: tenantId, ...values });
      queryClient.setQueryData(key, saved);
      message.success('授权已保存');
    },
    '保存授权失败',
  );

  if (current.isLoading || choices.isLoading) return <Spin style={{ display: 'block', margin: 32 }} />;
  if (current.error || choices.error)
    return (
      <Alert type="error" showIcon title={errorText(current.error ?? choices.error, '授权信息加载失败')} />
    );
  return (
    <div data-testid="tenant-licenses">
      <Form form={form} layout="vertical" component={false}>
        <CoursePaperFields
          note="授权的课程与试卷来自平台（默认机构）的课程库和题库；保存后整体替换原有授权。"
          courses={{
            label: '授权课程',
            placeholder: choices.data?.courses.length ? '选择平台课程' : '平台还没有课程',
            notFound: '没有匹配的课程',
            options: optionsOf(choices.data?.courses),
          }}
          papers={{
            label: '授权试卷',
            placeholder: choices.data?.papers.length ? '选择平台试卷' : '平台还没有试卷',
            notFound: '没有匹配的试卷',
            options: optionsOf(choices.data?.papers),
          }}
        />
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
