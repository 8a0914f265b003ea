import type { ProjectSpec } from '../demo-teaching/sb3-builder.ts';

// Work covers as the editor would take them from the stage: the backdrop with every sprite's first
// costume where the project places it (Scratch), or a drawing of what the program does (Python).

const W = 480;
const H = 360;

const sizeOf = (svg: string) => {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  return m ? [Number(m[1]), Number(m[2])] : [W, H];
};

/** The stage of a Scratch project at the green flag, as SVG. */
export function stageSvg(spec: ProjectSpec): string {
  const sprites = spec.sprites
    .map((s) => {
      const costume = s.costumes[0];
      const [w, h] = sizeOf(costume.svg);
      const scale = (s.size ?? 100) / 100;
      const x = W / 2 + (s.x ?? 0) - (w * scale) / 2;
      const y = H / 2 - (s.y ?? 0) - (h * scale) / 2;
      return `<g transform="translate(${x} ${y}) scale(${scale})">${costume.svg}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${spec.backdrops[0].svg}${sprites}</svg>`;
}

/** A turtle drawing: `shapes` regular shapes turned around the centre, in rainbow colours. */
export function turtleSvg(sides: number, step: number, turnDeg: number, repeats: number): string {
  const colors = ['#e53935', '#fb8c00', '#fdd835', '#43a047', '#1e88e5', '#8e24aa'];
  let x = W / 2;
  let y = H / 2 + 20;
  let heading = 0;
  const paths: string[] = [];
  for (let r = 0; r < repeats; r++) {
    const pts = [`M${x.toFixed(1)} ${y.toFixed(1)}`];
    for (let i = 0; i < sides; i++) {
      x += step * Math.cos((heading * Math.PI) / 180);
      y -= step * Math.sin((heading * Math.PI) / 180);
      heading -= turnDeg;
      pts.push(`L${x.toFixed(1)} ${y.toFixed(1)}`);
    }
    heading -= 360 / repeats;
    paths.push(
      `<path d="${pts.join(' ')}" fill="none" stroke="${colors[r % colors.length]}" stroke-width="3"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><rect width="${W}" height="${H}" fill="#fffdf5"/>${paths.join('')}</svg>`;
}

/** A console window with output lines drawn as coloured bars (text needs fonts the server may lack). */
export function consoleSvg(accent: string, lines: number[]): string {
  const bars = lines
    .map(
      (len, i) =>
        `<rect x="40" y="${92 + i * 30}" width="${len}" height="14" rx="7" fill="${i % 2 ? '#9ccc65' : accent}"/>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<rect width="${W}" height="${H}" fill="#263238"/><rect width="${W}" height="44" fill="#37474f"/>` +
    '<circle cx="24" cy="22" r="7" fill="#ef5350"/><circle cx="46" cy="22" r="7" fill="#ffca28"/><circle cx="68" cy="22" r="7" fill="#66bb6a"/>' +
    `<path d="M380 250 q40 -40 60 0 q-30 30 -60 0z" fill="#ffd54f"/><path d="M360 280 q50 -60 80 0 q-40 40 -80 0z" fill="#42a5f5"/>${bars}</svg>`
  );
}

/** An SVG as the PNG cover uploads accept. */
export async function coverPng(svg: string): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
