/**
 * The clinic's photos as the content gives them (src/schemas/photo.ts): the file, its Swedish alt
 * text, the point the crops keep in view, and whether it is a generated sample. Shared by the
 * responsive pictures (src/lib/build/pictures.ts) and the share images.
 */
import type { ImageMetadata } from 'astro';

interface FocusPoint {
  /** Per cent from the left edge. */
  x: number;
  /** Per cent from the top edge. */
  y: number;
}

export interface Photo {
  file: ImageMetadata;
  alt: string;
  focus: FocusPoint;
  sample: boolean;
}

/**
 * The focus point as the nearest of sharp's nine crop positions ("left top" ... "right bottom"):
 * sharp crops to a gravity, not to a point, so a third of the width or height is one step.
 */
export function cropPosition(focus: FocusPoint): string {
  const step = (percent: number, low: string, high: string) =>
    percent < 100 / 3 ? low : percent > 200 / 3 ? high : 'centre';
  const horizontal = step(focus.x, 'left', 'right');
  const vertical = step(focus.y, 'top', 'bottom');
  if (horizontal === 'centre') return vertical;
  if (vertical === 'centre') return horizontal;
  return `${horizontal} ${vertical}`;
}

/**
 * The photo's file on disk. Astro's image() gives it as a non-enumerable `fsPath` on the image
 * metadata during the build; the share images read the original from there.
 */
export function photoSourceFile(photo: Photo): string {
  const fsPath = (photo.file as ImageMetadata & { fsPath?: string }).fsPath;
  if (!fsPath) throw new Error(`Bildfilen för "${photo.alt}" saknar sökväg (fsPath) i byggets bilddata`);
  return fsPath;
}
