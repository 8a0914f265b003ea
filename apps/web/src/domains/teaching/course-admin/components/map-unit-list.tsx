import { CheckCircleFilled, DragOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { PointerEvent } from 'react';
import type { Placement } from '../map-position.ts';
import type { MapUnit } from './course-map-board.tsx';

interface Props {
  units: MapUnit[];
  placement: Placement;
  selected: string | null;
  onSelect: (id: string | null) => void;
  onStartDrag: (id: string, event: PointerEvent) => void;
  onRemove: (id: string) => void;
}

/**
 * The units beside the map: those not placed yet first, to drag onto the map or to choose and then
 * click on the map; placed ones can be taken off again.
 */
export function MapUnitList({ units, placement, selected, onSelect, onStartDrag, onRemove }: Props) {
  const numbered = units.map((u, i) => ({ unit: u, number: i + 1, placed: !!placement[u.id] }));
  const waiting = numbered.filter((n) => !n.placed);
  const placed = numbered.filter((n) => n.placed);

  const item = ({ unit, number, placed: onMap }: (typeof numbered)[number]) => {
    const active = selected === unit.id;
    return (
      <div
        key={unit.id}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '6px 8px',
          marginBottom: 6,
          borderRadius: 6,
          border: `1px solid ${active ? '#fa541c' : '#f0f0f0'}`,
          background: active ? '#fff2e8' : '#fff',
        }}
      >
        <button
          type="button"
          onPointerDown={(e) => onStartDrag(unit.id, e)}
          onClick={() => onSelect(active ? null : unit.id)}
          aria-pressed={active}
          aria-label={`${onMap ? '选中' : '放置'}单元 ${number} ${unit.unitName}`}
          style={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            border: 0,
            padding: 0,
            background: 'none',
            cursor: 'grab',
            touchAction: 'none',
            textAlign: 'left',
          }}
        >
          <span
            style={{
              width: 22,
              height: 22,
              flex: 'none',
              borderRadius: '50%',
              background: onMap ? '#1677ff' : '#bfbfbf',
              color: '#fff',
              fontSize: 12,
              fontWeight: 700,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {number}
          </span>
          <Typography.Text ellipsis style={{ flex: 1 }}>
            {unit.unitName}
          </Typography.Text>
          {onMap ? (
            <CheckCircleFilled style={{ color: '#52c41a' }} />
          ) : (
            <DragOutlined style={{ color: '#8c8c8c' }} />
          )}
        </button>
        {onMap && (
          <Button type="link" size="small" onClick={() => onRemove(unit.id)} style={{ padding: 0 }}>
            移出
          </Button>
        )}
      </div>
    );
  };

  return (
    <div style={{ flex: '0 0 260px', maxWidth: '100%' }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        未放置（{waiting.length}）
      </Typography.Title>
      {waiting.length ? (
        waiting.map(item)
      ) : (
        <Typography.Paragraph type="secondary">所有单元都已放到地图上</Typography.Paragraph>
      )}
      <Typography.Title level={5}>已放置（{placed.length}）</Typography.Title>
      {placed.length ? (
        placed.map(item)
      ) : (
        <Typography.Paragraph type="secondary">还没有单元放到地图上</Typography.Paragraph>
      )}
    </div>
  );
}
