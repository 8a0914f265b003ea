import { HolderOutlined } from '@ant-design/icons';
import type { Unit } from '@ck/shared';
import type { UniqueIdentifier } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { SortableList, useSortableRow } from '../../../../components/sortable-list.tsx';

interface Props {
  units: Unit[];
  /** Dragging is off for users who may not edit, and while an order is being saved. */
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  renderRow: (unit: Unit, index: number, handle: ReactNode) => ReactNode;
}

/** The course's units as a list reordered by dragging its handles (or with the keyboard: space, arrows). */
export function SortableUnitList({ units, disabled, onMove, renderRow }: Props) {
  const nameOf = (id: UniqueIdentifier) => units.find((u) => u.id === id)?.unitName ?? '';
  return (
    <SortableList
      ids={units.map((u) => u.id)}
      disabled={disabled}
      onMove={onMove}
      noun="单元"
      spoken={{ item: (id) => `单元 ${nameOf(id)}`, place: (id) => `单元 ${nameOf(id)} 的位置` }}
    >
      {units.map((unit, index) => (
        <SortableRow key={unit.id} id={unit.id} disabled={disabled} label={unit.unitName}>
          {(handle) => renderRow(unit, index, handle)}
        </SortableRow>
      ))}
    </SortableList>
  );
}

function SortableRow({
  id,
  disabled,
  label,
  children,
}: {
  id: string;
  disabled?: boolean;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { rowRef, isDragging, rowStyle, handleProps } = useSortableRow(id, disabled);
  const handle = (
    <button
      type="button"
      {...handleProps}
      aria-label={`拖动排序：${label}`}
      disabled={disabled}
      style={{
        border: 0,
        background: 'none',
        padding: 4,
        cursor: disabled ? 'not-allowed' : isDragging ? 'grabbing' : 'grab',
        color: disabled ? '#d9d9d9' : '#8c8c8c',
        touchAction: 'none',
      }}
    >
      <HolderOutlined />
    </button>
  );
  return (
    <div ref={rowRef} style={{ ...rowStyle, position: 'relative', background: '#fff' }}>
      {children(handle)}
    </div>
  );
}
