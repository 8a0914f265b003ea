import { TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { BrightHero } from '../../../../components/bright-hero.tsx';
import { useSysConfig } from '../../../../hooks/use-sys-config.ts';
import { fetchMyCourses } from '../api.ts';
import { CourseCard } from '../components/course-card.tsx';
import { LoadState } from '../components/load-state.tsx';
import '../learning.css';

/** `/teaching/mineCourse/cardList`: the courses my classes opened, with my progress in each. */
export function MyCourseListPage() {
  useDocumentTitle('我的课程');
  const navigate = useNavigate();
  const { data: config } = useSysConfig();
  const courses = useQuery({ queryKey: ['learning', 'my-courses'], queryFn: fetchMyCourses });
  const join = () => navigate('/home-page/joinCourse');

  return (
    <div style={{ padding: 4 }}>
      <BrightHero
        tone="ck-learn-hero"
        extra={
          <Button size="large" shape="round" icon={<TeamOutlined />} onClick={join}>
            加入班级
          </Button>
        }
      >
        <h2>我的课程</h2>
        <p>一步一步闯关，点亮每一个单元吧！</p>
      </BrightHero>
      {!courses.data ? (
        <LoadState query={courses} />
      ) : courses.data.length === 0 ? (
        <Empty style={{ padding: '48px 0' }} description="还没有课程哦～加入老师的班级后，课程会出现在这里">
          <Button type="primary" size="large" shape="round" icon={<TeamOutlined />} onClick={join}>
            加入班级
          </Button>
          <Button
            size="large"
            shape="round"
            style={{ marginLeft: 12 }}
            onClick={() => navigate('/home-page/course')}
          >
            看看公开课程
          </Button>
        </Empty>
      ) : (
        <div className="ck-learn-grid">
          {courses.data.map((c) => (
            <CourseCard
              key={c.id}
              course={c}
              config={config}
              progress={{ done: c.doneUnits, percent: c.progress }}
              onOpen={() => navigate(`/home-page/courseDetail?id=${encodeURIComponent(c.id)}`)}
              footer={
                <div
                  style={{
                    display: 'flex',
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    marginTop: 8,
                  }}
                >
                  <span style={{ color: '#888' }}>
                    已学 {c.doneUnits}/{c.unitCount}
                  </span>
                  <Button type="primary" shape="round">
                    {c.doneUnits ? '继续学习' : '开始学习'}
                  </Button>
                </div>
              }
            />
          ))}
        </div>
      )}
    </div>
  );
}
