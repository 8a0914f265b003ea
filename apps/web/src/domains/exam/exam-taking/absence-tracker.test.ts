import { describe, expect, it } from 'vitest';
import { AbsenceTracker } from './absence-tracker.ts';

describe('absence tracker', () => {
  it('counts one switch once, however many events it fires', () => {
    const t = new AbsenceTracker();
    expect(t.leave(1000)).toBe(true); // hidden
    expect(t.leave(1001)).toBe(false); // blur of the same switch
    t.back();
    expect(t.leave(5000)).toBe(true);
  });

  it('does not count reloading or closing the page', () => {
    const t = new AbsenceTracker();
    t.unload();
    expect(t.leave(1000)).toBe(false);
    t.show();
    t.back();
    expect(t.leave(2000)).toBe(true);
  });

  it('excuses opening an editor, only for a moment', () => {
    const t = new AbsenceTracker();
    t.excuse(1000);
    expect(t.leave(1500)).toBe(false);
    t.back();
    expect(t.leave(9000)).toBe(true);
    t.back();
    t.excuse(10_000);
    expect(t.leave(13_000)).toBe(true);
  });
});
