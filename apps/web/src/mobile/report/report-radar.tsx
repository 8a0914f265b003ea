import type { MpReport } from '@ck/shared';
import { RadarChart } from '../../components/radar-chart.tsx';

/** The report's dimensions on the shared radar chart (percentages, 0-100). */
export function ReportRadar({ report }: { report: MpReport }) {
  const axes = report.score.dimensions.map((d) => ({ name: d.name, percent: d.percent }));
  return (
    <div className="m-radar">
      <RadarChart
        axes={axes}
        size={300}
        title={`${report.childName}的能力雷达图`}
        data-testid="report-radar"
      />
    </div>
  );
}
