import { describe, expect, it } from 'vitest';
import { assessmentLink } from './assessment-link.ts';

describe('assessmentLink', () => {
  it('points at the mobile companion', () => {
    expect(assessmentLink('abc')).toBe('/m/assessment/abc');
    expect(assessmentLink('a/b c')).toBe('/m/assessment/a%2Fb%20c');
  });

  it('keeps the organisation of the page it was opened from', () => {
    expect(assessmentLink('abc', '?orgId=t1&x=2')).toBe('/m/assessment/abc?orgId=t1');
    expect(assessmentLink('abc', '?orgId=')).toBe('/m/assessment/abc');
  });

  it("prefers the assessment's own organisation", () => {
    expect(assessmentLink('abc', '?orgId=t1', 't2')).toBe('/m/assessment/abc?orgId=t2');
    expect(assessmentLink('abc', '', 't 2')).toBe('/m/assessment/abc?orgId=t%202');
  });
});
