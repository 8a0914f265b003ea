import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const Chart = lazy(() => import('./score-chart.tsx').then((m) => ({ default: m.ScoreChart })));

/** The score histogram; the ECharts code loads only when a chart is first shown. */
export function LazyScoreChart(props: { option: object; height?: number }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <Chart {...props} />
    </Suspense>
  );
}
