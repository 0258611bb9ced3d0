/**
 * `npx tsx scripts/generate-media.ts [hero|solutions|people|shop|video|audio ...]`: (re)draws the
 * public site's media into web-public/public/media. Every picture is SVG drawn here and encoded
 * to WebP with sharp; the Hot Seats loop and the podcast preview also need ffmpeg (and
 * espeak-ng for the voice): `apt-get install -y ffmpeg espeak-ng`. The output is
 * deterministic (seeded randomness), so re-running it changes nothing unless the art does.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MEDIA = path.join(root, 'web-public/public/media');

// ── drawing helpers ─────────────────────────────────────────────────────────

type Point = readonly [number, number];

const NAVY = '#0b1d33';
const RED = '#c91a25';
const CHALK = '#f4f1e8';

/** A seeded generator, so crowds and textures come out the same every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const pts = (points: readonly Point[]) => points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
const lin = (id: string, stops: [number, string, number?][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`;
const rad = (id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`;

/** A point along a cubic Bézier, and the direction it runs there. */
function bezier(p: readonly Point[], t: number): { at: Point; angle: number } {
  const [a, b, c, d] = p as [Point, Point, Point, Point];
  const u = 1 - t;
  const x = u ** 3 * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t ** 3 * d[0];
  const y = u ** 3 * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t ** 3 * d[1];
  const dx = 3 * u * u * (b[0] - a[0]) + 6 * u * t * (c[0] - b[0]) + 3 * t * t * (d[0] - c[0]);
  const dy = 3 * u * u * (b[1] - a[1]) + 6 * u * t * (c[1] - b[1]) + 3 * t * t * (d[1] - c[1]);
  return { at: [x, y], angle: Math.atan2(dy, dx) };
}

// ── sports equipment ────────────────────────────────────────────────────────

/** A baseball: leather shading, two seams, red V stitches along them. */
function baseball(id: string, cx: number, cy: number, r: number, turn = -20): string {
  const seams = [-1, 1].map((side) => {
    const s = side * r;
    const curve: Point[] = [
      [cx + s * 0.62, cy - r * 0.78],
      [cx + s * 0.1, cy - r * 0.3],
      [cx + s * 0.1, cy + r * 0.3],
      [cx + s * 0.62, cy + r * 0.78],
    ];
    const stitches = Array.from({ length: 13 }, (_, i) => {
      const { at, angle } = bezier(curve, 0.04 + (i / 12) * 0.92);
      const len = r * 0.085;
      const [x, y] = at;
      const a1 = angle + Math.PI / 2 - side * 0.5;
      const a2 = angle - Math.PI / 2 + side * 0.5;
      return `<path d="M${r1(x + Math.cos(a1) * len)} ${r1(y + Math.sin(a1) * len)} L${r1(x)} ${r1(y)} L${r1(x + Math.cos(a2) * len)} ${r1(y + Math.sin(a2) * len)}" />`;
    }).join('');
    const d = `M${pts([curve[0] as Point])} C${pts(curve.slice(1))}`;
    return `<path d="${d}" fill="none" stroke="#b8b0a0" stroke-width="${r1(r * 0.02)}"/><g stroke="${RED}" stroke-width="${r1(r * 0.028)}" fill="none" stroke-linecap="round">${stitches}</g>`;
  });
  return `<defs>${rad(
    `${id}-hide`,
    [
      [0, '#ffffff'],
      [0.55, '#f3efe6'],
      [1, '#b9b1a2'],
    ],
    0.38,
    0.32,
    0.75,
  )}</defs>
    <g transform="rotate(${turn} ${cx} ${cy})">
      <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}-hide)"/>${seams.join('')}
    </g>`;
}

/** A football seen side on: a leather lens, white stripes and laces. */
function football(id: string, cx: number, cy: number, len: number, turn = -24): string {
  const h = len * 0.31;
  const half = len / 2;
  const body = `M${cx - half} ${cy} C${cx - half * 0.55} ${cy - h * 1.25} ${cx + half * 0.55} ${cy - h * 1.25} ${cx + half} ${cy} C${cx + half * 0.55} ${cy + h * 1.25} ${cx - half * 0.55} ${cy + h * 1.25} ${cx - half} ${cy} Z`;
  const stripe = (x: number) =>
    `<path d="M${x} ${cy - h * 0.82} Q${x + (x < cx ? -1 : 1) * len * 0.035} ${cy} ${x} ${cy + h * 0.82}" stroke="${CHALK}" stroke-width="${len * 0.028}" fill="none"/>`;
  const laces = Array.from({ length: 8 }, (_, i) => {
    const x = cx - len * 0.14 + i * len * 0.04;
    return `<rect x="${r1(x - len * 0.008)}" y="${r1(cy - h * 0.62)}" width="${r1(len * 0.016)}" height="${r1(h * 0.3)}" rx="3" fill="${CHALK}"/>`;
  }).join('');
  return `<defs>${rad(
    `${id}-leather`,
    [
      [0, '#a3532a'],
      [0.6, '#6f3317'],
      [1, '#3d1a0b'],
    ],
    0.42,
    0.35,
    0.7,
  )}</defs>
    <g transform="rotate(${turn} ${cx} ${cy})">
      <path d="${body}" fill="url(#${id}-leather)"/>
      <path d="${body}" fill="none" stroke="#2a1208" stroke-width="3"/>
      ${stripe(cx - len * 0.3)}${stripe(cx + len * 0.3)}
      <rect x="${cx - len * 0.16}" y="${cy - h * 0.5}" width="${len * 0.32}" height="${len * 0.016}" rx="4" fill="${CHALK}"/>
      ${laces}
    </g>`;
}

/** A basketball: orange pebbled leather and its four black seams. */
function basketball(id: string, cx: number, cy: number, r: number): string {
  const rand = seeded(7);
  const pebbles = Array.from({ length: 160 }, () => {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * r * 0.95;
    return `<circle cx="${r1(cx + Math.cos(a) * d)}" cy="${r1(cy + Math.sin(a) * d)}" r="${r1(1 + rand() * 1.4)}"/>`;
  }).join('');
  const seam = `stroke="#1b0f08" stroke-width="${r1(r * 0.035)}" fill="none"`;
  return `<defs>${rad(
    `${id}-skin`,
    [
      [0, '#ffab5c'],
      [0.55, '#e06d1c'],
      [1, '#8a3a08'],
    ],
    0.36,
    0.3,
    0.8,
  )}</defs>
    <g transform="rotate(18 ${cx} ${cy})">
      <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id}-skin)"/>
      <g fill="#7a3206" opacity="0.35">${pebbles}</g>
      <path d="M${cx} ${cy - r} C${cx + r * 0.18} ${cy - r * 0.3} ${cx + r * 0.18} ${cy + r * 0.3} ${cx} ${cy + r}" ${seam}/>
      <path d="M${cx - r} ${cy} C${cx - r * 0.3} ${cy + r * 0.14} ${cx + r * 0.3} ${cy + r * 0.14} ${cx + r} ${cy}" ${seam}/>
      <path d="M${cx - r * 0.62} ${cy - r * 0.78} C${cx - r * 0.2} ${cy - r * 0.3} ${cx - r * 0.2} ${cy + r * 0.3} ${cx - r * 0.62} ${cy + r * 0.78}" ${seam}/>
      <path d="M${cx + r * 0.62} ${cy - r * 0.78} C${cx + r * 0.2} ${cy - r * 0.3} ${cx + r * 0.2} ${cy + r * 0.3} ${cx + r * 0.62} ${cy + r * 0.78}" ${seam}/>
    </g>`;
}

// ── night stadium backdrop ──────────────────────────────────────────────────

/** Sky, light towers with their beams, and a crowd in the stands down to the horizon. */
function stadium(w: number, h: number, horizon: number, seed: number): string {
  const rand = seeded(seed);
  const towers = [w * 0.16, w * 0.5, w * 0.86].map((x, i) => {
    const y = horizon * (i === 1 ? 0.16 : 0.22);
    const bulbs = Array.from({ length: 15 }, (_, k) => {
      const bx = x - 56 + (k % 5) * 28;
      const by = y - 16 + Math.floor(k / 5) * 16;
      return `<circle cx="${bx}" cy="${by}" r="5.5" fill="#fffbea"/>`;
    }).join('');
    return `<polygon points="${pts([
      [x - 60, y],
      [x + 60, y],
      [x + 460, horizon],
      [x - 460, horizon],
    ])}" fill="url(#beam)"/>
      <circle cx="${x}" cy="${y}" r="190" fill="url(#glow)"/>
      <rect x="${x - 4}" y="${y + 24}" width="8" height="${horizon - y}" fill="#050c18"/>
      <rect x="${x - 72}" y="${y - 30}" width="144" height="56" rx="4" fill="#0a1424"/>${bulbs}`;
  });
  const rows = Array.from({ length: 7 }, (_, i) => {
    const y = horizon - 140 + i * 20;
    return `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="#13294a" stroke-width="2"/>`;
  }).join('');
  const palette = ['#3a5688', '#6b7fa6', '#8fa0bf', '#b8323b', '#e6e9ef'];
  const crowd = Array.from({ length: 1400 }, () => {
    const x = rand() * w;
    const y = horizon - 142 + rand() * 128;
    const c = palette[Math.floor(rand() * palette.length)];
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(1.6 + rand() * 1.8)}" fill="${c}"/>`;
  }).join('');
  return `<defs>
      ${lin('sky', [
        [0, '#02060e'],
        [0.6, '#0b1f3d'],
        [1, '#1b3b69'],
      ])}
      ${rad('glow', [
        [0, '#ffffff', 0.95],
        [0.12, '#fff6d8', 0.6],
        [1, '#9fc0ff', 0],
      ])}
      ${lin('beam', [
        [0, '#fff8df', 0.22],
        [1, '#fff8df', 0],
      ])}
    </defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    ${towers.join('')}
    <rect y="${horizon - 150}" width="${w}" height="150" fill="#081427"/>
    ${rows}<g opacity="0.55">${crowd}</g>
    <rect y="${horizon - 14}" width="${w}" height="14" fill="#0c2a1d"/>
    <rect y="${horizon - 16}" width="${w}" height="3" fill="#f2b705"/>`;
}

const vignette = (w: number, h: number) =>
  `<defs>${rad(
    'vig',
    [
      [0.55, '#000', 0],
      [1, '#000', 0.55],
    ],
    0.6,
    0.5,
    0.8,
  )}</defs><rect width="${w}" height="${h}" fill="url(#vig)"/>`;

// ── hero slides (1600 × 900) ────────────────────────────────────────────────

const W = 1600;
const H = 900;
const HORIZON = 470;

function grass(vp: Point, stripes: number, light = '#2f8040', dark = '#1d5a2c'): string {
  const bands = Array.from({ length: stripes }, (_, i) => {
    const x0 = -1400 + (i * (W + 2800)) / stripes;
    const x1 = -1400 + ((i + 1) * (W + 2800)) / stripes;
    return i % 2
      ? ''
      : `<polygon points="${pts([vp, [x0, H + 400], [x1, H + 400]])}" fill="#ffffff" opacity="0.045"/>`;
  }).join('');
  return `<defs>${lin('turf', [
    [0, dark],
    [1, light],
  ])}<clipPath id="field"><rect y="${HORIZON}" width="${W}" height="${H - HORIZON}"/></clipPath></defs>
    <rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="url(#turf)"/>
    <g clip-path="url(#field)">${bands}</g>`;
}

function baseballSlide(): string {
  const home: Point = [1010, 868];
  const first: Point = [1345, 700];
  const second: Point = [1010, 596];
  const third: Point = [675, 700];
  const base = ([x, y]: Point) =>
    `<polygon points="${pts([
      [x, y - 8],
      [x + 16, y],
      [x, y + 8],
      [x - 16, y],
    ])}" fill="#ffffff"/>`;
  const far = (from: Point, via: Point): Point => {
    const t = (from[1] - HORIZON) / (from[1] - via[1]);
    return [from[0] + (via[0] - from[0]) * t, HORIZON];
  };
  return svg(
    W,
    H,
    `${stadium(W, H, HORIZON, 11)}${grass([1010, 300], 26)}
    <defs>${lin('dirt', [
      [0, '#8a4f2a'],
      [1, '#c07a45'],
    ])}${rad('haze', [
      [0, '#fff7df', 0.18],
      [1, '#fff7df', 0],
    ])}</defs>
    <g clip-path="url(#field)">
      <ellipse cx="1010" cy="712" rx="440" ry="160" fill="url(#dirt)"/>
      <polygon points="${pts([
        [1010, 826],
        [1290, 702],
        [1010, 622],
        [730, 702],
      ])}" fill="#2a7139"/>
      <ellipse cx="1010" cy="708" rx="44" ry="15" fill="#c98650"/>
      <rect x="1000" y="705" width="20" height="4" fill="#fff"/>
      <ellipse cx="${home[0]}" cy="${home[1]}" rx="120" ry="40" fill="#b97240"/>
      <line x1="${home[0]}" y1="${home[1]}" x2="${far(home, first)[0]}" y2="${HORIZON}" stroke="#fff" stroke-width="4"/>
      <line x1="${home[0]}" y1="${home[1]}" x2="${far(home, third)[0]}" y2="${HORIZON}" stroke="#fff" stroke-width="4"/>
      ${base(first)}${base(second)}${base(third)}
      <polygon points="${pts([
        [996, 862],
        [1024, 862],
        [1024, 870],
        [1010, 878],
        [996, 870],
      ])}" fill="#fff"/>
      <rect x="940" y="848" width="40" height="34" fill="none" stroke="#fff" stroke-width="2.5"/>
      <rect x="1040" y="848" width="40" height="34" fill="none" stroke="#fff" stroke-width="2.5"/>
      <ellipse cx="1010" cy="690" rx="700" ry="240" fill="url(#haze)"/>
    </g>
    ${baseball('hero-ball', 1420, 860, 150, -30)}
    ${vignette(W, H)}`,
  );
}

function footballSlide(): string {
  const vp: Point = [1000, 220];
  const yard = (y: number) => {
    const t = (y - vp[1]) / (H + 300 - vp[1]);
    const half = 200 + t * 2600;
    return `<line x1="${vp[0] - half}" y1="${y}" x2="${vp[0] + half}" y2="${y}" stroke="#fff" stroke-width="${r1(1.5 + t * 6)}" opacity="0.9"/>`;
  };
  const ys = Array.from({ length: 9 }, (_, i) => HORIZON + 12 + (i * (i + 3) * 430) / 96);
  const hashes = ys
    .slice(0, -1)
    .flatMap((y, i) => {
      const next = ys[i + 1] ?? H;
      return [0.25, 0.5, 0.75].map((f) => {
        const yy = y + (next - y) * f;
        const t = (yy - vp[1]) / (H + 300 - vp[1]);
        return [-1, 1]
          .map((s) => {
            const x = vp[0] + s * (60 + t * 260);
            return `<line x1="${r1(x - 6 - t * 10)}" y1="${r1(yy)}" x2="${r1(x + 6 + t * 10)}" y2="${r1(yy)}" stroke="#fff" stroke-width="${r1(1 + t * 3)}"/>`;
          })
          .join('');
      });
    })
    .join('');
  return svg(
    W,
    H,
    `${stadium(W, H, HORIZON, 23)}${grass(vp, 18, '#2b7a3c', '#17502a')}
    <g clip-path="url(#field)">${ys.map(yard).join('')}${hashes}
      <polygon points="${pts([vp, [vp[0] - 520, H + 300], [vp[0] - 480, H + 300]])}" fill="#fff" opacity="0.85"/>
    </g>
    <defs>${rad('spot', [
      [0, '#fff6d8', 0.28],
      [1, '#fff6d8', 0],
    ])}</defs>
    <ellipse cx="1150" cy="760" rx="520" ry="200" fill="url(#spot)"/>
    <ellipse cx="1160" cy="830" rx="230" ry="34" fill="#000" opacity="0.35"/>
    ${football('hero-football', 1160, 720, 440, -22)}
    ${vignette(W, H)}`,
  );
}

function basketballSlide(): string {
  const vp: Point = [1040, 160];
  const planks = Array.from({ length: 46 }, (_, i) => {
    const x = -1600 + i * 110;
    return `<line x1="${vp[0]}" y1="${vp[1]}" x2="${x}" y2="${H + 300}" stroke="#5a3316" stroke-width="1.5" opacity="0.45"/>`;
  }).join('');
  return svg(
    W,
    H,
    `<defs>
      ${lin('arena', [
        [0, '#02060d'],
        [1, '#0d203c'],
      ])}
      ${lin('wood', [
        [0, '#6b4220'],
        [0.5, '#b47a44'],
        [1, '#d8a066'],
      ])}
      ${rad('lamp', [
        [0, '#fff4d6', 0.55],
        [1, '#fff4d6', 0],
      ])}
      <clipPath id="floor"><rect y="520" width="${W}" height="${H - 520}"/></clipPath>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#arena)"/>
    ${[300, 800, 1300]
      .map(
        (x) =>
          `<polygon points="${pts([
            [x - 30, 0],
            [x + 30, 0],
            [x + 320, 520],
            [x - 320, 520],
          ])}" fill="#fff4d6" opacity="0.07"/>`,
      )
      .join('')}
    <rect y="370" width="${W}" height="150" fill="#091528"/>
    <g opacity="0.5">${Array.from({ length: 6 }, (_, i) => `<line x1="0" x2="${W}" y1="${390 + i * 22}" y2="${390 + i * 22}" stroke="#142c52" stroke-width="2"/>`).join('')}</g>
    <rect y="520" width="${W}" height="${H - 520}" fill="url(#wood)"/>
    <g clip-path="url(#floor)">${planks}
      <polygon points="${pts([
        [900, 540],
        [1180, 540],
        [1330, 900],
        [750, 900],
      ])}" fill="${RED}" opacity="0.88"/>
      <polygon points="${pts([
        [900, 540],
        [1180, 540],
        [1330, 900],
        [750, 900],
      ])}" fill="none" stroke="#fff" stroke-width="5"/>
      <ellipse cx="1040" cy="900" rx="290" ry="64" fill="none" stroke="#fff" stroke-width="5"/>
      <path d="M470 540 Q1040 1010 1610 540" fill="none" stroke="#fff" stroke-width="5"/>
      <line x1="0" y1="540" x2="${W}" y2="540" stroke="#fff" stroke-width="4"/>
      <ellipse cx="1040" cy="700" rx="640" ry="200" fill="url(#lamp)"/>
    </g>
    <rect x="1031" y="180" width="18" height="360" fill="#1c2f4f"/>
    <rect x="900" y="120" width="280" height="170" rx="6" fill="#dfe8f5" opacity="0.18" stroke="#fff" stroke-width="6"/>
    <rect x="990" y="190" width="100" height="76" fill="none" stroke="${RED}" stroke-width="6"/>
    <ellipse cx="1040" cy="296" rx="62" ry="14" fill="none" stroke="#ff6a1a" stroke-width="7"/>
    <g stroke="#fff" stroke-width="2.5" opacity="0.85" fill="none">
      ${Array.from({ length: 7 }, (_, i) => `<line x1="${982 + i * 19.3}" y1="300" x2="${1004 + i * 12}" y2="372"/>`).join('')}
      <path d="M988 326 L1092 326 M996 350 L1084 350"/>
    </g>
    <ellipse cx="1310" cy="842" rx="150" ry="26" fill="#000" opacity="0.35"/>
    ${basketball('hero-basketball', 1300, 718, 132)}
    ${vignette(W, H)}`,
  );
}

function trackSlide(): string {
  const lanes = Array.from({ length: 9 }, (_, i) => {
    const rx = 760 + i * 150;
    const ry = 250 + i * 52;
    return `<ellipse cx="360" cy="1130" rx="${rx}" ry="${ry}" fill="none" stroke="#fff" stroke-width="${r1(3 + i * 0.7)}"/>`;
  }).join('');
  const hurdle = (x: number, y: number, s: number) => `
    <g transform="translate(${x} ${y}) scale(${s})">
      <rect x="-4" y="0" width="8" height="110" fill="#d7dbe2"/><rect x="176" y="0" width="8" height="110" fill="#d7dbe2"/>
      <rect x="-30" y="106" width="60" height="8" fill="#9aa3b2"/><rect x="150" y="106" width="60" height="8" fill="#9aa3b2"/>
      <rect x="-8" y="-6" width="196" height="26" fill="#fff"/>
      ${[0, 1, 2, 3, 4, 5, 6].map((k) => (k % 2 ? '' : `<rect x="${-8 + k * 28}" y="-6" width="28" height="26" fill="#111"/>`)).join('')}
    </g>`;
  return svg(
    W,
    H,
    `${stadium(W, H, HORIZON, 31)}
    <defs>${lin('tartan', [
      [0, '#7d2a1c'],
      [1, '#c0482f'],
    ])}${rad('sun', [
      [0, '#fff1d6', 0.25],
      [1, '#fff1d6', 0],
    ])}</defs>
    <defs><clipPath id="field"><rect y="${HORIZON}" width="${W}" height="${H - HORIZON}"/></clipPath></defs>
    <rect y="${HORIZON}" width="${W}" height="${H - HORIZON}" fill="#1f5a2e"/>
    <g clip-path="url(#field)">
      <ellipse cx="360" cy="1130" rx="2110" ry="720" fill="url(#tartan)"/>
      <ellipse cx="360" cy="1130" rx="760" ry="250" fill="#2a7139"/>
      ${lanes}
      <ellipse cx="1100" cy="700" rx="700" ry="220" fill="url(#sun)"/>
    </g>
    ${hurdle(1120, 640, 0.9)}${hurdle(1300, 560, 0.55)}
    ${vignette(W, H)}`,
  );
}

// ── solution cards (800 × 500) ──────────────────────────────────────────────

const CW = 800;
const CH = 500;

const turfStripes = (w: number, h: number, band: number, base: string) =>
  `<rect width="${w}" height="${h}" fill="${base}"/>${Array.from(
    { length: Math.ceil(w / band) },
    (_, i) =>
      i % 2
        ? ''
        : `<rect x="${i * band}" width="${band}" height="${h}" fill="#fff" opacity="0.05"/>`,
  ).join('')}`;

const cone = (x: number, y: number, r = 17) =>
  `<ellipse cx="${x + 5}" cy="${y + 6}" rx="${r}" ry="${r * 0.9}" fill="#000" opacity="0.25"/>
   <circle cx="${x}" cy="${y}" r="${r}" fill="#f26b1d"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="#fff" opacity="0.9"/>
   <circle cx="${x}" cy="${y}" r="${r * 0.42}" fill="#ff8a3d"/><circle cx="${x - 2}" cy="${y - 2}" r="${r * 0.16}" fill="#fff3e6"/>`;

function youthDevelopment(): string {
  const rungs = Array.from(
    { length: 11 },
    (_, i) => `<rect x="${i * 46}" y="0" width="6" height="70" fill="#ffd21f"/>`,
  ).join('');
  const slalom = Array.from({ length: 6 }, (_, i) => cone(120 + i * 110, i % 2 ? 390 : 440)).join(
    '',
  );
  return svg(
    CW,
    CH,
    `${turfStripes(CW, CH, 60, '#23703a')}
    <line x1="0" y1="120" x2="${CW}" y2="120" stroke="#fff" stroke-width="6" opacity="0.9"/>
    <line x1="0" y1="${CH - 20}" x2="${CW}" y2="${CH - 20}" stroke="#fff" stroke-width="6" opacity="0.9"/>
    <g transform="translate(150 210) rotate(-12)">
      <rect x="4" y="8" width="470" height="70" fill="#000" opacity="0.18"/>
      <rect x="0" y="0" width="466" height="6" fill="#ffd21f"/><rect x="0" y="64" width="466" height="6" fill="#ffd21f"/>${rungs}
    </g>
    ${slalom}
    ${cone(90, 70, 14)}${cone(700, 70, 14)}${cone(395, 60, 14)}
    ${baseball('yd-ball', 660, 230, 34, 10)}
    <defs>${rad(
      'yd-light',
      [
        [0, '#fff', 0.16],
        [1, '#fff', 0],
      ],
      0.3,
      0.2,
      0.8,
    )}</defs>
    <rect width="${CW}" height="${CH}" fill="url(#yd-light)"/>`,
  );
}

/** A baseball field from above: home plate at (0,0), the outfield fanning out to `depth`. */
function diamondFromAbove(depth: number, withDirt = true): string {
  const foul = depth / Math.SQRT2;
  const base = depth * 0.3;
  const b = base / Math.SQRT2;
  return `<path d="M0 0 L${-foul} ${-foul} A${depth} ${depth} 0 0 1 ${foul} ${-foul} Z" fill="#2f7d3a"/>
    <path d="M0 0 L${-foul} ${-foul} A${depth} ${depth} 0 0 1 ${foul} ${-foul} Z" fill="none" stroke="#1b4d27" stroke-width="${depth * 0.02}"/>
    ${
      withDirt
        ? `<path d="M0 0 L${-b * 1.45} ${-b * 1.45} A${base * 1.45} ${base * 1.45} 0 0 1 ${b * 1.45} ${-b * 1.45} Z" fill="#c07a45"/>
    <circle r="${depth * 0.05}" fill="#c07a45"/>
    <rect x="${-b * 0.62}" y="${-b * 1.62}" width="${b * 1.24}" height="${b * 1.24}" transform="rotate(45 0 ${-b})" fill="#2f7d3a"/>
    <circle cx="0" cy="${-b}" r="${depth * 0.028}" fill="#c98650"/>`
        : ''
    }
    <line x1="0" y1="0" x2="${-foul}" y2="${-foul}" stroke="#fff" stroke-width="${depth * 0.008}"/>
    <line x1="0" y1="0" x2="${foul}" y2="${-foul}" stroke="#fff" stroke-width="${depth * 0.008}"/>
    ${[
      [b, -b],
      [0, -2 * b],
      [-b, -b],
    ]
      .map(
        ([x, y]) =>
          `<rect x="${(x ?? 0) - depth * 0.012}" y="${(y ?? 0) - depth * 0.012}" width="${depth * 0.024}" height="${depth * 0.024}" fill="#fff" transform="rotate(45 ${x} ${y})"/>`,
      )
      .join('')}`;
}

function facilityManagement(): string {
  const rand = seeded(5);
  const trees = Array.from({ length: 70 }, () => {
    const x = rand() * CW;
    const y = rand() < 0.5 ? rand() * 40 : CH - rand() * 36;
    const r = 8 + rand() * 9;
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#174326"/><circle cx="${r1(x - r * 0.25)}" cy="${r1(y - r * 0.25)}" r="${r1(r * 0.55)}" fill="#2a6a3a"/>`;
  }).join('');
  const stalls = Array.from(
    { length: 14 },
    (_, i) =>
      `<line x1="${590 + i * 14}" y1="60" x2="${590 + i * 14}" y2="100" stroke="#fff" stroke-width="1.5"/><line x1="${590 + i * 14}" y1="124" x2="${590 + i * 14}" y2="164" stroke="#fff" stroke-width="1.5"/>`,
  ).join('');
  const cars = Array.from({ length: 16 }, (_, i) => {
    const slot = Math.floor(rand() * 13);
    const row = i % 2;
    const colors = ['#c91a25', '#e6e9ef', '#1d4c96', '#2b2f36', '#f2b705'];
    return `<rect x="${593 + slot * 14}" y="${row ? 130 : 64}" width="9" height="30" rx="3" fill="${colors[i % colors.length]}"/>`;
  }).join('');
  return svg(
    CW,
    CH,
    `<rect width="${CW}" height="${CH}" fill="#2b6a3b"/>
    <path d="M0 250 H800 M400 40 V470" stroke="#d9c9a3" stroke-width="12" opacity="0.9"/>
    <g transform="translate(215 225) rotate(45)"><g transform="rotate(-45)">${diamondFromAbove(230)}</g></g>
    <g transform="translate(215 470)">${diamondFromAbove(190)}</g>
    <g transform="translate(440 270)">
      <rect width="330" height="190" fill="#2f7d3a" stroke="#fff" stroke-width="3"/>
      ${Array.from({ length: 6 }, (_, i) => (i % 2 ? '' : `<rect x="${i * 55}" width="55" height="190" fill="#fff" opacity="0.05"/>`)).join('')}
      <line x1="165" y1="0" x2="165" y2="190" stroke="#fff" stroke-width="3"/>
      <circle cx="165" cy="95" r="30" fill="none" stroke="#fff" stroke-width="3"/>
      <rect x="0" y="45" width="50" height="100" fill="none" stroke="#fff" stroke-width="3"/>
      <rect x="280" y="45" width="50" height="100" fill="none" stroke="#fff" stroke-width="3"/>
    </g>
    <rect x="580" y="52" width="210" height="120" fill="#4a5058"/>${stalls}${cars}
    <rect x="430" y="56" width="130" height="110" fill="#dfe3ea"/>
    <rect x="430" y="56" width="130" height="26" fill="${NAVY}"/>
    <rect x="446" y="96" width="98" height="54" fill="#c3c9d3"/>
    <rect x="430" y="56" width="130" height="110" fill="none" stroke="#9aa3b2" stroke-width="3"/>
    ${trees}
    <defs>${rad(
      'fm-sun',
      [
        [0, '#fff6d8', 0.18],
        [1, '#fff6d8', 0],
      ],
      0.7,
      0.2,
      0.9,
    )}</defs>
    <rect width="${CW}" height="${CH}" fill="url(#fm-sun)"/>`,
  );
}

const person = (x: number, y: number, s: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><circle r="34" fill="${fill}" stroke="#fff" stroke-width="4"/>
   <circle cy="-8" r="11" fill="#fff"/><path d="M-19 22 Q0 -6 19 22 Z" fill="#fff"/></g>`;

function youScout(): string {
  const players: Point[] = [
    [400, 330],
    [470, 250],
    [400, 200],
    [330, 250],
    [400, 420],
    [250, 150],
    [400, 90],
    [560, 140],
    [520, 270],
  ];
  const star: Point = [560, 140];
  return svg(
    CW,
    CH,
    `<rect width="${CW}" height="${CH}" fill="#153a24"/>
    <g transform="translate(400 470)">${diamondFromAbove(440)}</g>
    <g stroke="#fff" stroke-width="3" stroke-dasharray="10 9" opacity="0.85" fill="none">
      <path d="M90 70 Q300 40 ${star[0]} ${star[1]}"/><path d="M720 400 Q700 200 ${star[0]} ${star[1]}"/><path d="M80 420 Q330 230 ${star[0]} ${star[1]}"/>
    </g>
    ${players.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="${NAVY}" stroke="#fff" stroke-width="3"/>`).join('')}
    <circle cx="${star[0]}" cy="${star[1]}" r="54" fill="${RED}" opacity="0.22"/>
    <circle cx="${star[0]}" cy="${star[1]}" r="36" fill="none" stroke="${RED}" stroke-width="4"/>
    <circle cx="${star[0]}" cy="${star[1]}" r="16" fill="${RED}" stroke="#fff" stroke-width="4"/>
    <path transform="translate(${star[0] + 30} ${star[1] - 50}) scale(1.3)" d="M0 -14 L4 -4 L15 -4 L6 3 L9 14 L0 7 L-9 14 L-6 3 L-15 -4 L-4 -4 Z" fill="#f2b705"/>
    ${person(90, 70, 0.9, '#1d4c96')}${person(720, 400, 0.9, RED)}${person(80, 420, 0.9, '#1d4c96')}`,
  );
}

function advisory(): string {
  const x = (cx: number, cy: number) =>
    `<path d="M${cx - 16} ${cy - 16} L${cx + 16} ${cy + 16} M${cx + 16} ${cy - 16} L${cx - 16} ${cy + 16}" stroke="${CHALK}" stroke-width="7" stroke-linecap="round"/>`;
  const o = (cx: number, cy: number) =>
    `<circle cx="${cx}" cy="${cy}" r="18" fill="none" stroke="${CHALK}" stroke-width="6"/>`;
  return svg(
    CW,
    CH,
    `<defs>${rad(
      'board',
      [
        [0, '#1d3552'],
        [1, '#0a1626'],
      ],
      0.45,
      0.4,
      0.8,
    )}<marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 Z" fill="#ff5560"/></marker></defs>
    <rect width="${CW}" height="${CH}" fill="#6f7987"/>
    <rect x="18" y="18" width="${CW - 36}" height="${CH - 36}" rx="8" fill="url(#board)"/>
    <g opacity="0.22" stroke="${CHALK}" stroke-width="3" fill="none">
      <line x1="60" y1="250" x2="740" y2="250"/><circle cx="400" cy="250" r="70"/>
      <path d="M60 130 H160 V370 H60"/><path d="M740 130 H640 V370 H740"/>
    </g>
    ${x(250, 140)}${x(230, 250)}${x(250, 360)}${x(340, 190)}${x(340, 310)}
    ${o(520, 120)}${o(540, 250)}${o(520, 380)}${o(450, 190)}${o(450, 310)}
    <g fill="none" stroke="#ff5560" stroke-width="5" stroke-linecap="round" marker-end="url(#arrow)">
      <path d="M250 140 C330 60 470 70 600 110"/>
      <path d="M230 250 C300 250 330 200 400 240 S520 300 620 260" stroke-dasharray="14 12"/>
      <path d="M250 360 C330 440 470 430 600 390"/>
    </g>
    <path d="M600 440 l18 -10 l12 16 l34 -46" fill="none" stroke="#f2b705" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}

// ── Hot Seats loop (640 × 400, 6 s) ─────────────────────────────────────────

const VW = 640;
const VH = 400;
const VIDEO_SECONDS = 6;
const FPS = 24;

const mix = (a: string, b: string, t: number) => {
  const ch = (hex: string, i: number) => Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  const c = [0, 1, 2].map((i) => Math.round(ch(a, i) + (ch(b, i) - ch(a, i)) * t));
  return `rgb(${c.join(',')})`;
};

/** One frame: a wave of seats lighting up while the poll on a fan's phone fills in. */
function hotSeatsFrame(time: number): string {
  const seats: string[] = [];
  for (let row = 0; row < 9; row++) {
    const y = 40 + row * 38 + row * row * 1.2;
    const size = 18 + row * 2.2;
    const count = Math.ceil(440 / (size + 8)) + 1;
    for (let k = 0; k < count; k++) {
      const x = -10 + k * (size + 8) + (row % 2) * 6;
      const phase = (x / 440 - time / 2 + row * 0.03) % 1;
      const wave = Math.max(0, Math.cos(((phase + 1) % 1) * Math.PI * 2 - Math.PI) * -1);
      const lit = wave ** 6;
      seats.push(
        `<rect x="${r1(x)}" y="${r1(y - lit * 6)}" width="${r1(size)}" height="${r1(size * 0.8)}" rx="4" fill="${mix('#1d3a66', lit > 0.5 ? '#ffffff' : '#e22732', Math.min(1, lit * 1.4))}"/>`,
      );
    }
  }
  const ease = (t: number) => 1 - (1 - Math.min(1, Math.max(0, t))) ** 3;
  const bars = [0.82, 0.55, 0.34].map((target, i) => {
    const w = 120 * target * ease((time - 0.4 - i * 0.3) / 1.6);
    return `<rect x="482" y="${150 + i * 44}" width="120" height="26" rx="6" fill="#1d3a66"/><rect x="482" y="${150 + i * 44}" width="${r1(Math.max(w, 0.1))}" height="26" rx="6" fill="${i === 0 ? '#e22732' : '#4170bf'}"/>`;
  });
  const pulse = 0.5 + 0.5 * Math.sin(time * Math.PI * 2);
  const pop = ease((time - 2.6) / 0.5);
  return svg(
    VW,
    VH,
    `<defs>${lin('hs-bg', [
      [0, '#050d1a'],
      [1, '#0f2748'],
    ])}${rad('hs-glow', [
      [0, '#e22732', 0.35],
      [1, '#e22732', 0],
    ])}</defs>
    <rect width="${VW}" height="${VH}" fill="url(#hs-bg)"/>
    <g>${seats.join('')}</g>
    <rect x="420" width="220" height="${VH}" fill="#050d1a" opacity="0.35"/>
    <circle cx="542" cy="200" r="${r1(150 + pulse * 20)}" fill="url(#hs-glow)"/>
    <rect x="462" y="50" width="160" height="310" rx="24" fill="#0a1424" stroke="#8fa0bf" stroke-width="3"/>
    <rect x="472" y="70" width="140" height="270" rx="12" fill="#0f2748"/>
    <rect x="482" y="84" width="120" height="40" rx="8" fill="#e22732"/>
    <circle cx="498" cy="104" r="${r1(5 + pulse * 2)}" fill="#fff"/>
    <rect x="512" y="98" width="70" height="12" rx="6" fill="#fff" opacity="0.85"/>
    ${bars.join('')}
    <g opacity="${r1(pop)}" transform="translate(542 306) scale(${r1(0.6 + 0.4 * pop)})">
      <rect x="-60" y="-18" width="120" height="36" rx="18" fill="#f2b705"/>
      <path d="M-30 0 l8 8 l16 -16" stroke="${NAVY}" stroke-width="5" fill="none" stroke-linecap="round"/>
      <rect x="-2" y="-6" width="44" height="12" rx="6" fill="${NAVY}"/>
    </g>`,
  );
}

function run(command: string, args: string[], input?: Buffer): void {
  execFileSync(command, args, { input, stdio: ['pipe', 'ignore', 'inherit'] });
}

function hasTool(command: string, versionFlag = '--version'): boolean {
  try {
    execFileSync(command, [versionFlag], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function hotSeatsVideo(): Promise<void> {
  if (!hasTool('ffmpeg', '-version')) {
    console.warn(
      'ffmpeg is missing (apt-get install -y ffmpeg): the Hot Seats video is kept as is',
    );
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'hot-seats-'));
  try {
    const frames = VIDEO_SECONDS * FPS;
    for (let i = 0; i < frames; i++) {
      const file = path.join(dir, `f${String(i).padStart(4, '0')}.png`);
      await sharp(Buffer.from(hotSeatsFrame(i / FPS)))
        .png()
        .toFile(file);
    }
    const out = path.join(MEDIA, 'solutions');
    mkdirSync(out, { recursive: true });
    const input = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      path.join(dir, 'f%04d.png'),
    ];
    run('ffmpeg', [
      ...input,
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '42',
      '-pix_fmt',
      'yuv420p',
      '-an',
      path.join(out, 'hot-seats.webm'),
    ]);
    run('ffmpeg', [
      ...input,
      '-c:v',
      'libx264',
      '-crf',
      '30',
      '-preset',
      'slow',
      '-pix_fmt',
      'yuv420p',
      '-movflags',
      '+faststart',
      '-an',
      path.join(out, 'hot-seats.mp4'),
    ]);
    for (const f of ['hot-seats.webm', 'hot-seats.mp4']) {
      console.log(`solutions/${f}: ${(statSync(path.join(out, f)).size / 1024).toFixed(0)} KB`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ── people and shows ────────────────────────────────────────────────────────

/** The founder's portrait: a flat illustration in the brand's colours (600 × 720). */
function leaderPortrait(): string {
  const skin = '#b87a50';
  const shade = '#9c6240';
  return svg(
    600,
    720,
    `<defs>${rad(
      'lp-bg',
      [
        [0, '#1d4c96'],
        [1, NAVY],
      ],
      0.5,
      0.35,
      0.8,
    )}${lin('lp-suit', [
      [0, '#22324a'],
      [1, '#121c2b'],
    ])}</defs>
    <rect width="600" height="720" fill="url(#lp-bg)"/>
    <polygon points="0,520 600,250 600,390 0,660" fill="${RED}" opacity="0.9"/>
    <g opacity="0.18">${baseball('lp-ball', 470, 130, 150, 25)}</g>
    <path d="M40 720 C50 610 130 560 232 538 L368 538 C470 560 550 610 560 720 Z" fill="url(#lp-suit)"/>
    <rect x="262" y="420" width="76" height="130" rx="30" fill="${shade}"/>
    <path d="M246 538 L300 650 L354 538 Z" fill="#f4f6fa"/>
    <path d="M286 548 H314 L310 566 H290 Z" fill="#9e0419"/>
    <path d="M290 566 H310 L322 660 L300 696 L278 660 Z" fill="${RED}"/>
    <path d="M232 538 L300 672 L252 566 L262 536 Z" fill="#0d1522"/>
    <path d="M368 538 L300 672 L348 566 L338 536 Z" fill="#0d1522"/>
    <rect x="392" y="600" width="30" height="6" rx="3" fill="#f2b705" transform="rotate(-20 407 603)"/>
    <ellipse cx="210" cy="372" rx="17" ry="28" fill="${shade}"/>
    <ellipse cx="390" cy="372" rx="17" ry="28" fill="${shade}"/>
    <ellipse cx="300" cy="360" rx="92" ry="114" fill="${skin}"/>
    <path d="M212 350 C200 252 256 226 300 228 C350 226 404 252 388 350 C380 300 352 278 300 280 C248 278 220 300 212 350 Z" fill="#2b2520"/>
    <path d="M212 350 C210 326 214 310 222 298 L226 340 Z M388 350 C390 326 386 310 378 298 L374 340 Z" fill="#8d8780"/>
    <rect x="240" y="326" width="40" height="9" rx="4.5" fill="#2b2520" transform="rotate(-4 260 330)"/>
    <rect x="320" y="326" width="40" height="9" rx="4.5" fill="#2b2520" transform="rotate(4 340 330)"/>
    <ellipse cx="261" cy="360" rx="7.5" ry="5.5" fill="#1b120c"/>
    <ellipse cx="339" cy="360" rx="7.5" ry="5.5" fill="#1b120c"/>
    <path d="M300 366 Q290 404 298 410 Q306 414 314 406" fill="none" stroke="${shade}" stroke-width="5" stroke-linecap="round"/>
    <path d="M262 432 Q300 456 338 432" fill="none" stroke="#6e3022" stroke-width="6" stroke-linecap="round"/>
    <path d="M226 410 C236 470 270 476 300 476 C330 476 364 470 374 410 C366 452 336 462 300 462 C264 462 234 452 226 410 Z" fill="#3a302a" opacity="0.55"/>`,
  );
}

/** The podcast's cover art: a studio microphone over baseball stitching (600 × 600). */
function podcastCover(): string {
  const grille = Array.from(
    { length: 9 },
    (_, i) => `<line x1="235" x2="365" y1="${140 + i * 20}" y2="${140 + i * 20}"/>`,
  ).join('');
  const waves = [1, 2, 3]
    .map(
      (k) =>
        `<path d="M${200 - k * 38} ${170 - k * 10} Q${170 - k * 48} 235 ${200 - k * 38} ${300 + k * 10}" /><path d="M${400 + k * 38} ${170 - k * 10} Q${430 + k * 48} 235 ${400 + k * 38} ${300 + k * 10}" />`,
    )
    .join('');
  return svg(
    600,
    600,
    `<defs>${rad(
      'pc-bg',
      [
        [0, '#1d4c96'],
        [1, '#050d1a'],
      ],
      0.5,
      0.4,
      0.75,
    )}${lin(
      'pc-metal',
      [
        [0, '#f4f6fa'],
        [0.5, '#aeb8c8'],
        [1, '#6b778a'],
      ],
      1,
      0,
    )}</defs>
    <rect width="600" height="600" fill="url(#pc-bg)"/>
    ${baseball('pc-ball', 300, 640, 330, 90)}
    <g fill="none" stroke-linecap="round" stroke-width="9"><g stroke="#ff4d57" opacity="0.9">${waves}</g></g>
    <rect x="228" y="116" width="144" height="228" rx="72" fill="url(#pc-metal)"/>
    <clipPath id="pc-head"><rect x="228" y="116" width="144" height="228" rx="72"/></clipPath>
    <g clip-path="url(#pc-head)" stroke="#4a5568" stroke-width="4" opacity="0.6">${grille}${[0, 1, 2, 3, 4, 5].map((i) => `<line y1="116" y2="344" x1="${245 + i * 22}" x2="${245 + i * 22}"/>`).join('')}</g>
    <rect x="228" y="236" width="144" height="22" fill="${RED}"/>
    <path d="M196 250 V270 A104 104 0 0 0 404 270 V250" fill="none" stroke="#d5dbe5" stroke-width="14" stroke-linecap="round"/>
    <rect x="291" y="372" width="18" height="80" fill="#c3cad6"/>
    <rect x="230" y="446" width="140" height="20" rx="10" fill="${NAVY}" stroke="#c3cad6" stroke-width="4"/>`,
  );
}

// ── podcast preview audio ───────────────────────────────────────────────────

const RATE = 22050;

/** A mono 16-bit WAV file of these samples (−1…1). */
function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32767), i * 2);
  });
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(RATE, 24);
  head.writeUInt32LE(RATE * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** The samples of a mono 16-bit WAV file at RATE (what ffmpeg is asked to produce). */
function readWav(file: string): Float32Array {
  const buffer = readFileSync(file);
  const start = buffer.indexOf('data') + 8;
  const out = new Float32Array((buffer.length - start) / 2);
  for (let i = 0; i < out.length; i++) out[i] = buffer.readInt16LE(start + i * 2) / 32768;
  return out;
}

/** A short upbeat bed: I–V–vi–IV pads, a bass line, kick and hi-hat at 100 bpm. */
function musicBed(seconds: number): Float32Array {
  const out = new Float32Array(Math.ceil(seconds * RATE));
  const beat = 0.6;
  const chords = [
    [261.63, 329.63, 392.0],
    [196.0, 246.94, 293.66],
    [220.0, 261.63, 329.63],
    [174.61, 220.0, 261.63],
  ];
  const rand = seeded(3);
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const bar = Math.floor(t / (beat * 4)) % 4;
    const chord = chords[bar] ?? chords[0] ?? [];
    const inBar = (t % (beat * 4)) / (beat * 4);
    const pad =
      chord.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t) * 0.06, 0) *
      Math.min(1, inBar * 8);
    const bass =
      Math.sin(2 * Math.PI * ((chord[0] ?? 220) / 2) * t) * 0.12 * (1 - ((t % beat) / beat) * 0.6);
    const sinceBeat = t % beat;
    const kick =
      Math.sin(2 * Math.PI * (50 + 90 * Math.exp(-sinceBeat * 30)) * sinceBeat) *
      Math.exp(-sinceBeat * 9) *
      0.5;
    const sinceHat = (t + beat / 2) % beat;
    const hat = (rand() * 2 - 1) * Math.exp(-sinceHat * 60) * 0.08;
    out[i] = pad + bass + kick + hat;
  }
  return out;
}

async function podcastAudio(): Promise<void> {
  if (!hasTool('ffmpeg', '-version') || !hasTool('espeak-ng')) {
    console.warn('ffmpeg or espeak-ng is missing: the podcast preview is kept as is');
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'podcast-'));
  try {
    const script = [
      'Welcome to the Rise Higher Podcast, from NOLA Sports.',
      'I am Marcus Thibodeaux.',
      'On this episode, From Sandlot to Showcase.',
      'What scouts really look for at fourteen, and at seventeen.',
      'How multi-sport athletes avoid burnout.',
      'And how to build a recruiting video that actually gets watched.',
      'The full episode is on your favorite streaming service. Train hard. Rise higher.',
    ].join(' ');
    const raw = path.join(dir, 'voice-raw.wav');
    const voiceFile = path.join(dir, 'voice.wav');
    const voice = ['-v', 'en-us+m3', '-s', '150', '-p', '40', '-g', '4'];
    run('espeak-ng', [...voice, '-w', raw, script]);
    run('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-i',
      raw,
      '-ac',
      '1',
      '-ar',
      String(RATE),
      '-af',
      'highpass=f=90,lowpass=f=7000',
      voiceFile,
    ]);
    const speech = readWav(voiceFile);
    const lead = 3.2 * RATE;
    const total = Math.ceil(lead + speech.length + 3 * RATE);
    const bed = musicBed(total / RATE);
    const mixDown = new Float32Array(total);
    for (let i = 0; i < total; i++) {
      const inSpeech = i >= lead && i < lead + speech.length;
      const fadeOut = Math.min(1, (total - i) / (1.5 * RATE));
      mixDown[i] =
        ((bed[i] ?? 0) * (inSpeech ? 0.28 : 0.9) + (inSpeech ? (speech[i - lead] ?? 0) * 0.9 : 0)) *
        fadeOut;
    }
    const mixed = path.join(dir, 'mix.wav');
    writeFileSync(mixed, wav(mixDown));
    const out = path.join(MEDIA, 'podcast/episode-24-preview.mp3');
    mkdirSync(path.dirname(out), { recursive: true });
    run('ffmpeg', [
      '-y',
      '-loglevel',
      'error',
      '-i',
      mixed,
      '-c:a',
      'libmp3lame',
      '-b:a',
      '48k',
      '-ac',
      '1',
      out,
    ]);
    console.log(
      `podcast/episode-24-preview.mp3: ${(statSync(out).size / 1024).toFixed(0)} KB, ${(total / RATE).toFixed(1)} s`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ── shop product shots (800 × 800) ──────────────────────────────────────────

const SHOT = 800;
const darker = (hex: string, t: number) => mix(hex, '#000000', t);
const lighter = (hex: string, t: number) => mix(hex, '#ffffff', t);

/**
 * A studio shot: a soft sweep in the product's tint, the product casting a soft shadow below it
 * (lit from above), and a contact shadow on the floor when it stands up.
 */
function shot(
  tint: string,
  product: string,
  floor?: { cx: number; cy: number; rx: number },
): string {
  const contact = floor
    ? `<ellipse cx="${floor.cx}" cy="${floor.cy}" rx="${floor.rx}" ry="${r1(floor.rx * 0.11)}" fill="#000" opacity="0.28" filter="url(#floor-blur)"/>`
    : '';
  return svg(
    SHOT,
    SHOT,
    `<defs>${rad(
      'sweep',
      [
        [0, lighter(tint, 0.75)],
        [0.55, tint],
        [1, darker(tint, 0.12)],
      ],
      0.5,
      0.4,
      0.8,
    )}
      <filter id="floor-blur" x="-30%" y="-200%" width="160%" height="500%"><feGaussianBlur stdDeviation="9"/></filter>
      <filter id="drop" x="-20%" y="-20%" width="140%" height="150%">
        <feGaussianBlur in="SourceAlpha" stdDeviation="13"/><feOffset dy="18"/>
        <feComponentTransfer><feFuncA type="linear" slope="0.32"/></feComponentTransfer>
        <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
      </filter></defs>
    <rect width="${SHOT}" height="${SHOT}" fill="url(#sweep)"/>${contact}
    <g filter="url(#drop)">${product}</g>`,
  );
}

/** Stitching: a dashed line a shade lighter or darker than the cloth it holds. */
const stitch = (d: string, colour: string, width = 2.5, opacity = 0.7) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${width * 2.6} ${width * 2}" stroke-linecap="round" opacity="${opacity}"/>`;

// Block capitals for marks and prints, as strokes on a 6 × 10 grid: no fonts, so every machine
// draws the same letters.
const GLYPHS: Record<string, string> = {
  N: 'M0 10 V0 L6 10 V0',
  O: 'M1.5 0 H4.5 Q6 0 6 1.5 V8.5 Q6 10 4.5 10 H1.5 Q0 10 0 8.5 V1.5 Q0 0 1.5 0 Z',
  '0': 'M1.5 0 H4.5 Q6 0 6 1.5 V8.5 Q6 10 4.5 10 H1.5 Q0 10 0 8.5 V1.5 Q0 0 1.5 0 Z',
  L: 'M0 0 V10 H6',
  A: 'M0 10 L3 0 L6 10 M1.1 6.6 H4.9',
  '1': 'M1 2 L3.5 0 V10 M1 10 H6',
  S: 'M6 1 Q6 0 5 0 H1 Q0 0 0 1 V4 Q0 5 1 5 H5 Q6 5 6 6 V9 Q6 10 5 10 H1 Q0 10 0 9',
  P: 'M0 10 V0 H5 Q6 0 6 1 V4 Q6 5 5 5 H0',
  R: 'M0 10 V0 H5 Q6 0 6 1 V4 Q6 5 5 5 H0 M3 5 L6 10',
  T: 'M0 0 H6 M3 0 V10',
  I: 'M3 0 V10',
  '2': 'M0 1 Q0 0 1 0 H5 Q6 0 6 1 V4 Q6 5 5 5 H1 Q0 5 0 6 V10 H6',
  '3': 'M0 0 H5 Q6 0 6 1 V4 Q6 5 5 5 H1.5 M5 5 Q6 5 6 6 V9 Q6 10 5 10 H0',
  '4': 'M4.5 10 V0 L0 7 H6',
  '5': 'M6 0 H0 V5 H5 Q6 5 6 6 V9 Q6 10 5 10 H0',
  '6': 'M5.5 0 H1 Q0 0 0 1 V9 Q0 10 1 10 H5 Q6 10 6 9 V6 Q6 5 5 5 H0',
  '7': 'M0 0 H6 L2 10',
  '-': 'M1 5.5 H5',
};

/** A word in varsity block capitals, centred on (cx, cy), `height` tall, with an optional outline. */
function word(
  text: string,
  cx: number,
  cy: number,
  height: number,
  fill: string,
  outline?: string,
): string {
  const weight = 2.2;
  const advance = 6 + weight + 1.4;
  const width = text.length * advance - 1.4 - weight;
  const scale = height / (10 + weight);
  const paths = [...text]
    .map((ch, i) =>
      GLYPHS[ch] ? `<path transform="translate(${r1(i * advance)} 0)" d="${GLYPHS[ch]}"/>` : '',
    )
    .join('');
  const layer = (colour: string, w: number) =>
    `<g fill="none" stroke="${colour}" stroke-width="${w}" stroke-linejoin="miter" stroke-linecap="square">${paths}</g>`;
  return `<g transform="translate(${r1(cx)} ${r1(cy)}) scale(${r1(scale * 100) / 100}) skewX(-8) translate(${r1(-width / 2)} -5)">${
    outline ? layer(outline, weight + 2) : ''
  }${layer(fill, weight)}</g>`;
}

/** The fleur-de-lis, drawn about (0, 0) some 120 units tall; one half and its mirror. */
const FLEUR_HALF = [
  'M0 -62 C15 -46 23 -26 14 -4 C10 4 8 9 8 13 H0 Z',
  'M9 13 C9 -10 24 -36 44 -32 C58 -29 60 -9 47 -4 C38 -1 33 -11 40 -15 C33 -22 21 -12 19 13 Z',
  'M0 13 H31 Q34 13 34 16 V21 Q34 24 31 24 H0 Z',
  'M6 24 C9 38 22 47 37 42 C31 53 12 53 3 40 Z',
  'M0 24 H7 L0 52 Z',
].join(' ');
function fleur(cx: number, cy: number, size: number, fill: string): string {
  const s = size / 120;
  return `<g transform="translate(${cx} ${cy}) scale(${s})" fill="${fill}"><path d="${FLEUR_HALF}"/><path d="${FLEUR_HALF}" transform="scale(-1 1)"/></g>`;
}

/** The club crest: a shield, a fleur-de-lis, and NOLA across its head. */
function crest(
  cx: number,
  cy: number,
  size: number,
  field: string,
  ink: string,
  rim = ink,
): string {
  const s = size / 150;
  const shield = 'M-62 -72 H62 V-8 C62 38 28 60 0 76 C-28 60 -62 38 -62 -8 Z';
  return `<g transform="translate(${cx} ${cy}) scale(${s})">
    <path d="${shield}" fill="${field}" stroke="${rim}" stroke-width="7"/>
    <path d="${shield}" fill="none" stroke="${ink}" stroke-width="2" transform="scale(0.86)" opacity="0.9"/>
    <path d="M-53 -62 H53 V-34 H-53 Z" fill="${ink}"/>
    ${word('NOLA', 0, -48, 19, field)}
    ${fleur(0, 12, 74, ink)}
  </g>`;
}

// ── caps ──

type CapStyle = {
  crown: string;
  brim: string;
  underBrim: string;
  thread: string;
  /** Side and back panels of a trucker cap: mesh, in this colour. */
  mesh?: string;
  flatBrim: boolean;
  mark: string;
};

/** A six-panel cap in three-quarter view, peak to the lower left, seen a little from above. */
function cap(s: CapStyle): string {
  const crown =
    'M168 528 C150 330 270 196 432 196 C580 196 668 318 652 506 Q600 560 560 556 Q340 590 168 528 Z';
  const seams = [
    'M436 200 C372 262 338 410 332 574',
    'M436 200 C304 222 210 360 196 534',
    'M436 200 C520 244 566 390 566 556',
  ];
  const peak = s.flatBrim
    ? 'M150 520 Q340 600 580 550 C606 618 520 706 330 718 C176 726 96 650 150 520 Z'
    : 'M156 524 Q340 598 576 552 C590 616 500 690 330 700 C196 708 118 646 156 524 Z';
  const lip = s.flatBrim
    ? 'M580 550 C606 618 520 706 330 718 C176 726 96 650 150 520 C92 660 178 738 330 732 C528 722 612 630 580 550 Z'
    : 'M576 552 C590 616 500 690 330 700 C196 708 118 646 156 524 C104 654 190 722 330 714 C510 704 598 622 576 552 Z';
  const peakStitches = [0.82, 0.7, 0.58, 0.46]
    .map((k) => {
      const sx = 150 + (1 - k) * 60;
      const ex = 580 - (1 - k) * 90;
      const y = 560 + 150 * k;
      return stitch(
        `M${r1(sx)} ${r1(528 + (1 - k) * 40)} C${r1(sx - 30)} ${r1(y)} ${r1(ex - 120)} ${r1(y + 10)} ${r1(ex)} ${r1(552 + 60 * k)}`,
        s.thread,
        2.2,
        0.45,
      );
    })
    .join('');
  const mesh = s.mesh
    ? `<defs><pattern id="mesh" width="11" height="11" patternUnits="userSpaceOnUse" patternTransform="rotate(20)"><rect width="11" height="11" fill="${s.mesh}"/><circle cx="5.5" cy="5.5" r="3.2" fill="${darker(s.mesh, 0.5)}"/></pattern>
        <clipPath id="crown-clip"><path d="${crown}"/></clipPath></defs>
      <g clip-path="url(#crown-clip)">
        <path d="M436 200 C304 222 210 360 196 560 H0 V0 Z" fill="url(#mesh)"/>
        <path d="M436 200 C520 244 566 390 566 600 H800 V0 Z" fill="url(#mesh)"/>
      </g>`
    : '';
  const band = `<path d="M560 556 Q600 560 652 506 L650 530 Q606 584 560 580 Z" fill="${darker(s.mesh ?? s.crown, 0.45)}"/>`;
  return `<defs>${rad(
    'crown-light',
    [
      [0, '#ffffff', 0.3],
      [0.4, '#ffffff', 0],
      [1, '#000000', 0.34],
    ],
    0.36,
    0.28,
    0.78,
  )}${lin(
    'peak-light',
    [
      [0, '#000000', 0.28],
      [0.3, '#ffffff', 0.08],
      [1, '#000000', 0.12],
    ],
    0.3,
    1,
  )}</defs>
    ${band}
    <path d="${crown}" fill="${s.crown}"/>${mesh}
    <path d="${crown}" fill="url(#crown-light)"/>
    <g fill="none" stroke="${darker(s.crown, 0.4)}" stroke-width="3" opacity="0.75">${seams.map((d) => `<path d="${d}"/>`).join('')}</g>
    ${stitch('M428 206 C362 268 326 410 320 572', s.thread, 2, 0.45)}${stitch('M444 206 C384 268 352 410 346 574', s.thread, 2, 0.45)}
    ${[262, 540]
      .map(
        (x) =>
          `<ellipse cx="${x}" cy="300" rx="${x < 400 ? 5 : 7}" ry="8" fill="${darker(s.mesh ?? s.crown, 0.5)}" stroke="${s.thread}" stroke-width="2.5" opacity="0.85"/>`,
      )
      .join('')}
    <ellipse cx="436" cy="199" rx="24" ry="9" fill="${s.crown}" stroke="${darker(s.crown, 0.4)}" stroke-width="2"/>
    <g transform="rotate(-4 350 400)">${s.mark}</g>
    <path d="${lip}" fill="${s.underBrim}"/>
    <path d="${peak}" fill="${s.brim}"/>
    <path d="${peak}" fill="url(#peak-light)"/>${peakStitches}`;
}

// ── shirts and hoodies ──

type Sleeve = 'short' | 'three-quarter' | 'long';

/** The right half of a garment laid flat, neck to hem; the left half is its mirror. */
function garmentHalf(sleeve: Sleeve, roomy: number): Point[] {
  const ends: Record<Sleeve, [Point, Point]> = {
    short: [
      [718 + roomy, 312],
      [656 + roomy, 392],
    ],
    'three-quarter': [
      [712 + roomy, 500],
      [640 + roomy, 520],
    ],
    long: [
      [722 + roomy, 650],
      [650 + roomy, 668],
    ],
  };
  const [outer, inner] = ends[sleeve];
  return [[474, 150], [596 + roomy, 186], outer, inner, [590 + roomy, 344], [604 + roomy, 712]];
}

function garmentPath(sleeve: Sleeve, roomy = 0): string {
  const right = garmentHalf(sleeve, roomy);
  const left = right.map(([x, y]): Point => [SHOT - x, y]).reverse();
  const [neckR, ...restR] = right;
  const hemL = left[0] as Point;
  const restL = left.slice(1, -1);
  const neckL = left.at(-1) as Point;
  return `M${pts([neckL])} Q400 236 ${pts([neckR as Point])} L${restR.map((p) => pts([p])).join(' L')} Q400 724 ${pts([hemL])} L${restL.map((p) => pts([p])).join(' L')} Z`;
}

/** Soft folds and side shading over a garment, clipped to it. */
function folds(id: string, outline: string): string {
  return `<defs><clipPath id="${id}"><path d="${outline}"/></clipPath><filter id="${id}-soft"><feGaussianBlur stdDeviation="9"/></filter>${lin(
    `${id}-side`,
    [
      [0, '#000000', 0.22],
      [0.22, '#000000', 0],
      [0.5, '#ffffff', 0.08],
      [0.78, '#000000', 0],
      [1, '#000000', 0.22],
    ],
    1,
    0,
  )}</defs>
    <g clip-path="url(#${id})">
      <rect width="${SHOT}" height="${SHOT}" fill="url(#${id}-side)"/>
      <g filter="url(#${id}-soft)">
      <path d="M250 420 C300 520 290 620 320 720" stroke="#000" stroke-width="34" opacity="0.07" fill="none"/>
      <path d="M560 380 C520 470 540 600 500 720" stroke="#000" stroke-width="28" opacity="0.07" fill="none"/>
      <path d="M300 250 C360 300 440 300 500 250" stroke="#fff" stroke-width="30" opacity="0.06" fill="none"/>
    </g></g>`;
}

type ShirtStyle = {
  body: string;
  sleeves?: string;
  trim: string;
  sleeve: Sleeve;
  print: string;
};

/** A shirt laid flat: a crew neck, stitched hems, and a print on the chest. */
function shirt(s: ShirtStyle): string {
  const outline = garmentPath(s.sleeve);
  const raglan = s.sleeves
    ? [1, -1]
        .map((side) => {
          const half = garmentHalf(s.sleeve, 0).map(
            ([x, y]): Point => [side > 0 ? x : SHOT - x, y],
          );
          const [neck, shoulder, outer, inner, armpit] = half as [
            Point,
            Point,
            Point,
            Point,
            Point,
          ];
          const collar: Point = [400 + side * 52, 178];
          return `<path d="M${pts([collar])} L${pts([neck])} L${pts([shoulder])} L${pts([outer])} L${pts([inner])} L${pts([armpit])} Z" fill="${s.sleeves}"/>`;
        })
        .join('')
    : '';
  const hems = [1, -1]
    .map((side) => {
      const [, , outer, inner] = garmentHalf(s.sleeve, 0).map(
        ([x, y]): Point => [side > 0 ? x : SHOT - x, y],
      ) as [Point, Point, Point, Point];
      const up = s.sleeve === 'short' ? 16 : 30;
      const ax = outer[0] - (outer[0] - inner[0]) * 0.02;
      return `${stitch(`M${r1(ax - side * 6)} ${r1(outer[1] - up * 0.7)} L${r1(inner[0] + side * 8)} ${r1(inner[1] - up)}`, darker(s.sleeves ?? s.body, 0.3), 2.4, 0.6)}${
        s.sleeve === 'long'
          ? `<path d="M${pts([outer])} L${pts([inner])} L${r1(inner[0] - side * 2)} ${inner[1] - 46} L${r1(outer[0] - side * 6)} ${outer[1] - 46} Z" fill="${darker(s.sleeves ?? s.body, 0.12)}"/>`
          : ''
      }`;
    })
    .join('');
  return `<path d="${outline}" fill="${s.body}"/>${raglan}${hems}
    ${stitch('M200 690 Q400 702 600 690', darker(s.body, 0.3), 2.4, 0.6)}
    <path d="M326 150 Q400 236 474 150 L462 152 Q400 214 338 152 Z" fill="${s.trim}"/>
    <path d="M338 152 Q400 214 462 152 Q400 134 338 152 Z" fill="${darker(s.body, 0.35)}"/>
    ${s.print}
    ${folds('shirt-folds', outline)}`;
}

type HoodieStyle = {
  body: string;
  lining: string;
  cord: string;
  zip: 'none' | 'full' | 'quarter';
  print: string;
};

/** A hoodie (or a quarter-zip pullover) laid flat: ribbed cuffs and waist, pocket, cords. */
function hoodie(s: HoodieStyle): string {
  const outline = garmentPath('long', 18);
  const rib = darker(s.body, 0.14);
  const hood =
    s.zip === 'quarter'
      ? ''
      : `<path d="M288 232 C270 120 330 70 400 70 C470 70 530 120 512 232 Z" fill="${darker(s.body, 0.16)}"/>
         <path d="M318 214 C308 140 350 104 400 104 C450 104 492 140 482 214 Z" fill="${darker(s.body, 0.42)}"/>
         <path d="M318 214 C308 140 350 104 400 104 C450 104 492 140 482 214" fill="none" stroke="${s.lining}" stroke-width="7"/>`;
  const neck =
    s.zip === 'quarter'
      ? `<path d="M324 148 C330 108 360 98 400 98 C440 98 470 108 476 148 Q400 226 324 148 Z" fill="${darker(s.body, 0.1)}"/>
         <path d="M340 140 C350 116 372 112 400 112 C428 112 450 116 460 140 Q400 134 340 140 Z" fill="${darker(s.body, 0.45)}"/>
         <path d="M400 150 V352" stroke="#2a2f38" stroke-width="10"/>${stitch('M400 150 V352', '#c3c9d3', 4, 0.9)}
         <rect x="392" y="170" width="16" height="40" rx="5" fill="#c3c9d3" stroke="#6b778a" stroke-width="2"/>`
      : `<path d="M318 160 C330 240 370 292 400 304 C430 292 470 240 482 160 C460 200 430 218 400 218 C370 218 340 200 318 160 Z" fill="${darker(s.body, 0.06)}"/>
         <path d="M318 160 C330 240 370 292 400 304 C430 292 470 240 482 160" fill="none" stroke="${s.lining}" stroke-width="6"/>`;
  const cords =
    s.zip === 'quarter'
      ? ''
      : [-1, 1]
          .map((side) => {
            const x = 400 + side * 30;
            return `<circle cx="${x}" cy="262" r="6" fill="${darker(s.body, 0.5)}" stroke="#c3c9d3" stroke-width="2"/>
            <path d="M${x} 262 C${x + side * 6} 320 ${x - side * 8} 380 ${x + side * 4} 430" stroke="${s.cord}" stroke-width="8" fill="none" stroke-linecap="round"/>
            <rect x="${x + side * 4 - 5}" y="426" width="10" height="22" rx="4" fill="#c3c9d3"/>`;
          })
          .join('');
  const zipper =
    s.zip === 'full'
      ? `<path d="M400 300 V720" stroke="#2a2f38" stroke-width="10"/>${stitch('M400 300 V716', '#c3c9d3', 4, 0.9)}
         <rect x="391" y="306" width="18" height="44" rx="5" fill="#c3c9d3" stroke="#6b778a" stroke-width="2"/>`
      : '';
  const pocket =
    s.zip === 'full'
      ? [-1, 1]
          .map(
            (side) =>
              `<path d="M${400 + side * 146} 536 L${400 + side * 174} 640" stroke="${darker(s.body, 0.45)}" stroke-width="5" stroke-linecap="round"/>${stitch(`M${400 + side * 134} 538 L${400 + side * 162} 642`, darker(s.body, 0.35), 2.2)}${stitch(`M${400 + side * 158} 534 L${400 + side * 186} 638`, darker(s.body, 0.35), 2.2)}`,
          )
          .join('')
      : s.zip === 'none'
        ? `<path d="M300 520 H500 L548 650 H252 Z" fill="${darker(s.body, 0.05)}"/>
           ${stitch('M306 528 H494 L540 644 H260 Z', darker(s.body, 0.35), 2.4)}
           <path d="M300 520 L252 650" stroke="${darker(s.body, 0.4)}" stroke-width="4"/><path d="M500 520 L548 650" stroke="${darker(s.body, 0.4)}" stroke-width="4"/>`
        : '';
  const cuffs = [1, -1]
    .map((side) => {
      const [, , outer, inner] = garmentHalf('long', 18).map(
        ([x, y]): Point => [side > 0 ? x : SHOT - x, y],
      ) as [Point, Point, Point, Point];
      return `<path d="M${pts([outer])} L${pts([inner])} L${r1(inner[0] + side * 2)} ${inner[1] - 56} L${r1(outer[0] - side * 4)} ${outer[1] - 56} Z" fill="${rib}"/>`;
    })
    .join('');
  return `${hood}<path d="${outline}" fill="${s.body}"/>${cuffs}
    <path d="M186 660 L614 660 L622 712 Q400 726 178 712 Z" fill="${rib}"/>
    ${pocket}${neck}${cords}${zipper}${s.print}
    ${folds('hoodie-folds', outline)}`;
}

// ── bats ──

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));
const smoothstep = (a: number, b: number, t: number) => {
  const x = clamp01((t - a) / (b - a));
  return x * x * (3 - 2 * x);
};

type BatStyle = {
  length: number;
  /** Radius along the bat, knob (0) to end (1). */
  radius: (t: number) => number;
  barrel: string;
  handle: string;
  /** Where the handle's colour gives way to the barrel's. */
  split: number;
  /** Wood grain lines, or an alloy's grip tape and end cap. */
  finish: 'wood' | 'alloy';
  knob: string;
  /** Paint and print, in the bat's own frame: x along it from the knob, y across. */
  graphics: string;
};

/** A bat's radius: a thin handle swelling to the barrel over `taper`, and the flared knob. */
const batProfile =
  (handle: number, barrel: number, taper: [number, number], knob = 13) =>
  (t: number) =>
    handle +
    (barrel - handle) * smoothstep(taper[0], taper[1], t) +
    knob * (1 - smoothstep(0.004, 0.045, t));

/** A point on the bat's surface: `k` runs from -1 (top edge) to 1 (bottom edge). */
function along(s: BatStyle, t: number, k: number): Point {
  return [t * s.length, k * s.radius(t)];
}

function band(s: BatStyle, from: number, to: number, k1: number, k2: number, steps = 40): string {
  const ts = Array.from({ length: steps + 1 }, (_, i) => from + ((to - from) * i) / steps);
  return pts([...ts.map((t) => along(s, t, k1)), ...ts.reverse().map((t) => along(s, t, k2))]);
}

/** A bat lying across the frame, knob at the lower left, drawn along its own axis. */
function bat(s: BatStyle, angle = -36): string {
  const L = s.length;
  const end = s.radius(1);
  const outline = `M${pts([along(s, 0, -1)])} L${band(s, 0, 1, -1, 1, 90)} Z`;
  const grain =
    s.finish === 'wood'
      ? (() => {
          const rand = seeded(L);
          return Array.from({ length: 14 }, () => {
            const k = rand() * 1.8 - 0.9;
            const from = 0.06 + rand() * 0.3;
            const to = Math.min(0.99, from + 0.3 + rand() * 0.6);
            const ts = Array.from({ length: 30 }, (_, i) => from + ((to - from) * i) / 29);
            return `<polyline points="${pts(ts.map((t) => along(s, t, k + Math.sin(t * 40 + k * 9) * 0.02)))}"/>`;
          }).join('');
        })()
      : '';
  const grip =
    s.finish === 'alloy'
      ? Array.from({ length: 26 }, (_, i) => {
          const t = 0.04 + i * 0.0118;
          const [x1, y1] = along(s, t, -1);
          const [x2, y2] = along(s, t + 0.012, 1);
          return `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}"/>`;
        }).join('')
      : '';
  return `<g transform="translate(400 410) rotate(${angle}) translate(${-L / 2} 0)">
    <defs><clipPath id="bat-clip"><path d="${outline}"/></clipPath></defs>
    <path d="${outline}" fill="${s.barrel}"/>
    <g clip-path="url(#bat-clip)">
      <rect x="-20" y="-80" width="${r1(s.split * L + 20)}" height="160" fill="${s.handle}"/>
      ${grain ? `<g fill="none" stroke="${darker(s.barrel, 0.35)}" stroke-width="1.6" opacity="0.35">${grain}</g>` : ''}
      ${grip ? `<g stroke="#000" stroke-width="3" opacity="0.45">${grip}</g>` : ''}
      ${s.graphics}
      <polygon points="${band(s, 0, 1, -0.72, -0.28)}" fill="#fff" opacity="0.26"/>
      <polygon points="${band(s, 0, 1, -0.62, -0.48)}" fill="#fff" opacity="0.3"/>
      <polygon points="${band(s, 0, 1, 0.35, 1)}" fill="#000" opacity="0.22"/>
    </g>
    <ellipse cx="0" cy="0" rx="7" ry="${r1(s.radius(0))}" fill="${s.knob}"/>
    <ellipse cx="${L}" cy="0" rx="${r1(end * 0.22)}" ry="${r1(end)}" fill="${s.finish === 'alloy' ? s.knob : darker(s.barrel, 0.12)}"/>
    ${s.finish === 'wood' ? `<ellipse cx="${L + 1}" cy="0" rx="${r1(end * 0.12)}" ry="${r1(end * 0.55)}" fill="${darker(s.barrel, 0.3)}"/>` : ''}
  </g>`;
}

/** The maker's oval burned into a wooden barrel. */
const brandOval = (x: number, ink: string) =>
  `<ellipse cx="${x}" cy="0" rx="70" ry="25" fill="none" stroke="${ink}" stroke-width="3.5"/>${word('NOLA', x, 0, 27, ink)}`;

// ── gloves ──

type GloveStyle = {
  leather: string;
  lace: string;
  /** The pocket and palm, often a shade apart from the shell. */
  palm: string;
  web: 'basket' | 'h-web';
  patch: string;
};

/** A stall (finger or thumb): a rounded tube from its base to its tip. */
function stall(base: Point, tip: Point, width: number, fill: string, edge: string): string {
  const len = Math.hypot(tip[0] - base[0], tip[1] - base[1]);
  const angle = (Math.atan2(tip[1] - base[1], tip[0] - base[0]) * 180) / Math.PI + 90;
  return `<g transform="translate(${pts([base])}) rotate(${r1(angle)})">
    <rect x="${-width / 2}" y="${r1(-len)}" width="${width}" height="${r1(len + width / 2)}" rx="${width / 2}" fill="${fill}" stroke="${edge}" stroke-width="3"/>
    <rect x="${-width * 0.28}" y="${r1(-len + width * 0.2)}" width="${r1(width * 0.16)}" height="${r1(len * 0.8)}" rx="${r1(width * 0.08)}" fill="#fff" opacity="0.12"/>
    ${stitch(`M${r1(width * 0.36)} ${r1(-len + width * 0.45)} V${r1(-width * 0.1)}`, '#fff', 2, 0.28)}
  </g>`;
}

/** A lace pulled across between two points: a leather thong with a sheen down its middle. */
const lace = (a: Point, b: Point, colour: string, width = 11) =>
  `<path d="M${pts([a])} L${pts([b])}" stroke="${darker(colour, 0.3)}" stroke-width="${width + 3}" stroke-linecap="round"/><path d="M${pts([a])} L${pts([b])}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/><path d="M${pts([a])} L${pts([b])}" stroke="#fff" stroke-width="${r1(width * 0.25)}" stroke-linecap="round" opacity="0.25"/>`;

/** Laces tied down a path: short thongs across it every `gap` along a polyline. */
function lacing(path: readonly Point[], colour: string, gap: number, width = 10): string {
  const out: string[] = [];
  for (let i = 0; i < path.length - 1; i++) {
    const [a, b] = [path[i] as Point, path[i + 1] as Point];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const n = Math.max(1, Math.round(len / gap));
    const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    for (let k = 0; k < n; k++) {
      const f = (k + 0.5) / n;
      const c: Point = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
      out.push(lace([c[0] - nx * 9, c[1] - ny * 9], [c[0] + nx * 9, c[1] + ny * 9], colour, width));
    }
  }
  return out.join('');
}

/** A fielder's glove, pocket towards us: thumb to the left, the web between it and the fingers. */
function glove(s: GloveStyle): string {
  const edge = darker(s.leather, 0.35);
  const fingers: [Point, Point, number][] = [
    [[452, 470], [452, 138], 94],
    [[530, 482], [556, 168], 88],
    [[594, 502], [648, 230], 82],
    [[632, 540], [718, 318], 74],
  ];
  const tips = fingers.map(([, tip]) => tip);
  const webShape = 'M206 300 C230 230 330 168 410 170 L424 420 C360 440 300 440 262 430 Z';
  const web =
    s.web === 'basket'
      ? `<defs><clipPath id="web-clip"><path d="${webShape}"/></clipPath></defs>
        <path d="${webShape}" fill="${darker(s.leather, 0.1)}"/>
        <g clip-path="url(#web-clip)">${Array.from({ length: 9 }, (_, i) => {
          const y = 180 + i * 30;
          return Array.from({ length: 8 }, (_, k) => {
            const x = 200 + k * 30 + (i % 2) * 15;
            return `<rect x="${x}" y="${y}" width="26" height="24" rx="8" fill="${(i + k) % 2 ? s.leather : darker(s.leather, 0.18)}" stroke="${edge}" stroke-width="2"/>`;
          }).join('');
        }).join('')}</g>`
      : `<path d="${webShape}" fill="${darker(s.leather, 0.4)}"/>
        <path d="M250 262 L290 410 M360 186 L378 424" stroke="${s.leather}" stroke-width="42" stroke-linecap="round"/>
        <path d="M262 320 L372 300" stroke="${s.leather}" stroke-width="38" stroke-linecap="round"/>
        ${stitch('M250 262 L290 410', edge, 2)}${stitch('M360 186 L378 424', edge, 2)}`;
  return `
    ${web}
    ${lacing(
      [
        [206, 296],
        [262, 232],
        [330, 190],
        [410, 172],
      ],
      s.lace,
      34,
    )}
    ${stall([330, 560], [196, 262], 100, s.leather, edge)}
    ${[...fingers]
      .reverse()
      .map(([base, tip, w]) => stall(base, tip, w, s.leather, edge))
      .join('')}
    ${tips
      .slice(0, -1)
      .map((tip, i) => {
        const next = tips[i + 1] as Point;
        return lace([tip[0] + 20, tip[1] + 30], [next[0] - 18, next[1] + 34], s.lace);
      })
      .join('')}
    <path d="M236 520 C230 420 320 380 460 390 C600 400 690 470 676 570 C664 660 560 706 440 706 C320 706 240 640 236 520 Z" fill="${s.leather}" stroke="${edge}" stroke-width="3"/>
    <defs>${rad(
      'pocket',
      [
        [0, darker(s.palm, 0.22)],
        [0.7, s.palm],
        [1, lighter(s.palm, 0.1)],
      ],
      0.5,
      0.55,
      0.6,
    )}</defs>
    <ellipse cx="452" cy="468" rx="168" ry="132" fill="url(#pocket)"/>
    <path d="M256 600 C300 680 380 700 450 700 C560 700 640 660 664 590" fill="none" stroke="${lighter(s.leather, 0.12)}" stroke-width="40" stroke-linecap="round"/>
    ${lacing(
      [
        [250, 596],
        [320, 668],
        [450, 700],
        [580, 676],
        [664, 592],
      ],
      s.lace,
      40,
    )}
    ${lacing(
      [
        [664, 566],
        [700, 470],
        [730, 350],
      ],
      s.lace,
      42,
    )}
    ${stitch('M300 520 C320 440 380 410 460 412 C560 414 620 460 626 540', lighter(s.palm, 0.3), 2.4, 0.4)}
    ${s.patch}`;
}

/** The oval leather patch with the maker's mark. */
const patch = (cx: number, cy: number, field: string, ink: string, turn = 0) =>
  `<g transform="rotate(${turn} ${cx} ${cy})"><ellipse cx="${cx}" cy="${cy}" rx="58" ry="30" fill="${field}" stroke="${ink}" stroke-width="4"/>${word('NOLA', cx, cy, 24, ink)}</g>`;

/** A catcher's mitt, pocket towards us: one round padded body, a short web, laced all round. */
function catchersMitt(s: Omit<GloveStyle, 'web'>): string {
  const edge = darker(s.leather, 0.4);
  const body =
    'M330 168 C470 110 650 170 690 330 C730 490 640 660 470 690 C330 714 220 640 214 520 Z';
  const rim: Point[] = [
    [420, 150],
    [560, 160],
    [660, 250],
    [704, 380],
    [690, 520],
    [620, 630],
    [500, 688],
    [370, 690],
    [262, 630],
  ];
  return `
    <path d="M214 330 C230 250 290 190 340 172 L390 360 C330 380 270 390 230 380 Z" fill="${darker(s.leather, 0.2)}"/>
    ${[0, 1, 2].map((i) => `<path d="M${236 + i * 40} ${296 - i * 36} L${290 + i * 30} ${378 - i * 6}" stroke="${s.leather}" stroke-width="24" stroke-linecap="round"/>`).join('')}
    ${lacing(
      [
        [214, 320],
        [260, 240],
        [336, 176],
      ],
      s.lace,
      34,
    )}
    ${stall([310, 620], [196, 370], 124, s.leather, edge)}
    <path d="${body}" fill="${s.leather}" stroke="${edge}" stroke-width="3"/>
    <path d="M380 160 C540 130 660 200 690 330 C720 470 650 640 480 680" fill="none" stroke="${lighter(s.leather, 0.1)}" stroke-width="54" stroke-linecap="round"/>
    <defs>${rad(
      'pocket',
      [
        [0, darker(s.palm, 0.3)],
        [0.7, s.palm],
        [1, lighter(s.palm, 0.08)],
      ],
      0.5,
      0.5,
      0.6,
    )}</defs>
    <ellipse cx="470" cy="420" rx="170" ry="168" fill="url(#pocket)"/>
    ${stitch('M330 300 C380 250 460 240 530 256', lighter(s.palm, 0.3), 2.4, 0.4)}
    ${lacing(rim, s.lace, 44)}
    ${s.patch}`;
}

type BattingGloveStyle = { shell: string; panel: string; strap: string; ink: string };
const BATTING_GLOVE: BattingGloveStyle = { shell: CHALK, panel: NAVY, strap: RED, ink: CHALK };

/** One batting glove, back of the hand up, wrist at (0, 0); `hand` -1 draws the left one. */
function battingGlove(s: BattingGloveStyle, hand: 1 | -1): string {
  const edge = darker(s.shell, 0.3);
  const fingers: [Point, Point, number][] = [
    [[-62, -200], [-68, -392], 46],
    [[-18, -210], [-20, -416], 48],
    [[26, -208], [34, -398], 46],
    [[66, -196], [84, -350], 42],
  ];
  const flex = fingers
    .flatMap(([base, tip, w]) =>
      [0.45, 0.72].map((f) => {
        const x = base[0] + (tip[0] - base[0]) * f;
        const y = base[1] + (tip[1] - base[1]) * f;
        return `<path d="M${r1(x - w * 0.32)} ${r1(y)} Q${r1(x)} ${r1(y + 5)} ${r1(x + w * 0.32)} ${r1(y)}" stroke="${edge}" stroke-width="3" fill="none" opacity="0.7"/>`;
      }),
    )
    .join('');
  return `<g transform="scale(${hand} 1)">${stall([-82, -100], [-172, -226], 50, s.shell, edge)}
    ${fingers.map(([b, t, w]) => stall(b, t, w, s.shell, edge)).join('')}${flex}
    <path d="M-96 -30 L-100 -214 Q-98 -250 -60 -252 L64 -252 Q98 -248 98 -214 L92 -30 Z" fill="${s.shell}" stroke="${edge}" stroke-width="3"/>
    <path d="M-96 -214 Q0 -244 96 -214 L92 -150 Q0 -126 -96 -150 Z" fill="${s.panel}"/>
    ${Array.from({ length: 12 }, (_, i) => `<circle cx="${-70 + (i % 6) * 28}" cy="${-198 + Math.floor(i / 6) * 22}" r="3.5" fill="${darker(s.panel, 0.5)}"/>`).join('')}
    ${stitch('M-90 -144 Q0 -120 88 -144', lighter(s.panel, 0.5), 2.2, 0.5)}
    <rect x="-96" y="-46" width="190" height="78" rx="14" fill="${darker(s.strap, 0.35)}"/>
    <rect x="-112" y="-40" width="178" height="62" rx="24" fill="${s.strap}" stroke="${darker(s.strap, 0.3)}" stroke-width="3"/>
    ${stitch('M-96 -30 H56 M-96 12 H56', lighter(s.strap, 0.4), 2, 0.6)}
    </g>${word('NOLA', hand * -24, -9, 30, s.ink)}`;
}

/** A batting tee: a rubber home-plate base, a two-part stem with its twist lock, a ball on top. */
function battingTee(): string {
  const stem = (x: number, y1: number, y2: number, w: number, colour: string) =>
    `<rect x="${x - w / 2}" y="${y1}" width="${w}" height="${y2 - y1}" fill="url(#tube)"/><rect x="${x - w / 2}" y="${y1}" width="${w}" height="${y2 - y1}" fill="${colour}" opacity="0.55"/>`;
  return `<defs>${lin(
    'tube',
    [
      [0, '#111317'],
      [0.3, '#5b6270'],
      [0.45, '#2a2f38'],
      [1, '#07080a'],
    ],
    1,
    0,
  )}${lin(
    'chrome',
    [
      [0, '#6b778a'],
      [0.3, '#f4f6fa'],
      [0.6, '#aeb8c8'],
      [1, '#4a5568'],
    ],
    1,
    0,
  )}</defs>
    <polygon points="176,630 400,718 624,630 624,664 400,752 176,664" fill="#0e0f12"/>
    <polygon points="226,588 574,588 624,630 400,718 176,630" fill="#24272d"/>
    <polygon points="262,600 538,600 576,632 400,700 224,632" fill="${CHALK}"/>
    <polygon points="262,600 538,600 576,632 400,700 224,632" fill="none" stroke="#c3bfb4" stroke-width="3"/>
    <ellipse cx="400" cy="636" rx="40" ry="14" fill="#0e0f12"/>
    ${stem(400, 420, 638, 40, '#111')}
    <rect x="374" y="404" width="52" height="34" rx="6" fill="url(#chrome)"/>
    <rect x="374" y="416" width="52" height="8" fill="${RED}"/>
    ${stem(400, 250, 406, 28, '#000')}
    <path d="M386 262 L360 196 Q400 184 440 196 L414 262 Z" fill="url(#tube)"/>
    <ellipse cx="400" cy="196" rx="40" ry="9" fill="#0b0c0e"/>
    ${baseball('tee-ball', 400, 140, 62, -18)}`;
}

/** A weighted training ball: soft shell, a moulded seam, its weight printed on. */
function trainingBall(cx: number, cy: number, r: number, colour: string, label: string): string {
  const id = `ball-${cx}-${cy}`;
  return `<defs>${rad(
    id,
    [
      [0, lighter(colour, 0.45)],
      [0.5, colour],
      [1, darker(colour, 0.45)],
    ],
    0.36,
    0.32,
    0.75,
  )}</defs>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>
    <path d="M${cx - r * 0.96} ${cy + r * 0.2} Q${cx} ${cy + r * 0.62} ${cx + r * 0.96} ${cy + r * 0.2}" stroke="${darker(colour, 0.3)}" stroke-width="3" fill="none"/>
    ${word(label, cx, cy - r * 0.1, r * 0.36, lighter(colour, 0.85))}`;
}

/**
 * A loop band lying flat is a strip of two layers folded at each end; a set is fanned out like
 * swatches, lightest on top, the dots saying how strong each is.
 */
function loopBand(colour: string, turn: number, strength: number): string {
  const dots = Array.from(
    { length: strength },
    (_, i) =>
      `<circle cx="${i * 22 - (strength - 1) * 11}" cy="-486" r="7" fill="${lighter(colour, 0.8)}"/>`,
  ).join('');
  return `<g transform="translate(400 690) rotate(${turn})">
    <rect x="-50" y="-540" width="100" height="520" rx="16" fill="${colour}"/>
    <rect x="-50" y="-540" width="100" height="520" rx="16" fill="url(#band-sheen)"/>
    <path d="M-50 -524 Q-50 -540 -34 -540 H34 Q50 -540 50 -524 V-514 H-50 Z" fill="#fff" opacity="0.3"/>
    <path d="M-50 -36 Q-50 -20 -34 -20 H34 Q50 -20 50 -36 V-46 H-50 Z" fill="#000" opacity="0.16"/>
    <g transform="translate(0 -330) rotate(-90)">${word('NOLA', 0, 0, 40, lighter(colour, 0.85))}</g>${dots}
  </g>`;
}

/** A wheeled catcher's bag seen from the front and a little to the side. */
function gearBag(): string {
  const teeth = stitch('M222 300 Q400 282 578 300', '#c3c9d3', 3.5, 0.9);
  return `<defs>${lin(
    'bag-side',
    [
      [0, '#16283f'],
      [1, '#08111e'],
    ],
    1,
    0,
  )}</defs>
    <rect x="248" y="70" width="14" height="200" fill="#8f99a8"/><rect x="538" y="70" width="14" height="200" fill="#8f99a8"/>
    <rect x="236" y="54" width="328" height="34" rx="14" fill="#1b1f27"/>
    <path d="M580 250 L680 210 L690 620 L590 690 Z" fill="url(#bag-side)"/>
    <rect x="600" y="150" width="34" height="120" rx="14" fill="#2a2f38"/><rect x="646" y="136" width="30" height="110" rx="13" fill="#2a2f38"/>
    <ellipse cx="617" cy="150" rx="24" ry="10" fill="#1b1f27"/><ellipse cx="661" cy="136" rx="22" ry="9" fill="#1b1f27"/>
    <path d="M196 262 Q400 236 604 262 L604 668 Q400 690 196 668 Z" fill="${NAVY}"/>
    <path d="M196 262 Q400 236 604 262 L604 300 Q400 280 196 300 Z" fill="#16283f"/>
    ${teeth}
    <path d="M196 610 Q400 632 604 610 L604 676 Q400 700 196 676 Z" fill="#1b1f27"/>
    <path d="M236 380 Q400 364 564 380 L560 580 Q400 596 240 580 Z" fill="#122640" stroke="${RED}" stroke-width="6"/>
    ${stitch('M250 396 Q400 380 550 396', '#c3c9d3', 3, 0.8)}
    <rect x="520" y="382" width="14" height="36" rx="5" fill="#c3c9d3"/>
    ${crest(400, 486, 120, NAVY, CHALK, RED)}
    <path d="M320 262 C320 200 480 200 480 262" fill="none" stroke="#1b1f27" stroke-width="16"/>
    ${[210, 590].map((x) => `<circle cx="${x}" cy="690" r="40" fill="#111317"/><circle cx="${x}" cy="690" r="18" fill="#6b778a"/><circle cx="${x}" cy="690" r="6" fill="#1b1f27"/>`).join('')}`;
}

/** A batting helmet facing left: glossy shell, vents, the ear flap with its ear hole, a decal. */
function helmet(shell: string, decal: string): string {
  const outline =
    'M150 452 C160 290 300 176 470 176 C612 176 680 290 664 430 C660 470 640 496 612 504 L540 508 C544 566 526 616 470 642 C410 668 344 650 318 606 C300 574 302 538 312 506 C300 478 262 464 214 466 C184 468 160 470 150 452 Z';
  return `<defs>${rad(
    'shell-gloss',
    [
      [0, '#ffffff', 0.45],
      [0.3, '#ffffff', 0.08],
      [0.7, '#000000', 0],
      [1, '#000000', 0.35],
    ],
    0.4,
    0.25,
    0.8,
  )}</defs>
    <path d="${outline}" fill="${shell}"/>
    <path d="${outline}" fill="url(#shell-gloss)"/>
    <path d="M176 410 C140 430 104 458 96 476 C150 470 230 462 300 470 C270 446 220 430 176 410 Z" fill="${shell}"/>
    <path d="M176 410 C140 430 104 458 96 476 C150 470 230 462 300 470 C270 446 220 430 176 410 Z" fill="#000" opacity="0.18"/>
    <path d="M96 476 C150 470 230 462 300 470" stroke="${lighter(shell, 0.25)}" stroke-width="3" fill="none"/>
    <path d="M540 508 C490 512 420 520 372 500" stroke="${darker(shell, 0.3)}" stroke-width="4" fill="none"/>
    <circle cx="430" cy="556" r="42" fill="${lighter(shell, 0.1)}" stroke="${darker(shell, 0.4)}" stroke-width="4"/>
    ${Array.from({ length: 7 }, (_, i) => {
      const a = (i / 7) * Math.PI * 2;
      return `<circle cx="${r1(430 + Math.cos(a) * 22)}" cy="${r1(556 + Math.sin(a) * 22)}" r="5" fill="#0b0c0e"/>`;
    }).join('')}<circle cx="430" cy="556" r="6" fill="#0b0c0e"/>
    ${(
      [
        [380, 212, -14],
        [470, 200, 0],
        [560, 214, 14],
      ] as const
    )
      .map(
        ([x, y, turn]) =>
          `<rect x="${x - 26}" y="${y - 9}" width="52" height="18" rx="9" fill="#0b0c0e" transform="rotate(${turn} ${x} ${y})"/>`,
      )
      .join('')}
    <path d="M612 504 C640 496 660 470 664 430 L668 436 C666 480 648 506 616 512 Z" fill="#1b1f27"/>
    ${decal}
    <path d="M250 300 C300 230 380 206 450 204" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none" opacity="0.4"/>`;
}

// ── the catalogue's pictures, by product slug ──

const SHOP_ART: Record<string, () => string> = {
  'crescent-city-snapback': () =>
    shot(
      '#dfe4ea',
      cap({
        crown: NAVY,
        brim: RED,
        underBrim: '#1f5a2e',
        thread: CHALK,
        flatBrim: true,
        mark: word('NOLA', 355, 400, 84, CHALK, RED),
      }),
    ),
  'fleur-de-lis-dad-cap': () =>
    shot(
      '#e6e0d4',
      cap({
        crown: '#a8323a',
        brim: '#a8323a',
        underBrim: '#7d2229',
        thread: CHALK,
        flatBrim: false,
        mark: fleur(352, 392, 150, CHALK),
      }),
    ),
  'rise-higher-trucker-cap': () =>
    shot(
      '#e3e6e0',
      cap({
        crown: CHALK,
        brim: NAVY,
        underBrim: '#16283f',
        thread: NAVY,
        mesh: NAVY,
        flatBrim: false,
        mark: crest(352, 392, 150, CHALK, NAVY, RED),
      }),
    ),
  'nola-100-performance-tee': () =>
    shot(
      '#e2e6ec',
      shirt({
        body: NAVY,
        trim: '#16283f',
        sleeve: 'short',
        print: `${word('NOLA', 400, 330, 74, CHALK, RED)}${word('100', 400, 430, 86, RED, CHALK)}`,
      }),
    ),
  'crescent-city-crest-tee': () =>
    shot(
      '#e4e0d6',
      shirt({
        body: CHALK,
        trim: '#dcd6c8',
        sleeve: 'short',
        print: crest(400, 380, 200, CHALK, NAVY, RED),
      }),
    ),
  'nola-sports-raglan-tee': () =>
    shot(
      '#e6e2da',
      shirt({
        body: '#f7f5ef',
        sleeves: NAVY,
        trim: NAVY,
        sleeve: 'three-quarter',
        print: `${fleur(400, 320, 80, RED)}${word('NOLA', 400, 430, 60, NAVY)}`,
      }),
    ),
  'rise-higher-long-sleeve': () =>
    shot(
      '#e7e1dc',
      shirt({
        body: RED,
        trim: '#a5151e',
        sleeve: 'long',
        print: fleur(485, 270, 64, CHALK),
      }),
    ),
  'nola-sports-pullover-hoodie': () =>
    shot(
      '#e0e4ea',
      hoodie({
        body: NAVY,
        lining: RED,
        cord: CHALK,
        zip: 'none',
        print: crest(400, 410, 150, NAVY, CHALK, RED),
      }),
    ),
  'crescent-city-zip-hoodie': () =>
    shot(
      '#e4e2de',
      hoodie({
        body: '#9aa1aa',
        lining: NAVY,
        cord: NAVY,
        zip: 'full',
        print: crest(490, 360, 70, '#9aa1aa', NAVY, NAVY),
      }),
    ),
  'dugout-quarter-zip': () =>
    shot(
      '#e6e0dc',
      hoodie({
        body: RED,
        lining: NAVY,
        cord: NAVY,
        zip: 'quarter',
        print: fleur(500, 290, 60, CHALK),
      }),
    ),
  'bayou-maple-wood-bat': () =>
    shot(
      '#e6e1d6',
      bat({
        length: 820,
        radius: batProfile(15.5, 39, [0.28, 0.64]),
        barrel: '#d8a867',
        handle: '#1c1a19',
        split: 0.46,
        finish: 'wood',
        knob: '#1c1a19',
        graphics: `${brandOval(610, '#4a2a12')}<rect x="377" y="-50" width="7" height="100" fill="${RED}"/>`,
      }),
    ),
  'levee-alloy-bat': () =>
    shot(
      '#e0e4ea',
      bat({
        length: 780,
        radius: batProfile(16, 38, [0.3, 0.48]),
        barrel: '#aeb8c8',
        handle: '#1b1f27',
        split: 0.36,
        finish: 'alloy',
        knob: '#1b1f27',
        graphics: `<rect x="390" y="-50" width="400" height="100" fill="${NAVY}"/>
          <polygon points="390,-50 428,-50 390,50 352,50" fill="${RED}"/><polygon points="446,-50 466,-50 428,50 408,50" fill="${RED}"/>
          ${word('NOLA', 590, 0, 36, CHALK)}<rect x="704" y="-50" width="12" height="100" fill="${RED}"/>`,
      }),
    ),
  'coaches-fungo-bat': () =>
    shot(
      '#e5e2d8',
      bat(
        {
          length: 900,
          radius: batProfile(13, 27, [0.25, 0.8], 11),
          barrel: '#e8cf9c',
          handle: '#e8cf9c',
          split: 0,
          finish: 'wood',
          knob: '#c9a56a',
          graphics: `<rect x="16" y="-40" width="200" height="80" fill="${NAVY}"/>${brandOval(700, RED)}`,
        },
        -40,
      ),
    ),
  'french-quarter-infield-glove': () =>
    shot(
      '#e4e0d8',
      glove({
        leather: '#c4823f',
        palm: '#b87636',
        lace: '#8a5424',
        web: 'h-web',
        patch: patch(232, 470, NAVY, CHALK, -62),
      }),
    ),
  'lakefront-outfield-glove': () =>
    shot(
      '#e2e2de',
      glove({
        leather: '#2b2523',
        palm: '#3a302b',
        lace: '#b0743c',
        web: 'basket',
        patch: patch(232, 470, RED, CHALK, -62),
      }),
    ),
  'bullpen-catchers-mitt': () =>
    shot(
      '#e2e2de',
      catchersMitt({
        leather: '#3d2a21',
        palm: '#4b362b',
        lace: '#b0232c',
        patch: patch(214, 520, RED, CHALK, -66),
      }),
    ),
  'nola-batting-gloves': () =>
    shot(
      '#e2e5ea',
      `<g transform="translate(300 620) rotate(-12)">${battingGlove(BATTING_GLOVE, -1)}</g>
       <g transform="translate(520 650) rotate(10)">${battingGlove(BATTING_GLOVE, 1)}</g>`,
    ),
  'pro-batting-tee': () => shot('#e2e4e6', battingTee(), { cx: 400, cy: 748, rx: 250 }),
  'weighted-training-balls': () =>
    shot(
      '#e4e2dc',
      (
        [
          [400, 222, '#2b2f36', '64'],
          [300, 394, '#2a64b8', '32'],
          [500, 394, '#2e8b57', '16'],
          [200, 566, RED, '11'],
          [400, 566, '#e8742a', '7'],
          [600, 566, '#f2c230', '5'],
        ] as const
      )
        .map(([x, y, colour, ounces]) => trainingBall(x, y, 98, colour, ounces))
        .join(''),
    ),
  'resistance-band-set': () =>
    shot(
      '#e3e4e0',
      `<defs>${lin(
        'band-sheen',
        [
          [0, '#000000', 0.12],
          [0.12, '#ffffff', 0.12],
          [0.88, '#ffffff', 0],
          [1, '#000000', 0.12],
        ],
        1,
        0,
      )}</defs>${(
        [
          ['#2b2f36', 32, 5],
          ['#2a64b8', 16, 4],
          [RED, 0, 3],
          ['#2e8b57', -16, 2],
          ['#f2c230', -32, 1],
        ] as const
      )
        .map(([colour, turn, strength]) => loopBand(colour, turn, strength))
        .join('')}`,
    ),
  'catchers-gear-bag': () => shot('#e2e4e8', gearBag(), { cx: 420, cy: 726, rx: 300 }),
  'batting-helmet': () =>
    shot('#e2e4e8', helmet(NAVY, fleur(560, 350, 120, CHALK)), { cx: 420, cy: 690, rx: 270 }),
};

async function shopArt(): Promise<void> {
  for (const [slug, draw] of Object.entries(SHOP_ART)) {
    await webp(`shop/${slug}.webp`, draw(), SHOT, 80);
  }
}

// ── output ──────────────────────────────────────────────────────────────────

async function webp(file: string, markup: string, width: number, quality = 72): Promise<void> {
  const target = path.join(MEDIA, file);
  mkdirSync(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(markup)).resize({ width }).webp({ quality, effort: 6 }).toFile(target);
  console.log(`${file}: ${(statSync(target).size / 1024).toFixed(0)} KB`);
}

/**
 * A hero slide, drawn once and written twice: whole (1600 × 900), and as a portrait window
 * shows it (hero-slides.tsx picks it there), at the same resolution. That is a 3:4 crop, placed
 * where `object-position: 65% center` (hero.module.css) puts a 3:4 window on the full slide, so
 * any window of that shape or narrower sees exactly what the full slide would show it.
 */
const PORTRAIT_WIDTH = (H * 3) / 4;
const FOCUS_X = 0.65;

async function heroSlide(name: string, markup: string, quality = 72): Promise<void> {
  const drawn = await sharp(Buffer.from(markup)).resize({ width: W }).png().toBuffer();
  const crops = {
    [`hero/${name}.webp`]: { left: 0, width: W },
    [`hero/${name}-portrait.webp`]: {
      left: Math.round(FOCUS_X * (W - PORTRAIT_WIDTH)),
      width: PORTRAIT_WIDTH,
    },
  };
  for (const [file, { left, width }] of Object.entries(crops)) {
    const target = path.join(MEDIA, file);
    mkdirSync(path.dirname(target), { recursive: true });
    await sharp(drawn)
      .extract({ left, top: 0, width, height: H })
      .webp({ quality, effort: 6 })
      .toFile(target);
    console.log(`${file}: ${(statSync(target).size / 1024).toFixed(0)} KB`);
  }
}

const jobs: Record<string, () => Promise<void>> = {
  hero: async () => {
    await heroSlide('baseball', baseballSlide());
    await heroSlide('football', footballSlide());
    await heroSlide('basketball', basketballSlide());
    await heroSlide('track', trackSlide());
  },
  solutions: async () => {
    await webp('solutions/youth-development.webp', youthDevelopment(), CW);
    await webp('solutions/facility-management.webp', facilityManagement(), CW);
    await webp('solutions/hot-seats-poster.webp', hotSeatsFrame(3.2), CW);
    await webp('solutions/youscout.webp', youScout(), CW);
    await webp('solutions/advisory.webp', advisory(), CW);
    await webp(
      'prospects/diamond.webp',
      svg(
        1600,
        900,
        `<rect width="1600" height="900" fill="#153a24"/><g transform="translate(800 900)">${diamondFromAbove(860)}</g>`,
      ),
      1200,
      60,
    );
  },
  people: async () => {
    await webp('leadership/marcus-thibodeaux.webp', leaderPortrait(), 600, 80);
    await webp('podcast/cover.webp', podcastCover(), 600, 80);
  },
  shop: shopArt,
  video: hotSeatsVideo,
  audio: podcastAudio,
};

const wanted = process.argv.slice(2);
for (const [name, job] of Object.entries(jobs)) {
  if (wanted.length === 0 || wanted.includes(name)) await job();
}
