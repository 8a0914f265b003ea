import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@ck/shared';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

/** Panes inside a dialog that page a short list of their own (a problem's test-data files). */
const SMALL_PANES = ['domains/judge/pages/problems/problem-data-modal.tsx:'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

// SPEC §3: a list holds 20 rows unless the reader picks 10, 30 or 50 in its pager.
describe('list page size', () => {
  it('is 20 by default, with the sizes 10, 20, 30 and 50', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(20);
    expect([...PAGE_SIZES]).toEqual([10, 20, 30, 50]);
  });

  it('is not hard-coded to 10 rows by any list', () => {
    const offenders = sources(SRC).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${relative(SRC, file)}:${i + 1}` }))
        .filter(({ line }) => /\b(default)?[pP]ageSize(\s*:\s*|=\{\s*)10\b/.test(line))
        .filter(({ at }) => !SMALL_PANES.some((pane) => at.startsWith(pane)))
        .map(({ at, line }) => `${at} ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
