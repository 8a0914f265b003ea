import { ArrowLeftOutlined } from '@ant-design/icons';
import type { UnitCard, UnitState } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Modal, Progress, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { BrightHero } from '../../../../components/bright-hero.tsx';
import { fileUrl } from '../../../../components/file-url.ts';
import { useSysConfig } from '../../../../hooks/use-sys-config.ts';
import { useSession } from '../../../../stores/session-store.ts';
import { CourseOffer } from '../../../shop/components/course-offer.tsx';
import { fetchCourseDetail } from '../api.ts';
import { CourseMap } from '../components/course-map.tsx';
import { HeroLink } from '../components/hero-link.tsx';
import { LoadState } from '../components/load-state.tsx';
import { LockedActions, lockedText } from '../components/locked-prompt.tsx';
import { UnitCardList } from '../components/unit-card-list.tsx';
import { CATEGORY_COLORS, StateLegend } from '../components/unit-state.tsx';
import '../learning.css';

const LEARNER_STATES: UnitState[] = ['open', 'viewed', 'submitted', 'graded'];

/** `/home-page/courseDetail?id=`: the course map (or unit cards) with each unit's state. */
export function CourseDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const { data: config } = useSysConfig();
  const [lockedUnit, setLockedUnit] = useState<UnitCard | null>(null);
  const detail = useQuery({
    queryKey: ['learning', 'course-detail', id, !!token],
    queryFn: () => fetchCourseDetail(id),
    enabled: !!id,
  });
  useDocumentTitle(detail.data?.courseName ?? '课程详情');

  if (!id) return <Empty style={{ padding: 48 }} description="缺少课程参数，请从课程列表进入" />;
  if (!detail.data)
    return (
      <LoadState
        query={detail}
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            <CourseOffer courseId={id} learner={false} />
            <LockedActions />
          </Space>
        }
      />
    );

  const course = detail.data;
  const locked = course.access === 'locked';
  const open = (u: UnitCard) => {
    if (u.state === 'locked') setLockedUnit(u);
    else
      navigate(
        `/home-page/courseUnit?id=${encodeURIComponent(u.id)}&courseId=${encodeURIComponent(course.id)}`,
      );
  };
  const mapUrl = fileUrl(course.courseMap ?? undefined, config);
  const asMap = course.showType === 1;

  return (
    <div>
      <BrightHero
        tone="ck-learn-hero"
        extra={
          token &&
          !locked && (
            <div
              style={{ minWidth: 200, background: 'rgba(255,255,255,0.9)', borderRadius: 16, padding: 12 }}
            >
              <div style={{ color: '#555', marginBottom: 4 }}>
                学习进度 {course.doneUnits}/{course.unitCount}
              </div>
              <Progress percent={course.progress} strokeColor={{ '0%': '#ffb347', '100%': '#52c41a' }} />
            </div>
          )
        }
      >
        <HeroLink
          icon={<ArrowLeftOutlined />}
          onClick={() => navigate(token ? '/teaching/mineCourse/cardList' : '/home-page/course')}
        >
          {token ? '我的课程' : '全部课程'}
        </HeroLink>
        <h2>{course.courseName}</h2>
        <p>
          <Tag color={CATEGORY_COLORS[course.courseCategory]}>{course.courseCategory_dictText}</Tag>
          {course.courseType === 1 && <Tag color="magenta">{course.courseType_dictText}</Tag>}共{' '}
          {course.unitCount} 个单元
        </p>
        {course.courseDesc && <p style={{ marginTop: 8, maxWidth: 640 }}>{course.courseDesc}</p>}
        <CourseOffer courseId={course.id} learner={course.access === 'learner'} size="large" />
      </BrightHero>
      {locked && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16, borderRadius: 12 }}
          title={lockedText(!!token)}
          action={<LockedActions />}
        />
      )}
      <StateLegend states={locked ? ['locked'] : LEARNER_STATES} />
      {course.units.length === 0 ? (
        <Empty style={{ padding: 48 }} description="老师还没有添加单元" />
      ) : asMap ? (
        <CourseMap mapUrl={mapUrl} units={course.units} onPick={open} />
      ) : (
        <UnitCardList units={course.units} config={config} onPick={open} />
      )}
      <Modal
        open={!!lockedUnit}
        title={lockedUnit?.unitName}
        footer={null}
        onCancel={() => setLockedUnit(null)}
        destroyOnHidden
      >
        <p>{lockedText(!!token)}</p>
        <LockedActions />
      </Modal>
    </div>
  );
}
