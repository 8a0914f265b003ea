import type { CertLayout, CertValues } from '@ck/shared';
import { fieldText, placeField } from './cert-layout.ts';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    // Same-origin files load as is; a file host answering CORS keeps the canvas exportable.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('证书背景图加载失败'));
    img.src = src;
  });
}

/** Draws a certificate at `scale` (1 = the design's pixels) onto a new canvas. */
export async function drawCertificate(
  layout: CertLayout,
  values: CertValues,
  backgroundUrl: string | undefined,
  scale = 1,
): Promise<HTMLCanvasElement> {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(layout.width * scale);
  canvas.height = Math.round(layout.height * scale);
  const g = canvas.getContext('2d');
  if (!g) throw new Error('浏览器不支持画布');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, canvas.width, canvas.height);
  if (backgroundUrl) g.drawImage(await loadImage(backgroundUrl), 0, 0, canvas.width, canvas.height);
  await document.fonts?.ready;
  for (const field of layout.fields) {
    const text = fieldText(field, values);
    if (!text) continue;
    const p = placeField(field, layout, scale);
    g.font = p.font;
    g.fillStyle = field.color;
    g.textAlign = p.align;
    g.textBaseline = 'middle';
    g.fillText(text, p.x, p.y);
  }
  return canvas;
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('证书图片生成失败'))), 'image/png'),
  );
}

/** A one-page PDF the size of the design (in points at 96 dpi) holding the PNG. */
export async function pngToPdf(png: Blob, layout: Pick<CertLayout, 'width' | 'height'>): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(await png.arrayBuffer());
  const width = (layout.width * 72) / 96;
  const height = (layout.height * 72) / 96;
  const page = doc.addPage([width, height]);
  page.drawImage(image, { x: 0, y: 0, width, height });
  const bytes = await doc.save();
  return new Blob([bytes as BlobPart], { type: 'application/pdf' });
}

export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
