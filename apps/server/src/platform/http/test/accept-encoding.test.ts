import { describe, expect, it } from 'vitest';
import { acceptsGzip } from '../accept-encoding.ts';

describe('acceptsGzip', () => {
  it('accepts what browsers send', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8, *;q=0.1')).toBe(true);
    expect(acceptsGzip(['deflate', 'GZIP'])).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
  });

  it('refuses when gzip is absent or weighed zero', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
  });
});
