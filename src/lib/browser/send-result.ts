/**
 * What the contact form tells a visitor after a send (docs/product.md), in the page's language. The SDK rejects with
 * { status, text } (its EmailJSResponseStatus), with a plain string when keys are missing, and
 * fetch itself with a TypeError when there is no connection: all become one shape here.
 *
 * The visitor sees the fixed prefix ("Något gick fel: ", "Something went wrong: ") and then our
 * own words for the status, never the service's text: that is English ("Too Many Requests") or
 * even a server's HTML error page. The raw text goes to the browser console for whoever debugs.
 * The words are the form's (src/i18n/sv/form.ts, src/i18n/en/form.ts), passed in by the form.
 */
import type { UiWords } from '../../i18n/ui';

type FormWords = UiWords['form'];

interface SendFailure {
  status: number;
  text: string;
}

/**
 * After this long without an answer the visitor is told so (words.slow). The form still waits
 * for that answer and never sends a second time meanwhile: the SDK's request cannot be aborted,
 * and even an aborted request may already have reached the service, so a retry could deliver twice.
 */
export const SLOW_SEND_MS = 15_000;

/** Status of a failure the SDK threw before sending (a missing key, a bad option). */
const NOT_SENT_STATUS = -1;

export function toSendFailure(error: unknown): SendFailure {
  if (typeof error === 'string') return { status: NOT_SENT_STATUS, text: error };
  if (error instanceof TypeError) return { status: 0, text: 'Network Error' };
  if (error && typeof error === 'object' && 'status' in error && 'text' in error) {
    const { status, text } = error as { status: unknown; text: unknown };
    return {
      status: typeof status === 'number' ? status : 0,
      text: typeof text === 'string' ? text : '',
    };
  }
  if (error instanceof Error) return { status: NOT_SENT_STATUS, text: error.message };
  return { status: NOT_SENT_STATUS, text: '' };
}

/** Our words for each outcome; the service's own text never reaches the visitor. */
function explain({ status, text }: SendFailure, words: FormWords): string {
  if (status === NOT_SENT_STATUS) return words.notConfigured;
  if (status === 0) return words.offline;
  if (status === 400) return words.badSettings;
  // The SDK's block list: the only 403 that is about the visitor's own address.
  if (status === 403 && text === 'Forbidden') return words.blockedAddress;
  if (status === 401 || status === 403) return words.refused;
  if (status === 404) return words.serviceNotFound;
  if (status === 413) return words.tooLarge;
  if (status === 429) return words.tooOften;
  if (status === 451) return words.browserRefused;
  if (status === 507) return words.inboxFull;
  if (status >= 500) return words.serviceDown;
  return words.unknownFailure;
}

/** "Något gick fel: <explanation>", "Something went wrong: <explanation>" */
export function failureMessage(failure: SendFailure, words: FormWords): string {
  return `${words.failurePrefix}${explain(failure, words)}`;
}
