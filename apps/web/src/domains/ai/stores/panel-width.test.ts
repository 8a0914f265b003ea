import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../test-support/memory-storage.ts';
import {
  clampPanelWidth,
  loadPanelWidth,
  PANEL_WIDTH,
  PANEL_WIDTH_KEY,
  savePanelWidth,
  widthFromPointer,
} from './panel-width.ts';

describe('panel width (SPEC.md §2: 400 px default, 600 px max, remembered)', () => {
  it('clamps between the minimum and 600 px, in whole pixels', () => {
    expect(PANEL_WIDTH.initial).toBe(400);
    expect(clampPanelWidth(100)).toBe(PANEL_WIDTH.min);
    expect(clampPanelWidth(480.6)).toBe(481);
    expect(clampPanelWidth(900)).toBe(600);
    expect(clampPanelWidth(Number.NaN)).toBe(400);
  });

  it('leaves the page room on a narrow desktop, never below the minimum', () => {
    expect(clampPanelWidth(600, 800)).toBe(440);
    expect(clampPanelWidth(600, 500)).toBe(PANEL_WIDTH.min);
  });

  it('follows the pointer dragging the left edge', () => {
    expect(widthFromPointer(1366 - 450, 1366)).toBe(450);
    expect(widthFromPointer(100, 1366)).toBe(600);
    expect(widthFromPointer(1300, 1366)).toBe(PANEL_WIDTH.min);
  });

  it('remembers the width and reads it back; garbage or nothing gives the default', () => {
    const storage = new MemoryStorage();
    expect(loadPanelWidth(storage)).toBe(400);
    savePanelWidth(storage, 520);
    expect(storage.getItem(PANEL_WIDTH_KEY)).toBe('520');
    expect(loadPanelWidth(storage)).toBe(520);
    savePanelWidth(storage, 5000);
    expect(loadPanelWidth(storage)).toBe(600);
    storage.setItem(PANEL_WIDTH_KEY, 'wide');
    expect(loadPanelWidth(storage)).toBe(400);
    expect(loadPanelWidth(undefined)).toBe(400);
  });

  it('survives a storage that throws (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(loadPanelWidth(broken)).toBe(400);
    expect(() => savePanelWidth(broken, 500)).not.toThrow();
  });
});
