import { Hero } from '../components/Hero/Hero';
import { Section } from '../components/Section/Section';
import { clinic, displayPhone } from '../config/clinic';
import { mainPages } from '../config/routes';
import type { MenuNode } from '../lib/domain/menu';
import styles from './screens.module.css';

/** The 404 page: says what happened and offers every way on: home, the catalogue, a phone call. */
export function NotFoundScreen({
  categories,
}: {
  categories: readonly Extract<MenuNode, { kind: 'branch' }>[];
}) {
  return (
    <>
      <Hero
        title="Sidan hittades inte"
        text="Adressen finns inte hos oss, eller så har sidan flyttats. Här är några vägar vidare."
        actions={[
          { label: 'Till startsidan', href: mainPages.home.path },
          { label: 'Se alla behandlingar', href: mainPages.treatments.path },
        ]}
      />
      <Section title="Hitta en behandling" id="vidare">
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
          Hittar du inte det du söker? Ring oss på <a href={`tel:${clinic.phone.e164}`}>{displayPhone()}</a>.
        </p>
      </Section>
    </>
  );
}
