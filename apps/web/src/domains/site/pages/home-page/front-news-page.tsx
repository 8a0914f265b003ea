import { DEFAULT_PAGE_SIZE } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Input, Pagination } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../../app/use-document-title.ts';
import { usePagerShowLess } from '../../../../hooks/use-pager.ts';
import { fetchFrontNews } from '../../api.ts';
import { NewsList } from './news-list.tsx';

/** `/home-page/frontNews`: published news, newest first, with a title search. */
export function FrontNewsPage() {
  useDocumentTitle('新闻动态');
  const [params, setParams] = useSearchParams();
  const pageNo = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('q') ?? '';
  const [text, setText] = useState(keyword);
  const showLessItems = usePagerShowLess();
  const news = useQuery({
    queryKey: ['front-news', pageNo, DEFAULT_PAGE_SIZE, keyword],
    queryFn: () => fetchFrontNews({ pageNo, pageSize: DEFAULT_PAGE_SIZE, keyword: keyword || undefined }),
  });
  const go = (page: number, q = keyword) => setParams(q ? { page: String(page), q } : { page: String(page) });
  return (
    <Card
      title="新闻动态"
      extra={
        <Input.Search
          allowClear
          placeholder="搜索新闻标题"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onSearch={(v) => go(1, v.trim())}
          style={{ width: 220 }}
        />
      }
    >
      <NewsList records={news.data?.records ?? []} loading={news.isLoading} />
      {(news.data?.total ?? 0) > DEFAULT_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 16, textAlign: 'center' }}
          align="center"
          current={pageNo}
          pageSize={DEFAULT_PAGE_SIZE}
          total={news.data?.total ?? 0}
          showLessItems={showLessItems}
          showSizeChanger={false}
          onChange={(p) => go(p)}
        />
      )}
    </Card>
  );
}
