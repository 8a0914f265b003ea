import { describe, expect, it } from 'vitest';
import { displayName, downloadUrl, extensionOf, splitFiles, unitFileUrl } from './unit-files.ts';

describe('unit file references', () => {
  it('turns stored paths into file-route URLs and keeps only safe absolute links', () => {
    expect(unitFileUrl('teaching/20260101/ab_case.sb3')).toBe(
      '/api/sys/common/static/teaching/20260101/ab_case.sb3',
    );
    expect(unitFileUrl('https://cdn.example.com/v.mp4')).toBe('https://cdn.example.com/v.mp4');
    expect(unitFileUrl('/files/a.pdf')).toBe('/files/a.pdf');
    expect(unitFileUrl('javascript:alert(1)')).toBeUndefined();
    expect(unitFileUrl('//evil.example.com/x')).toBeUndefined();
    expect(unitFileUrl('  ')).toBeUndefined();
    expect(unitFileUrl(null)).toBeUndefined();
  });

  it('reads extensions and names without the storage prefix', () => {
    expect(extensionOf('a/b/Case.SB3?x=1')).toBe('sb3');
    expect(extensionOf('noext')).toBe('');
    expect(displayName('teaching/20260101/0123456789abcdef_第一课.pdf')).toBe('第一课.pdf');
    expect(splitFiles(' a.pdf, ,b.ppt ')).toEqual(['a.pdf', 'b.ppt']);
    expect(splitFiles(null)).toEqual([]);
  });

  it('asks the file route for an attachment', () => {
    expect(downloadUrl('/api/sys/common/static/a.pdf')).toBe('/api/sys/common/static/a.pdf?download=1');
    expect(downloadUrl('/api/sys/common/static/a.pdf?sign=1')).toBe(
      '/api/sys/common/static/a.pdf?sign=1&download=1',
    );
    expect(downloadUrl('https://x.example.com/a.pdf')).toBe('https://x.example.com/a.pdf');
  });
});
