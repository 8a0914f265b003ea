import { useId } from 'react';
import {
  clampPercent,
  labelPlacement,
  polygonPoints,
  RADAR_RINGS,
  type RadarAxis,
  radarPoint,
  radarSummary,
} from './radar-geometry.ts';

export type { RadarAxis } from './radar-geometry.ts';

interface RadarChartProps {
  axes: readonly RadarAxis[];
  /** Width and height in CSS pixels; the drawing scales with the box (viewBox). */
  size?: number;
  /** Heading for screen readers; the axes and their percentages are appended. */
  title?: string;
  color?: string;
  className?: string;
  'data-testid'?: string;
}

const VIEW = 320;
const CENTER = { x: VIEW / 2, y: VIEW / 2 };
// Leaves room around the rings for four-character Chinese labels (two lines: name, percentage).
const RADIUS = 90;
const LABEL_GAP = 10;

/**
 * A radar (spider) chart in plain SVG: no chart library, so it costs the mobile bundle almost nothing
 * and prints as crisp vectors. Fewer than three axes still draw (a line or a dot) rather than fail.
 */
export function RadarChart({
  axes,
  size = 300,
  title = '能力雷达图',
  color = '#1f89f2',
  className,
  'data-testid': testId,
}: RadarChartProps) {
  const titleId = useId();
  const count = axes.length;
  const label = count ? `${title}：${radarSummary(axes)}` : `${title}：暂无数据`;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${VIEW} ${VIEW}`}
      width={size}
      height={size}
      className={className}
      data-testid={testId}
      style={{ maxWidth: '100%', height: 'auto', display: 'block', printColorAdjust: 'exact' }}
    >
      <title id={titleId}>{label}</title>
      <g fill="none" stroke="#d9d9d9" strokeWidth={1}>
        {count >= 3 &&
          RADAR_RINGS.map((ring) => (
            <polygon key={ring} points={polygonPoints(Array(count).fill(ring), RADIUS, CENTER)} />
          ))}
        {count < 3 &&
          RADAR_RINGS.map((ring) => (
            <circle key={ring} cx={CENTER.x} cy={CENTER.y} r={(RADIUS * ring) / 100} />
          ))}
        {axes.map((axis, i) => {
          const end = radarPoint(i, count, 100, RADIUS, CENTER);
          return <line key={axis.name} x1={CENTER.x} y1={CENTER.y} x2={end.x} y2={end.y} />;
        })}
      </g>
      <g fontSize={9} fill="#8c8c8c" aria-hidden="true">
        {RADAR_RINGS.map((ring) => (
          <text key={ring} x={CENTER.x + 3} y={CENTER.y - (RADIUS * ring) / 100 + 9}>
            {ring}
          </text>
        ))}
      </g>
      {count > 0 && (
        <polygon
          points={polygonPoints(
            axes.map((a) => a.percent),
            RADIUS,
            CENTER,
          )}
          fill={color}
          fillOpacity={0.25}
          stroke={color}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      )}
      {axes.map((axis, i) => {
        const p = radarPoint(i, count, axis.percent, RADIUS, CENTER);
        return <circle key={axis.name} cx={p.x} cy={p.y} r={3} fill={color} />;
      })}
      <g fontSize={13} fill="#262626" aria-hidden="true">
        {axes.map((axis, i) => {
          const at = labelPlacement(i, count, RADIUS, CENTER, LABEL_GAP);
          return (
            <text key={axis.name} x={at.x} y={at.y} dy={at.dy} textAnchor={at.anchor}>
              {axis.name}
              <tspan x={at.x} dy="1.2em" fill={color} fontSize={12}>
                {`${Math.round(clampPercent(axis.percent))}%`}
              </tspan>
            </text>
          );
        })}
      </g>
    </svg>
  );
}
