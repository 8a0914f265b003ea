import { describe, expect, it } from 'vitest';
import { normalizeOutput, sameOutput } from './sample-check.ts';

describe('sample output check', () => {
  it('ignores trailing spaces, CRLF and final blank lines, nothing else', () => {
    expect(sameOutput('3 \r\n4\n\n', '3\n4')).toBe(true);
    expect(sameOutput(' 3', '3')).toBe(false);
    expect(sameOutput('3\n\n4', '3\n4')).toBe(false);
    expect(normalizeOutput('a\t \nb  ')).toBe('a\nb');
  });
});
