/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@ck/shared';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

/**
 * Places that page by fewer rows than a list does, and why. A list page, a back-office list and a
 * "my" list hold 20 (SPEC §3); these are panes, strips and card grids, not lists.
 */
const SMALLER_PAGES: Record<string, string> = {
  'domains/judge/pages/problems/problem-data-modal.tsx': "a dialog pane paging a problem's test-data files",
  'admin/crud/import-result-modal.tsx': 'a dialog listing the rows an import rejected',
  'domains/works/gallery/components/comments-panel.tsx': 'a pane of comments under a work, beside the player',
  'mobile/components/article-feed.tsx': 'the phone feed: "加载更多" fetches a light batch, no pager',
  'domains/site/api.ts': 'the recent papers of the welcome card: page size 10 (SPEC)',
  'domains/site/pages/home-page/home-page.tsx': 'the latest news strip of the home page, not paged',
  'domains/works/gallery/api.ts': 'the featured works strip of the home page, not paged',
  'domains/works/gallery/components/gallery-list.tsx': 'a grid of work cards, not a list',
  'domains/works/gallery/pages/my-works-page.tsx': 'a grid of work cards, not a list',
  'domains/teaching/learning/pages/course-gallery-page.tsx': 'a grid of course cards, not a list',
  'domains/contest/race/pages/race-list-page.tsx': 'a grid of contest cards, not a list',
  'domains/contest/race/pages/case-race-page.tsx': 'a grid of contest cards, not a list',
  'domains/shop/pages/goods-list-page.tsx': 'a grid of goods cards (2 to 6 a row): 12 fills whole rows',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** A page size written as a number: `pageSize: 10`, `pageSize={10}`, `PAGE_SIZE = 10`, `(pageSize = 10)`. */
const SIZE = /\b\w*page_?size\w*\s*(?::|=\{|=)\s*(\d+)\b/gi;

/** Every page size below the default, as `file:line text`. */
function smallSizes(): { file: string; at: string }[] {
  return sources(SRC).flatMap((path) => {
    const file = relative(SRC, path);
    return readFileSync(path, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        [...line.matchAll(SIZE)]
          .filter((m) => Number(m[1]) < DEFAULT_PAGE_SIZE)
          .map(() => ({ file, at: `${file}:${i + 1} ${line.trim()}` })),
      );
  });
}

// SPEC §3: a list holds 20 rows unless the reader picks 10, 30 or 50 in its pager.
describe('list page size', () => {
  it('is 20 by default, with the sizes 10, 20, 30 and 50', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect([...PAGE_SIZES]).toEqual([10, 20, 30, 50]);
  });

  it('is below 20 nowhere but in the places listed with their reason', () => {
    const offenders = smallSizes().filter(({ file }) => !SMALLER_PAGES[file]);
    expect(offenders.map(({ at }) => at)).toEqual([]);
  });

  it('lists no place that pages by the default again', () => {
    const small = new Set(smallSizes().map(({ file }) => file));
    expect(Object.keys(SMALLER_PAGES).filter((file) => !small.has(file))).toEqual([]);
  });

  it('finds a size in each way it is written', () => {
    const found = (line: string) => [...line.matchAll(SIZE)].map((m) => Number(m[1]));
    expect(found('const PAGE_SIZE = 10;')).toEqual([10]);
    expect(found('  pageSize: 10,')).toEqual([10]);
    expect(found('<Pagination pageSize={10} />')).toEqual([10]);
    expect(found('export const load = async (pageSize = 10) =>')).toEqual([10]);
    expect(found('defaultPageSize: 5,')).toEqual([5]);
    expect(found('pageSizeOptions: [10, 20]')).toEqual([]);
  });
});
