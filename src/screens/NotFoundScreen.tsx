import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { useUi } from '../i18n/ui';
import type { MenuNode } from '../lib/domain/menu';
import styles from './screens.module.css';
import { localized, usePages } from '../i18n/language';
import { PhoneLink } from '../components/PhoneLink/PhoneLink';

/** The 404 page: says what happened and offers every way on: home, the catalogue, a phone call. */
function NotFoundScreenInLanguage({
  categories,
}: {
  categories: readonly Extract<MenuNode, { kind: 'branch' }>[];
}) {
  const pages = usePages();
  const { site } = useUi();
  const words = site.notFound;
  return (
    <>
      <Hero
        title={words.title}
        text={words.text}
        actions={[
          { label: site.actions.toHome, href: pages.home.path },
          { label: site.actions.seeAllTreatments, href: pages.treatments.path },
        ]}
      />
      <Section title={words.placesTitle} id="vidare">
        <ul className={styles.buttonRow}>
          {categories.map((category) => (
            <li key={category.href}>
              <a href={category.href}>{category.label}</a>
            </li>
          ))}
          <li>
            <a href={pages.prices.path}>{pages.prices.title}</a>
          </li>
          <li>
            <a href={pages.contact.path}>{pages.contact.title}</a>
          </li>
        </ul>
        <p className={styles.centered}>{words.callUs(<PhoneLink />)}</p>
      </Section>
    </>
  );
}

export const NotFoundScreen = localized(NotFoundScreenInLanguage);
