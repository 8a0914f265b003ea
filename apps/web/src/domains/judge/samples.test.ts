import { describe, expect, it } from 'vitest';
import { filledSamples } from './samples.ts';

describe('filledSamples', () => {
  it('drops rows with neither input nor output, keeps the rest in order', () => {
    expect(
      filledSamples([
        { input: '', output: '' },
        { input: '1 2\n', output: '3\n' },
        { input: '  \n', output: '\t' },
        { input: '', output: 'Hello\n' },
      ]),
    ).toEqual([
      { input: '1 2\n', output: '3\n' },
      { input: '', output: 'Hello\n' },
    ]);
  });

  it('gives nothing for a problem without samples', () => {
    expect(filledSamples([])).toEqual([]);
    expect(filledSamples(undefined)).toEqual([]);
    expect(filledSamples([{ input: '', output: '' }])).toEqual([]);
  });
});
