/**
 * How the catalogue spreads the art motifs (the list itself is the content schema's,
 * src/schemas/art-motifs.ts): a category's groups and treatments step on from its motif, so
 * neighbouring cards differ.
 */
import { ART_MOTIFS, type ArtMotif } from '../../schemas/art-motifs';

export { ART_MOTIFS, DEFAULT_MOTIF, type ArtMotif } from '../../schemas/art-motifs';

/** The motif `steps` places after `motif`, round the list: neighbours in a listing never match. */
export function motifAfter(motif: ArtMotif, steps: number): ArtMotif {
  return ART_MOTIFS[(ART_MOTIFS.indexOf(motif) + steps) % ART_MOTIFS.length]!;
}
