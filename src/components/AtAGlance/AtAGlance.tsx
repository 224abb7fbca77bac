import type { Fact } from '../TreatmentFacts/TreatmentFacts';
import { LinkButton } from '../LinkButton/LinkButton';
import styles from './AtAGlance.module.css';

interface AtAGlanceProps {
  /** Price and time, from the same facts as the full table further down. */
  facts: readonly Fact[];
  bookingHref: string;
  bookingLabel: string;
}

/**
 * What a client came for, in the first screen of a phone: price, time and the booking button.
 * From 900 px the facts panel stands beside the text in the first screen already, so this hides.
 */
export function AtAGlance({ facts, bookingHref, bookingLabel }: AtAGlanceProps) {
  return (
    <div className={styles.glance}>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <LinkButton href={bookingHref}>{bookingLabel}</LinkButton>
    </div>
  );
}
