import { useUi } from '../../i18n/ui';
import { usePages } from '../../i18n/language';
import { usePageTexts } from '../../i18n/page-texts';
import { LinkButton } from '../LinkButton/LinkButton';
import styles from './ConsultationBanner.module.css';

/** The two targets: the booking page on most pages, the find-treatment page on treatment pages. */
export type ConsultationTarget = 'booking' | 'findTreatment';

interface ConsultationBannerProps {
  target: ConsultationTarget;
  /**
   * The two titles of docs/product.md (page type 5), in the clinic's words
   * (src/content/pages/konsultation.yaml): `title` (digital) or `plainTitle`.
   */
  variant?: 'digital' | 'plain';
  text?: string | undefined;
}

export function ConsultationBanner({ target, variant = 'digital', text }: ConsultationBannerProps) {
  const { site } = useUi();
  const texts = usePageTexts().consultation;
  const title = variant === 'digital' ? texts.title : texts.plainTitle;
  return (
    <aside className={styles.banner} aria-label={title}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{text ?? texts.text}</p>
        </div>
        {/* The button says where it leads: the booking page books, the find-treatment page takes a message. */}
        <LinkButton href={usePages()[target].path} variant="light">
          {target === 'booking' ? site.actions.bookNow : site.actions.sendMessage}
        </LinkButton>
      </div>
    </aside>
  );
}
