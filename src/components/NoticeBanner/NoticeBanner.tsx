import { datedContent, NOTICE_LABEL } from '../../config/clinic';
import styles from './NoticeBanner.module.css';

/**
 * The clinic's dated notices at the top of every page, only between their dates (decided when
 * the site is built, every night). Nothing at all when none is active: no bytes on other days.
 */
export function NoticeBanner() {
  const { notices } = datedContent();
  if (notices.length === 0) return null;
  return (
    <section className={styles.notice} aria-label={NOTICE_LABEL}>
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
