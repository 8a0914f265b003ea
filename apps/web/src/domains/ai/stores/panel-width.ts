/** SPEC.md §2: the AI panel is 400 px wide by default, at most 600 px; the width is remembered locally. */
export const PANEL_WIDTH = { initial: 400, min: 320, max: 600 } as const;
export const PANEL_WIDTH_KEY = 'ck-ai-panel-width';
/** Space the page keeps beside the panel on a narrow desktop. */
const PAGE_MIN = 360;

/** A width the panel may take: whole pixels between the minimum and the maximum, and room left for the page. */
export function clampPanelWidth(width: number, viewportWidth = Number.POSITIVE_INFINITY): number {
  if (!Number.isFinite(width)) return PANEL_WIDTH.initial;
  const roomy = Math.max(PANEL_WIDTH.min, viewportWidth - PAGE_MIN);
  return Math.round(Math.max(PANEL_WIDTH.min, Math.min(width, PANEL_WIDTH.max, roomy)));
}

type Reader = Pick<Storage, 'getItem'>;
type Writer = Pick<Storage, 'setItem'>;

/** The remembered width, or the default when none (or garbage) is stored or storage is unavailable. */
export function loadPanelWidth(storage: Reader | undefined): number {
  try {
    const raw = storage?.getItem(PANEL_WIDTH_KEY);
    const value = raw ? Number(raw) : Number.NaN;
    return Number.isFinite(value) ? clampPanelWidth(value) : PANEL_WIDTH.initial;
  } catch {
    return PANEL_WIDTH.initial;
  }
}

export function savePanelWidth(storage: Writer | undefined, width: number): void {
  try {
    storage?.setItem(PANEL_WIDTH_KEY, String(clampPanelWidth(width)));
  } catch {
    // Private mode or a full storage: the width is simply not remembered.
  }
}

/** The width while dragging the panel's left edge at `pointerX` in a viewport `viewportWidth` wide. */
export function widthFromPointer(pointerX: number, viewportWidth: number): number {
  return clampPanelWidth(viewportWidth - pointerX, viewportWidth);
}
