/** Where the units of the demo Scratch course sit on its map, in percent of the image. */
export const MAP_SPOTS: { x: number; y: number }[] = [
  { x: 14, y: 72 },
  { x: 38, y: 40 },
  { x: 63, y: 66 },
  { x: 86, y: 30 },
];

const W = 1200;
const H = 675;

/** The course map drawing: an island with a winding road through four clearings. */
export function courseMapSvg(): string {
  const pts = MAP_SPOTS.map((p) => [(p.x / 100) * W, (p.y / 100) * H]);
  const road = pts
    .map(([x, y], i) => {
      if (i === 0) return `M${x} ${y}`;
      const [px, py] = pts[i - 1];
      return `C${px + 140} ${py} ${x - 140} ${y} ${x} ${y}`;
    })
    .join(' ');
  const trees = [
    [90, 160],
    [250, 560],
    [520, 150],
    [600, 520],
    [820, 180],
    [980, 560],
    [1100, 420],
    [420, 600],
  ]
    .map(
      ([x, y]) =>
        `<rect x="${x - 6}" y="${y}" width="12" height="26" fill="#8b5a2b"/>` +
        `<circle cx="${x}" cy="${y - 8}" r="26" fill="#3f9a4a"/><circle cx="${x - 12}" cy="${y}" r="16" fill="#4fb35a"/>`,
    )
    .join('');
  const clearings = pts
    .map(
      ([x, y]) =>
        `<ellipse cx="${x}" cy="${y + 8}" rx="70" ry="34" fill="#e9d8a6" stroke="#c9b27a" stroke-width="4"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    '<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fd3f7"/>' +
    '<stop offset="1" stop-color="#3aa0d8"/></linearGradient></defs>' +
    `<rect width="${W}" height="${H}" fill="url(#sea)"/>` +
    '<path d="M60 330 C60 120 300 40 600 60 C900 40 1160 120 1150 320 C1150 560 900 650 600 630 C300 650 60 560 60 330Z" fill="#9bd67c" stroke="#f2e3b3" stroke-width="18"/>' +
    '<path d="M980 120 l40 -60 l40 60z M1030 120 l30 -45 l30 45z" fill="#8a8f99"/>' +
    `<path d="${road}" fill="none" stroke="#d9b46b" stroke-width="34" stroke-linecap="round"/>` +
    `<path d="${road}" fill="none" stroke="#fff6d8" stroke-width="6" stroke-dasharray="18 16" stroke-linecap="round"/>` +
    clearings +
    trees +
    '</svg>'
  );
}

/** The course map as a PNG (uploads are raster images only). */
export async function courseMapPng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(courseMapSvg())).png({ compressionLevel: 6 }).toBuffer();
}

/** A simple card cover for a course: a coloured field with large shapes. */
export async function coverPng(hue: string, shape: 'circle' | 'square' | 'triangle'): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const art =
    shape === 'circle'
      ? '<circle cx="300" cy="170" r="100" fill="#ffffff" fill-opacity="0.85"/>'
      : shape === 'square'
        ? '<rect x="210" y="80" width="180" height="180" rx="24" fill="#ffffff" fill-opacity="0.85"/>'
        : '<path d="M300 60 L410 270 H190Z" fill="#ffffff" fill-opacity="0.85"/>';
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="340" viewBox="0 0 600 340">' +
    `<rect width="600" height="340" fill="${hue}"/><circle cx="80" cy="300" r="120" fill="#ffffff" fill-opacity="0.15"/>` +
    `<circle cx="540" cy="40" r="90" fill="#ffffff" fill-opacity="0.15"/>${art}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
