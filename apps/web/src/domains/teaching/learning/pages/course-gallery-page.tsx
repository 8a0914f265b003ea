import { COURSE_CATEGORIES } from '@ck/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { BrightHero } from '../../../../components/bright-hero.tsx';
import { CenteredPagination } from '../../../../components/centered-pagination.tsx';
import { usePagerShowLess } from '../../../../hooks/use-pager.ts';
import { useSysConfig } from '../../../../hooks/use-sys-config.ts';
import { CourseOffer } from '../../../shop/components/course-offer.tsx';
import { fetchHomeCourses } from '../api.ts';
import { CourseCard } from '../components/course-card.tsx';
import { LoadState } from '../components/load-state.tsx';
import '../learning.css';

const PAGE_SIZE = 12;
const CATEGORY_OPTIONS = [
  { label: '全部', value: '' },
  ...Object.entries(COURSE_CATEGORIES).map(([value, label]) => ({ label, value })),
];

/** `/home-page/course`: the public course gallery, with a category filter, a name search and pages. */
export function CourseGalleryPage() {
  useDocumentTitle('精品课程');
  const navigate = useNavigate();
  const { data: config } = useSysConfig();
  const showLessItems = usePagerShowLess();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const [text, setText] = useState(keyword);
  const courses = useQuery({
    queryKey: ['learning', 'home-courses', pageNo, keyword, category],
    queryFn: () =>
      fetchHomeCourses({
        pageNo,
        pageSize: PAGE_SIZE,
        courseName: keyword || undefined,
        courseCategory: category ? Number(category) : undefined,
      }),
    placeholderData: keepPreviousData,
  });
  const go = (next: { page?: number; q?: string; category?: string }) => {
    const merged = {
      page: String(next.page ?? 1),
      q: next.q ?? keyword,
      category: next.category ?? category,
    };
    // Empty filters and the first page stay out of the address.
    setParams(
      Object.fromEntries(Object.entries(merged).filter(([k, v]) => v && !(k === 'page' && v === '1'))),
    );
  };

  return (
    <div>
      <BrightHero
        tone="ck-learn-hero"
        extra={
          <Input.Search
            allowClear
            size="large"
            placeholder="搜索课程名称"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={(v) => go({ q: v.trim() })}
            style={{ maxWidth: 320 }}
          />
        }
      >
        <h2>精品课程</h2>
        <p>Scratch、Python、C++，总有一门适合你</p>
      </BrightHero>
      <Segmented
        size="large"
        options={CATEGORY_OPTIONS}
        value={category}
        onChange={(v) => go({ category: String(v) })}
        style={{ marginBottom: 20 }}
      />
      {!courses.data ? (
        <LoadState query={courses} />
      ) : courses.data.records.length === 0 ? (
        <Empty
          style={{ padding: '48px 0' }}
          description={keyword || category ? '没有找到符合条件的课程' : '暂无公开课程'}
        />
      ) : (
        <>
          <div className="ck-learn-grid">
            {courses.data.records.map((c) => (
              <CourseCard
                key={c.id}
                course={c}
                config={config}
                onOpen={() => navigate(`/home-page/courseDetail?id=${encodeURIComponent(c.id)}`)}
                footer={
                  <>
                    {c.courseDesc && (
                      <div style={{ color: '#888', fontSize: 13, height: 40, overflow: 'hidden' }}>
                        {c.courseDesc}
                      </div>
                    )}
                    <CourseOffer courseId={c.id} learner={false} size="small" style={{ marginTop: 8 }} />
                  </>
                }
              />
            ))}
          </div>
          <CenteredPagination
            current={pageNo}
            pageSize={PAGE_SIZE}
            total={courses.data.total}
            showLessItems={showLessItems}
            onChange={(p) => go({ page: p })}
          />
        </>
      )}
    </div>
  );
}
