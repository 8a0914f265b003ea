import { ArrowLeftOutlined } from '@ant-design/icons';
import type { Course } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getCourse } from '../api.ts';
import { CourseTags } from './course-tags.tsx';

/** The course a unit or map page works on: `?courseId=` and its record. */
export function useCourseOfPage() {
  const [params] = useSearchParams();
  const courseId = params.get('courseId')?.trim() ?? '';
  const course = useQuery({
    queryKey: ['teaching', 'course', courseId],
    queryFn: () => getCourse(courseId),
    enabled: !!courseId,
  });
  return { courseId, course };
}

/** What the page shows before its course is there: no id, loading, or a failed load. */
export function CourseGate({
  courseId,
  course,
  children,
}: {
  courseId: string;
  course: ReturnType<typeof useCourseOfPage>['course'];
  children: (course: Course) => ReactNode;
}) {
  const navigate = useNavigate();
  const back = (
    <Button type="primary" onClick={() => navigate('/teaching/course')}>
      返回课程列表
    </Button>
  );
  if (!courseId)
    return (
      <Result status="info" title="请先选择课程" subTitle="从课程列表进入课程的单元或地图" extra={back} />
    );
  if (course.isError)
    return (
      <Result
        status="warning"
        title="课程加载失败"
        subTitle="课程可能已被删除，或你没有管理它的权限"
        extra={
          <Space>
            <Button onClick={() => course.refetch()}>重试</Button>
            {back}
          </Space>
        }
      />
    );
  if (!course.data)
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  return children(course.data);
}

/** The page title row: back to the courses, the course's name and tags, and the page's buttons. */
export function CourseHeading({
  course,
  title,
  extra,
}: {
  course: Course;
  title: string;
  extra?: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
      <Button
        icon={<ArrowLeftOutlined />}
        onClick={() => navigate('/teaching/course')}
        aria-label="返回课程列表"
      />
      <Typography.Title level={4} style={{ margin: 0 }}>
        {course.courseName}
        <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 'normal', marginLeft: 8 }}>
          {title}
        </Typography.Text>
      </Typography.Title>
      <CourseTags course={course} />
      <div style={{ flex: 1 }} />
      <Space wrap>{extra}</Space>
    </div>
  );
}
