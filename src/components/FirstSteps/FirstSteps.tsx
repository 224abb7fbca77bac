import { useLang, usePages } from '../../i18n/language';
import { useUi } from '../../i18n/ui';
import { namesInSentence } from '../../i18n/words';
import type { FirstSteps as Steps } from '../../lib/domain/care';

/**
 * Which of the clinic's categories start with a consultation and which are booked straight away,
 * by their own titles: nothing, where the catalogue holds neither.
 */
export function FirstSteps({ steps }: { steps: Steps }) {
  const lang = useLang();
  const words = useUi().site.firstSteps;
  const booking = usePages().booking;
  const first = steps.consultationFirst.length > 0;
  const direct = steps.direct.length > 0;
  if (!first && !direct) return null;
  // How often a consultation is needed differs by kind of care; the booking page gives each rule.
  return (
    <p>
      {first &&
        words.consultationFirst(
          namesInSentence(lang, steps.consultationFirst),
          <a href={booking.path}>{booking.title}</a>,
        )}
      {first && direct && ' '}
      {direct && words.bookDirectly(namesInSentence(lang, steps.direct))}
    </p>
  );
}
