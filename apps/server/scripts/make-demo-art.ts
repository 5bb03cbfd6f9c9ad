// `npm run demo:art -w @ia/server`: draws the demo seed's covers, banners and campaign posters as
// SVG (imaging themes made of shapes, text in the machine's Noto Sans CJK) and renders them to JPEG
// with sharp into apps/server/demo-media/covers. The files are committed (decision 037): a fresh
// clone and `npm start` use them as they are, and nothing depends on the fonts of the machine that
// runs the seed. Run it again after changing a picture here; the output is the same on every run.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  DEMO_BANNERS,
  DEMO_COVER_TOPICS,
  DEMO_POSTERS,
  type DemoBanner,
  type DemoCoverTopic,
  type DemoPoster,
} from '../src/seed/demo-art';

const OUTPUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../demo-media/covers');
const FONT = "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";
const BRAND = '影像学院';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

interface Palette {
  from: string;
  to: string;
  /** Lines and glows of the drawing. */
  accent: string;
}

/** A drawing's shapes, placed by the caller (x, y, scale) on a cover or banner. */
type Motif = (palette: Palette) => string;

// ---- Motifs: imaging themes drawn as shapes, each about 300 × 300 around (0, 0) ----------------

/** A CT gantry with an axial chest slice in its bore: lungs, heart, spine and a marked nodule. */
const ctChest: Motif = ({ accent }) => `
  <circle r="150" fill="none" stroke="#ffffff" stroke-opacity="0.9" stroke-width="26"/>
  <circle r="118" fill="#0a1f33" fill-opacity="0.55"/>
  <ellipse rx="96" ry="66" fill="#d9e6f2" fill-opacity="0.9"/>
  <path d="M-78 -8 C-82 -50 -48 -60 -22 -44 C-14 -10 -18 30 -30 48 C-58 50 -76 30 -78 -8 Z" fill="#10263d"/>
  <path d="M78 -8 C82 -50 48 -60 22 -44 C14 -10 18 30 30 48 C58 50 76 30 78 -8 Z" fill="#10263d"/>
  <circle cy="44" r="11" fill="#f5f7fa"/>
  <ellipse cx="-4" cy="6" rx="16" ry="22" fill="#b8c7d6"/>
  <circle cx="-52" cy="-16" r="6" fill="#f5f7fa"/>
  <circle cx="-52" cy="-16" r="16" fill="none" stroke="${accent}" stroke-width="3"/>
  <path d="M-190 172 H190" stroke="#ffffff" stroke-opacity="0.6" stroke-width="10" stroke-linecap="round"/>`;

/** An axial head slice: skull, brain, and a dashed ischaemic territory. */
const ctBrain: Motif = ({ accent }) => `
  <circle r="150" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>
  <ellipse rx="104" ry="128" fill="#f4f1ec"/>
  <ellipse rx="90" ry="114" fill="#5b5e66"/>
  <path d="M0 -112 V112" stroke="#3b3d43" stroke-width="4"/>
  <path d="M-26 -40 C-40 -20 -40 20 -26 40 M26 -40 C40 -20 40 20 26 40" stroke="#2d2f35" stroke-width="10" fill="none"/>
  <path d="M-6 -96 L-80 -40 C-92 -4 -90 30 -76 60 L-6 0 Z" fill="#3a3c42"/>
  <path d="M-6 -96 L-80 -40 C-92 -4 -90 30 -76 60 L-6 0 Z" fill="none" stroke="${accent}" stroke-width="4" stroke-dasharray="10 7"/>
  <circle cx="60" cy="-150" r="6" fill="${accent}"/>
  <path d="M60 -150 L28 -72" stroke="${accent}" stroke-width="3"/>`;

/** A lung window close-up with a ground-glass nodule under a magnifier. */
const lungNodule: Motif = ({ accent }) => `
  <defs><filter id="ggo" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="9"/></filter></defs>
  <rect x="-150" y="-120" width="300" height="240" rx="18" fill="#0b1620" fill-opacity="0.8"/>
  <path d="M-120 -80 C-60 -110 20 -100 40 -60 C60 -10 30 70 -40 90 C-110 100 -140 20 -120 -80 Z" fill="#26323d"/>
  <path d="M-100 60 C-60 0 -40 -40 -20 -90 M-70 70 C-40 30 -10 10 20 -40" stroke="#55626f" stroke-width="3" fill="none"/>
  <circle cx="-30" cy="-10" r="24" fill="#c9d4de" fill-opacity="0.75" filter="url(#ggo)"/>
  <circle cx="-30" cy="-10" r="56" fill="none" stroke="#ffffff" stroke-width="10"/>
  <path d="M10 30 L80 100" stroke="#ffffff" stroke-width="18" stroke-linecap="round"/>
  <text x="40" y="-70" font-size="22" font-family="${FONT}" fill="${accent}">GGN 8 mm</text>`;

/** An MR scanner's bore, a liver, and the spin echo as waves. */
const mrLiver: Motif = ({ accent }) => `
  <rect x="-160" y="-150" width="320" height="300" rx="60" fill="#ffffff" fill-opacity="0.92"/>
  <circle r="104" fill="#0c3b37"/>
  <circle r="104" fill="none" stroke="${accent}" stroke-width="6" stroke-dasharray="4 10"/>
  <path d="M-72 -20 C-70 -62 10 -70 70 -40 C90 -28 80 -6 50 6 C10 22 -20 50 -48 46 C-70 40 -74 14 -72 -20 Z" fill="#b5651d"/>
  <circle cx="-20" cy="-8" r="10" fill="#f3d19c"/>
  <path d="M-150 176 q 25 -30 50 0 t 50 0 t 50 0 t 50 0 t 50 0 t 50 0" stroke="#ffffff" stroke-width="6" fill="none"/>`;

/** A syringe, drops, and the contrast filling a branching vessel. */
const contrast: Motif = ({ accent }) => `
  <g transform="rotate(-35)">
    <rect x="-40" y="-150" width="80" height="200" rx="12" fill="#ffffff" fill-opacity="0.92"/>
    <rect x="-30" y="-60" width="60" height="100" rx="6" fill="${accent}"/>
    <path d="M-30 -110 H30 M-30 -85 H30" stroke="#9fb3c8" stroke-width="4"/>
    <rect x="-10" y="-200" width="20" height="54" fill="#ffffff"/>
    <rect x="-44" y="-212" width="88" height="16" rx="6" fill="#ffffff"/>
    <rect x="-6" y="50" width="12" height="24" fill="#ffffff"/>
    <path d="M0 74 V140" stroke="#ffffff" stroke-width="4"/>
  </g>
  <path d="M70 40 C100 80 120 100 170 110 M120 98 C130 130 130 150 150 180 M100 70 C140 60 160 40 190 40" stroke="${accent}" stroke-width="12" stroke-linecap="round" fill="none"/>
  <path d="M110 -60 c 12 18 18 28 0 36 c -18 -8 -12 -18 0 -36 Z" fill="#ffffff"/>
  <path d="M150 -20 c 9 14 14 22 0 28 c -14 -6 -9 -14 0 -28 Z" fill="#ffffff" fill-opacity="0.8"/>`;

/** A neural network over a scan tile, with a detection box. */
const ai: Motif = ({ accent }) => {
  const columns = [-120, -40, 40, 120];
  const rows = [
    [-90, -30, 30, 90],
    [-120, -60, 0, 60, 120],
    [-120, -60, 0, 60, 120],
    [-45, 45],
  ];
  let edges = '';
  for (let column = 0; column < columns.length - 1; column++) {
    for (const from of rows[column] ?? []) {
      for (const to of rows[column + 1] ?? []) {
        edges += `<path d="M${columns[column]} ${from} L${columns[column + 1]} ${to}" stroke="#ffffff" stroke-opacity="0.28" stroke-width="2"/>`;
      }
    }
  }
  const nodes = columns
    .map((x, column) =>
      (rows[column] ?? []).map((y) => `<circle cx="${x}" cy="${y}" r="11" fill="#ffffff"/>`).join(''),
    )
    .join('');
  return `${edges}${nodes}
  <rect x="92" y="-78" width="60" height="60" fill="none" stroke="${accent}" stroke-width="5"/>
  <text x="92" y="-88" font-size="22" font-family="${FONT}" font-weight="bold" fill="${accent}">AI 0.93</text>`;
};

/** A heart with its coronary tree, a marked stenosis and an ECG trace. */
const ctaHeart: Motif = ({ accent }) => `
  <path d="M0 110 C-120 30 -150 -40 -110 -90 C-70 -130 -20 -110 0 -70 C20 -110 70 -130 110 -90 C150 -40 120 30 0 110 Z" fill="#ffffff" fill-opacity="0.92"/>
  <path d="M-10 -70 C-30 -20 -40 20 -20 80 M-14 -40 C-60 -30 -80 0 -90 -30 M-20 0 C10 10 40 0 70 -40" stroke="#c92a2a" stroke-width="9" fill="none" stroke-linecap="round"/>
  <circle cx="-28" cy="14" r="16" fill="none" stroke="${accent}" stroke-width="4"/>
  <path d="M-190 160 H-90 L-70 120 L-50 190 L-30 140 L-10 160 H190" stroke="#ffffff" stroke-width="5" fill="none" stroke-linejoin="round"/>`;

/** An ultrasound probe and its fan-shaped sector with echoes. */
const ultrasound: Motif = ({ accent }) => `
  <path d="M0 -110 L-150 120 A 190 190 0 0 0 150 120 Z" fill="#0b1620" fill-opacity="0.75"/>
  <path d="M-60 40 A 70 70 0 0 0 60 40 M-100 90 A 120 120 0 0 0 100 90" stroke="#ffffff" stroke-opacity="0.4" stroke-width="4" fill="none"/>
  <ellipse cx="10" cy="60" rx="42" ry="26" fill="#0b1620" stroke="#d0d8e0" stroke-width="3"/>
  <circle cx="-40" cy="20" r="4" fill="#ffffff"/><circle cx="50" cy="110" r="3" fill="#ffffff"/><circle cx="-80" cy="100" r="3" fill="#ffffff"/>
  <rect x="-34" y="-190" width="68" height="96" rx="22" fill="#ffffff"/>
  <rect x="-44" y="-110" width="88" height="22" rx="8" fill="${accent}"/>`;

/** A nursing checklist with a drip bag. */
const nursing: Motif = ({ accent }) => `
  <rect x="-150" y="-130" width="190" height="250" rx="16" fill="#ffffff"/>
  <rect x="-95" y="-146" width="80" height="32" rx="8" fill="${accent}"/>
  ${[0, 1, 2, 3]
    .map(
      (row) =>
        `<path d="M-126 ${-70 + row * 48} l12 12 l22 -24" stroke="${row < 3 ? '#2b8a3e' : '#ced4da'}" stroke-width="7" fill="none"/><rect x="-78" y="${-70 + row * 48 - 6}" width="96" height="12" rx="6" fill="#dee2e6"/>`,
    )
    .join('')}
  <path d="M110 -150 V-120" stroke="#ffffff" stroke-width="6"/>
  <rect x="70" y="-120" width="80" height="110" rx="20" fill="#ffffff" fill-opacity="0.9"/>
  <rect x="82" y="-70" width="56" height="48" rx="10" fill="${accent}" fill-opacity="0.7"/>
  <path d="M110 -10 V100 C110 140 60 140 40 120" stroke="#ffffff" stroke-width="5" fill="none"/>
  <path d="M96 -104 h28 M110 -118 v28" stroke="#e03131" stroke-width="7"/>`;

/** A light box of films and the people who read them together. */
const mdt: Motif = ({ accent }) => `
  <rect x="-160" y="-140" width="320" height="170" rx="12" fill="#f8f9fa" fill-opacity="0.95"/>
  ${[-150, -48, 54]
    .map(
      (x) =>
        `<rect x="${x}" y="-130" width="96" height="150" rx="4" fill="#1d2731"/><ellipse cx="${x + 48}" cy="-55" rx="32" ry="42" fill="#6c7a89"/><ellipse cx="${x + 48}" cy="-55" rx="18" ry="26" fill="#2d3a46"/>`,
    )
    .join('')}
  ${[-110, 0, 110]
    .map(
      (x, index) =>
        `<circle cx="${x}" cy="90" r="26" fill="${index === 1 ? accent : '#ffffff'}"/><path d="M${x - 46} 170 C${x - 46} 120 ${x + 46} 120 ${x + 46} 170 Z" fill="${index === 1 ? accent : '#ffffff'}"/>`,
    )
    .join('')}`;

/** A trophy with stars: the learning challenge. */
const trophy: Motif = ({ accent }) => `
  <path d="M-90 -130 H90 V-60 C90 10 40 50 0 56 C-40 50 -90 10 -90 -60 Z" fill="${accent}"/>
  <path d="M-90 -110 H-140 C-150 -40 -110 -10 -78 -14 M90 -110 H140 C150 -40 110 -10 78 -14" stroke="${accent}" stroke-width="14" fill="none"/>
  <rect x="-16" y="54" width="32" height="50" fill="${accent}"/>
  <rect x="-70" y="100" width="140" height="36" rx="8" fill="#ffffff"/>
  <path d="M0 -104 l12 26 l28 3 l-21 19 l6 28 l-25 -14 l-25 14 l6 -28 l-21 -19 l28 -3 Z" fill="#ffffff"/>
  ${[
    [-170, -150, 1],
    [160, -160, 0.8],
    [180, 40, 0.6],
    [-180, 60, 0.7],
  ]
    .map(
      ([x, y, scale]) =>
        `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 -20 L6 -6 L20 0 L6 6 L0 20 L-6 6 L-20 0 L-6 -6 Z" fill="#ffffff"/>`,
    )
    .join('')}`;

// ---- Covers (640 × 360): a topic's drawing and its label; the app prints titles beside them -----

interface CoverSpec {
  file: DemoCoverTopic;
  label: string;
  english: string;
  palette: Palette;
  motif: Motif;
}

const COVERS: CoverSpec[] = [
  {
    file: 'ct-chest',
    label: 'CT · 胸部',
    english: 'CHEST CT',
    palette: { from: '#0b3f7a', to: '#1c7ed6', accent: '#ffd43b' },
    motif: ctChest,
  },
  {
    file: 'ct-brain',
    label: 'CT · 卒中',
    english: 'STROKE CT',
    palette: { from: '#4a1030', to: '#c2255c', accent: '#ffd43b' },
    motif: ctBrain,
  },
  {
    file: 'lung-nodule',
    label: '病例 · 肺结节',
    english: 'CASE · LUNG',
    palette: { from: '#16324a', to: '#3d6b8c', accent: '#ffa94d' },
    motif: lungNodule,
  },
  {
    file: 'mr-liver',
    label: 'MR · 肝脏',
    english: 'LIVER MRI',
    palette: { from: '#063f3a', to: '#20a090', accent: '#96f2d7' },
    motif: mrLiver,
  },
  {
    file: 'contrast',
    label: '对比剂安全',
    english: 'CONTRAST MEDIA',
    palette: { from: '#0b5f73', to: '#22b8cf', accent: '#ffe066' },
    motif: contrast,
  },
  {
    file: 'ai',
    label: 'AI · 辅助诊断',
    english: 'AI IN IMAGING',
    palette: { from: '#24186b', to: '#6741d9', accent: '#63e6be' },
    motif: ai,
  },
  {
    file: 'cta-heart',
    label: 'CTA · 冠脉',
    english: 'CORONARY CTA',
    palette: { from: '#6a0a1b', to: '#e03131', accent: '#ffe066' },
    motif: ctaHeart,
  },
  {
    file: 'ultrasound',
    label: '超声 · 操作规范',
    english: 'ULTRASOUND',
    palette: { from: '#1b3a2f', to: '#2f9e44', accent: '#ffd43b' },
    motif: ultrasound,
  },
  {
    file: 'nursing',
    label: '影像护理',
    english: 'IMAGING NURSING',
    palette: { from: '#8a4100', to: '#f08c00', accent: '#1c7ed6' },
    motif: nursing,
  },
  {
    file: 'mdt',
    label: '多学科会诊',
    english: 'MDT',
    palette: { from: '#212529', to: '#495057', accent: '#fcc419' },
    motif: mdt,
  },
  {
    file: 'challenge',
    label: '学习挑战赛',
    english: 'LEARNING CHALLENGE',
    palette: { from: '#7a1f0a', to: '#e8590c', accent: '#ffd43b' },
    motif: trophy,
  },
];

function background(width: number, height: number, { from, to }: Palette): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g fill="none" stroke="#ffffff" stroke-opacity="0.07" stroke-width="2">${[1, 2, 3, 4, 5]
    .map((ring) => `<circle cx="${width * 0.72}" cy="${height / 2}" r="${ring * 70}"/>`)
    .join('')}</g>`;
}

function coverSvg({ label, english, palette, motif }: CoverSpec): string {
  const width = 640;
  const height = 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${FONT}">
  ${background(width, height, palette)}
  <g transform="translate(460 185) scale(0.8)">${motif(palette)}</g>
  <rect x="32" y="32" width="${label.length * 30 + 40}" height="52" rx="26" fill="#ffffff" fill-opacity="0.16"/>
  <text x="52" y="68" font-size="28" font-weight="bold" fill="#ffffff">${escapeXml(label)}</text>
  <text x="34" y="122" font-size="18" letter-spacing="3" fill="#ffffff" fill-opacity="0.75">${escapeXml(english)}</text>
  <text x="34" y="324" font-size="20" fill="#ffffff" fill-opacity="0.85">${BRAND}</text>
</svg>`;
}

// ---- Banners (750 × 320): a title, a line, a call to action, and the topic's drawing ------------

interface BannerSpec {
  file: DemoBanner;
  title: string;
  line: string;
  action: string;
  palette: Palette;
  motif: Motif;
}

const BANNERS: BannerSpec[] = [
  {
    file: 'banner-challenge',
    title: '年度学习挑战赛',
    line: '学课程 · 读病例 · 赢积分，登上排行榜',
    action: '立即参加',
    palette: { from: '#7a1f0a', to: '#e8590c', accent: '#ffd43b' },
    motif: trophy,
  },
  {
    file: 'banner-ct-screening',
    title: '低剂量 CT 肺结节筛查',
    line: '王建国 主任医师 · 规范与随访一课讲透',
    action: '立即学习',
    palette: { from: '#0b3f7a', to: '#1c7ed6', accent: '#ffd43b' },
    motif: ctChest,
  },
  {
    file: 'banner-case-area',
    title: '病例专区上新',
    line: '真实病例 · 专家点评 · 随访全程',
    action: '去看病例',
    palette: { from: '#212529', to: '#3d6b8c', accent: '#fcc419' },
    motif: mdt,
  },
  {
    file: 'banner-chest-series',
    title: '胸部影像进阶系列',
    line: '从筛查、读片到病例，系统进阶',
    action: '开始学习',
    palette: { from: '#24186b', to: '#4c6ef5', accent: '#63e6be' },
    motif: lungNodule,
  },
];

function bannerSvg({ title, line, action, palette, motif }: BannerSpec): string {
  const width = 750;
  const height = 320;
  const actionWidth = action.length * 28 + 68;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${FONT}">
  ${background(width, height, palette)}
  <g transform="translate(630 160) scale(0.62)">${motif(palette)}</g>
  <text x="44" y="74" font-size="22" letter-spacing="2" fill="#ffffff" fill-opacity="0.8">${BRAND}</text>
  <text x="44" y="140" font-size="44" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
  <text x="44" y="190" font-size="24" fill="#ffffff" fill-opacity="0.9">${escapeXml(line)}</text>
  <rect x="44" y="222" width="${actionWidth}" height="56" rx="28" fill="${palette.accent}"/>
  <text x="${44 + 28}" y="259" font-size="26" font-weight="bold" fill="#1a1a1a">${escapeXml(action)} ›</text>
</svg>`;
}

// ---- Campaign posters (750 × 1200): shown once when a doctor joins --------------------------------

interface PosterSpec {
  file: DemoPoster;
  title: string;
  subtitle: string;
  points: string[];
  palette: Palette;
  motif: Motif;
}

const POSTERS: PosterSpec[] = [
  {
    file: 'poster-challenge',
    title: '年度学习挑战赛',
    subtitle: '学课程 · 读病例 · 赢积分',
    points: ['完成课程与病例，按内容获得积分', '报名即得 5 积分，积分榜实时更新', '积分相同者，先达到者在前'],
    palette: { from: '#7a1f0a', to: '#e8590c', accent: '#ffd43b' },
    motif: trophy,
  },
  {
    file: 'poster-technique',
    title: '影像技术操作规范月',
    subtitle: 'CT · MR · 超声',
    points: ['CT 与 MR 扫描技术规范专题', '超声操作要点与质控', '完成专题学习可获得积分'],
    palette: { from: '#1b3a2f', to: '#2f9e44', accent: '#ffd43b' },
    motif: ultrasound,
  },
];

/**
 * No button is drawn on a poster: the page shows it with its own 继续 button, and a drawn one
 * would invite a tap that does nothing (banners keep theirs: the whole banner is the link).
 */
function posterSvg({ title, subtitle, points, palette, motif }: PosterSpec): string {
  const width = 750;
  const height = 1200;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="${FONT}">
  ${background(width, height, palette)}
  <text x="375" y="120" font-size="28" letter-spacing="6" text-anchor="middle" fill="#ffffff" fill-opacity="0.85">${BRAND}</text>
  <text x="375" y="210" font-size="68" font-weight="bold" text-anchor="middle" fill="#ffffff">${escapeXml(title)}</text>
  <text x="375" y="266" font-size="30" text-anchor="middle" fill="${palette.accent}">${escapeXml(subtitle)}</text>
  <g transform="translate(375 560) scale(1.3)">${motif(palette)}</g>
  <rect x="60" y="860" width="630" height="${points.length * 72 + 48}" rx="24" fill="#ffffff" fill-opacity="0.14"/>
  ${points
    .map(
      (point, index) =>
        `<circle cx="104" cy="${918 + index * 72}" r="10" fill="${palette.accent}"/><text x="132" y="${928 + index * 72}" font-size="30" fill="#ffffff">${escapeXml(point)}</text>`,
    )
    .join('')}
</svg>`;
}

async function render(file: string, svg: string): Promise<number> {
  const target = path.join(OUTPUT, `${file}.jpg`);
  // No metadata and a fixed encoder setting: the same picture gives the same bytes.
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(target);
  return fs.statSync(target).size;
}

/** Every name the seed may use is drawn, and nothing else. */
function checkNames(): void {
  const drawn = [...COVERS, ...BANNERS, ...POSTERS].map((spec) => spec.file).sort();
  const listed = [...DEMO_COVER_TOPICS, ...DEMO_BANNERS, ...DEMO_POSTERS].sort();
  if (drawn.join() !== listed.join()) {
    throw new Error(`seed/demo-art.ts lists ${listed.join(', ')}; this script draws ${drawn.join(', ')}`);
  }
}

async function main(): Promise<void> {
  checkNames();
  fs.mkdirSync(OUTPUT, { recursive: true });
  const made: string[] = [];
  for (const cover of COVERS) made.push(`${cover.file}.jpg ${await render(cover.file, coverSvg(cover))} B`);
  for (const banner of BANNERS)
    made.push(`${banner.file}.jpg ${await render(banner.file, bannerSvg(banner))} B`);
  for (const poster of POSTERS)
    made.push(`${poster.file}.jpg ${await render(poster.file, posterSvg(poster))} B`);
  console.log(`demo art in ${path.relative(process.cwd(), OUTPUT)}:\n  ${made.join('\n  ')}`);
}

await main();
