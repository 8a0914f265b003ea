import type { UnitCard } from '@ck/shared';
import { Tooltip } from 'antd';
import { STATE_LOOK } from './unit-state.tsx';

/** Where a unit without a stored position sits: along a gentle zig-zag path, in percent. */
function fallbackPosition(index: number, count: number) {
  const x = count <= 1 ? 50 : 10 + (80 * index) / (count - 1);
  return { x, y: index % 2 ? 38 : 72 };
}

/** The course map: the map image with one marker per unit at mapX / mapY (percent of the image). */
export function CourseMap({
  mapUrl,
  units,
  onPick,
}: {
  mapUrl?: string;
  units: UnitCard[];
  onPick: (unit: UnitCard) => void;
}) {
  return (
    <div
      className="ck-learn-map"
      style={mapUrl ? undefined : { aspectRatio: '16 / 9' }}
      data-testid="course-map"
    >
      {mapUrl && <img className="ck-learn-map-bg" src={mapUrl} alt="课程地图" />}
      {units.map((u, i) => {
        const look = STATE_LOOK[u.state];
        const pos =
          u.mapX !== null && u.mapY !== null ? { x: u.mapX, y: u.mapY } : fallbackPosition(i, units.length);
        return (
          <Tooltip key={u.id} title={`${u.unitName}（${look.label}）`}>
            <button
              type="button"
              className="ck-learn-marker"
              style={{ left: `${pos.x}%`, top: `${pos.y}%` }}
              aria-label={`第 ${i + 1} 单元：${u.unitName}，${look.label}`}
              onClick={() => onPick(u)}
            >
              <span className="ck-learn-marker-pin" style={{ background: look.color }}>
                {look.icon}
              </span>
              <span className="ck-learn-marker-label">
                {i + 1}. {u.unitName}
              </span>
            </button>
          </Tooltip>
        );
      })}
    </div>
  );
}
