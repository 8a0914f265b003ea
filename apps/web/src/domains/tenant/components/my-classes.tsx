import { BookOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Empty, List, Spin, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { TENANT_KEY, zuhuInfo } from '../api.ts';

/** My classes and the courses open to each (`zuhuinfo`), for the welcome page's profile card. */
export function MyClasses() {
  const info = useQuery({ queryKey: [...TENANT_KEY, 'zuhuinfo'], queryFn: zuhuInfo, staleTime: 60_000 });
  if (info.isLoading) return <Spin size="small" style={{ display: 'block', margin: 8 }} />;
  const list = info.data?.list ?? [];
  if (!list.length)
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
      dataSource={list}
      renderItem={(c) => (
        <List.Item>
          <div>
            <Typography.Text strong>
              <TeamOutlined /> {c.className}
            </Typography.Text>
            <div style={{ marginTop: 4 }}>
              {c.courses.length ? (
                c.courses.map((course) => (
                  <Tag key={course.id} icon={<BookOutlined />} style={{ marginBottom: 4 }}>
                    <Link to={`/home-page/courseDetail?id=${course.id}`}>{course.courseName}</Link>
                  </Tag>
                ))
              ) : (
                <Typography.Text type="secondary">暂无开放的课程</Typography.Text>
              )}
            </div>
          </div>
        </List.Item>
      )}
    />
  );
}
