/**
 * Draws a page's share image, 1200 × 630 PNG: the page's title and price in the clinic's heading
 * font and colours on the left, its photo (cropped to its focus point) or its art motif on the
 * right. sharp composes it from SVG and Pango text, the toolchain astro:assets already uses.
 *
 * About 135 pages: each image is cached under node_modules/.cache/share-images by a hash of
 * everything that draws it (this file's version, the card, the colours, the font, the photo's
 * bytes), so a build redraws only the cards whose title, price or photo changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { designToken } from '../../../delivery';
import { displayFontFile } from '../display-font';
import type { ArtMotif } from '../../domain/art-motifs';
import { cropPosition, photoSourceFile } from '../../domain/photos';
import { SHARE_IMAGE_SIZE, type ShareCard } from './share-cards';

/** Raise when the drawing changes, so cached images are drawn again. */
const DRAWING_VERSION = 2;
const CACHE_DIR = join('node_modules', '.cache', 'share-images');

const { width: WIDTH, height: HEIGHT } = SHARE_IMAGE_SIZE;
/** The right-hand panel with the photo or the motif. */
const PANEL_WIDTH = 460;
const MARGIN = 72;
const TEXT_WIDTH = WIDTH - PANEL_WIDTH - 2 * MARGIN;
/** Below the clinic's name and above the price: what the title may fill. */
const TITLE_MAX_HEIGHT = HEIGHT - 2 * MARGIN - 160;

type Colour = 'bg' | 'sand' | 'sand-strong' | 'ink' | 'ink-muted' | 'accent' | 'rose' | 'sage';

/** The palette from src/styles/tokens.css, the one place colours are defined. */
function clinicColours(): Record<Colour, string> {
  const names: Colour[] = ['bg', 'sand', 'sand-strong', 'ink', 'ink-muted', 'accent', 'rose', 'sage'];
  return Object.fromEntries(names.map((name) => [name, designToken(`--color-${name}`)])) as Record<
    Colour,
    string
  >;
}

/**
 * The motifs of components/Art, drawn in the 160 × 100 box the component uses. The share image
 * is a PNG, not a page, so the shapes carry their colours themselves instead of CSS classes.
 */
function motifShapes(motif: ArtMotif, c: Record<Colour, string>): string {
  const line = `fill="none" stroke="${c.accent}" stroke-width="2" stroke-linecap="round" opacity="0.6"`;
  const accent = `fill="${c.accent}" opacity="0.85"`;
  switch (motif) {
    case 'drop':
      return `<circle cx="118" cy="34" r="30" fill="${c.rose}"/><path d="M62 14c16 22 26 37 26 51a26 26 0 0 1-52 0c0-14 10-29 26-51Z" ${accent}/><circle cx="126" cy="80" r="10" fill="${c.sage}"/>`;
    case 'leaf':
      return `<circle cx="46" cy="66" r="30" fill="${c['sand-strong']}"/><path d="M70 86C70 44 98 18 142 14c0 44-26 72-72 72Z" fill="${c.sage}"/><path d="M74 82 134 22" ${line}/>`;
    case 'wave':
      return `<circle cx="120" cy="38" r="24" fill="${c.rose}"/><path d="M0 62c27-16 53-16 80 0s53 16 80 0v38H0Z" fill="${c.sage}"/><path d="M0 78c27-16 53-16 80 0s53 16 80 0" ${line}/>`;
    case 'light':
      return `<circle cx="80" cy="52" r="26" ${accent}/><circle cx="80" cy="52" r="40" fill="none" stroke="${c.rose}" stroke-width="6"/><path d="M80 0v8M80 96v4M22 52h-8M146 52h8M39 11l6 6M121 11l-6 6" ${line}/>`;
    case 'thread':
      return `<circle cx="50" cy="50" r="32" fill="${c['sand-strong']}"/><path d="M10 80C50 70 70 20 150 16M16 90c44-8 70-52 138-58" ${line}/><circle cx="120" cy="70" r="14" fill="${c.rose}"/>`;
    case 'stone':
      return `<ellipse cx="80" cy="82" rx="54" ry="12" fill="${c['sand-strong']}"/><ellipse cx="80" cy="64" rx="40" ry="13" ${accent}/><ellipse cx="80" cy="42" rx="30" ry="11" fill="${c.sage}"/><ellipse cx="80" cy="24" rx="20" ry="9" fill="${c.rose}"/>`;
    case 'petal':
      return `<circle cx="40" cy="30" r="18" fill="${c.sage}"/><path d="M80 90C52 70 52 36 80 14c28 22 28 56 0 76Z" fill="${c.rose}"/><path d="M80 90c-6-30-30-46-60-44 4 30 26 46 60 44Z" fill="${c['sand-strong']}"/>`;
    case 'sun':
      return `<circle cx="104" cy="40" r="30" fill="${c.rose}"/><path d="M0 84c40-26 80-26 160 0v16H0Z" fill="${c['sand-strong']}"/><circle cx="42" cy="58" r="12" fill="${c.sage}"/>`;
  }
}

function background(card: ShareCard, c: Record<Colour, string>): Buffer {
  const panelX = WIDTH - PANEL_WIDTH;
  // The motif fills the panel's height, centred; the panel clips what spills over.
  const scale = HEIGHT / 100;
  const motifX = panelX + (PANEL_WIDTH - 160 * scale) / 2;
  const art = card.photo
    ? ''
    : `<svg x="${panelX}" width="${PANEL_WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="${c.sand}"/><g transform="translate(${motifX - panelX} 0) scale(${scale})">${motifShapes(card.motif, c)}</g></svg>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="${c.bg}"/><rect x="${MARGIN}" y="${HEIGHT - MARGIN}" width="96" height="4" fill="${c.accent}"/>${art}</svg>`,
  );
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * One block of text in the heading font, wrapped to the text column, as a transparent PNG. With
 * `maxHeight`, a text too long for it is drawn smaller until it fits (Pango picks the size).
 */
async function textBlock(markup: string, points: number, fontfile: string, maxHeight?: number) {
  const draw = (height?: number) =>
    sharp({
      text: {
        text: markup,
        font: `Fraunces ${points}`,
        fontfile,
        width: TEXT_WIDTH,
        ...(height ? { height } : { dpi: 144 }),
        rgba: true,
        wrap: 'word',
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
  const block = await draw();
  return maxHeight !== undefined && block.info.height > maxHeight ? draw(maxHeight) : block;
}

let nameBlock: ReturnType<typeof textBlock> | undefined;

async function draw(card: ShareCard, clinicName: string, c: Record<Colour, string>): Promise<Buffer> {
  const fontfile = await displayFontFile('sfnt');
  // Long Swedish titles ("Rynkbehandling – Panna och glabella") get a smaller size, not a cut.
  const titlePoints = card.title.length > 38 ? 26 : card.title.length > 22 ? 32 : 38;
  const [name, title, price] = await Promise.all([
    // The same on every card: drawn once per build.
    (nameBlock ??= textBlock(
      `<span foreground="${c.accent}">${escapeMarkup(clinicName)}</span>`,
      14,
      fontfile,
    )),
    // However long the title the clinic types, it stays inside the card above the price.
    textBlock(
      `<span foreground="${c.ink}">${escapeMarkup(card.title)}</span>`,
      titlePoints,
      fontfile,
      TITLE_MAX_HEIGHT,
    ),
    card.price
      ? textBlock(`<span foreground="${c['ink-muted']}">${escapeMarkup(card.price)}</span>`, 18, fontfile)
      : undefined,
  ]);
  const layers: OverlayOptions[] = [{ input: name.data, left: MARGIN, top: MARGIN }];
  const titleTop = Math.max(MARGIN + name.info.height + 40, (HEIGHT - title.info.height) / 2 - 30);
  layers.push({ input: title.data, left: MARGIN, top: Math.round(titleTop) });
  if (price) {
    layers.push({ input: price.data, left: MARGIN, top: Math.round(titleTop + title.info.height + 24) });
  }
  if (card.photo) {
    const photo = await sharp(photoSourceFile(card.photo))
      .resize(PANEL_WIDTH, HEIGHT, { fit: 'cover', position: cropPosition(card.photo.focus) })
      .toBuffer();
    layers.push({ input: photo, left: WIDTH - PANEL_WIDTH, top: 0 });
  }
  // Full colour at zlib's default level: about 50 KB, drawn in a few ms. A palette or level 9
  // would save 20 KB that only link-preview crawlers fetch, at ten times the build time.
  return sharp(background(card, c)).composite(layers).png({ compressionLevel: 6 }).toBuffer();
}

/** The page's share image, from the cache when nothing that draws it has changed. */
export async function renderShareImage(card: ShareCard, clinicName: string): Promise<Buffer> {
  const colours = clinicColours();
  const hash = createHash('sha256').update(
    JSON.stringify({
      DRAWING_VERSION,
      card: { ...card, photo: card.photo && { alt: card.photo.alt, focus: card.photo.focus } },
      clinicName,
      colours,
    }),
  );
  hash.update(readFileSync(await displayFontFile('sfnt')));
  if (card.photo) hash.update(readFileSync(photoSourceFile(card.photo)));
  const file = join(CACHE_DIR, `${hash.digest('hex').slice(0, 20)}.png`);
  if (existsSync(file)) return readFileSync(file);
  const image = await draw(card, clinicName, colours);
  mkdirSync(CACHE_DIR, { recursive: true });
  writeFileSync(file, image);
  return image;
}
