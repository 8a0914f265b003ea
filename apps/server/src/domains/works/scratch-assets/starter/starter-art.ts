/**
 * The starter sprites' costumes and the backdrops, drawn by us as plain SVG (no third-party artwork).
 * Sprites are about 100 px with the rotation centre in the middle; backdrops are 480 x 360.
 */

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

export interface StarterCostumeArt {
  key: string;
  name: string;
  svg: string;
  centerX: number;
  centerY: number;
}

export interface StarterSpriteArt {
  key: string;
  name: string;
  tags: string[];
  costumes: StarterCostumeArt[];
}

const costume = (key: string, name: string, w: number, h: number, body: string): StarterCostumeArt => ({
  key,
  name,
  svg: svg(w, h, body),
  centerX: w / 2,
  centerY: h / 2,
});

const robotBody = (eyes: string, light: string) =>
  `<line x1="50" y1="14" x2="50" y2="4" stroke="#5b6b7f" stroke-width="3"/>` +
  `<circle cx="50" cy="4" r="4" fill="${light}"/>` +
  `<circle cx="50" cy="58" r="42" fill="#8fb8de" stroke="#3d5a80" stroke-width="3"/>` +
  `<rect x="24" y="34" width="52" height="30" rx="12" fill="#e0fbfc" stroke="#3d5a80" stroke-width="2"/>` +
  eyes +
  `<path d="M38 80 Q50 88 62 80" fill="none" stroke="#3d5a80" stroke-width="3" stroke-linecap="round"/>` +
  `<circle cx="12" cy="60" r="6" fill="#5b6b7f"/><circle cx="88" cy="60" r="6" fill="#5b6b7f"/>`;

const catBody = (eyes: string) =>
  `<path d="M18 30 L26 4 L42 22 Z" fill="#f4a259" stroke="#8c5a2b" stroke-width="2"/>` +
  `<path d="M82 30 L74 4 L58 22 Z" fill="#f4a259" stroke="#8c5a2b" stroke-width="2"/>` +
  `<ellipse cx="50" cy="52" rx="40" ry="36" fill="#f4a259" stroke="#8c5a2b" stroke-width="3"/>` +
  eyes +
  `<path d="M46 60 L54 60 L50 65 Z" fill="#e56b6f"/>` +
  `<path d="M50 65 Q44 72 38 68 M50 65 Q56 72 62 68" fill="none" stroke="#8c5a2b" stroke-width="2"/>` +
  `<path d="M14 56 L30 58 M14 66 L30 63 M86 56 L70 58 M86 66 L70 63" stroke="#8c5a2b" stroke-width="1.5"/>`;

const rocketBody = (flame: string) =>
  flame +
  `<path d="M40 20 Q40 6 50 0 Q60 6 60 20 L60 84 L40 84 Z" fill="#edf2f4" stroke="#2b2d42" stroke-width="2"/>` +
  `<path d="M40 60 L26 88 L40 84 Z M60 60 L74 88 L60 84 Z" fill="#ef233c" stroke="#2b2d42" stroke-width="2"/>` +
  `<circle cx="50" cy="38" r="8" fill="#8ecae6" stroke="#2b2d42" stroke-width="2"/>`;

const fishBody = (tail: string) =>
  `<path d="${tail}" fill="#48cae4" stroke="#0077b6" stroke-width="2"/>` +
  `<ellipse cx="46" cy="35" rx="34" ry="22" fill="#00b4d8" stroke="#0077b6" stroke-width="2"/>` +
  `<path d="M40 14 Q50 2 60 16" fill="#48cae4" stroke="#0077b6" stroke-width="2"/>` +
  `<circle cx="26" cy="30" r="5" fill="#ffffff"/><circle cx="25" cy="30" r="2.5" fill="#03045e"/>` +
  `<path d="M14 40 Q18 44 22 40" fill="none" stroke="#03045e" stroke-width="2"/>`;

const starPath = 'M50 4 L61 37 L96 37 L68 58 L79 92 L50 71 L21 92 L32 58 L4 37 L39 37 Z';

const carBody = (color: string) =>
  `<path d="M8 44 L20 24 Q24 18 32 18 L68 18 Q76 18 80 24 L92 44 Z" fill="${color}" stroke="#22223b" stroke-width="2"/>` +
  `<rect x="4" y="42" width="112" height="20" rx="8" fill="${color}" stroke="#22223b" stroke-width="2"/>` +
  `<path d="M26 26 L36 22 L56 22 L56 40 L18 40 Z M62 22 L70 22 L84 40 L62 40 Z" fill="#caf0f8"/>` +
  `<circle cx="28" cy="64" r="11" fill="#22223b"/><circle cx="28" cy="64" r="4" fill="#c9ada7"/>` +
  `<circle cx="92" cy="64" r="11" fill="#22223b"/><circle cx="92" cy="64" r="4" fill="#c9ada7"/>` +
  `<rect x="108" y="46" width="8" height="6" rx="2" fill="#ffd166"/>`;

export const STARTER_SPRITES: StarterSpriteArt[] = [
  {
    key: 'robot',
    name: '圆圆机器人',
    tags: ['fantasy', 'people'],
    costumes: [
      costume(
        'robot-a',
        '圆圆机器人-a',
        100,
        100,
        robotBody(
          '<circle cx="40" cy="49" r="6" fill="#293241"/><circle cx="60" cy="49" r="6" fill="#293241"/>',
          '#ee6c4d',
        ),
      ),
      costume(
        'robot-b',
        '圆圆机器人-b',
        100,
        100,
        robotBody(
          '<path d="M34 49 L46 49 M54 49 L66 49" stroke="#293241" stroke-width="4" stroke-linecap="round"/>',
          '#98c1d9',
        ),
      ),
    ],
  },
  {
    key: 'cat',
    name: '喵喵',
    tags: ['animals'],
    costumes: [
      costume(
        'cat-a',
        '喵喵-a',
        100,
        92,
        catBody(
          '<ellipse cx="36" cy="46" rx="6" ry="8" fill="#2d3142"/><ellipse cx="64" cy="46" rx="6" ry="8" fill="#2d3142"/>',
        ),
      ),
      costume(
        'cat-b',
        '喵喵-b',
        100,
        92,
        catBody(
          '<path d="M30 46 Q36 40 42 46 M58 46 Q64 40 70 46" fill="none" stroke="#2d3142" stroke-width="3"/>',
        ),
      ),
    ],
  },
  {
    key: 'rocket',
    name: '火箭',
    tags: ['space', 'fantasy'],
    costumes: [
      costume(
        'rocket-a',
        '火箭-a',
        100,
        100,
        rocketBody('<path d="M42 84 L50 100 L58 84 Z" fill="#ffb703"/>'),
      ),
      costume('rocket-b', '火箭-b', 100, 100, rocketBody('')),
    ],
  },
  {
    key: 'ball',
    name: '足球',
    tags: ['sports'],
    costumes: [
      costume(
        'ball-a',
        '足球',
        80,
        80,
        '<circle cx="40" cy="40" r="36" fill="#ffffff" stroke="#222222" stroke-width="3"/>' +
          '<path d="M40 26 L52 35 L48 49 L32 49 L28 35 Z" fill="#222222"/>' +
          '<path d="M40 26 L40 6 M52 35 L72 30 M48 49 L60 66 M32 49 L20 66 M28 35 L8 30" stroke="#222222" stroke-width="2"/>',
      ),
    ],
  },
  {
    key: 'star',
    name: '星星',
    tags: ['fantasy', 'space'],
    costumes: [
      costume(
        'star-a',
        '星星-a',
        100,
        96,
        `<path d="${starPath}" fill="#ffd60a" stroke="#e09f3e" stroke-width="3" stroke-linejoin="round"/>`,
      ),
      costume(
        'star-b',
        '星星-b',
        100,
        96,
        `<path d="${starPath}" fill="#fff3b0" stroke="#ffd60a" stroke-width="6" stroke-linejoin="round"/>` +
          '<circle cx="42" cy="48" r="3" fill="#e09f3e"/><circle cx="58" cy="48" r="3" fill="#e09f3e"/>',
      ),
    ],
  },
  {
    key: 'fish',
    name: '小鱼',
    tags: ['animals', 'underwater'],
    costumes: [
      costume('fish-a', '小鱼-a', 100, 70, fishBody('M76 35 L98 16 L98 54 Z')),
      costume('fish-b', '小鱼-b', 100, 70, fishBody('M76 35 L96 22 L100 50 Z')),
    ],
  },
  {
    key: 'tree',
    name: '大树',
    tags: ['outdoors', 'plants'],
    costumes: [
      costume(
        'tree-a',
        '大树',
        100,
        120,
        '<rect x="42" y="70" width="16" height="48" rx="3" fill="#8d5524"/>' +
          '<circle cx="50" cy="40" r="32" fill="#52b788"/><circle cx="28" cy="56" r="20" fill="#40916c"/>' +
          '<circle cx="72" cy="56" r="20" fill="#40916c"/><circle cx="40" cy="34" r="5" fill="#e63946"/>' +
          '<circle cx="64" cy="44" r="5" fill="#e63946"/>',
      ),
    ],
  },
  {
    key: 'car',
    name: '小汽车',
    tags: ['sports', 'transportation'],
    costumes: [
      costume('car-a', '小汽车-红', 120, 78, carBody('#e63946')),
      costume('car-b', '小汽车-蓝', 120, 78, carBody('#457b9d')),
    ],
  },
];

export interface StarterBackdropArt {
  key: string;
  name: string;
  tags: string[];
  svg: string;
}

const backdrop = (key: string, name: string, tags: string[], body: string): StarterBackdropArt => ({
  key,
  name,
  tags,
  svg: svg(480, 360, body),
});

const gradient = (id: string, top: string, bottom: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>`;

/** Stars at fixed, evenly scattered places (the same bytes on every installation). */
const stars = (count: number, maxY: number) =>
  Array.from({ length: count }, (_, i) => {
    const x = (i * 97 + 31) % 480;
    const y = (i * 59 + 17) % maxY;
    return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3)}" fill="#ffffff" opacity="${0.5 + (i % 5) / 10}"/>`;
  }).join('');

const cloud = (x: number, y: number) =>
  `<g fill="#ffffff"><ellipse cx="${x}" cy="${y}" rx="40" ry="16"/><ellipse cx="${x - 22}" cy="${y + 4}" rx="24" ry="12"/><ellipse cx="${x + 24}" cy="${y + 4}" rx="26" ry="12"/></g>`;

const buildings = [
  [0, 190, 60],
  [64, 150, 50],
  [118, 210, 70],
  [192, 130, 56],
  [252, 180, 64],
  [320, 110, 48],
  [372, 170, 60],
  [436, 140, 44],
]
  .map(([x, top, w]) => {
    const lights = Array.from({ length: 6 }, (_, i) => {
      const lx = x + 8 + (i % 2) * (w / 2);
      const ly = top + 16 + Math.floor(i / 2) * 40;
      return `<rect x="${lx}" y="${ly}" width="10" height="14" fill="${i % 3 === 0 ? '#3a3a5c' : '#ffd166'}"/>`;
    }).join('');
    return `<rect x="${x}" y="${top}" width="${w}" height="${360 - top}" fill="#22223b"/>${lights}`;
  })
  .join('');

export const STARTER_BACKDROPS: StarterBackdropArt[] = [
  backdrop(
    'sky',
    '蓝天白云',
    ['outdoors'],
    `${gradient('g', '#4ea8de', '#caf0f8')}<rect width="480" height="360" fill="url(#g)"/>` +
      '<circle cx="400" cy="70" r="36" fill="#ffd60a"/>' +
      cloud(110, 80) +
      cloud(300, 140) +
      cloud(180, 230),
  ),
  backdrop(
    'field',
    '草地',
    ['outdoors', 'sports'],
    `${gradient('g', '#90e0ef', '#e0fbfc')}<rect width="480" height="360" fill="url(#g)"/>` +
      '<path d="M0 220 Q120 180 240 210 T480 200 L480 360 L0 360 Z" fill="#74c69d"/>' +
      '<path d="M0 270 Q160 240 320 268 T480 262 L480 360 L0 360 Z" fill="#52b788"/>' +
      '<g fill="#ffafcc"><circle cx="80" cy="300" r="5"/><circle cx="200" cy="320" r="5"/><circle cx="350" cy="296" r="5"/><circle cx="420" cy="330" r="5"/></g>' +
      cloud(120, 70),
  ),
  backdrop(
    'space',
    '星空',
    ['space'],
    `${gradient('g', '#03045e', '#240046')}<rect width="480" height="360" fill="url(#g)"/>` +
      stars(60, 360) +
      '<circle cx="380" cy="260" r="60" fill="#9d4edd"/><ellipse cx="380" cy="260" rx="92" ry="16" fill="none" stroke="#e0aaff" stroke-width="6"/>' +
      '<circle cx="90" cy="80" r="22" fill="#adb5bd"/><circle cx="84" cy="74" r="5" fill="#868e96"/>',
  ),
  backdrop(
    'underwater',
    '海底世界',
    ['underwater'],
    `${gradient('g', '#48cae4', '#023e8a')}<rect width="480" height="360" fill="url(#g)"/>` +
      '<path d="M0 320 Q120 300 240 318 T480 312 L480 360 L0 360 Z" fill="#e9c46a"/>' +
      '<path d="M60 330 Q50 280 70 240 Q80 280 72 330 Z M400 330 Q420 270 404 220 Q392 270 390 330 Z" fill="#2a9d8f"/>' +
      '<g fill="none" stroke="#caf0f8" stroke-width="2"><circle cx="160" cy="200" r="6"/><circle cx="170" cy="160" r="4"/><circle cx="300" cy="120" r="7"/><circle cx="310" cy="80" r="4"/></g>',
  ),
  backdrop(
    'classroom',
    '教室',
    ['indoors'],
    '<rect width="480" height="360" fill="#fefae0"/><rect y="280" width="480" height="80" fill="#dda15e"/>' +
      '<rect x="100" y="50" width="280" height="150" rx="6" fill="#2d6a4f" stroke="#8d5524" stroke-width="10"/>' +
      '<path d="M130 100 L200 100 M130 130 L260 130 M130 160 L220 160" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>' +
      '<rect x="30" y="230" width="120" height="12" fill="#bc6c25"/><rect x="40" y="242" width="8" height="40" fill="#bc6c25"/><rect x="132" y="242" width="8" height="40" fill="#bc6c25"/>' +
      '<rect x="330" y="230" width="120" height="12" fill="#bc6c25"/><rect x="340" y="242" width="8" height="40" fill="#bc6c25"/><rect x="432" y="242" width="8" height="40" fill="#bc6c25"/>' +
      '<circle cx="430" cy="60" r="22" fill="#ffffff" stroke="#22223b" stroke-width="3"/><path d="M430 60 L430 46 M430 60 L440 66" stroke="#22223b" stroke-width="3"/>',
  ),
  backdrop(
    'night-city',
    '夜晚城市',
    ['outdoors'],
    `${gradient('g', '#10002b', '#3c096c')}<rect width="480" height="360" fill="url(#g)"/>` +
      stars(30, 120) +
      '<circle cx="70" cy="60" r="26" fill="#fff3b0"/><circle cx="82" cy="52" r="24" fill="#10002b"/>' +
      buildings,
  ),
];
