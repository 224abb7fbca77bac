import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { clinic, displayPhone } from '../config/clinic';
import { mainPages } from '../config/routes';
import { useUi } from '../i18n/ui';
import type { MenuNode } from '../lib/domain/menu';
import styles from './screens.module.css';

/** The 404 page: says what happened and offers every way on: home, the catalogue, a phone call. */
export function NotFoundScreen({
  categories,
}: {
  categories: readonly Extract<MenuNode, { kind: 'branch' }>[];
}) {
  const { site } = useUi();
  const words = site.notFound;
  return (
    <>
      <Hero
        title={words.title}
        text={words.text}
        actions={[
          { label: site.actions.toHome, href: mainPages.home.path },
          { label: site.actions.seeAllTreatments, href: mainPages.treatments.path },
        ]}
      />
      <Section title={words.findTreatment} id="vidare">
        <ul className={styles.buttonRow}>
          {categories.map((category) => (
            <li key={category.href}>
              <a href={category.href}>{category.label}</a>
            </li>
          ))}
          <li>
            <a href={mainPages.prices.path}>{mainPages.prices.title}</a>
          </li>
          <li>
            <a href={mainPages.contact.path}>{mainPages.contact.title}</a>
          </li>
        </ul>
        <p className={styles.centered}>
          {words.callUs(<a href={`tel:${clinic.phone.e164}`}>{displayPhone()}</a>)}
        </p>
      </Section>
    </>
  );
}
