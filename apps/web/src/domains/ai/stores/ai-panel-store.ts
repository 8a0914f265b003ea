import type { AiContext } from '@ck/shared';
import { create } from 'zustand';
import { clampPanelWidth, loadPanelWidth, savePanelWidth } from './panel-width.ts';

/** What a "问问码狗" button hands over: the scene to start in and what the page knows. */
export interface AiPanelRequest {
  scene?: string;
  context?: AiContext;
}

interface AiPanelState {
  open: boolean;
  width: number;
  /** The scene asked for by the last button; the panel falls back to an enabled one. */
  scene: string | null;
  /** The context attached to the next questions (the student may remove it). */
  context: AiContext | null;
  /** Bumped by every button press, so the panel notices a new context even for the same page. */
  requestNo: number;
  openWith: (request: AiPanelRequest) => void;
  toggle: () => void;
  close: () => void;
  setScene: (scene: string) => void;
  removeContext: () => void;
  /** While dragging; `persist` when the drag ends. */
  setWidth: (width: number, persist?: boolean) => void;
}

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The code dog panel's open state, width and attached context. Small on purpose: layouts and page
 * buttons import it; the panel itself loads only when first opened.
 */
export const useAiPanel = create<AiPanelState>()((set) => ({
  open: false,
  width: loadPanelWidth(storage()),
  scene: null,
  context: null,
  requestNo: 0,
  openWith: ({ scene, context }) =>
    set((s) => ({
      open: true,
      scene: scene ?? s.scene,
      context: context ?? null,
      requestNo: s.requestNo + 1,
    })),
  toggle: () => set((s) => ({ open: !s.open })),
  close: () => set({ open: false }),
  setScene: (scene) => set({ scene }),
  removeContext: () => set({ context: null }),
  setWidth: (width, persist = false) => {
    const next = clampPanelWidth(width, typeof window === 'undefined' ? undefined : window.innerWidth);
    if (persist) savePanelWidth(storage(), next);
    set({ width: next });
  },
}));

/** Opens the code dog with the page's context (the "问问码狗" buttons). */
export const openAiPanel = (request: AiPanelRequest) => useAiPanel.getState().openWith(request);
