import type { CourseDept } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DATETIME_FORMAT } from '../../../../admin/crud/form-values.ts';
import { errorText } from '../../../../api/http-errors.ts';
import { FormModal } from '../../../../components/form-modal.tsx';
import { addCourseDept, editCourseDept, listCourses } from '../api.ts';

const timeText = (d: Dayjs | null | undefined) => (d ? d.format(DATETIME_FORMAT) : null);
const openTimeItem = (
  <Form.Item name="openTime" label="开放时间" extra="不填则授权后立即开放；到了开放时间学生才能看到课程">
    <DatePicker showTime format={DATETIME_FORMAT} placeholder="立即开放" style={{ width: 240 }} />
  </Form.Item>
);

interface AddValues {
  courseIds: string[];
  openTime?: Dayjs | null;
}

/** Authorises one or more courses to a class from an open time. */
export function AddCoursesModal({
  open,
  classId,
  className,
  authorised,
  onClose,
  onSaved,
}: {
  open: boolean;
  classId: string;
  className: string;
  /** Courses the class has already: not offered again. */
  authorised: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  // The courses this user may authorise: every course for administrators, the school's for teachers.
  const courses = useQuery({
    queryKey: ['teaching', 'courses', 'choosable'],
    queryFn: () => listCourses({ pageSize: 500, column: 'orderNum', order: 'asc' }),
    enabled: open,
  });
  const taken = new Set(authorised);
  const options = (courses.data?.records ?? [])
    .filter((c) => !taken.has(c.id))
    .map((c) => ({
      value: c.id,
      label: `${c.courseName}（${c.courseCategory_dictText}·${c.courseType_dictText}${c.licensed ? '·平台授权' : ''}）`,
    }));

  return (
    <FormModal<AddValues>
      title={`给「${className}」添加课程`}
      open={open}
      onClose={onClose}
      initialValues={{ courseIds: [], openTime: null }}
      width={600}
      okText="授权"
      formProps={{ labelCol: { span: 5 }, wrapperCol: { span: 18 }, name: 'course-auth-add' }}
      onSubmit={async ({ courseIds, openTime }) => {
        const failed: string[] = [];
        // One authorisation per course: one refused course does not stop the others.
        for (const courseId of courseIds) {
          try {
            await addCourseDept({ deptId: classId, courseId, openTime: timeText(openTime) });
          } catch (error) {
            const name = options.find((o) => o.value === courseId)?.label ?? courseId;
            failed.push(`${name}：${errorText(error, '授权失败')}`);
          }
        }
        if (failed.length) {
          if (failed.length < courseIds.length) onSaved();
          throw new Error(`${failed.length} 门课程未能授权。${failed.join('；')}`);
        }
      }}
      successText="授权成功"
      onSaved={() => {
        onSaved();
        onClose();
      }}
    >
      <Form.Item name="courseIds" label="课程" rules={[{ required: true, message: '请选择要授权的课程' }]}>
        <Select
          mode="multiple"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={courses.isLoading}
          options={options}
          placeholder="选择课程，可多选"
          notFoundContent={
            courses.isError ? '课程加载失败' : courses.isLoading ? '加载中…' : '没有可以授权的课程'
          }
        />
      </Form.Item>
      {openTimeItem}
    </FormModal>
  );
}

/** Changes when a class starts to see an authorised course. */
export function OpenTimeModal({
  record,
  onClose,
  onSaved,
}: {
  record: CourseDept | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormModal<{ openTime?: Dayjs | null }>
      title="修改开放时间"
      open={!!record}
      onClose={onClose}
      initialValues={{ openTime: record?.openTime ? dayjs(record.openTime, DATETIME_FORMAT) : null }}
      width={520}
      formProps={{ labelCol: { span: 5 }, wrapperCol: { span: 18 }, name: 'course-auth-time' }}
      onSubmit={({ openTime }) =>
        record
          ? editCourseDept({
              id: record.id,
              deptId: record.deptId,
              courseId: record.courseId,
              openTime: timeText(openTime),
            })
          : Promise.resolve(null)
      }
      successText="开放时间已修改"
      onSaved={() => {
        onSaved();
        onClose();
      }}
    >
      <Form.Item label="课程">
        <Typography.Text strong>{record?.courseId_dictText}</Typography.Text>
      </Form.Item>
      {openTimeItem}
    </FormModal>
  );
}
