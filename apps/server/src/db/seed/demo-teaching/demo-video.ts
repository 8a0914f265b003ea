import { catCostumes } from './scratch-art.ts';
import { vp8OfWebp, writeWebm } from './webm-writer.ts';

const WIDTH = 320;
const HEIGHT = 180;
const FPS = 12;
const SECONDS = 4;

/** One frame of the clip: the demo cat walks across a meadow while the sun rises. */
export function videoFrameSvg(i: number, total: number): string {
  const t = i / (total - 1);
  const catX = -40 + t * (WIDTH + 10);
  const sunY = 70 - t * 40;
  const pose = catCostumes[i % 2].svg.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const bob = i % 2 ? -2 : 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#bfe6ff"/>` +
    `<circle cx="260" cy="${sunY}" r="22" fill="#ffd84d"/>` +
    `<ellipse cx="${60 + t * 30}" cy="40" rx="34" ry="11" fill="#fff"/>` +
    `<rect y="120" width="${WIDTH}" height="60" fill="#7cc96b"/>` +
    `<g transform="translate(${catX} ${72 + bob}) scale(0.6)">${pose}</g>` +
    '</svg>'
  );
}

/** A short real WebM (VP8) clip: each frame rendered with sharp to lossy WebP, its VP8 frame muxed. */
export async function demoVideo(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const total = FPS * SECONDS;
  const frames = await Promise.all(
    Array.from({ length: total }, async (_, i) =>
      vp8OfWebp(
        await sharp(Buffer.from(videoFrameSvg(i, total)))
          .removeAlpha()
          .webp({ quality: 70, effort: 0 })
          .toBuffer(),
      ),
    ),
  );
  return writeWebm({ width: WIDTH, height: HEIGHT, fps: FPS, frames });
}
