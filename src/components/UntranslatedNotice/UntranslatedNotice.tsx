import { localized } from '../../i18n/language';
import { useUi } from '../../i18n/ui';
import styles from './UntranslatedNotice.module.css';

/**
 * Above an English page whose entry has no English file yet (decision 0022): its figures are
 * current, its words still Swedish, and the Swedish page is one link away.
 */
function UntranslatedNoticeInLanguage({ original }: { original: string }) {
  const { site } = useUi();
  return (
    <p className={styles.notice}>
      {site.untranslated(
        <a href={original} hrefLang="sv">
          {site.readInOriginal}
        </a>,
      )}
    </p>
  );
}

export const UntranslatedNotice = localized(UntranslatedNoticeInLanguage);
