import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { MascotSpot } from './mascot-rules.ts';

interface MascotPrefsState {
  /** Turned off in 主题设置 / 个性化; remembered on this device. */
  enabled: boolean;
  /** Where the user last left it; null until it is first moved. */
  spot: MascotSpot | null;
  setEnabled: (enabled: boolean) => void;
  setSpot: (spot: MascotSpot) => void;
}

export const MASCOT_STORAGE_KEY = 'ck-mascot';

/** The mascot's own local preferences (a UI preference like those of SPEC §3, kept beside it). */
export const useMascotPrefs = create<MascotPrefsState>()(
  persist(
    (set) => ({
      enabled: true,
      spot: null,
      setEnabled: (enabled) => set({ enabled }),
      setSpot: (spot) => set({ spot }),
    }),
    {
      name: MASCOT_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ enabled, spot }) => ({ enabled, spot }),
    },
  ),
);
