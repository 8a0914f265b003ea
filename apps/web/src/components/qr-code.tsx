import { useMemo } from 'react';
import { qrMatrix, qrPath } from './qr-matrix.ts';

/** A QR code drawn as SVG in the browser; nothing is sent anywhere. */
export function QrCode({ text, title }: { text: string; title?: string }) {
  const { size, path } = useMemo(() => {
    const matrix = qrMatrix(text);
    return { size: matrix.length + 8, path: qrPath(matrix) };
  }, [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={title ?? '二维码'}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
