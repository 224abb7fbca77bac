import {
  clinic,
  copyrightYears,
  displayPhone,
  formatAddress,
  formatWeekdayHours,
  formatWeekendHours,
} from '../../config/clinic';
import { mainPages } from '../../config/routes';
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
          <p>
            {formatWeekdayHours()}
            <br />
            {/* Texts with data in them as one string each: React would join the parts with <!-- -->. */}
            {formatWeekendHours()}
          </p>
          <p>
            <a href={clinic.social.href} rel="noopener noreferrer" target="_blank">
              {`Följ oss på ${clinic.social.label} `}
              <span className={utilities.visuallyHidden}>(öppnas i en ny flik)</span>
            </a>
          </p>
        </div>
        <nav aria-label="Sidfot">
          <h2 className={styles.heading}>Hitta hos oss</h2>
          <ul className={styles.links}>
            {footerLinks.map((page) => (
              <li key={page.path}>
                <a href={page.path}>{page.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{`© ${copyrightYears()} ${clinic.name}`}</p>
    </footer>
  );
}
