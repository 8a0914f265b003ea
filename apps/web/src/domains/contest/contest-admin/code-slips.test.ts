import { describe, expect, it } from 'vitest';
import { codeSlips, redeemUrl, slipsAsText } from './code-slips.ts';

const names = new Map([
  ['g1', '小学组'],
  ['g2', '初中组'],
]);

describe('code slips', () => {
  const rows = [
    { code: 'ZZZ111', groupId: 'g1', usedBy: null },
    { code: 'AAA222', groupId: 'g1', usedBy: 'u1' },
    { code: 'BBB333', groupId: 'g2', groupName: '初中组', usedBy: null },
    { code: 'CCC444', groupId: 'g1', usedBy: null },
  ];

  it('keeps the unused codes only when asked, grouped and in code order', () => {
    expect(codeSlips(rows, names, true)).toEqual([
      { code: 'BBB333', groupName: '初中组' },
      { code: 'CCC444', groupName: '小学组' },
      { code: 'ZZZ111', groupName: '小学组' },
    ]);
    expect(codeSlips(rows, names, false)).toHaveLength(4);
  });

  it('names a group it does not know with an empty text', () => {
    expect(codeSlips([{ code: 'X', groupId: 'gone' }], names, false)).toEqual([{ code: 'X', groupName: '' }]);
  });

  it('points to the contest home and copies as tab-separated lines', () => {
    expect(redeemUrl('https://a.example', 'c 1')).toBe('https://a.example/home-page/raceHome?id=c%201');
    expect(
      slipsAsText([
        { code: 'A1', groupName: '小学组' },
        { code: 'B2', groupName: '初中组' },
      ]),
    ).toBe('小学组\tA1\n初中组\tB2');
  });
});
