import { datedContent, formatException, formatWeekdayHours, formatWeekendHours } from '../../config/clinic';

/**
 * The opening hours as one paragraph (footer, booking and contact pages): the regular hours, then
 * each exception the build day shows (src/config/clinic.ts decides which). Texts with data in
 * them as one string each: React would join the parts with <!-- -->.
 */
export function OpeningHours({ className }: { className?: string }) {
  const { exceptions } = datedContent();
  return (
    <p className={className}>
      {formatWeekdayHours()}
      <br />
      {formatWeekendHours()}
      {exceptions.map((exception) => [<br key={`${exception.from}-br`} />, formatException(exception)])}
    </p>
  );
}
