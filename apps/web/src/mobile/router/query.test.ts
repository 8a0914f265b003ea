import { describe, expect, it } from 'vitest';
import { buildQuery, readParam, withKept } from './query.ts';

describe('buildQuery', () => {
  it('leaves out empty values and encodes the rest', () => {
    expect(buildQuery({ a: 1, b: '', c: null, d: undefined, e: '中 文' })).toBe('?a=1&e=%E4%B8%AD+%E6%96%87');
    expect(buildQuery({})).toBe('');
  });
});

describe('readParam', () => {
  it('reads a value and treats empty as absent', () => {
    expect(readParam('?orgId=7&x=', 'orgId')).toBe('7');
    expect(readParam('?orgId=7&x=', 'x')).toBeUndefined();
    expect(readParam('', 'orgId')).toBeUndefined();
  });
});

describe('withKept', () => {
  it('keeps orgId and cityId but no other parameter of the current page', () => {
    expect(withKept('/m/articles', '?orgId=o1&cityId=c1&typeId=t')).toBe('/m/articles?orgId=o1&cityId=c1');
  });

  it("lets the link's own query and extra values win, and '' remove one", () => {
    expect(withKept('/m/articles?typeId=t2&cityId=c9', '?orgId=o1&cityId=c1')).toBe(
      '/m/articles?orgId=o1&cityId=c9&typeId=t2',
    );
    expect(withKept('/m/', '?orgId=o1&cityId=c1', { cityId: '' })).toBe('/m/?orgId=o1');
  });

  it('keeps a hash at the end', () => {
    expect(withKept('/m/report/x#top', '?orgId=o1')).toBe('/m/report/x?orgId=o1#top');
  });
});
