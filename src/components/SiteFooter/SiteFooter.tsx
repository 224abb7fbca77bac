import { copyrightYears, formatAddress } from '../../config/clinic';
import { useClinic } from '../../i18n/clinic-facts';
import { useUi } from '../../i18n/ui';
import { isPublished } from '../../config/page-texts';
import { localized, useLang, usePages } from '../../i18n/language';
import { namesInSentence } from '../../i18n/words';
import type { LawScope } from '../../lib/domain/care';
import { OpeningHours } from '../OpeningHours/OpeningHours';
import styles from './SiteFooter.module.css';
import utilities from '../../styles/utilities.module.css';
import { PhoneLink } from '../PhoneLink/PhoneLink';

const footerLinks = [
  'treatments',
  'prices',
  'findTreatment',
  'booking',
  'about',
  'education',
  'contact',
  'privacy',
  'accessibility',
] as const;

/**
 * On every page: how to find and reach the clinic, the privacy policy, the accessibility
 * statement and the copyright line. `law`: the catalogue's care under the law, which a gift card
 * does not pay for.
 */
function SiteFooterInLanguage({ law }: { law?: LawScope | undefined }) {
  const { site, form } = useUi();
  const lang = useLang();
  const pages = usePages();
  const { clinic } = useClinic();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.heading}>{clinic.name}</h2>
          <address className={styles.address}>
            {formatAddress()}
            <br />
            {`${site.contact.phone}: `}
            <PhoneLink />
            <br />
            {`${form.email}: `}
            <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
          </address>
        </div>
        <div>
          <h2 className={styles.heading}>{site.contact.openingHours}</h2>
          <OpeningHours />
          {clinic.social.map(({ label, href }) => (
            <p key={href}>
              <a href={href} rel="noreferrer" target="_blank">
                {site.footer.followUs(label)}
                <span className={utilities.visuallyHidden}>{site.opensInNewTab}</span>
              </a>
            </p>
          ))}
        </div>
        <nav aria-label={site.footer.navigation}>
          <h2 className={styles.heading}>{site.footer.findUs}</h2>
          <ul className={styles.links}>
            {footerLinks
              .map((key) => pages[key])
              .filter((page) => isPublished(page.path))
              .map((page) => (
                <li key={page.path}>
                  <a href={page.path}>{page.title}</a>
                </li>
              ))}
            {clinic.giftCardUrl && (
              <li>
                <a href={clinic.giftCardUrl}>{site.clinicFacts.giftCard}</a>
                {law && (
                  <span className={styles.note}>
                    {` ${site.clinicFacts.giftCardNotFor(namesInSentence(lang, law.titles, 'disjunction'))}`}
                  </span>
                )}
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{`© ${copyrightYears()} ${clinic.name}`}</p>
    </footer>
  );
}

export const SiteFooter = localized(SiteFooterInLanguage);
