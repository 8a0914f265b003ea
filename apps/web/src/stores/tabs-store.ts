import { create } from 'zustand';
import { HOME_TAB_PATH } from '../app/public-paths.ts';
import { useSession } from './session-store.ts';

export interface PageTab {
  /** The pathname; one tab per page. */
  key: string;
  /** Pathname plus query, restored when the tab is activated again. */
  fullPath: string;
  title: string;
}

interface TabsState {
  tabs: PageTab[];
  /** Bumped by "刷新" to remount a page. */
  refreshKeys: Record<string, number>;
  open: (tab: PageTab) => void;
  remove: (keys: string[]) => void;
  refresh: (key: string) => void;
  reset: () => void;
}

export const HOME_TAB: PageTab = { key: HOME_TAB_PATH, fullPath: HOME_TAB_PATH, title: '首页' };

/** The home tab is always first (SPEC §2). */
function withHome(tabs: PageTab[]): PageTab[] {
  const home = tabs.find((t) => t.key === HOME_TAB_PATH) ?? HOME_TAB;
  return [home, ...tabs.filter((t) => t.key !== HOME_TAB_PATH)];
}

export const useTabs = create<TabsState>()((set, get) => ({
  tabs: [HOME_TAB],
  refreshKeys: {},
  open: (tab) => {
    const { tabs } = get();
    const existing = tabs.find((t) => t.key === tab.key);
    if (existing && existing.fullPath === tab.fullPath && existing.title === tab.title) return;
    const next = existing ? tabs.map((t) => (t.key === tab.key ? tab : t)) : [...tabs, tab];
    set({ tabs: withHome(next) });
  },
  remove: (keys) => set({ tabs: withHome(get().tabs.filter((t) => !keys.includes(t.key))) }),
  refresh: (key) => set({ refreshKeys: { ...get().refreshKeys, [key]: (get().refreshKeys[key] ?? 0) + 1 } }),
  reset: () => set({ tabs: [HOME_TAB], refreshKeys: {} }),
}));

// Signing out forgets the open tabs of the previous user.
useSession.subscribe((state, previous) => {
  if (previous.token && !state.token) useTabs.getState().reset();
});
