import { HolderOutlined } from '@ant-design/icons';
import type { Unit } from '@ck/shared';
import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

interface Props {
  units: Unit[];
  /** Dragging is off for users who may not edit, and while an order is being saved. */
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  renderRow: (unit: Unit, index: number, handle: ReactNode) => ReactNode;
}

/** The course's units as a list reordered by dragging its handles (or with the keyboard: space, arrows). */
export function SortableUnitList({ units, disabled, onMove, renderRow }: Props) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so clicks on the row's buttons stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = units.findIndex((u) => u.id === active.id);
    const to = units.findIndex((u) => u.id === over.id);
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: '按空格键拿起单元，用上下方向键移动，再按空格键放下，按 Esc 取消。',
        },
        announcements: {
          onDragStart: ({ active }) => `已拿起单元 ${nameOf(units, active.id)}`,
          onDragOver: ({ over }) => (over ? `移动到单元 ${nameOf(units, over.id)} 的位置` : '不在列表上'),
          onDragEnd: ({ over }) => (over ? `已放到单元 ${nameOf(units, over.id)} 的位置` : '已放下'),
          onDragCancel: () => '已取消移动',
        },
      }}
    >
      <SortableContext
        items={units.map((u) => u.id)}
        strategy={verticalListSortingStrategy}
        disabled={disabled}
      >
        {units.map((unit, index) => (
          <SortableRow key={unit.id} id={unit.id} disabled={disabled} label={unit.unitName}>
            {(handle) => renderRow(unit, index, handle)}
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}

const nameOf = (units: Unit[], id: string | number) => units.find((u) => u.id === id)?.unitName ?? '';

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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
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
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? '0 6px 16px rgba(0,0,0,0.12)' : undefined,
        background: '#fff',
      }}
    >
      {children(handle)}
    </div>
  );
}
