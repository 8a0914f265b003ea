/** A row that keeps its place in a list through `orderNum`. */
export interface OrderedRow {
  id: string;
  orderNum: number;
}

/** The list with the row at `from` moved to `to` (indexes of the list before the move). */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  if (from < 0 || from >= rows.length || to < 0 || to >= rows.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/**
 * After a reorder every row is numbered by its place (1, 2, 3…); only the rows whose number changed
 * are sent, so moving one unit near the end touches few rows.
 */
export function orderChanges(rows: readonly OrderedRow[]): { id: string; orderNum: number }[] {
  return rows.flatMap((row, index) =>
    row.orderNum === index + 1 ? [] : [{ id: row.id, orderNum: index + 1 }],
  );
}

/** The rows renumbered by place, as the list shows them once the reorder is saved. */
export function renumber<T extends OrderedRow>(rows: readonly T[]): T[] {
  return rows.map((row, index) => (row.orderNum === index + 1 ? row : { ...row, orderNum: index + 1 }));
}

/** The number a new unit gets: after the last one. */
export function nextOrderNum(rows: readonly OrderedRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.orderNum), 0) + 1;
}
