/**
 * The motifs the decorative art (components/Art) can draw. A category names its motif in its
 * content file; its groups and treatments step on from it (src/lib/catalogue.ts), so cards differ. Plain data, so the content schema can list it.
 */
export const ART_MOTIFS = ['drop', 'leaf', 'wave', 'light', 'thread', 'stone', 'petal', 'sun'] as const;
export type ArtMotif = (typeof ART_MOTIFS)[number];

/** A calm motif for a category whose file names none. */
export const DEFAULT_MOTIF: ArtMotif = 'sun';

/** The motif `steps` places after `motif`, round the list: neighbours in a listing never match. */
export function motifAfter(motif: ArtMotif, steps: number): ArtMotif {
  return ART_MOTIFS[(ART_MOTIFS.indexOf(motif) + steps) % ART_MOTIFS.length]!;
}
