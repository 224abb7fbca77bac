import type { Treatment } from '../../lib/catalogue';
import { formatDuration, formatPrice, formatPriceWithNote } from '../../lib/price';
import styles from './TreatmentFacts.module.css';

interface Fact {
  label: string;
  value: string;
}

/**
 * The labelled facts of a treatment, price and time first. Price and duration come from data
 * through the one formatter; the options (variants, courses, add-ons) follow as their own lines.
 */
export function treatmentFacts(
  treatment: Pick<Treatment, 'price' | 'priceNote' | 'duration' | 'options' | 'details'>,
  durationLabel = 'Behandlingstid',
): Fact[] {
  const facts: Fact[] = [];
  const variants = treatment.options.filter(
    (option) => !option.priceListOnly && option.duration !== undefined,
  );
  const extras = treatment.options.filter((option) => !option.priceListOnly && option.duration === undefined);
  if (variants.length > 0) {
    for (const option of variants) {
      facts.push({ label: `Pris ${option.label}`, value: formatPrice(option.price) });
    }
  } else {
    facts.push({
      label: 'Pris',
      value: formatPriceWithNote(treatment.price, treatment.priceNote),
    });
  }
  for (const option of extras) {
    facts.push({ label: option.label, value: formatPrice(option.price) });
  }
  if (variants.length > 0) {
    facts.push({
      label: durationLabel,
      value: variants.map((o) => o.duration && formatDuration(o.duration)).join(' eller '),
    });
  } else if (treatment.duration !== undefined) {
    facts.push({ label: durationLabel, value: formatDuration(treatment.duration) });
  }
  return [...facts, ...treatment.details];
}

export function TreatmentFacts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
