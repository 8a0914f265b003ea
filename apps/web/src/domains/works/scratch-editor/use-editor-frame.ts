import { type RefObject, useEffect, useRef, useState } from 'react';
import { deleteBackpack, fetchScratchLibrary, listBackpack, saveBackpack } from './api.ts';
import type { EditorFrameWindow, FrameEditor } from './frame/frame-api.ts';

export type FramePhase = 'library' | 'bundle' | 'starting' | 'ready' | 'failed';

export interface FrameState {
  phase: FramePhase;
  /** 0-100 while the editor script downloads. */
  percent: number;
  editor: FrameEditor | null;
  error?: string;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Boots the Scratch GUI inside the iframe: the asset library first (the patched bundle reads it while
 * it starts), then the bundle with download progress. `onChange` fires on the first edit after a
 * load or a save.
 */
export function useEditorFrame(
  frame: RefObject<HTMLIFrameElement | null>,
  simple: boolean,
  onChange: () => void,
): FrameState {
  const [state, setState] = useState<FrameState>({ phase: 'library', percent: 0, editor: null });
  const changeRef = useRef(onChange);
  changeRef.current = onChange;

  useEffect(() => {
    const iframe = frame.current;
    if (!iframe) return;
    let cancelled = false;
    const frameLoaded = new Promise<void>((resolve) => {
      if (
        iframe.contentDocument?.readyState === 'complete' &&
        iframe.contentWindow?.location.href !== 'about:blank'
      )
        resolve();
      else iframe.addEventListener('load', () => resolve(), { once: true });
    });
    (async () => {
      const library = await fetchScratchLibrary();
      await frameLoaded;
      if (cancelled) return;
      const api = (iframe.contentWindow as EditorFrameWindow | null)?.ckScratch;
      if (!api) throw new Error('编辑器页面没有加载成功，请刷新重试');
      setState((s) => ({ ...s, phase: 'bundle' }));
      const editor = await api.boot({
        library,
        simple,
        backpack: { list: listBackpack, save: saveBackpack, remove: deleteBackpack },
        onProgress: (loaded, total) => {
          if (cancelled) return;
          const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
          setState((s) => ({ ...s, percent, phase: percent >= 100 ? 'starting' : 'bundle' }));
        },
        onChange: () => changeRef.current(),
      });
      if (!cancelled) setState({ phase: 'ready', percent: 100, editor });
    })().catch((e: unknown) => {
      if (!cancelled) setState({ phase: 'failed', percent: 0, editor: null, error: message(e) });
    });
    return () => {
      cancelled = true;
    };
  }, [frame, simple]);

  return state;
}
