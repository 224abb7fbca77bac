import { useLang } from '../../i18n/language';
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
  const sentences = [
    ...(steps.consultationFirst.length > 0
      ? [words.consultationFirst(namesInSentence(lang, steps.consultationFirst))]
      : []),
    ...(steps.direct.length > 0 ? [words.bookDirectly(namesInSentence(lang, steps.direct))] : []),
  ];
  return sentences.length > 0 ? <p>{sentences.join(' ')}</p> : null;
}
