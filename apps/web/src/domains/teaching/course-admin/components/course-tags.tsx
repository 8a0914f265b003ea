import type { Course } from '@ck/shared';
import { Space, Tag } from 'antd';
import { CATEGORY_COLORS, TYPE_COLORS } from '../course-codes.ts';

/** A course's type (体验课 / 正式课) and category (Scratch / Python / C++) as tags. */
export function CourseTags({
  course,
}: {
  course: Pick<Course, 'courseType' | 'courseType_dictText' | 'courseCategory' | 'courseCategory_dictText'>;
}) {
  return (
    <Space size={4} wrap>
      <Tag color={TYPE_COLORS[course.courseType]}>{course.courseType_dictText || course.courseType}</Tag>
      <Tag color={CATEGORY_COLORS[course.courseCategory]}>
        {course.courseCategory_dictText || course.courseCategory}
      </Tag>
    </Space>
  );
}
