import { useUi } from '../../i18n/ui';
import { pageTexts } from '../../config/page-texts';
import { mainPages } from '../../config/routes';
import { LinkButton } from '../LinkButton/LinkButton';
import styles from './ConsultationBanner.module.css';

/**
 * The two titles of docs/product.md (page type 5), in the clinic's words
 * (src/content/pages/konsultation.yaml).
 */
const consultationTitles = {
  digital: pageTexts.consultation.title,
  plain: pageTexts.consultation.plainTitle,
} as const;

/** The two targets: the booking page on most pages, the find-treatment page on treatment pages. */
export type ConsultationTarget = typeof mainPages.booking.path | typeof mainPages.findTreatment.path;

interface ConsultationBannerProps {
  target: ConsultationTarget;
  variant?: keyof typeof consultationTitles;
  text?: string;
}

export function ConsultationBanner({
  target,
  variant = 'digital',
  text = pageTexts.consultation.text,
}: ConsultationBannerProps) {
  const { site } = useUi();
  const title = consultationTitles[variant];
  return (
    <aside className={styles.banner} aria-label={title}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{text}</p>
        </div>
        <LinkButton href={target} variant="light">
          {site.actions.bookNow}
        </LinkButton>
      </div>
    </aside>
  );
}
