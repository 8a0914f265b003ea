import { catCostumes } from './scratch-art.ts';
import { vp8OfWebp, writeWebm } from './webm-writer.ts';

const WIDTH = 320;
const HEIGHT = 180;
const FPS = 12;
const SECONDS = 4;

const CAT = 60;

/** The still scene behind the cat. */
function sceneSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#bfe6ff"/><circle cx="260" cy="46" r="22" fill="#ffd84d"/>` +
    '<ellipse cx="70" cy="40" rx="34" ry="11" fill="#fff"/><ellipse cx="170" cy="26" rx="24" ry="8" fill="#fff"/>' +
    `<rect y="120" width="${WIDTH}" height="60" fill="#7cc96b"/></svg>`
  );
}

/** Where the cat is in frame `i` of `total`: it walks in from the left and out on the right. */
export function catPosition(i: number, total: number) {
  const t = i / (total - 1);
  return { x: Math.round(-CAT + t * (WIDTH + CAT)), y: 72 + (i % 2 ? -2 : 0), pose: i % 2 };
}

/** Draws an RGBA sprite over an RGB frame at (x, y), clipped to the frame. */
function blend(frame: Buffer, sprite: Buffer, size: number, x: number, y: number) {
  for (let sy = 0; sy < size; sy++) {
    const fy = y + sy;
    if (fy < 0 || fy >= HEIGHT) continue;
    for (let sx = 0; sx < size; sx++) {
      const fx = x + sx;
      if (fx < 0 || fx >= WIDTH) continue;
      const s = (sy * size + sx) * 4;
      const a = sprite[s + 3] / 255;
      if (!a) continue;
      const f = (fy * WIDTH + fx) * 3;
      for (let c = 0; c < 3; c++) frame[f + c] = Math.round(sprite[s + c] * a + frame[f + c] * (1 - a));
    }
  }
}

/**
 * A short real WebM (VP8) clip of the demo cat walking across a meadow. The scene and the two cat
 * poses are rasterised once; each frame is composed in memory, encoded by sharp as lossy WebP, and
 * its VP8 key frame is muxed into WebM.
 */
export async function demoVideo(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const scene = await sharp(Buffer.from(sceneSvg())).removeAlpha().raw().toBuffer();
  const poses = await Promise.all(
    catCostumes.map((c) => sharp(Buffer.from(c.svg)).resize(CAT, CAT).ensureAlpha().raw().toBuffer()),
  );
  const total = FPS * SECONDS;
  const frames = await Promise.all(
    Array.from({ length: total }, async (_, i) => {
      const frame = Buffer.from(scene);
      const { x, y, pose } = catPosition(i, total);
      blend(frame, poses[pose], CAT, x, y);
      const webp = await sharp(frame, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
        .webp({ quality: 70, effort: 0 })
        .toBuffer();
      return vp8OfWebp(webp);
    }),
  );
  return writeWebm({ width: WIDTH, height: HEIGHT, fps: FPS, frames });
}
