import type { Lang } from '../../config/routes';
import { uiWords } from '../../i18n/ui';
import { langOfWords, type Treatment } from '../../lib/domain/catalogue';
import { formatDuration, formatPriceWithNote, priceValueOnConsultation } from '../../lib/domain/price';
import {
  pricedOnlyInLists,
  treatmentPrices,
  type TreatmentPriceData,
} from '../../lib/domain/treatment-prices';
import styles from './TreatmentFacts.module.css';

export interface Fact {
  label: string;
  value: string;
  /** On an English page, a detail still in Swedish: marked lang="sv". */
  lang?: 'sv' | undefined;
}

/**
 * The labelled facts of a treatment, price and time first. The prices are what the treatment
 * costs (lib/domain/treatment-prices.ts): its own price or variants, then courses and add-ons.
 * Where a medical treatment's file gives no length (fillers, Profhilo, threads: the old site had
 * no figure), the facts still answer the question instead of leaving it out.
 */
export function treatmentFacts(
  treatment: TreatmentPriceData &
    Pick<Treatment, 'details'> &
    Partial<Pick<Treatment, 'law' | 'swedishWords'>>,
  lang: Lang = 'sv',
): Fact[] {
  const words = uiWords(lang).site.treatment;
  const { onPage, main } = treatmentPrices(treatment, lang);
  const facts: Fact[] = onPage.map((option) => ({
    label: option.pageLabel,
    value: formatPriceWithNote(option.price, option.note, lang),
  }));
  // A medicine's page says nothing of the price (pricedOnlyInLists), not even when it is given.
  if (main.length === 0 && !pricedOnlyInLists(treatment))
    facts.unshift({ label: words.price, value: priceValueOnConsultation(lang) });
  const durations = main.flatMap((option) => (option.duration === undefined ? [] : [option.duration]));
  if (durations.length > 0) {
    facts.push({ label: words.duration, value: durations.map(formatDuration).join(` ${words.or} `) });
  } else if (treatment.duration !== undefined) {
    facts.push({ label: words.duration, value: formatDuration(treatment.duration) });
  } else if (treatment.law) {
    facts.push({ label: words.duration, value: words.durationAtConsultation });
  }
  const detailsLang = langOfWords(treatment, 'details');
  return [...facts, ...treatment.details.map((detail) => ({ ...detail, lang: detailsLang }))];
}

/** The facts as a list, each fact styled through it (no class each, as a treatment has several). */
export function TreatmentFacts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} lang={fact.lang}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
