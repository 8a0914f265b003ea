import type { CertOption } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Checkbox, DatePicker, Empty, Form, Select, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { SaveModal } from '../../../../components/save-modal.tsx';
import { useBusyRun } from '../../../../hooks/use-busy-run.ts';
import {
  fetchCertClasses,
  fetchCertCourses,
  fetchClassStudents,
  issueCerts,
  listCertTemplates,
} from '../api.ts';

interface IssueModalProps {
  open: boolean;
  onClose: () => void;
  onIssued: () => void;
}

interface IssueForm {
  templateId?: string;
  classId?: string;
  userIds: string[];
  courseId?: string;
  issueDate: Dayjs;
}

const options = (rows: CertOption[] | undefined) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

/** Issue one template to students picked from a class the caller manages. */
export function IssueModal({ open, onClose, onIssued }: IssueModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<IssueForm>();
  const { busy: saving, run } = useBusyRun();
  const classId = Form.useWatch('classId', form);
  const userIds = Form.useWatch('userIds', form) ?? [];

  const templates = useQuery({
    queryKey: ['cert-templates', 'all'],
    queryFn: () => listCertTemplates({ pageNo: 1, pageSize: 200 }),
    enabled: open,
  });
  const classes = useQuery({ queryKey: ['cert-classes'], queryFn: fetchCertClasses, enabled: open });
  const courses = useQuery({ queryKey: ['cert-courses'], queryFn: fetchCertCourses, enabled: open });
  const students = useQuery({
    queryKey: ['cert-class-students', classId],
    queryFn: () => fetchClassStudents(classId!),
    enabled: open && !!classId,
  });

  useEffect(() => {
    if (open)
      form.setFieldsValue({
        userIds: [],
        issueDate: dayjs(),
        templateId: undefined,
        classId: undefined,
        courseId: undefined,
      });
  }, [open, form]);

  const pickTemplate = (id: string) => {
    const t = templates.data?.records.find((r) => r.id === id);
    if (t?.courseId) form.setFieldValue('courseId', t.courseId);
  };

  const all = students.data ?? [];
  const submit = async () => {
    const v = await form.validateFields();
    await run(async () => {
      const { message: text } = await issueCerts({
        templateId: v.templateId!,
        userIds: v.userIds,
        courseId: v.courseId ?? null,
        issueDate: v.issueDate.format('YYYY-MM-DD'),
      });
      message.success(text);
      onIssued();
      onClose();
    });
  };

  return (
    <SaveModal
      title="颁发证书"
      open={open}
      onClose={onClose}
      save={{ saving, submit }}
      okText="颁发"
      width={640}
    >
      <Form form={form} layout="vertical" initialValues={{ userIds: [], issueDate: dayjs() }}>
        <Form.Item name="templateId" label="证书模板" rules={[{ required: true, message: '请选择证书模板' }]}>
          <Select
            placeholder="选择模板"
            loading={templates.isLoading}
            options={(templates.data?.records ?? []).map((t) => ({ value: t.id, label: t.name }))}
            onChange={pickTemplate}
            notFoundContent={
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无模板，请先在“证书模板”中新建" />
            }
          />
        </Form.Item>
        <Form.Item name="courseId" label="课程（可选）" extra="印在证书上的课程名称">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="不指定课程"
            loading={courses.isLoading}
            options={options(courses.data)}
          />
        </Form.Item>
        <Form.Item name="classId" label="班级" rules={[{ required: true, message: '请选择班级' }]}>
          <Select
            placeholder="选择班级"
            loading={classes.isLoading}
            options={options(classes.data)}
            onChange={() => form.setFieldValue('userIds', [])}
            notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="您还没有管理的班级" />}
          />
        </Form.Item>
        {classId && (
          <Form.Item
            label={
              <Checkbox
                checked={all.length > 0 && userIds.length === all.length}
                indeterminate={userIds.length > 0 && userIds.length < all.length}
                disabled={!all.length}
                onChange={(e) => form.setFieldValue('userIds', e.target.checked ? all.map((s) => s.id) : [])}
              >
                学生（已选 {userIds.length} / {all.length}）
              </Checkbox>
            }
            name="userIds"
            rules={[{ required: true, type: 'array', min: 1, message: '请选择要颁发的学生' }]}
          >
            {students.isLoading ? (
              <Spin />
            ) : all.length ? (
              <Checkbox.Group
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(3, 1fr)',
                  gap: 6,
                  maxHeight: 220,
                  overflowY: 'auto',
                }}
                options={all.map((s) => ({ value: s.id, label: s.realname || s.username }))}
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该班级还没有学生" />
            )}
          </Form.Item>
        )}
        <Form.Item name="issueDate" label="颁发日期" rules={[{ required: true, message: '请选择颁发日期' }]}>
          <DatePicker allowClear={false} />
        </Form.Item>
      </Form>
    </SaveModal>
  );
}
