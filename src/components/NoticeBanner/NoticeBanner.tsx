import { datedContent } from '../../config/clinic';
import { useClinic } from '../../i18n/clinic-facts';
import { localized } from '../../i18n/language';
import { useUi } from '../../i18n/ui';
import styles from './NoticeBanner.module.css';

/**
 * The clinic's dated notices at the top of every page, only between their dates (decided when
 * the site is built, every night), in the page's language. Nothing at all when none is active:
 * no bytes on other days.
 */
function NoticeBannerInLanguage() {
  const { notices } = datedContent(undefined, useClinic().clinic);
  const { site } = useUi();
  if (notices.length === 0) return null;
  return (
    <section className={styles.notice} aria-label={site.clinicFacts.noticeLabel}>
      {notices.map((notice) => (
        <p key={`${notice.from}${notice.text}`}>
          {/* One string: React would join text and link with <!-- -->. */}
          {notice.href ? `${notice.text} ` : notice.text}
          {notice.href && <a href={notice.href}>{notice.linkText}</a>}
        </p>
      ))}
    </section>
  );
}

export const NoticeBanner = localized(NoticeBannerInLanguage);
