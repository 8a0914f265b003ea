import { BookOutlined, ShoppingOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TENANT_KEY, zuhuInfo } from '../api.ts';

interface CourseLink {
  id: string;
  courseName: string;
}

function CourseTags({ courses, empty }: { courses: CourseLink[]; empty: string }) {
  if (!courses.length) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return courses.map((course) => (
    <Tag key={course.id} icon={<BookOutlined />} style={{ marginBottom: 4 }}>
      <Link to={`/home-page/courseDetail?id=${course.id}`}>{course.courseName}</Link>
    </Tag>
  ));
}

interface Row {
  key: string;
  title: ReactNode;
  courses: CourseLink[];
  empty: string;
}

/**
 * My classes and the courses open to each (`zuhuinfo`), then the courses I bought, for the welcome
 * page's profile card.
 */
export function MyClasses() {
  const info = useQuery({ queryKey: [...TENANT_KEY, 'zuhuinfo'], queryFn: zuhuInfo, staleTime: 60_000 });
  if (info.isLoading) return <Spin size="small" style={{ display: 'block', margin: 8 }} />;
  const rows: Row[] = (info.data?.list ?? []).map((c) => ({
    key: c.classId,
    title: (
      <>
        <TeamOutlined /> {c.className}
      </>
    ),
    courses: c.courses,
    empty: '暂无开放的课程',
  }));
  const purchased = info.data?.purchased ?? [];
  if (purchased.length)
    rows.push({
      key: 'purchased',
      title: (
        <>
          <ShoppingOutlined /> 已购课程
        </>
      ),
      courses: purchased,
      empty: '',
    });
  if (!rows.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={info.error ? '班级信息加载失败' : '还没有加入班级'}
      />
    );
  return (
    <List
      size="small"
      data-testid="my-classes"
      dataSource={rows}
      renderItem={(row) => (
        <List.Item data-testid={row.key === 'purchased' ? 'my-purchased-courses' : undefined}>
          <div>
            <Typography.Text strong>{row.title}</Typography.Text>
            <div style={{ marginTop: 4 }}>
              <CourseTags courses={row.courses} empty={row.empty} />
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}
