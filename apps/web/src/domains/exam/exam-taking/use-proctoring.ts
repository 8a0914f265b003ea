import { useCallback, useEffect, useRef, useState } from 'react';
import { AbsenceTracker } from './absence-tracker.ts';
import { examTakingApi } from './api.ts';

export function isFullScreen(): boolean {
  return typeof document !== 'undefined' && !!document.fullscreenElement;
}

/** Asks for full screen; must run inside a click. Browsers without it (iOS Safari) are let through. */
export async function enterFullScreen(): Promise<boolean> {
  const el = document.documentElement;
  if (!el.requestFullscreen) return false;
  try {
    await el.requestFullscreen({ navigationUI: 'hide' });
    return true;
  } catch {
    return false;
  }
}

export const fullScreenSupported = () =>
  typeof document !== 'undefined' && !!document.documentElement.requestFullscreen;

interface Options {
  userPaperId: string;
  /** Watching stops once the paper is handed in. */
  active: boolean;
  fullScreen: boolean;
  initialJumpOuts: number;
  /** The server handed the paper in (too many jump-outs). */
  onServerSubmitted: () => void;
  /** Each counted jump-out, with the new count. */
  onJumpOut: (count: number) => void;
}

/**
 * Full-screen watch and jump-out counting. Leaving the page is counted once per absence: the tab
 * hidden and the window blurred are the same switch; coming back (visible and focused) ends it.
 */
export function useProctoring({
  userPaperId,
  active,
  fullScreen,
  initialJumpOuts,
  onServerSubmitted,
  onJumpOut,
}: Options) {
  const [jumpOuts, setJumpOuts] = useState(initialJumpOuts);
  const [outOfFullScreen, setOutOfFullScreen] = useState(false);
  const tracker = useRef(new AbsenceTracker());
  const callbacks = useRef({ onServerSubmitted, onJumpOut });
  callbacks.current = { onServerSubmitted, onJumpOut };

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const report = async (attempt = 0): Promise<void> => {
      try {
        const result = await examTakingApi.jumpOut(userPaperId);
        if (cancelled) return;
        setJumpOuts(result.jumpOutTimes);
        callbacks.current.onJumpOut(result.jumpOutTimes);
        if (result.submitted) callbacks.current.onServerSubmitted();
      } catch {
        // Offline: try again a little later (the absence still counts on the server once it arrives).
        if (!cancelled && attempt < 5)
          window.setTimeout(() => void report(attempt + 1), 3000 * (attempt + 1));
      }
    };
    const absences = tracker.current;
    // Reloading or closing the page hides it too; that is not switching away from the exam.
    const onPageHide = () => absences.unload();
    const onPageShow = () => absences.show();
    const leave = () => {
      if (absences.leave(Date.now())) void report();
    };
    const maybeBack = () => {
      if (document.visibilityState === 'visible' && document.hasFocus()) absences.back();
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? leave() : maybeBack());
    const onBlur = () => {
      // A focused iframe inside the page (none here) or a dialog of the page itself is not leaving.
      window.setTimeout(() => {
        if (!document.hasFocus()) leave();
      }, 150);
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', maybeBack);
    return () => {
      cancelled = true;
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', maybeBack);
    };
  }, [active, userPaperId]);

  useEffect(() => {
    if (!active || !fullScreen || !fullScreenSupported()) {
      setOutOfFullScreen(false);
      return;
    }
    const sync = () => setOutOfFullScreen(!isFullScreen());
    sync();
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [active, fullScreen]);

  const excuseNextAbsence = useCallback(() => {
    tracker.current.excuse(Date.now());
  }, []);

  return { jumpOuts, outOfFullScreen, excuseNextAbsence };
}
