import { datedContent } from '../../config/clinic';
import { useClinic } from '../../i18n/clinic-facts';
import { mainPages } from '../../config/routes';
import { localized, usePages } from '../../i18n/language';
import { useUi } from '../../i18n/ui';
import styles from './NoticeBanner.module.css';

/**
 * The clinic's dated notices at the top of every page, only between their dates (decided when
 * the site is built, every night), in the page's language. Nothing at all when none is active:
 * no bytes on other days.
 */
/**
 * A notice's link in the page's language: a fixed page's Swedish path (/Kontakt) leads to the
 * same page in the language shown (/en/contact); any other link stays as the clinic wrote it.
 */
function useNoticeHref(): (href: string) => string {
  const pages = usePages();
  return (href) => {
    const key = (Object.keys(mainPages) as Array<keyof typeof mainPages>).find(
      (k) => mainPages[k].path === href,
    );
    return key ? pages[key].path : href;
  };
}

function NoticeBannerInLanguage() {
  const { notices } = datedContent(undefined, useClinic().clinic);
  const { site } = useUi();
  const hrefOf = useNoticeHref();
  if (notices.length === 0) return null;
  return (
    <section className={styles.notice} aria-label={site.clinicFacts.noticeLabel}>
      {notices.map((notice) => (
        <p key={`${notice.from}${notice.text}`}>
          {/* One string: React would join text and link with <!-- -->. */}
          {notice.href ? `${notice.text} ` : notice.text}
          {notice.href && <a href={hrefOf(notice.href)}>{notice.linkText}</a>}
        </p>
      ))}
    </section>
  );
}

export const NoticeBanner = localized(NoticeBannerInLanguage);
