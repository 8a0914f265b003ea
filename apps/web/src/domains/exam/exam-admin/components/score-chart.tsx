import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import EChartsModule from 'echarts-for-react/lib/core';

// Only the parts the histogram uses; this module loads lazily with the first chart.
echarts.use([BarChart, GridComponent, TooltipComponent, CanvasRenderer]);

// The package is CommonJS: depending on the bundler's interop the component is the default export or
// sits one level deeper.
const ReactEChartsCore = ((EChartsModule as unknown as { default?: typeof EChartsModule }).default ??
  EChartsModule) as typeof EChartsModule;

export function ScoreChart({ option, height = 260 }: { option: object; height?: number }) {
  return <ReactEChartsCore echarts={echarts} option={option} style={{ height }} notMerge />;
}
