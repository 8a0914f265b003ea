import type { PageResult } from '@ck/shared';
import { describe, expect, it } from 'vitest';
import { readAllPages } from './read-pages.ts';

/** A server holding `total` numbered rows, answering pages of `size`; records which pages were asked. */
function pagedServer(total: number, size: number) {
  const asked: number[] = [];
  const fetchPage = async (pageNo: number): Promise<PageResult<number>> => {
    asked.push(pageNo);
    const records = Array.from({ length: total }, (_, i) => i + 1).slice((pageNo - 1) * size, pageNo * size);
    return { records, total, size, current: pageNo, pages: Math.ceil(total / size) };
  };
  return { asked, fetchPage };
}

describe('readAllPages', () => {
  it('reads every page in order until the total is reached', async () => {
    const server = pagedServer(7, 3);
    expect(await readAllPages(server.fetchPage)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(server.asked).toEqual([1, 2, 3]);
  });

  it('asks once when the first page holds everything, or nothing', async () => {
    const full = pagedServer(3, 500);
    expect(await readAllPages(full.fetchPage)).toEqual([1, 2, 3]);
    expect(full.asked).toEqual([1]);
    const empty = pagedServer(0, 500);
    expect(await readAllPages(empty.fetchPage)).toEqual([]);
    expect(empty.asked).toEqual([1]);
  });

  it('stops at an empty page even when the total promised more', async () => {
    let calls = 0;
    const rows = await readAllPages(async (pageNo) => {
      calls += 1;
      const records = pageNo === 1 ? ['a'] : [];
      return { records, total: 5, size: 1, current: pageNo, pages: 5 };
    });
    expect(rows).toEqual(['a']);
    expect(calls).toBe(2);
  });
});
