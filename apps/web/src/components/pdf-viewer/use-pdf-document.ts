import { useEffect, useState } from 'react';
import { currentToken } from '../../stores/session-store.ts';
import type { PDFDocumentProxy } from './pdf-runtime.ts';

export type PdfState =
  | { kind: 'loading'; loaded: number; total: number }
  | { kind: 'ready'; doc: PDFDocumentProxy }
  | { kind: 'error'; reason: string };

/** Our own API paths may serve private files: they need the signed-in user's token. */
function headersFor(src: string): Record<string, string> {
  const url = new URL(src, window.location.href);
  const token = currentToken();
  return url.origin === window.location.origin && url.pathname.startsWith('/api/') && token
    ? { 'X-Access-Token': token }
    : {};
}

/** Loads pdf.js on first use, then the document; a new `src` or `attempt` starts over. */
export function usePdfDocument(src: string, attempt: number): PdfState {
  const [state, setState] = useState<PdfState>({ kind: 'loading', loaded: 0, total: 0 });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger.
  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    setState({ kind: 'loading', loaded: 0, total: 0 });
    import('./pdf-runtime.ts')
      .then(async ({ openPdf, pdfReason }) => {
        if (cancelled) return;
        const task = openPdf({
          url: src,
          headers: headersFor(src),
          onProgress: (loaded, total) => {
            if (!cancelled) setState({ kind: 'loading', loaded, total });
          },
        });
        destroy = () => void task.destroy();
        try {
          const doc = await task.promise;
          if (!cancelled) setState({ kind: 'ready', doc });
        } catch (err) {
          if (!cancelled) setState({ kind: 'error', reason: pdfReason(err) });
        }
      })
      .catch(() => {
        if (!cancelled) setState({ kind: 'error', reason: 'PDF 阅读器组件下载失败，请检查网络后重试' });
      });
    return () => {
      cancelled = true;
      destroy();
    };
  }, [src, attempt]);

  return state;
}
