import type { VisitDay } from '@ck/shared';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { EChartsCore } from '../../../../components/echarts-core.tsx';

// Only the parts this chart uses, so the bundle stays small.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Sign-ins (bars) and distinct IPs (line) per day. */
export function VisitChart({ days }: { days: VisitDay[] }) {
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { data: ['登录次数', '独立 IP'] },
    grid: { left: 40, right: 24, top: 40, bottom: 30 },
    xAxis: { type: 'category', data: days.map((d) => d.tian) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '登录次数', type: 'bar', data: days.map((d) => d.visit), itemStyle: { color: '#1f89f2' } },
      {
        name: '独立 IP',
        type: 'line',
        smooth: true,
        data: days.map((d) => d.ip),
        itemStyle: { color: '#52c41a' },
      },
    ],
  };
  return <EChartsCore echarts={echarts} option={option} style={{ height: 340 }} notMerge />;
}
