import type { MpReport } from '@ck/shared';
import { RadarChart } from '../../components/radar-chart.tsx';

/** The report's dimensions on the shared radar chart (percentages, 0-100). */
export function ReportRadar({ report }: { report: MpReport }) {
  const dims = report.score.dimensions;
  if (dims.length < 3) return null;
  return (
    <div className="m-radar">
      <RadarChart axes={dims.map((d) => ({ label: d.name, value: d.percent }))} max={100} size={280} />
    </div>
  );
}
