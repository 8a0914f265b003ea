import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
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

export interface SortableListProps {
  /** The rows' ids in their order. */
  ids: string[];
  /** Dragging is off, e.g. for users who may not edit. */
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  /** What a row is called in the keyboard instructions: 单元, 题目… */
  noun: string;
  /** For screen readers: a row by name (`单元 X`, `第 3 题`) and the place it takes (`…的位置`). */
  spoken: { item: (id: UniqueIdentifier) => string; place: (id: UniqueIdentifier) => string };
  /** The rows, each drawn with `useSortableRow`. */
  children: ReactNode;
}

/** A vertical list reordered by dragging its rows' handles, or with the keyboard: space, arrows, space. */
export function SortableList({ ids, disabled, onMove, noun, spoken, children }: SortableListProps) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so clicks on the row's buttons stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable: `按空格键拿起${noun}，用上下方向键移动，再按空格键放下，按 Esc 取消。`,
        },
        announcements: {
          onDragStart: ({ active }) => `已拿起${spoken.item(active.id)}`,
          onDragOver: ({ over }) => (over ? `移动到${spoken.place(over.id)}` : '不在列表上'),
          onDragEnd: ({ over }) => (over ? `已放到${spoken.place(over.id)}` : '已放下'),
          onDragCancel: () => '已取消移动',
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** One row of a `SortableList`: its ref and style while it moves, and the props of its drag handle. */
export function useSortableRow(id: string, disabled?: boolean) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return {
    rowRef: setNodeRef,
    isDragging,
    /** Lifted above its neighbours with a shadow while dragged. */
    rowStyle: {
      transform: CSS.Translate.toString(transform),
      transition,
      zIndex: isDragging ? 2 : undefined,
      boxShadow: isDragging ? '0 6px 16px rgba(0,0,0,0.12)' : undefined,
    },
    /** Spread on the handle's `<button type="button">`. */
    handleProps: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}
