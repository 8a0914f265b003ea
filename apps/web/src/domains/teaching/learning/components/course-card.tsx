import { BookOutlined } from '@ant-design/icons';
import type { HomeCourse } from '@ck/shared';
import { Card, Progress, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { SysConfig } from '../../../../api/types.ts';
import { fileUrl } from '../../../../components/file-url.ts';
import { CATEGORY_COLORS, CATEGORY_GRADIENTS } from './unit-state.tsx';

/** A big course card: cover, name, category and type tags, optional progress and action. */
export function CourseCard({
  course,
  config,
  progress,
  footer,
  onOpen,
}: {
  course: HomeCourse;
  config?: SysConfig;
  progress?: { done: number; percent: number };
  footer?: ReactNode;
  onOpen: () => void;
}) {
  const cover = fileUrl(course.courseCover ?? undefined, config);
  return (
    <Card
      className="ck-learn-card"
      hoverable
      onClick={onOpen}
      styles={{ body: { padding: 16 } }}
      cover={
        <div
          className="ck-learn-cover"
          role="img"
          aria-label={course.courseName}
          style={
            cover
              ? { backgroundImage: `url("${encodeURI(cover)}")` }
              : { background: CATEGORY_GRADIENTS[course.courseCategory] ?? CATEGORY_GRADIENTS[1] }
          }
        >
          {!cover && <BookOutlined />}
        </div>
      }
    >
      <h3 className="ck-learn-card-title" title={course.courseName}>
        {course.courseName}
      </h3>
      <div style={{ marginBottom: 8 }}>
        <Tag color={CATEGORY_COLORS[course.courseCategory]}>{course.courseCategory_dictText || '课程'}</Tag>
        {course.courseType === 1 && <Tag color="magenta">{course.courseType_dictText || '体验课'}</Tag>}
        <Tag>{course.unitCount} 个单元</Tag>
      </div>
      {progress && (
        <Progress
          percent={progress.percent}
          strokeColor={{ '0%': '#ffb347', '100%': '#52c41a' }}
          size={['100%', 12]}
          format={(p) => `${p}%`}
        />
      )}
      {footer}
    </Card>
  );
}
