import {
  clinic,
  copyrightYears,
  displayPhone,
  formatAddress,
  GIFT_CARD_LINK_TEXT,
} from '../../config/clinic';
import { isPublished } from '../../config/page-texts';
import { mainPages } from '../../config/routes';
import { OpeningHours } from '../OpeningHours/OpeningHours';
import styles from './SiteFooter.module.css';
import utilities from '../../styles/utilities.module.css';

const footerLinks = [
  mainPages.treatments,
  mainPages.prices,
  mainPages.findTreatment,
  mainPages.booking,
  mainPages.about,
  mainPages.education,
  mainPages.contact,
  mainPages.privacy,
];

/** On every page: how to find and reach the clinic, the privacy policy and the copyright line. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.heading}>{clinic.name}</h2>
          <address className={styles.address}>
            {formatAddress()}
            <br />
            Telefon: <a href={`tel:${clinic.phone.e164}`}>{displayPhone()}</a>
            <br />
            E-post: <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
          </address>
        </div>
        <div>
          <h2 className={styles.heading}>Öppettider</h2>
          <OpeningHours />
          {clinic.social.map(({ label, href }) => (
            <p key={href}>
              <a href={href} rel="noopener noreferrer" target="_blank">
                {`Följ oss på ${label} `}
                <span className={utilities.visuallyHidden}>(öppnas i en ny flik)</span>
              </a>
            </p>
          ))}
        </div>
        <nav aria-label="Sidfot">
          <h2 className={styles.heading}>Hitta hos oss</h2>
          <ul className={styles.links}>
            {footerLinks
              .filter((page) => isPublished(page.path))
              .map((page) => (
                <li key={page.path}>
                  <a href={page.path}>{page.title}</a>
                </li>
              ))}
            {clinic.giftCardUrl && (
              <li>
                <a href={clinic.giftCardUrl}>{GIFT_CARD_LINK_TEXT}</a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{`© ${copyrightYears()} ${clinic.name}`}</p>
    </footer>
  );
}
