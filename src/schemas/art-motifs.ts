/**
 * The motifs the decorative art (components/Art) can draw. A category names its motif in its
 * content file, so the list belongs to the content schema; the catalogue steps on from it
 * (src/lib/domain/art-motifs.ts), so cards differ.
 */
export const ART_MOTIFS = ['drop', 'leaf', 'wave', 'light', 'thread', 'stone', 'petal', 'sun'] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

/** A calm motif for a category whose file names none. */
export const DEFAULT_MOTIF: ArtMotif = 'sun';
