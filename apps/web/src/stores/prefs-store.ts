import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type MenuTheme = 'light' | 'dark';
export type LayoutMode = 'sidemenu' | 'topmenu';
export type ContentWidth = 'Fixed' | 'Fluid';

export interface Prefs {
  theme: MenuTheme;
  layoutMode: LayoutMode;
  primaryColor: string;
  colorWeak: boolean;
  fixedHeader: boolean;
  fixSiderbar: boolean;
  autoHideHeader: boolean;
  contentWidth: ContentWidth;
  multipage: boolean;
  /** Desktop side-menu collapsed by the user. */
  siderCollapsed: boolean;
}

/** SPEC §9 defaults: #1f89f2, light theme, side menu, fixed width, multi-tab on. */
export const DEFAULT_PREFS: Prefs = {
  theme: 'light',
  layoutMode: 'sidemenu',
  primaryColor: '#1f89f2',
  colorWeak: false,
  fixedHeader: false,
  fixSiderbar: false,
  autoHideHeader: false,
  contentWidth: 'Fixed',
  multipage: true,
  siderCollapsed: false,
};

interface PrefsState extends Prefs {
  update: (patch: Partial<Prefs>) => void;
  reset: () => void;
}

/** Applies the coupling rules of SPEC §4 so the stored preferences are always consistent. */
function coherent(next: Prefs): Prefs {
  const fixed = { ...next };
  if (!fixed.fixedHeader) fixed.autoHideHeader = false;
  if (fixed.layoutMode === 'topmenu') fixed.fixSiderbar = false;
  if (fixed.layoutMode === 'sidemenu') fixed.contentWidth = 'Fixed';
  return fixed;
}

export const usePrefs = create<PrefsState>()(
  persist(
    (set, get) => ({
      ...DEFAULT_PREFS,
      update: (patch) => {
        const { update: _u, reset: _r, ...current } = get();
        set(coherent({ ...current, ...patch }));
      },
      reset: () => set(DEFAULT_PREFS),
    }),
    {
      name: 'ck-prefs',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ update: _u, reset: _r, ...prefs }) => prefs,
    },
  ),
);
