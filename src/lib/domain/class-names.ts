/**
 * Joins class names, leaving out the empty ones: `cx(styles.card, linked && styles.linked)`.
 * The one way components combine classes, so no element gets `class="card "`.
 */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
