import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE, titleFromPath } from './open-plan.ts';

describe('titleFromPath', () => {
  it('drops folders, the storage prefix and the extension', () => {
    expect(titleFromPath('course/0123456789abcdef_小猫跳舞.sb3')).toBe('小猫跳舞');
    expect(titleFromPath('/files/%E7%8C%AB.SB3?x=1')).toBe('猫');
  });

  it('falls back to the default title for an empty name', () => {
    expect(titleFromPath('dir/.sb3')).toBe(DEFAULT_TITLE);
  });
});
