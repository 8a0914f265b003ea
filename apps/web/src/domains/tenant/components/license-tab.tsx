import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Popconfirm, Spin } from 'antd';
import { errorText } from '../../../api/http-errors.ts';
import {
  CoursePaperFields,
  useCoursePaperForm,
} from '../../teaching/course-admin/components/course-paper-fields.tsx';
import { licensable, saveLicenses, TENANT_KEY, tenantLicenses } from '../api.ts';

const optionsOf = (rows: { id: string; name: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/** 授权: which of the platform's courses and papers a tenant may use (platform administrators only). */
export function LicenseTab({ tenantId }: { tenantId: string }) {
  const {
    form,
    given: current,
    saving,
    error,
    submit: save,
  } = useCoursePaperForm(
    [...TENANT_KEY, 'licenses', tenantId],
    () => tenantLicenses(tenantId),
    (values) => saveLicenses({ id: tenantId, ...values }),
    { saved: '授权已保存', failed: '保存授权失败' },
  );
  const choices = useQuery({
    queryKey: [...TENANT_KEY, 'licensable'],
    queryFn: licensable,
    staleTime: 60_000,
  });

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
