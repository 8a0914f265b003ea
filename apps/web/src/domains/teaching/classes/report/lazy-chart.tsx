import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

const Chart = lazy(() => import('./report-chart.tsx').then((m) => ({ default: m.ReportChart })));

/** A report chart whose ECharts code loads only when a chart is first shown. */
export function LazyChart(props: { option: object; height?: number }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <Chart {...props} />
    </Suspense>
  );
}
