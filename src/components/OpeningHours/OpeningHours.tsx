import { clinic, datedContent, formatException, formatRegularHours } from '../../config/clinic';
import { useLang } from '../../i18n/language';

/**
 * The opening hours as one paragraph (footer, booking and contact pages): the regular lines, then
 * each exception the build day shows (src/config/clinic.ts decides which). Texts with data in
 * them as one string each: React would join the parts with <!-- -->.
 */
export function OpeningHours({ className }: { className?: string }) {
  const { exceptions } = datedContent();
  const lang = useLang();
  return (
    <p className={className}>
      {clinic.openingHours.regular.map((line, index) => [
        index > 0 && <br key={`${line.from}-br`} />,
        formatRegularHours(line, lang),
      ])}
      {exceptions.map((exception) => [<br key={`${exception.from}-br`} />, formatException(exception, lang)])}
    </p>
  );
}
