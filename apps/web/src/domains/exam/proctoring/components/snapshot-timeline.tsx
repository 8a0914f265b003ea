import { type ExamSnapshot, type SnapshotSource, snapshotSourceLabel } from '@ck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Empty, Image, Segmented, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../../api/http-errors.ts';
import { proctoringApi, SNAPSHOTS_KEY } from '../api.ts';
import '../proctoring.css';

type Filter = 'all' | SnapshotSource;

const FILTERS: { label: string; value: Filter }[] = [
  { label: '全部', value: 'all' },
  { label: snapshotSourceLabel.pc, value: 'pc' },
  { label: snapshotSourceLabel.mobile, value: 'mobile' },
];

/** Signed links live 10 minutes: the list is asked for again before they run out. */
const FRESH_MS = 5 * 60_000;

/** Counts per source, for the filter's labels. */
export function countBySource(list: readonly ExamSnapshot[]): Record<Filter, number> {
  const pc = list.filter((s) => s.source === 'pc').length;
  return { all: list.length, pc, mobile: list.length - pc };
}

/**
 * The webcam and phone snapshots of one attempt for its teacher: thumbnails in time order with the
 * time and source; a click enlarges one and the arrows page through the rest.
 */
export function SnapshotTimeline({ userPaperId }: { userPaperId: string }) {
  const [filter, setFilter] = useState<Filter>('all');
  const query = useQuery({
    queryKey: [...SNAPSHOTS_KEY, userPaperId],
    queryFn: () => proctoringApi.snapshots(userPaperId),
    staleTime: FRESH_MS,
    refetchInterval: FRESH_MS,
  });

  if (query.isPending) return <Skeleton active />;
  if (query.isError)
    return <Alert type="error" showIcon title={errorText(query.error, '监考照片加载失败')} />;
  const all = query.data;
  if (!all.length) return <Empty description="暂无监考照片" />;
  const counts = countBySource(all);
  const shown = filter === 'all' ? all : all.filter((s) => s.source === filter);

  return (
    <div>
      <Segmented<Filter>
        value={filter}
        onChange={setFilter}
        options={FILTERS.map((f) => ({ ...f, label: `${f.label}（${counts[f.value]}）` }))}
        style={{ marginBottom: 12 }}
      />
      {shown.length ? (
        <Image.PreviewGroup>
          <div className="xp-timeline">
            {shown.map((s) => (
              <figure key={s.id} className="xp-timeline-item" style={{ margin: 0 }}>
                <Image src={s.url} alt={`${snapshotSourceLabel[s.source]} ${s.createTime ?? ''}`} />
                <figcaption className="xp-timeline-meta">
                  <span>{s.createTime?.slice(11) ?? ''}</span>
                  <Tag color={s.source === 'pc' ? 'blue' : 'purple'} style={{ marginInlineEnd: 0 }}>
                    {snapshotSourceLabel[s.source]}
                  </Tag>
                </figcaption>
              </figure>
            ))}
          </div>
        </Image.PreviewGroup>
      ) : (
        <Empty description="该来源暂无照片" />
      )}
    </div>
  );
}
