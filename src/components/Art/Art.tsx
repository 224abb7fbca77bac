import type { ArtMotif } from '../../lib/domain/art-motifs';
import { cx } from '../../lib/domain/class-names';
import styles from './Art.module.css';

/**
 * Decorative art drawn as SVG: soft, abstract motifs in the palette, one per kind of care.
 * It stands in every image slot until the clinic's own photos are added (through astro:assets),
 * and is hidden from assistive technology because it carries no information.
 */
export type { ArtMotif };

function Shapes({ motif }: { motif: ArtMotif }) {
  switch (motif) {
    case 'drop':
      return (
        <>
          <circle cx="118" cy="34" r="30" className={styles.rose} />
          <path d="M62 14c16 22 26 37 26 51a26 26 0 0 1-52 0c0-14 10-29 26-51Z" className={styles.accent} />
          <circle cx="126" cy="80" r="10" className={styles.sage} />
        </>
      );
    case 'leaf':
      return (
        <>
          <circle cx="46" cy="66" r="30" className={styles.sand} />
          <path d="M70 86C70 44 98 18 142 14c0 44-26 72-72 72Z" className={styles.sage} />
          <path d="M74 82 134 22" className={styles.line} />
        </>
      );
    case 'wave':
      return (
        <>
          <circle cx="120" cy="38" r="24" className={styles.rose} />
          <path d="M0 62c27-16 53-16 80 0s53 16 80 0v38H0Z" className={styles.sage} />
          <path d="M0 78c27-16 53-16 80 0s53 16 80 0" className={styles.line} />
        </>
      );
    case 'light':
      return (
        <>
          <circle cx="80" cy="52" r="26" className={styles.accent} />
          <circle cx="80" cy="52" r="40" className={styles.ring} />
          <path d="M80 0v8M80 96v4M22 52h-8M146 52h8M39 11l6 6M121 11l-6 6" className={styles.line} />
        </>
      );
    case 'thread':
      return (
        <>
          <circle cx="50" cy="50" r="32" className={styles.sand} />
          <path d="M10 80C50 70 70 20 150 16M16 90c44-8 70-52 138-58" className={styles.line} />
          <circle cx="120" cy="70" r="14" className={styles.rose} />
        </>
      );
    case 'stone':
      return (
        <>
          <ellipse cx="80" cy="82" rx="54" ry="12" className={styles.sand} />
          <ellipse cx="80" cy="64" rx="40" ry="13" className={styles.accent} />
          <ellipse cx="80" cy="42" rx="30" ry="11" className={styles.sage} />
          <ellipse cx="80" cy="24" rx="20" ry="9" className={styles.rose} />
        </>
      );
    case 'petal':
      return (
        <>
          <circle cx="40" cy="30" r="18" className={styles.sage} />
          <path d="M80 90C52 70 52 36 80 14c28 22 28 56 0 76Z" className={styles.rose} />
          <path d="M80 90c-6-30-30-46-60-44 4 30 26 46 60 44Z" className={styles.sand} />
        </>
      );
    case 'sun':
      return (
        <>
          <circle cx="104" cy="40" r="30" className={styles.rose} />
          <path d="M0 84c40-26 80-26 160 0v16H0Z" className={styles.sand} />
          <circle cx="42" cy="58" r="12" className={styles.sage} />
        </>
      );
  }
}

interface ArtProps {
  motif: ArtMotif;
  className?: string | undefined;
}

export function Art({ motif, className }: ArtProps) {
  return (
    <svg
      className={cx(styles.art, className)}
      viewBox="0 0 160 100"
      width="160"
      height="100"
      aria-hidden="true"
      data-motif={motif}
      preserveAspectRatio="xMidYMid slice"
    >
      <Shapes motif={motif} />
    </svg>
  );
}
