import { describe, expect, it } from 'vitest';
import { moveRow, nextOrderNum, orderChanges, renumber } from './unit-order.ts';

const rows = (...nums: number[]) => nums.map((orderNum, i) => ({ id: `u${i + 1}`, orderNum }));

describe('moveRow', () => {
  it('moves a row down and up', () => {
    expect(moveRow(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveRow(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the list as it is for the same place or an index outside it', () => {
    const list = ['a', 'b'];
    expect(moveRow(list, 1, 1)).toEqual(list);
    expect(moveRow(list, -1, 0)).toEqual(list);
    expect(moveRow(list, 0, 5)).toEqual(list);
    expect(moveRow(list, 0, 1)).not.toBe(list);
  });
});

describe('orderChanges', () => {
  it('sends only the rows whose place number changed', () => {
    const moved = moveRow(rows(1, 2, 3, 4), 3, 2);
    expect(orderChanges(moved)).toEqual([
      { id: 'u4', orderNum: 3 },
      { id: 'u3', orderNum: 4 },
    ]);
  });

  it('numbers rows from 1 when the stored numbers have gaps or repeats', () => {
    expect(orderChanges(rows(0, 0, 10))).toEqual([
      { id: 'u1', orderNum: 1 },
      { id: 'u2', orderNum: 2 },
      { id: 'u3', orderNum: 3 },
    ]);
    expect(orderChanges(rows(1, 2, 3))).toEqual([]);
  });
});

describe('renumber and nextOrderNum', () => {
  it('renumbers by place and keeps unchanged rows as they are', () => {
    const list = rows(1, 5);
    const out = renumber(list);
    expect(out.map((r) => r.orderNum)).toEqual([1, 2]);
    expect(out[0]).toBe(list[0]);
  });

  it('puts a new unit after the highest number', () => {
    expect(nextOrderNum([])).toBe(1);
    expect(nextOrderNum(rows(3, 7, 2))).toBe(8);
  });
});
