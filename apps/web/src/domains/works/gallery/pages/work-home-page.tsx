import { FireFilled, RightOutlined, StarFilled } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchGreatWorks, fetchLeaderboard } from '../api.ts';
import { TypeTabs } from '../components/type-tabs.tsx';
import { WorkCard } from '../components/work-card.tsx';
import { WorkGrid } from '../components/work-grid.tsx';
import { WorksPage } from '../components/works-page.tsx';
import { detailLink, tabWorkType } from '../work-links.ts';
import '../gallery.css';

const NEWEST = 12;

/** `/work/home`: featured works, then the newest public works by type, and the way to all of them. */
export function WorkHomePage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState('');
  const featured = useQuery({ queryKey: ['works', 'great'], queryFn: fetchGreatWorks });
  const newest = useQuery({
    queryKey: ['works', 'home-newest', tab],
    queryFn: () =>
      fetchLeaderboard({ orderBy: 'saveTime', workType: tabWorkType(tab), pageNo: 1, pageSize: NEWEST }),
    placeholderData: keepPreviousData,
  });
  const open = (id: string) => navigate(detailLink(id));
  const more = (
    <Button type="link" onClick={() => navigate(tab ? `/work/index?type=${tab}` : '/work/index')}>
      更多 <RightOutlined />
    </Button>
  );

  return (
    <WorksPage
      title="作品展示"
      note="小小创作者的 Scratch、Python、C++ 作品"
      extra={
        <Button size="large" ghost onClick={() => navigate('/work/workList')}>
          我的作品
        </Button>
      }
    >
      <section aria-labelledby="ck-works-featured">
        <div className="ck-works-section-head">
          <h3 id="ck-works-featured">
            <StarFilled style={{ color: '#faad14' }} /> 精选作品
          </h3>
        </div>
        <WorkGrid
          items={featured.data}
          query={featured}
          skeletonCount={4}
          empty="还没有精选作品"
          render={(w) => <WorkCard key={w.id} work={w} onOpen={() => open(w.id)} />}
        />
      </section>
      <section aria-labelledby="ck-works-newest">
        <div className="ck-works-section-head">
          <h3 id="ck-works-newest">
            <FireFilled style={{ color: '#ff4d4f' }} /> 最新作品
          </h3>
          {more}
        </div>
        <div className="ck-works-filters">
          <TypeTabs value={tab} onChange={setTab} />
        </div>
        <WorkGrid
          items={newest.data?.records}
          query={newest}
          empty={tab ? '这个类型还没有公开的作品' : '还没有公开的作品'}
          render={(w) => <WorkCard key={w.id} work={w} onOpen={() => open(w.id)} />}
        />
        {newest.data && newest.data.total > NEWEST && (
          <div style={{ textAlign: 'center', marginTop: 20 }}>
            <Button size="large" shape="round" onClick={() => navigate('/work/index')}>
              查看更多作品
            </Button>
          </div>
        )}
      </section>
    </WorksPage>
  );
}
