import { useUi } from '../../i18n/ui';
import { usePages } from '../../i18n/language';
import { usePageTexts } from '../../i18n/page-texts';
import { useClinic } from '../../i18n/clinic-facts';
import { LinkButton } from '../LinkButton/LinkButton';
import styles from './ConsultationBanner.module.css';

/**
 * The two targets of docs/product.md (page type 5), and with them the two kinds of consultation,
 * so that each button says where it leads: the find-treatment page (treatment pages, /Bokatid)
 * takes a message, the digital consultation, answered in writing by e-mail; the booking page (most
 * pages) books a consultation at the clinic.
 */
export type ConsultationTarget = 'booking' | 'findTreatment';

interface ConsultationBannerProps {
  target: ConsultationTarget;
  /** The page's own text, for the consultation at the clinic (the home page's). */
  text?: string | undefined;
}

export function ConsultationBanner({ target, text }: ConsultationBannerProps) {
  const { site } = useUi();
  const texts = usePageTexts().consultation;
  const { clinic } = useClinic();
  const digital = target === 'findTreatment';
  const title = digital ? texts.title : texts.plainTitle;
  // The digital consultation says what it is: a free written answer, and when it comes.
  const words = digital
    ? `${texts.text} ${site.consultationBanner.writtenAnswer(clinic.replyWorkingDays)}`
    : (text ?? texts.plainText);
  return (
    <aside className={styles.banner} aria-label={title}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{words}</p>
        </div>
        <LinkButton href={usePages()[target].path} variant="light">
          {digital ? site.actions.sendMessage : site.actions.bookNow}
        </LinkButton>
      </div>
    </aside>
  );
}
