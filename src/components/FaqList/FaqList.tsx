import { useUi } from '../../i18n/ui';
import { Collapsible } from '../Collapsible/Collapsible';
import { Section } from '../Section/Section';
import styles from './FaqList.module.css';

interface FaqItem {
  question: string;
  answer: string;
}

interface FaqListProps {
  items: readonly FaqItem[];
  /** Unique on the page: the accordion group, so one answer is open at a time. */
  name: string;
  /** On an English page, questions still in Swedish: marked lang="sv". */
  lang?: 'sv' | undefined;
}

/** Questions and answers: none open at start, one open at a time, the open one closes on click. */
export function FaqList({ items, name, lang }: FaqListProps) {
  return (
    <div className={styles.faq} lang={lang}>
      {items.map((item) => (
        <Collapsible key={item.question} title={item.question} name={name} headingLevel="h3">
          {item.answer.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Collapsible>
      ))}
    </div>
  );
}

/** The FAQ section's id, the one on its page, and so its accordion group's name too. */
const FAQ_ID = 'fragor';

/** A page's "Vanliga frågor" section, or nothing when the page has no questions. */
export function FaqSection({ items, lang }: { items: readonly FaqItem[]; lang?: 'sv' | undefined }) {
  const { site } = useUi();
  if (items.length === 0) return null;
  return (
    <Section title={site.sections.faq} id={FAQ_ID}>
      <FaqList items={items} name={FAQ_ID} lang={lang} />
    </Section>
  );
}
