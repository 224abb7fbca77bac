import { displayPhone, formatRegularHours } from '../../config/clinic';
import { useClinic } from '../../i18n/clinic-facts';
import { localized, useLang, usePages } from '../../i18n/language';
import { uiWords, useUi } from '../../i18n/ui';
import type { MenuNode } from '../../lib/domain/menu';
import { DesktopNav } from '../DesktopNav/DesktopNav';
import { LinkButton } from '../LinkButton/LinkButton';
import { MobileMenu } from '../MobileMenu/MobileMenu';
import { SiteSearch } from '../SiteSearch/SiteSearch';
import styles from './SiteHeader.module.css';
import utilities from '../../styles/utilities.module.css';

interface SiteHeaderProps {
  menu: readonly MenuNode[];
  currentPath: string;
  /** The same page in the other language, where there is one: the language switch leads there. */
  alternate?: string | undefined;
}

/**
 * On every page: skip link, phone, hours, search and the other language, the clinic's name, the
 * menus and the book button.
 */
function SiteHeaderInLanguage({ menu, currentPath, alternate }: SiteHeaderProps) {
  const { site } = useUi();
  const pages = usePages();
  const { clinic } = useClinic();
  const lang = useLang();
  const otherLang = lang === 'sv' ? 'en' : 'sv';
  return (
    <>
      <a className={styles.skip} href="#innehall">
        {site.header.skipToContent}
      </a>
      <header className={styles.header}>
        <div className={styles.topBar}>
          <div className={styles.topBarInner}>
            <a className={styles.phone} href={`tel:${clinic.phone.e164}`}>
              <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
                <path
                  d="M6.6 2.5 8.4 6 6.9 7.6a11 11 0 0 0 5.5 5.5L14 11.6l3.5 1.8-.6 3.3c-7.6.5-14.1-6-13.6-13.6Z"
                  fill="currentColor"
                />
              </svg>
              <span className={utilities.visuallyHidden}>{site.header.callUs}</span>
              {displayPhone(clinic.phone, lang)}
            </a>
            {/* The first line of the regular hours only: the top bar has room for one. */}
            <span className={styles.hours}>
              {formatRegularHours(clinic.openingHours.regular[0]!, site.clinicFacts)}
            </span>
            <SiteSearch className={styles.phone} />
            {alternate && (
              <a className={styles.phone} href={alternate} hrefLang={otherLang} lang={otherLang}>
                {uiWords(otherLang).site.header.languageName}
              </a>
            )}
          </div>
        </div>
        <div className={styles.inner}>
          <a className={styles.brand} href={pages.home.path}>
            <span className={styles.brandName}>{clinic.name}</span>
            <span className={styles.brandTagline}>{clinic.tagline}</span>
          </a>
          <DesktopNav menu={menu} currentPath={currentPath} />
          <div className={styles.actions}>
            <LinkButton href={pages.booking.path} className={styles.book}>
              {pages.booking.title}
            </LinkButton>
            <MobileMenu menu={menu} currentPath={currentPath} />
          </div>
        </div>
      </header>
    </>
  );
}

export const SiteHeader = localized(SiteHeaderInLanguage);
