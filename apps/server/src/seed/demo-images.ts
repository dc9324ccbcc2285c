// Draws the demo feed's gallery photos (apps/server/feeds/images/*.jpg) from SVG scenes with sharp. They are committed;
// this file only says how they were made: `npx tsx apps/server/src/seed/demo-images.ts` rewrites them.
import { mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { REPO_ROOT } from '../config.js';
import { createRandom } from './random.js';

const W = 1200;
const H = 800;
const HORIZON = 520;

interface Scene {
  file: string;
  sky: [string, string, string];
  sun: { x: number; y: number; color: string };
  ground: [string, string];
  draw: (r: ReturnType<typeof createRandom>) => string;
}

/** A lit window grid on a facade. */
function windows(
  x: number,
  y: number,
  w: number,
  h: number,
  cols: number,
  rows: number,
  lit: string,
  dark: string,
  r: ReturnType<typeof createRandom>,
) {
  const cw = w / cols;
  const rh = h / rows;
  let out = '';
  for (let c = 0; c < cols; c++)
    for (let k = 0; k < rows; k++)
      out += `<rect x="${(x + c * cw + cw * 0.18).toFixed(1)}" y="${(y + k * rh + rh * 0.2).toFixed(1)}" width="${(cw * 0.64).toFixed(1)}" height="${(rh * 0.55).toFixed(1)}" fill="${r.chance(0.35) ? lit : dark}"/>`;
  return out;
}

function trees(r: ReturnType<typeof createRandom>, n: number, y: number, color: string) {
  let out = '';
  for (let i = 0; i < n; i++) {
    const x = r.int(0, W);
    const s = r.int(18, 38);
    out += `<rect x="${x - 3}" y="${y - 6}" width="6" height="${s * 0.6}" fill="#3b2f25"/><ellipse cx="${x}" cy="${y - s * 0.6}" rx="${s * 0.75}" ry="${s}" fill="${color}" opacity="0.95"/>`;
  }
  return out;
}

function skyline(r: ReturnType<typeof createRandom>, color: string) {
  let out = '';
  for (let x = -20; x < W; x += r.int(40, 90)) {
    const h = r.int(40, 170);
    out += `<rect x="${x}" y="${HORIZON - h}" width="${r.int(40, 95)}" height="${h}" fill="${color}"/>`;
  }
  return out;
}

function road(y: number) {
  return `<rect x="0" y="${y}" width="${W}" height="70" fill="#3d4046"/><g stroke="#e9e3c8" stroke-width="5" stroke-dasharray="46 34"><line x1="0" y1="${y + 35}" x2="${W}" y2="${y + 35}"/></g>`;
}

const SCENES: Scene[] = [
  {
    file: 'office-tower.jpg',
    sky: ['#2f6fb5', '#7fb3e0', '#dcecf7'],
    sun: { x: 980, y: 140, color: '#fff6d8' },
    ground: ['#5b7a4a', '#3e5534'],
    draw: (r) =>
      skyline(r, '#9fb4c8') +
      `<polygon points="430,${HORIZON} 430,110 560,70 690,110 690,${HORIZON}" fill="#31465e"/>` +
      `<polygon points="560,70 690,110 690,${HORIZON} 560,${HORIZON}" fill="#24364b"/>` +
      windows(440, 130, 240, HORIZON - 140, 8, 22, '#f4d99a', '#4c6787', r) +
      `<rect x="740" y="${HORIZON - 230}" width="170" height="230" fill="#566f88"/>` +
      windows(750, HORIZON - 220, 150, 210, 5, 9, '#f4d99a', '#3f566e', r) +
      road(HORIZON + 120) +
      trees(r, 14, HORIZON + 110, '#2f5a2c'),
  },
  {
    file: 'retail-center.jpg',
    sky: ['#f08a4b', '#f6c177', '#fbe7c6'],
    sun: { x: 200, y: 330, color: '#fff1c1' },
    ground: ['#8c8577', '#5f5a50'],
    draw: (r) =>
      skyline(r, '#c79c7a') +
      `<rect x="120" y="${HORIZON - 150}" width="960" height="150" fill="#d9c2a0"/>` +
      `<rect x="100" y="${HORIZON - 170}" width="1000" height="26" fill="#7a4f35"/>` +
      Array.from(
        { length: 8 },
        (_, i) =>
          `<rect x="${150 + i * 118}" y="${HORIZON - 120}" width="92" height="100" fill="${r.pick(['#2c3e50', '#34495e', '#3b4f63'])}"/><rect x="${150 + i * 118}" y="${HORIZON - 140}" width="92" height="16" fill="${r.pick(['#c0392b', '#2471a3', '#1e8449', '#b9770e'])}"/>`,
      ).join('') +
      `<rect x="0" y="${HORIZON + 10}" width="${W}" height="200" fill="#6e6a63"/>` +
      Array.from(
        { length: 14 },
        (_, i) =>
          `<line x1="${60 + i * 80}" y1="${HORIZON + 30}" x2="${40 + i * 80}" y2="${HORIZON + 190}" stroke="#efe9dc" stroke-width="4"/>`,
      ).join('') +
      Array.from(
        { length: 7 },
        () =>
          `<rect x="${r.int(60, 1080)}" y="${r.int(HORIZON + 60, HORIZON + 170)}" width="54" height="26" rx="7" fill="${r.pick(['#b03a2e', '#f4f6f7', '#1f618d', '#212f3d', '#7d6608'])}"/>`,
      ).join(''),
  },
  {
    file: 'industrial-warehouse.jpg',
    sky: ['#5d7fa3', '#a9c2d9', '#e6eef5'],
    sun: { x: 1040, y: 180, color: '#ffffff' },
    ground: ['#8d8a7e', '#6b685e'],
    draw: (r) =>
      `<polygon points="80,${HORIZON} 80,${HORIZON - 190} 1120,${HORIZON - 190} 1120,${HORIZON}" fill="#c9cdd1"/>` +
      `<rect x="80" y="${HORIZON - 205}" width="1040" height="18" fill="#8f969c"/>` +
      Array.from(
        { length: 12 },
        (_, i) =>
          `<rect x="${120 + i * 82}" y="${HORIZON - 110}" width="62" height="90" fill="#6f7b85"/><line x1="${120 + i * 82}" y1="${HORIZON - 80}" x2="${182 + i * 82}" y2="${HORIZON - 80}" stroke="#5c6770" stroke-width="3"/>`,
      ).join('') +
      `<rect x="0" y="${HORIZON}" width="${W}" height="180" fill="#7d7b73"/>` +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<rect x="${150 + i * 190}" y="${HORIZON + 30}" width="150" height="48" fill="#f2f3f4"/><rect x="${150 + i * 190}" y="${HORIZON + 30}" width="34" height="48" fill="${r.pick(['#c0392b', '#2e86c1', '#d68910'])}"/>`,
      ).join('') +
      trees(r, 8, HORIZON + 230, '#4a6b35'),
  },
  {
    file: 'multifamily.jpg',
    sky: ['#3a5f8f', '#86aad1', '#d7e6f2'],
    sun: { x: 150, y: 150, color: '#fffbe6' },
    ground: ['#5f8a45', '#456634'],
    draw: (r) =>
      skyline(r, '#a8b9ca') +
      [0, 1, 2]
        .map((k) => {
          const x = 110 + k * 350;
          const h = 230 + k * 30;
          return `<rect x="${x}" y="${HORIZON - h}" width="300" height="${h}" fill="${['#b86f50', '#c98b6b', '#a35f45'][k]}"/><polygon points="${x - 10},${HORIZON - h} ${x + 150},${HORIZON - h - 60} ${x + 310},${HORIZON - h}" fill="#4a3a33"/>${windows(x + 10, HORIZON - h + 20, 280, h - 40, 6, 5, '#f9e7b5', '#5a4a43', r)}`;
        })
        .join('') +
      `<rect x="0" y="${HORIZON}" width="${W}" height="40" fill="#9aa0a6"/>` +
      trees(r, 16, HORIZON + 90, '#2e6b34'),
  },
  {
    file: 'land-parcel.jpg',
    sky: ['#4a90c9', '#9cc8ea', '#eef6fb'],
    sun: { x: 860, y: 120, color: '#fffdf0' },
    ground: ['#b7a35c', '#8a7a3f'],
    draw: (r) =>
      `<polygon points="0,${HORIZON} 220,${HORIZON - 90} 420,${HORIZON - 40} 640,${HORIZON - 120} 900,${HORIZON - 50} ${W},${HORIZON - 100} ${W},${HORIZON}" fill="#6f8fa6" opacity="0.7"/>` +
      `<polygon points="180,${H} 420,${HORIZON + 30} 900,${HORIZON + 40} 1100,${H}" fill="none" stroke="#f5f0da" stroke-width="6" stroke-dasharray="22 14"/>` +
      Array.from(
        { length: 40 },
        () =>
          `<line x1="${r.int(0, W)}" y1="${r.int(HORIZON + 20, H)}" x2="${r.int(0, W)}" y2="${r.int(HORIZON + 20, H)}" stroke="#a08f4a" stroke-width="2" opacity="0.5"/>`,
      ).join('') +
      trees(r, 10, HORIZON + 20, '#4f6b2f') +
      `<rect x="560" y="${HORIZON + 80}" width="8" height="90" fill="#5d4a36"/><rect x="500" y="${HORIZON + 60}" width="130" height="50" fill="#f4f4f4"/><rect x="508" y="${HORIZON + 68}" width="114" height="10" fill="#c0392b"/>`,
  },
  {
    file: 'hotel.jpg',
    sky: ['#1f2d4f', '#5b5f97', '#f0a072'],
    sun: { x: 600, y: 470, color: '#ffd59a' },
    ground: ['#3c4a3e', '#28332b'],
    draw: (r) =>
      skyline(r, '#414a6b') +
      `<rect x="380" y="120" width="440" height="${HORIZON - 120}" fill="#2b3350"/>` +
      windows(395, 140, 410, HORIZON - 170, 10, 16, '#ffd88a', '#39426a', r) +
      `<rect x="340" y="${HORIZON - 50}" width="520" height="50" fill="#e8dcc5"/><rect x="520" y="${HORIZON - 44}" width="160" height="40" fill="#ffcf7a"/>` +
      `<rect x="0" y="${HORIZON}" width="${W}" height="60" fill="#4b5156"/>` +
      Array.from(
        { length: 10 },
        (_, i) =>
          `<rect x="${40 + i * 120}" y="${HORIZON + 10}" width="6" height="60" fill="#6b6f73"/><circle cx="${43 + i * 120}" cy="${HORIZON + 8}" r="9" fill="#ffe3a3"/>`,
      ).join('') +
      trees(r, 12, HORIZON + 150, '#24402a'),
  },
  {
    file: 'mixed-use.jpg',
    sky: ['#5a86b8', '#a7c6e3', '#f1f5f8'],
    sun: { x: 1080, y: 100, color: '#ffffff' },
    ground: ['#7b7f84', '#55595e'],
    draw: (r) =>
      skyline(r, '#b3c3d3') +
      [0, 1, 2, 3, 4]
        .map((k) => {
          const x = 60 + k * 222;
          const h = r.int(200, 330);
          const color = r.pick(['#c8b59a', '#9e7b65', '#d6d0c4', '#8a9aa8', '#b5846b']);
          return `<rect x="${x}" y="${HORIZON - h}" width="210" height="${h}" fill="${color}"/>${windows(x + 8, HORIZON - h + 16, 194, h - 110, 5, 6, '#f6e4b0', '#50606e', r)}<rect x="${x + 6}" y="${HORIZON - 80}" width="198" height="74" fill="#2d3e4e"/><rect x="${x}" y="${HORIZON - 96}" width="210" height="14" fill="${r.pick(['#1a5276', '#7b241c', '#145a32'])}"/>`;
        })
        .join('') +
      `<rect x="0" y="${HORIZON}" width="${W}" height="40" fill="#b9bcc0"/>` +
      road(HORIZON + 60) +
      trees(r, 10, HORIZON + 40, '#3d6b3a'),
  },
  {
    file: 'self-storage.jpg',
    sky: ['#6a9fd4', '#b5d3ee', '#f4f9fd'],
    sun: { x: 240, y: 120, color: '#ffffff' },
    ground: ['#9c9a92', '#76746d'],
    draw: (r) =>
      [0, 1, 2]
        .map((row) => {
          const y = HORIZON - 130 + row * 150;
          return `<rect x="60" y="${y}" width="1080" height="110" fill="#e5e3dd"/><rect x="50" y="${y - 14}" width="1100" height="16" fill="#b0473b"/>${Array.from({ length: 16 }, (_, i) => `<rect x="${76 + i * 66}" y="${y + 20}" width="52" height="86" fill="${r.chance(0.15) ? '#f2f2f2' : '#d2543e'}"/>`).join('')}`;
        })
        .join('') + `<rect x="0" y="${HORIZON - 20}" width="${W}" height="6" fill="#8a8a8a"/>`,
  },
];

function svg(scene: Scene, seed: number): string {
  const r = createRandom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.sky[0]}"/><stop offset="0.6" stop-color="${scene.sky[1]}"/><stop offset="1" stop-color="${scene.sky[2]}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.ground[0]}"/><stop offset="1" stop-color="${scene.ground[1]}"/></linearGradient>
    <radialGradient id="sun"><stop offset="0" stop-color="${scene.sun.color}" stop-opacity="1"/><stop offset="0.25" stop-color="${scene.sun.color}" stop-opacity="0.6"/><stop offset="1" stop-color="${scene.sun.color}" stop-opacity="0"/></radialGradient>
    <linearGradient id="vignette" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.2"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="260" fill="url(#sun)"/>
  <rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#ground)"/>
  ${scene.draw(r)}
  <rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = join(REPO_ROOT, 'apps/server/feeds/images');
  mkdirSync(dir, { recursive: true });
  for (const [i, scene] of SCENES.entries()) {
    const out = join(dir, scene.file);
    await sharp(Buffer.from(svg(scene, 1000 + i)))
      .jpeg({ quality: 70, progressive: true, chromaSubsampling: '4:2:0' })
      .toFile(out);
    console.log(`${scene.file}: ${(statSync(out).size / 1024).toFixed(1)} KB`);
  }
}
