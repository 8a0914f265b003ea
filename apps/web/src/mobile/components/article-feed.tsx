import type { MpArticleCard } from '@ck/shared';
import { useEffect, useState } from 'react';
import { mpApi } from '../api/mp-api.ts';
import { ArticleCard } from './article-card.tsx';
import { Empty, ErrorState, Loading } from './states.tsx';

// The phone feed has no pager: "加载更多" fetches ten articles at a time to keep each load light.
const PAGE_SIZE = 10;

interface FeedState {
  items: MpArticleCard[];
  pageNo: number;
  total: number;
  loading: boolean;
  error: unknown;
}

/** Newest articles of a filter, a page at a time with "加载更多". */
export function ArticleFeed({
  typeId,
  labelId,
  cityId,
}: {
  typeId?: string;
  labelId?: string;
  cityId?: string;
}) {
  const [state, setState] = useState<FeedState>({
    items: [],
    pageNo: 0,
    total: 0,
    loading: true,
    error: null,
  });
  const [request, setRequest] = useState(1);

  const load = (pageNo: number, live: () => boolean) => {
    setState((s) => ({ ...s, loading: true, error: null }));
    mpApi.articles({ typeId, labelId, cityId, pageNo, pageSize: PAGE_SIZE }).then(
      (page) => {
        if (!live()) return;
        setState((s) => {
          const known = pageNo === 1 ? [] : s.items;
          const seen = new Set(known.map((a) => a.id));
          return {
            items: [...known, ...page.records.filter((a) => !seen.has(a.id))],
            pageNo,
            total: page.total,
            loading: false,
            error: null,
          };
        });
      },
      (error: unknown) => live() && setState((s) => ({ ...s, loading: false, error })),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter starts again at page 1.
  useEffect(() => {
    let live = true;
    setState({ items: [], pageNo: 0, total: 0, loading: true, error: null });
    load(1, () => live);
    return () => {
      live = false;
    };
  }, [typeId, labelId, cityId, request]);

  const { items, loading, error, total, pageNo } = state;
  if (!items.length && loading) return <Loading />;
  if (!items.length && error) return <ErrorState error={error} onRetry={() => setRequest((r) => r + 1)} />;
  if (!items.length) return <Empty text="暂无文章" />;
  const more = items.length < total;
  return (
    <div className="m-feed">
      {items.map((a) => (
        <ArticleCard key={a.id} article={a} />
      ))}
      {error ? <ErrorState error={error} /> : null}
      {more ? (
        <button
          type="button"
          className="m-btn m-btn-ghost m-more"
          disabled={loading}
          onClick={() => load(pageNo + 1, () => true)}
        >
          {loading ? '加载中…' : '加载更多'}
        </button>
      ) : (
        <p className="m-end">没有更多了</p>
      )}
    </div>
  );
}
