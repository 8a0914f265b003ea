import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredPagination } from '../../../../components/centered-pagination.tsx';
import { usePagerShowLess } from '../../../../hooks/use-pager.ts';
import { fetchLeaderboard, type GalleryOrder } from '../api.ts';
import { detailLink, tabWorkType } from '../work-links.ts';
import { TypeTabs } from './type-tabs.tsx';
import { WorkCard } from './work-card.tsx';
import { WorkGrid } from './work-grid.tsx';

const PAGE_SIZE = 16;
const ORDERS: { label: string; value: GalleryOrder }[] = [
  { label: '最新发布', value: 'saveTime' },
  { label: '点赞最多', value: 'starNum' },
  { label: '浏览最多', value: 'viewNum' },
];

function orderOf(raw: string | null, fallback: GalleryOrder): GalleryOrder {
  return ORDERS.some((o) => o.value === raw) ? (raw as GalleryOrder) : fallback;
}

/**
 * The public works, paged, with the type tabs and a name search; `fixedOrder` hides the order choice
 * (`/new` is always the newest). Filters live in the address so a link keeps them.
 */
export function GalleryList({ fixedOrder }: { fixedOrder?: GalleryOrder }) {
  const navigate = useNavigate();
  const showLessItems = usePagerShowLess();
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('q') ?? '';
  const tab = params.get('type') ?? '';
  const order = fixedOrder ?? orderOf(params.get('order'), 'saveTime');
  const [text, setText] = useState(keyword);
  useEffect(() => setText(keyword), [keyword]);

  const works = useQuery({
    queryKey: ['works', 'gallery', pageNo, keyword, tab, order],
    queryFn: () =>
      fetchLeaderboard({
        orderBy: order,
        workType: tabWorkType(tab),
        workName: keyword || undefined,
        pageNo,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

  const go = (next: { page?: number; q?: string; type?: string; order?: string }) => {
    const merged = {
      page: String(next.page ?? 1),
      q: next.q ?? keyword,
      type: next.type ?? tab,
      order: fixedOrder ? '' : (next.order ?? (order === 'saveTime' ? '' : order)),
    };
    // Empty filters, the default order and the first page stay out of the address.
    setParams(
      Object.fromEntries(
        Object.entries(merged).filter(
          ([k, v]) => v && !(k === 'page' && v === '1') && !(k === 'order' && v === 'saveTime'),
        ),
      ),
    );
  };

  return (
    <>
      <div className="ck-works-filters">
        <TypeTabs value={tab} onChange={(type) => go({ type })} />
        {!fixedOrder && (
          <Select
            aria-label="排序"
            size="large"
            value={order}
            options={ORDERS}
            onChange={(v) => go({ order: v })}
            style={{ width: 130 }}
          />
        )}
        <Input.Search
          allowClear
          size="large"
          placeholder="搜索作品名称"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => go({ q: v.trim() })}
          style={{ maxWidth: 280 }}
        />
      </div>
      <WorkGrid
        items={works.data?.records}
        query={works}
        empty={keyword || tab ? '没有找到符合条件的作品' : '还没有公开的作品'}
        render={(w) => <WorkCard key={w.id} work={w} onOpen={() => navigate(detailLink(w.id))} />}
      />
      <CenteredPagination
        current={pageNo}
        pageSize={PAGE_SIZE}
        total={works.data?.total ?? 0}
        showLessItems={showLessItems}
        onChange={(p) => go({ page: p })}
      />
    </>
  );
}
