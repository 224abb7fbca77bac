import { datedContent, formatException, formatRegularHours } from '../../config/clinic';
import { useClinic } from '../../i18n/clinic-facts';
import { useUi } from '../../i18n/ui';

/**
 * The opening hours as one paragraph (footer, booking and contact pages): the regular lines, then
 * each exception the build day shows (src/config/clinic.ts decides which), in the page's language.
 * Texts with data in them as one string each: React would join the parts with <!-- -->.
 */
export function OpeningHours({ className }: { className?: string }) {
  const { clinic } = useClinic();
  const { site } = useUi();
  const words = site.clinicFacts;
  // "sv_SE" as Open Graph writes it, "sv-SE" as dates are formatted.
  const locale = site.locale.replace('_', '-');
  const { exceptions } = datedContent(undefined, clinic);
  return (
    <p className={className}>
      {clinic.openingHours.regular.map((line, index) => [
        index > 0 && <br key={`${line.from}-br`} />,
        formatRegularHours(line, words),
      ])}
      {exceptions.map((exception) => [
        <br key={`${exception.from}-br`} />,
        formatException(exception, words, locale),
      ])}
    </p>
  );
}
