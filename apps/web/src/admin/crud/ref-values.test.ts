import { describe, expect, it } from 'vitest';
import { missingRefOptions, refTags, refValueOf, selectedRefs } from './ref-values.ts';

describe('multiple ref values', () => {
  it('splits the stored comma list for the select and joins it back for the API', () => {
    expect(selectedRefs('a, b,,a', true)).toEqual(['a', 'b']);
    expect(selectedRefs(undefined, true)).toEqual([]);
    expect(selectedRefs('a', false)).toBe('a');
    expect(selectedRefs('', false)).toBeUndefined();
    expect(refValueOf(['a', 'b'])).toBe('a,b');
    expect(refValueOf('a')).toBe('a');
  });

  it('clearing sends an empty value so an edit empties the field', () => {
    expect(refValueOf([])).toBe('');
    expect(refValueOf(undefined)).toBe('');
  });

  it('labels chosen rows that are not among the loaded options from the record text', () => {
    const loaded = [{ value: 'a', label: 'Scratch' }];
    expect(missingRefOptions(['a', 'b', 'c'], 'Scratch,Python,C++', loaded)).toEqual([
      { value: 'b', label: 'Python' },
      { value: 'c', label: 'C++' },
    ]);
    // When a referenced row is gone the labels no longer line up: the id stands in.
    expect(missingRefOptions(['a', 'b', 'c'], 'Scratch,C++', loaded)).toEqual([
      { value: 'b', label: 'b' },
      { value: 'c', label: 'c' },
    ]);
  });

  it('shows the joined names as tags', () => {
    expect(refTags('Scratch,Python')).toEqual(['Scratch', 'Python']);
    expect(refTags(null)).toEqual([]);
    expect(refTags('')).toEqual([]);
  });
});
