import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row, Spin, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { UploadInput } from '../../../../admin/crud/upload-input.tsx';
import { FormModal } from '../../../../components/form-modal.tsx';
import { SwitchItem } from '../../../../components/switch-item.tsx';
import { requiredTextRules } from '../../../../components/text-rules.ts';
import { useCan, useHasRole } from '../../../../hooks/use-can.ts';
import { useFreshRecord } from '../../../../hooks/use-fresh-record.ts';
import { addCourse, editCourse, fetchDepartTree, getCourse } from '../api.ts';
import { ClassificationSelect } from '../components/classification-select.tsx';
import { COURSE_CATEGORY_OPTIONS, COURSE_TYPE_OPTIONS, SHOW_TYPE_OPTIONS } from '../course-codes.ts';
import {
  type CourseFormValues,
  courseBody,
  courseToForm,
  departOptions,
  NEW_COURSE,
} from '../course-form.ts';

const BIZ = 'teaching/course';
const half = { labelCol: { span: 10 }, wrapperCol: { span: 14 } };
const YES_NO = ['是', '否'] as const;

/** A 是/否 switch filling half the row. */
const halfSwitch = (name: string, label: string, tooltip: string) => (
  <Col span={12}>
    <SwitchItem name={name} label={label} tooltip={tooltip} texts={YES_NO} {...half} />
  </Col>
);

interface Props {
  /** null: closed; `{}`: a new course; `{ id }`: edit that course. */
  target: { id?: string } | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds or edits a course. Sharing, the home page and licensed schools are set by administrators; a
 * teacher's save keeps what is stored.
 */
export function CourseFormModal({ target, onClose, onSaved }: Props) {
  const isAdmin = useHasRole('admin');
  const canClassify = useCan('teaching:courseClass:list');
  const [form] = Form.useForm<CourseFormValues>();
  const id = target?.id;
  // The stored record, not the list row: another tab may have changed it.
  const fresh = useFreshRecord(['teaching', 'course'], id, getCourse);
  const departs = useQuery({
    queryKey: ['teaching', 'depart-tree'],
    queryFn: fetchDepartTree,
    enabled: !!target && isAdmin,
    staleTime: 60_000,
  });
  const stored = fresh.data ? courseToForm(fresh.data) : undefined;
  const loading = !!id && !stored;

  useEffect(() => {
    if (target && fresh.data) form.setFieldsValue(courseToForm(fresh.data));
  }, [target, fresh.data, form]);

  return (
    <FormModal<CourseFormValues>
      form={form}
      title={id ? '编辑课程' : '新增课程'}
      open={!!target}
      onClose={onClose}
      initialValues={id ? stored : NEW_COURSE}
      width={820}
      successText={id ? '保存成功' : '添加成功'}
      formProps={{ labelCol: { span: 5 }, wrapperCol: { span: 18 }, name: 'course', disabled: loading }}
      onSubmit={async (values) => {
        if (id && !stored) throw new Error('课程还在加载，请稍候再保存');
        const body = courseBody({ ...(stored ?? NEW_COURSE), ...values });
        if (!id) return addCourse(body);
        // Licensing is the administrator's: a teacher's edit leaves it out and the stored one stays.
        const { departIds, isShared, showHome, ...common } = body;
        return editCourse({ ...common, ...(isAdmin ? { departIds, isShared, showHome } : {}), id });
      }}
      onSaved={() => {
        onSaved();
        onClose();
      }}
    >
      <Spin spinning={loading || fresh.isError} tip={fresh.isError ? '课程加载失败' : undefined}>
        <Form.Item name="courseName" label="课程名称" rules={requiredTextRules('课程名称', 100, '请输入')}>
          <Input placeholder="请输入课程名称" maxLength={100} allowClear />
        </Form.Item>
        <Form.Item name="courseDesc" label="课程简介">
          <Input.TextArea
            placeholder="介绍课程的内容与适合的学生"
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={5000}
          />
        </Form.Item>
        <Row>
          <Col span={8}>
            <Form.Item name="courseIcon" label="图标" labelCol={{ span: 15 }} wrapperCol={{ span: 9 }}>
              <UploadInput kind="image" label="图标" biz={BIZ} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="courseCover" label="封面" labelCol={{ span: 8 }} wrapperCol={{ span: 16 }}>
              <UploadInput kind="image" label="封面" biz={BIZ} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="courseMap"
              label="地图"
              labelCol={{ span: 8 }}
              wrapperCol={{ span: 16 }}
              tooltip="展示方式为地图时，学生在这张图上按单元标记学习"
            >
              <UploadInput kind="image" label="地图" biz={BIZ} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="courseType" label="课程类型" tooltip="体验课的单元访客也能学习">
          <Radio.Group options={COURSE_TYPE_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item name="courseCategory" label="课程类别">
          <Radio.Group options={COURSE_CATEGORY_OPTIONS} optionType="button" />
        </Form.Item>
        <Form.Item name="showType" label="展示方式">
          <Radio.Group options={SHOW_TYPE_OPTIONS} />
        </Form.Item>
        {canClassify && (
          <Form.Item name="classificationId" label="课程分类">
            <ClassificationSelect />
          </Form.Item>
        )}
        <Form.Item name="orderNum" label="排序" tooltip="数字小的排在前面">
          <InputNumber min={0} max={100000} precision={0} style={{ width: 160 }} />
        </Form.Item>
        {isAdmin && (
          <>
            <Form.Item
              name="departIds"
              label="授权学校"
              tooltip="这些学校（含其下级）的老师可以看到课程，并把它授权给自己的班级"
            >
              <TreeSelect
                multiple
                allowClear
                showSearch={{ treeNodeFilterProp: 'title' }}
                loading={departs.isLoading}
                treeData={departOptions(departs.data ?? [])}
                placeholder="选择学校或部门"
                maxTagCount="responsive"
                notFoundContent={departs.isError ? '部门加载失败' : '暂无部门'}
              />
            </Form.Item>
            <Row>
              {halfSwitch('isShared', '共享课程', '共享后所有学校都可以使用')}
              {halfSwitch('showHome', '首页展示', '在官网的精品课程中展示')}
            </Row>
          </>
        )}
      </Spin>
    </FormModal>
  );
}
