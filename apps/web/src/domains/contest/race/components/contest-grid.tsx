import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Pagination } from 'antd';
import type { ReactNode } from 'react';
import { usePagerShowLess } from '../../../../hooks/use-pager.ts';
import { useSysConfig } from '../../../../hooks/use-sys-config.ts';
import { LoadState } from '../../../teaching/learning/components/load-state.tsx';
import { type RaceContest, type RaceListParams, raceApi, raceListKey } from '../api.ts';
import { useServerNow } from '../use-server-now.ts';
import { ContestCard } from './contest-card.tsx';

/** One page of public contests as cards, with live countdowns, an empty state and a pager. */
export function ContestGrid({
  params,
  emptyText,
  onPage,
  onOpen,
  footer,
}: {
  params: RaceListParams;
  emptyText: string;
  onPage: (pageNo: number) => void;
  onOpen: (contest: RaceContest) => void;
  footer?: (contest: RaceContest) => ReactNode;
}) {
  const { data: config } = useSysConfig();
  const showLessItems = usePagerShowLess();
  const list = useQuery({
    queryKey: raceListKey(params),
    queryFn: () => raceApi.list(params),
    placeholderData: keepPreviousData,
    // Phases move on by themselves; a minute-old list is refreshed when the page is looked at again.
    staleTime: 60_000,
  });
  const records = list.data?.data.records ?? [];
  const now = useServerNow(list.data?.offsetMs ?? 0, records.length > 0);

  if (!list.data) return <LoadState query={list} />;
  if (records.length === 0) return <Empty style={{ padding: '48px 0' }} description={emptyText} />;
  const total = list.data.data.total;
  return (
    <>
      <div className="ck-race-grid">
        {records.map((c) => (
          <ContestCard
            key={c.id}
            contest={c}
            now={now}
            config={config}
            onOpen={() => onOpen(c)}
            footer={footer?.(c)}
          />
        ))}
      </div>
      {total > params.pageSize && (
        <Pagination
          style={{ marginTop: 24 }}
          align="center"
          current={params.pageNo}
          pageSize={params.pageSize}
          total={total}
          showLessItems={showLessItems}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </>
  );
}
