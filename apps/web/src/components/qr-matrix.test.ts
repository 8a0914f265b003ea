import { describe, expect, it } from 'vitest';
import { qrMatrix, qrPath } from './qr-matrix.ts';

describe('qrMatrix', () => {
  it('is a square with the three finder patterns of a QR code', () => {
    const m = qrMatrix('https://example.test/kaoshi-online-mobile-camera?code=abc');
    const n = m.length;
    expect(n).toBeGreaterThanOrEqual(21);
    expect((n - 17) % 4).toBe(0);
    expect(m.every((row) => row.length === n)).toBe(true);
    // A finder pattern: a dark 7×7 ring around a light ring around a dark 3×3 centre.
    for (const [r0, c0] of [
      [0, 0],
      [0, n - 7],
      [n - 7, 0],
    ]) {
      expect(m[r0][c0 + 3]).toBe(true);
      expect(m[r0 + 1][c0 + 1]).toBe(false);
      expect(m[r0 + 3][c0 + 3]).toBe(true);
    }
  });

  it('differs for different texts and grows for longer ones', () => {
    expect(qrMatrix('a')).not.toEqual(qrMatrix('b'));
    expect(qrMatrix('x'.repeat(200)).length).toBeGreaterThan(qrMatrix('x').length);
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module, shifted by the quiet zone', () => {
    expect(
      qrPath(
        [
          [true, false],
          [false, true],
        ],
        4,
      ),
    ).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
  });
});
