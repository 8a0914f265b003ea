import { describe, expect, it } from 'vitest';
import { canSend, enterAction, insertNewline } from './send-keys.ts';

const key = (over: Partial<Parameters<typeof enterAction>[0]> = {}) => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  ...over,
});

describe('Enter rule (SPEC.md §5)', () => {
  it('Enter alone sends', () => {
    expect(enterAction(key())).toBe('send');
  });

  it('Shift+Enter is the browser newline, Ctrl/⌘+Enter a newline the panel inserts', () => {
    expect(enterAction(key({ shiftKey: true }))).toBe('default');
    expect(enterAction(key({ ctrlKey: true }))).toBe('newline');
    expect(enterAction(key({ metaKey: true }))).toBe('newline');
    expect(enterAction(key({ ctrlKey: true, shiftKey: true }))).toBe('newline');
  });

  it('Enter while an input method composes, and other keys, do nothing special', () => {
    expect(enterAction(key({ isComposing: true }))).toBe('default');
    expect(enterAction(key({ key: 'a' }))).toBe('default');
  });

  it('empty or whitespace input sends nothing', () => {
    expect(canSend('')).toBe(false);
    expect(canSend('  \n\t ')).toBe(false);
    expect(canSend(' 为什么 ')).toBe(true);
  });

  it('inserts the newline in place of the selection', () => {
    expect(insertNewline('abcd', 2, 2)).toEqual({ value: 'ab\ncd', caret: 3 });
    expect(insertNewline('abcd', 1, 3)).toEqual({ value: 'a\nd', caret: 2 });
    expect(insertNewline('ab', 9, 9)).toEqual({ value: 'ab\n', caret: 3 });
  });
});
