import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from './pdf-runtime.ts';

interface Props {
  doc: PDFDocumentProxy;
  page: number;
  scale: number;
  /** The page's natural width in PDF points, for "fit width". */
  onPageWidth(width: number): void;
}

/** Draws one page at a scale, sharp on high-density screens; a newer request cancels the older one. */
export function PdfPageCanvas({ doc, page, scale, onPageWidth }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let cancelRender = () => {};
    setFailed(false);
    doc
      .getPage(page)
      .then(async (p) => {
        if (cancelled || !canvas.current) return;
        onPageWidth(p.getViewport({ scale: 1 }).width);
        const viewport = p.getViewport({ scale });
        const ratio = window.devicePixelRatio || 1;
        const el = canvas.current;
        el.width = Math.floor(viewport.width * ratio);
        el.height = Math.floor(viewport.height * ratio);
        el.style.width = `${Math.floor(viewport.width)}px`;
        el.style.height = `${Math.floor(viewport.height)}px`;
        const task = p.render({
          canvas: el,
          viewport,
          transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
        });
        cancelRender = () => task.cancel();
        await task.promise;
      })
      .catch((err: { name?: string }) => {
        if (!cancelled && err?.name !== 'RenderingCancelledException') setFailed(true);
      });
    return () => {
      cancelled = true;
      cancelRender();
    };
  }, [doc, page, scale, onPageWidth]);

  if (failed) return <div style={{ padding: 24, color: '#ff4d4f' }}>第 {page} 页渲染失败</div>;
  return (
    <canvas ref={canvas} aria-label={`第 ${page} 页`} style={{ display: 'block', background: '#fff' }} />
  );
}
