import { useUi } from '../../i18n/ui';
import { usePages } from '../../i18n/language';
import { usePageTexts } from '../../i18n/page-texts';
import { useClinic } from '../../i18n/clinic-facts';
import { consultationHrefFor } from '../../lib/domain/booking';
import { startsWithConsultation } from '../../lib/domain/care';
import type { CareKind } from '../../schemas/catalogue';
import { LinkButton } from '../LinkButton/LinkButton';
import styles from './ConsultationBanner.module.css';

/**
 * What a page's banner offers (docs/product.md, page type 5), so that each button says where it
 * leads: the consultation at the clinic, booked on the booking service ("Boka konsultation"), or
 * a question through the form, the digital consultation, answered in writing by e-mail ("Skicka
 * ett meddelande").
 */
export type BannerOffer = 'consultation' | 'message';

interface ConsultationBannerProps {
  offer: BannerOffer;
  /**
   * The page's kind of care: its category's careKind, which its groups and treatments share; none
   * on pages outside the catalogue, which keep words true of every kind. Care that needs no
   * consultation is never offered one: its banner helps the visitor choose, through the form.
   */
  care?: CareKind | undefined;
  /** The page's own text, for the consultation at the clinic (the home page's). */
  text?: string | undefined;
}

export function ConsultationBanner({ offer, care, text }: ConsultationBannerProps) {
  const { site } = useUi();
  const texts = usePageTexts().consultation;
  const { clinic } = useClinic();
  const pages = usePages();
  const choice = care !== undefined && !startsWithConsultation(care);
  const atTheClinic = offer === 'consultation' && !choice;
  const title = atTheClinic ? texts.plainTitle : choice ? texts.choiceTitle : texts.title;
  // A written answer says what it is and when it comes, and then what it is for: beside care that
  // starts with a consultation, that it does not replace it; beside care that needs none, that it
  // helps the visitor choose. Outside the catalogue it says neither, as either would be untrue of some care.
  const after = choice
    ? site.consultationBanner.afterAnswer.choice
    : care !== undefined
      ? site.consultationBanner.afterAnswer.consultation
      : undefined;
  const answer = [site.consultationBanner.writtenAnswer(clinic.replyWorkingDays), after].filter(Boolean);
  const words = atTheClinic
    ? (text ?? texts.plainText)
    : [choice ? texts.choiceText : texts.text, ...answer].join(' ');
  return (
    <aside className={styles.banner} aria-label={title}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{words}</p>
        </div>
        {atTheClinic ? (
          <LinkButton href={consultationHrefFor({}, clinic)} variant="light">
            {site.actions.bookConsultation}
          </LinkButton>
        ) : (
          <LinkButton href={pages.findTreatment.path} variant="light">
            {site.actions.sendMessage}
          </LinkButton>
        )}
      </div>
    </aside>
  );
}
