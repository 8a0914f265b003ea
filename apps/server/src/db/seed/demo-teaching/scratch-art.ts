import type { Costume } from './sb3-builder.ts';

// Hand-drawn SVG costumes and backdrops for the demo projects. The viewBox gives the rotation centre.

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

export const meadowBackdrop: Costume = {
  name: '草地',
  svg: svg(
    480,
    360,
    '<rect width="480" height="360" fill="#bfe6ff"/><circle cx="400" cy="70" r="36" fill="#ffd84d"/>' +
      '<ellipse cx="120" cy="80" rx="50" ry="18" fill="#fff"/><ellipse cx="260" cy="50" rx="40" ry="14" fill="#fff"/>' +
      '<rect y="250" width="480" height="110" fill="#7cc96b"/><path d="M0 250 Q120 220 240 250 T480 250 V260 H0Z" fill="#6ab85a"/>',
  ),
};

export const courtBackdrop: Costume = {
  name: '球场',
  svg: svg(
    480,
    360,
    '<rect width="480" height="360" fill="#26355d"/><rect x="10" y="10" width="460" height="340" fill="none" stroke="#ffffff" stroke-width="4"/>' +
      '<line x1="240" y1="10" x2="240" y2="350" stroke="#ffffff" stroke-width="2"/><circle cx="240" cy="180" r="50" fill="none" stroke="#ffffff" stroke-width="2"/>',
  ),
};

export const paperBackdrop: Costume = {
  name: '画纸',
  svg: svg(
    480,
    360,
    '<rect width="480" height="360" fill="#fffdf5"/>' +
      Array.from(
        { length: 11 },
        (_, i) => `<line x1="0" y1="${i * 36}" x2="480" y2="${i * 36}" stroke="#e8e2cf" stroke-width="1"/>`,
      ).join(''),
  ),
};

export const orchardBackdrop: Costume = {
  name: '果园',
  svg: svg(
    480,
    360,
    '<rect width="480" height="360" fill="#e4f7d2"/><rect y="300" width="480" height="60" fill="#a9d67a"/>' +
      '<circle cx="60" cy="90" r="55" fill="#5fae4a"/><rect x="52" y="130" width="16" height="60" fill="#8b5a2b"/>' +
      '<circle cx="420" cy="100" r="60" fill="#5fae4a"/><rect x="412" y="140" width="16" height="60" fill="#8b5a2b"/>',
  ),
};

/** A round orange cat, two walking poses. */
const cat = (legs: string) =>
  svg(
    100,
    100,
    '<g stroke="#5a3a1a" stroke-width="3" stroke-linejoin="round">' +
      `${legs}<ellipse cx="48" cy="62" rx="30" ry="20" fill="#f7a03c"/>` +
      '<path d="M78 60 Q96 48 90 30" fill="none"/>' +
      '<circle cx="34" cy="36" r="20" fill="#f7a03c"/><path d="M18 26 L16 8 L30 20Z" fill="#f7a03c"/>' +
      '<path d="M38 18 L50 6 L52 24Z" fill="#f7a03c"/></g>' +
      '<circle cx="28" cy="34" r="3" fill="#222"/><circle cx="42" cy="34" r="3" fill="#222"/>' +
      '<path d="M31 43 Q35 47 39 43" stroke="#222" stroke-width="2" fill="none"/>',
  );

export const catCostumes: Costume[] = [
  { name: '小猫-1', svg: cat('<path d="M30 76 L24 94 M62 76 L70 94" fill="none"/>') },
  { name: '小猫-2', svg: cat('<path d="M30 76 L36 94 M62 76 L56 94" fill="none"/>') },
];

export const ballCostume: Costume = {
  name: '彩球',
  svg: svg(
    40,
    40,
    '<circle cx="20" cy="20" r="18" fill="#ff5a5a" stroke="#b02a2a" stroke-width="2"/>' +
      '<path d="M4 20 Q20 8 36 20" fill="none" stroke="#fff" stroke-width="3"/><circle cx="13" cy="12" r="4" fill="#ffd0d0"/>',
  ),
};

export const pencilCostume: Costume = {
  name: '画笔',
  svg: svg(
    24,
    24,
    '<circle cx="12" cy="12" r="6" fill="#ff6f00" stroke="#7a3500" stroke-width="2"/><circle cx="12" cy="12" r="2" fill="#fff"/>',
  ),
};

export const basketCostume: Costume = {
  name: '篮子',
  svg: svg(
    90,
    50,
    '<path d="M6 12 H84 L74 46 H16Z" fill="#c98a3d" stroke="#6b4215" stroke-width="3"/>' +
      '<path d="M14 22 H76 M18 32 H72" stroke="#6b4215" stroke-width="2"/><path d="M20 12 Q45 -8 70 12" fill="none" stroke="#6b4215" stroke-width="3"/>',
  ),
};

export const appleCostume: Costume = {
  name: '苹果',
  svg: svg(
    40,
    44,
    '<path d="M20 12 C8 4 0 16 4 28 C8 42 16 42 20 38 C24 42 32 42 36 28 C40 16 32 4 20 12Z" fill="#e53935" stroke="#8e1b1b" stroke-width="2"/>' +
      '<path d="M20 12 Q21 4 26 2" fill="none" stroke="#5d4037" stroke-width="3"/><ellipse cx="28" cy="6" rx="6" ry="3" fill="#43a047"/>',
  ),
};
