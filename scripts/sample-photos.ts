/**
 * `npm run photos:samples`: draws the sample photos of the embedded default (src/assets/photos/
 * exempel-*.jpg) with sharp from SVG: calm shapes in the clinic's palette, a room and staff
 * silhouettes, each stamped EXEMPELBILD. Nothing is copied from anywhere. The files are committed
 * (about 100 KB together) so a fresh clone builds without this step; the content marks them
 * `sample: true`, and `npm run build` refuses to publish them. Run it again after changing a drawing.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const DIR = join('src', 'assets', 'photos');

/**
 * The stamp every sample carries, so no one mistakes it for the clinic's own picture. Centred, a
 * little below the middle: every crop keeps it (the 5:4 and 16:9 heroes, the 4:5 portraits, the
 * share card's tall panel), where a corner was cut away.
 */
const stamp = (width: number, height: number) =>
  `<g font-family="sans-serif" font-weight="700" fill="#2b2421" opacity="0.55">
    <rect x="${width / 2 - 138}" y="${height * 0.72 - 40}" width="276" height="60" rx="8" fill="#fffdfa" opacity="0.8"/>
    <text x="${width / 2}" y="${height * 0.72}" font-size="30" text-anchor="middle" letter-spacing="3">EXEMPELBILD</text>
  </g>`;

/** A treatment room: a window of daylight, a bench, a plant and a lamp. */
const room = (
  width: number,
  height: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5ede3"/><stop offset="1" stop-color="#e6d7c4"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffdfa"/><stop offset="1" stop-color="#f1e8dc"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#wall)"/>
  <rect y="${height * 0.72}" width="${width}" height="${height * 0.28}" fill="#d9c6b0"/>
  <rect x="${width * 0.08}" y="${height * 0.12}" width="${width * 0.3}" height="${height * 0.48}" rx="12" fill="url(#light)" stroke="#dccdbb" stroke-width="10"/>
  <rect x="${width * 0.42}" y="${height * 0.52}" width="${width * 0.44}" height="${height * 0.07}" rx="18" fill="#fffdfa"/>
  <rect x="${width * 0.46}" y="${height * 0.59}" width="${width * 0.02}" height="${height * 0.14}" fill="#a89888"/>
  <rect x="${width * 0.8}" y="${height * 0.59}" width="${width * 0.02}" height="${height * 0.14}" fill="#a89888"/>
  <ellipse cx="${width * 0.47}" cy="${height * 0.5}" rx="${width * 0.06}" ry="${height * 0.03}" fill="#d9b2a4"/>
  <path d="M${width * 0.9} ${height * 0.72}v-${height * 0.1}h${width * 0.06}v${height * 0.1}Z" fill="#7a4536"/>
  <ellipse cx="${width * 0.93}" cy="${height * 0.5}" rx="${width * 0.05}" ry="${height * 0.13}" fill="#a9b5a0"/>
  <circle cx="${width * 0.66}" cy="${height * 0.18}" r="${height * 0.06}" fill="#fffdfa" stroke="#d9b2a4" stroke-width="8"/>
  ${stamp(width, height)}
</svg>`;

/** A staff portrait: a figure in a work tunic against a soft wall, no face drawn. */
const portrait = (
  width: number,
  height: number,
  tunic: string,
  hair: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="100%" height="100%" fill="#f1e8dc"/>
  <circle cx="${width * 0.8}" cy="${height * 0.18}" r="${width * 0.22}" fill="#e6d7c4"/>
  <path d="M${width * 0.12} ${height}c0-${height * 0.28} ${width * 0.16}-${height * 0.36} ${width * 0.38}-${height * 0.36}s${width * 0.38} ${height * 0.08} ${width * 0.38} ${height * 0.36}Z" fill="${tunic}"/>
  <rect x="${width * 0.44}" y="${height * 0.5}" width="${width * 0.12}" height="${height * 0.12}" fill="#e2bfa8"/>
  <ellipse cx="${width * 0.5}" cy="${height * 0.4}" rx="${width * 0.17}" ry="${height * 0.15}" fill="#e8c9b3"/>
  <path d="M${width * 0.33} ${height * 0.4}c0-${height * 0.2} ${width * 0.34}-${height * 0.2} ${width * 0.34} 0c-${width * 0.06}-${height * 0.08}-${width * 0.28}-${height * 0.08}-${width * 0.34} 0Z" fill="${hair}"/>
  ${stamp(width, height)}
</svg>`;

const samples: Array<{ file: string; svg: string }> = [
  // Treatment and hero photos: 3:2 landscape, 1600 px wide (the largest size the site serves).
  { file: 'exempel-behandlingsrum.jpg', svg: room(1600, 1067) },
  // Portraits: 4:5, 800 × 1000.
  { file: 'exempel-personal-1.jpg', svg: portrait(800, 1000, '#fffdfa', '#7a4536') },
  { file: 'exempel-personal-2.jpg', svg: portrait(800, 1000, '#a9b5a0', '#2b2421') },
  { file: 'exempel-personal-3.jpg', svg: portrait(800, 1000, '#d9b2a4', '#5c524c') },
];

mkdirSync(DIR, { recursive: true });
for (const { file, svg } of samples) {
  const info = await sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toFile(join(DIR, file));
  console.log(`${file}: ${info.width} × ${info.height}, ${Math.round(info.size / 1024)} KB`);
}
