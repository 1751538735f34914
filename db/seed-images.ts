// Demo photos, drawn at seed time: nothing can be downloaded here, so each "photo" is an SVG
// composition (facade, office interior, warehouse bay, lobby, harbour view) rendered to JPEG.
import sharp from 'sharp';

export type SceneKind = 'facade' | 'office' | 'warehouse' | 'lobby' | 'harbor';

export interface Scene {
  kind: SceneKind;
  /** Varies window grids, colours and furniture so no two photos look alike. */
  seed: number;
  /** Main hue of the building or interior accent, in degrees. */
  hue: number;
}

const WIDTH = 1600;
const HEIGHT = 1067;

/** Small deterministic PRNG (mulberry32) so a seed always draws the same picture. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${s}% ${l}%)`;

function skyGradient(id: string, hue: number, warm: boolean): string {
  const top = warm ? hsl(hue + 20, 60, 62) : hsl(208, 62, 58);
  const bottom = warm ? hsl(hue + 40, 80, 82) : hsl(200, 55, 88);
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

function windowsGrid(x: number, y: number, w: number, h: number, rows: number, cols: number, fill: string, gap = 0.28): string {
  const cellW = w / cols;
  const cellH = h / rows;
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${(x + c * cellW + cellW * gap * 0.5).toFixed(1)}" y="${(y + r * cellH + cellH * gap * 0.5).toFixed(1)}" width="${(cellW * (1 - gap)).toFixed(1)}" height="${(cellH * (1 - gap)).toFixed(1)}" fill="${fill}"/>`;
    }
  }
  return out;
}

function facade({ seed, hue }: Scene): string {
  const rand = randomFrom(seed);
  const floors = 4 + Math.floor(rand() * 4);
  const cols = 8 + Math.floor(rand() * 6);
  const top = 160 + rand() * 120;
  const brick = hsl(hue, 38, 38 + rand() * 10);
  const back = hsl(hue + 180, 10, 70);
  return `
    <defs>${skyGradient('sky', hue, false)}
      <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(205, 55, 78)}"/><stop offset="1" stop-color="${hsl(215, 40, 38)}"/></linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <rect x="1050" y="${top - 110}" width="480" height="${HEIGHT}" fill="${back}"/>
    ${windowsGrid(1070, top - 90, 440, 700, 9, 6, hsl(210, 25, 82))}
    <rect x="90" y="${top}" width="1060" height="${HEIGHT - top}" fill="${brick}"/>
    <rect x="70" y="${top - 24}" width="1100" height="30" fill="${hsl(hue, 20, 28)}"/>
    ${windowsGrid(120, top + 40, 1000, 760 - top * 0.4, floors, cols, 'url(#glass)', 0.32)}
    <rect x="520" y="${HEIGHT - 220}" width="200" height="160" fill="${hsl(215, 30, 22)}"/>
    <rect x="0" y="${HEIGHT - 60}" width="${WIDTH}" height="60" fill="${hsl(90, 10, 40)}"/>
    <circle cx="${1300 + rand() * 120}" cy="${HEIGHT - 170}" r="120" fill="${hsl(120, 30, 32)}"/>
    <rect x="${1290 + rand() * 120}" y="${HEIGHT - 110}" width="18" height="60" fill="${hsl(30, 30, 25)}"/>`;
}

function office({ seed, hue }: Scene): string {
  const rand = randomFrom(seed);
  const panes = 5 + Math.floor(rand() * 3);
  let desks = '';
  for (let i = 0; i < 4; i++) {
    const x = 260 + i * 290 + rand() * 30;
    desks += `<rect x="${x}" y="780" width="230" height="26" rx="4" fill="${hsl(30, 25, 62)}"/>
      <rect x="${x + 12}" y="806" width="10" height="110" fill="${hsl(0, 0, 30)}"/><rect x="${x + 208}" y="806" width="10" height="110" fill="${hsl(0, 0, 30)}"/>
      <rect x="${x + 80}" y="720" width="80" height="56" rx="3" fill="${hsl(220, 15, 20)}"/>
      <rect x="${x + 70}" y="830" width="90" height="90" rx="18" fill="${hsl(hue, 45, 45)}"/>`;
  }
  return `
    <defs>${skyGradient('sky', hue, rand() > 0.5)}
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(30, 20, 55)}"/><stop offset="1" stop-color="${hsl(30, 25, 35)}"/></linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(40, 12, 92)}"/>
    <rect x="120" y="150" width="1360" height="560" fill="url(#sky)"/>
    ${Array.from({ length: panes + 1 }, (_, i) => `<rect x="${110 + (i * 1360) / panes}" y="150" width="20" height="560" fill="${hsl(0, 0, 25)}"/>`).join('')}
    <rect x="120" y="420" width="1360" height="14" fill="${hsl(0, 0, 25)}"/>
    <rect x="0" y="0" width="${WIDTH}" height="120" fill="${hsl(0, 0, 97)}"/>
    ${[300, 800, 1300].map((x) => `<rect x="${x - 120}" y="60" width="240" height="16" rx="8" fill="${hsl(50, 100, 96)}"/>`).join('')}
    <polygon points="0,${HEIGHT} 0,710 ${WIDTH},710 ${WIDTH},${HEIGHT}" fill="url(#floor)"/>
    ${desks}
    <rect x="40" y="520" width="120" height="200" rx="10" fill="${hsl(25, 40, 35)}"/>
    <circle cx="100" cy="480" r="90" fill="${hsl(130, 35, 35)}"/>`;
}

function warehouse({ seed, hue }: Scene): string {
  const rand = randomFrom(seed);
  const doors = 3 + Math.floor(rand() * 2);
  let doorSvg = '';
  for (let i = 0; i < doors; i++) {
    const w = 1200 / doors - 60;
    const x = 200 + i * (1200 / doors);
    let slats = '';
    for (let s = 0; s < 12; s++) slats += `<rect x="${x}" y="${440 + s * 30}" width="${w}" height="4" fill="${hsl(0, 0, 55)}"/>`;
    doorSvg += `<rect x="${x}" y="440" width="${w}" height="360" fill="${hsl(0, 0, 72)}"/>${slats}
      <rect x="${x - 14}" y="426" width="${w + 28}" height="14" fill="${hsl(hue, 70, 45)}"/>`;
  }
  return `
    <defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(0, 0, 62)}"/><stop offset="1" stop-color="${hsl(0, 0, 40)}"/></linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(210, 8, 82)}"/>
    ${windowsGrid(120, 40, 1360, 120, 1, 8, hsl(200, 60, 92), 0.2)}
    ${Array.from({ length: 9 }, (_, i) => `<rect x="${i * 200}" y="170" width="12" height="630" fill="${hsl(hue, 20, 35)}"/>`).join('')}
    <rect x="0" y="190" width="${WIDTH}" height="10" fill="${hsl(hue, 20, 35)}"/>
    ${doorSvg}
    <polygon points="0,${HEIGHT} 0,800 ${WIDTH},800 ${WIDTH},${HEIGHT}" fill="url(#floor)"/>
    <polygon points="560,${HEIGHT} 700,800 720,800 600,${HEIGHT}" fill="${hsl(50, 95, 55)}"/>
    <polygon points="1000,${HEIGHT} 880,800 900,800 1040,${HEIGHT}" fill="${hsl(50, 95, 55)}"/>
    <rect x="${1250 + rand() * 100}" y="700" width="160" height="100" fill="${hsl(30, 45, 45)}"/>`;
}

function lobby({ seed, hue }: Scene): string {
  const rand = randomFrom(seed);
  return `
    <defs>
      <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${hsl(hue, 15, 30)}"/><stop offset="1" stop-color="${hsl(hue, 20, 45)}"/></linearGradient>
      <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(0, 0, 88)}"/><stop offset="1" stop-color="${hsl(0, 0, 66)}"/></linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
    ${Array.from({ length: 10 }, (_, i) => `<rect x="${i * 170 + 20}" y="0" width="8" height="720" fill="${hsl(hue, 10, 60)}" opacity="0.35"/>`).join('')}
    <polygon points="0,${HEIGHT} 0,720 ${WIDTH},720 ${WIDTH},${HEIGHT}" fill="url(#floor)"/>
    <rect x="520" y="560" width="560" height="170" rx="12" fill="${hsl(30, 30, 88)}"/>
    <rect x="520" y="540" width="560" height="26" rx="6" fill="${hsl(30, 15, 30)}"/>
    ${[640, 800, 960].map((x) => `<line x1="${x}" y1="0" x2="${x}" y2="${260 + rand() * 40}" stroke="${hsl(0, 0, 15)}" stroke-width="3"/><circle cx="${x}" cy="${290 + rand() * 40}" r="34" fill="${hsl(45, 100, 78)}"/>`).join('')}
    <rect x="160" y="560" width="110" height="170" rx="10" fill="${hsl(0, 0, 25)}"/><circle cx="215" cy="500" r="95" fill="${hsl(125, 35, 32)}"/>
    <rect x="1330" y="560" width="110" height="170" rx="10" fill="${hsl(0, 0, 25)}"/><circle cx="1385" cy="500" r="95" fill="${hsl(125, 35, 32)}"/>`;
}

function harbor({ seed, hue }: Scene): string {
  const rand = randomFrom(seed);
  let skyline = '';
  let x = 0;
  while (x < WIDTH) {
    const w = 70 + rand() * 130;
    const h = 120 + rand() * 330;
    skyline += `<rect x="${x.toFixed(0)}" y="${(640 - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${hsl(hue + 200, 15, 28 + rand() * 14)}"/>`;
    skyline += windowsGrid(x + 8, 640 - h + 12, w - 16, h - 24, Math.floor(h / 36), Math.max(2, Math.floor(w / 30)), hsl(45, 90, 80), 0.55);
    x += w + 6;
  }
  let ripples = '';
  for (let i = 0; i < 26; i++)
    ripples += `<rect x="${rand() * WIDTH}" y="${660 + rand() * 400}" width="${60 + rand() * 180}" height="3" fill="${hsl(hue + 30, 70, 80)}" opacity="0.5"/>`;
  return `
    <defs>${skyGradient('sky', hue, true)}
      <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(215, 40, 40)}"/><stop offset="1" stop-color="${hsl(220, 45, 20)}"/></linearGradient>
    </defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
    <circle cx="${300 + rand() * 900}" cy="${300 + rand() * 100}" r="70" fill="${hsl(hue + 40, 100, 88)}"/>
    ${skyline}
    <rect x="0" y="640" width="${WIDTH}" height="${HEIGHT - 640}" fill="url(#water)"/>
    ${ripples}`;
}

const DRAW: Record<SceneKind, (scene: Scene) => string> = { facade, office, warehouse, lobby, harbor };

/**
 * Renders a scene to a JPEG of 1600×1067 (30–100 KB). Plain libjpeg-turbo, not mozjpeg: mozjpeg
 * made each photo ~10% smaller but took 13 times as long to encode, most of the seed's time on a
 * new data folder. Pages show the Image CDN's resized copies, not these bytes.
 */
export async function renderSceneJpeg(scene: Scene): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${DRAW[scene.kind](scene)}</svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  return new Uint8Array(jpeg);
}
