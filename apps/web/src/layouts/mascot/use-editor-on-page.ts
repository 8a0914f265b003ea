import { useEffect, useState } from 'react';

/** Code editors the platform uses (CodeMirror 6) and any element marked as one. */
export const EDITOR_SELECTOR = '.cm-editor, .monaco-editor, [data-code-editor]';

/** True while a visible code editor is on the page (editors in hidden keep-alive tabs do not count). */
function visibleEditor(): boolean {
  for (const el of document.querySelectorAll(EDITOR_SELECTOR)) {
    if (el.getClientRects().length > 0) return true;
  }
  return false;
}

/**
 * Whether the page shows a code editor; the mascot steps aside then so it never covers code. Editors
 * appear after their data and chunks load, so the DOM is watched (checked at most once a frame).
 */
export function useEditorOnPage(): boolean {
  const [found, setFound] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setFound(visibleEditor());
    };
    const observer = new MutationObserver(() => {
      if (!frame) frame = window.requestAnimationFrame(check);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['style', 'class', 'hidden'],
    });
    check();
    return () => {
      observer.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);
  return found;
}
