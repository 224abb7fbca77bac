import { Collapsible } from '../Collapsible/Collapsible';
import styles from './FaqList.module.css';

interface FaqItem {
  question: string;
  answer: string;
}

interface FaqListProps {
  items: readonly FaqItem[];
  /** Unique on the page: the accordion group, so one answer is open at a time. */
  name: string;
}

/** Questions and answers: none open at start, one open at a time, the open one closes on click. */
export function FaqList({ items, name }: FaqListProps) {
  return (
    <div className={styles.faq}>
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
